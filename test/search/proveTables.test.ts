/**
 * Tables on demand (issue 46.3): a proof that reaches a material the folder has no table for names it
 * with its cost and is not proven; `--generate-tables` makes it, proves again, and leaves it in the folder.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CliIo } from '../../src/main/cli/io';
import { runCli } from '../../src/main/cli/main';
import { affordableTables } from '../../src/main/search/missingTables';
import { FolderTableProbe } from '../../src/main/search/tableProbe';
import { TableSet } from '../../src/main/tablebase/probe/tableSet';
import { cli } from '../support/cli';
import { counts } from '../support/tables';

/**
 * KR-KN, red to move: 车九进七 takes the horse into KR-K, a table win; without that table no mate is
 * found within 200 expansions (the horse's taking the rook leads into K-KN, the other table the
 * proof reaches).
 */
const TAKES_INTO_KR_K = 'n8/9/4k4/9/9/9/9/R8/9/5K3 w - - 0 1';
const LIMITS = ['--nodes', '200', '--time', '5'];

const folders: string[] = [];
const emptyFolder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'canju-prove-tables-'));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe('tables a proof needs', () => {
  it('the probe records a material it is asked about whose table the folder lacks', () => {
    const tables = new TableSet(emptyFolder(), 1 << 20);
    try {
      const probe = new FolderTableProbe(tables);
      expect(probe.hasTable(counts('KR', 'K'))).toBe(false);
      expect(probe.hasTable(counts('KRRNNCC', 'KRRNNCC'))).toBe(false);
      expect([...probe.missing]).toEqual(['KR-K']);
    } finally {
      tables.close();
    }
  });

  it('affordable: smallest first, each while the estimates so far fit', () => {
    const t = (material: string, seconds: number) => ({ material, entries: seconds * 1e6, seconds, bytes: 1 });
    expect(affordableTables([t('A', 1), t('B', 2), t('C', 5), t('D', 1)], 4).map((x) => x.material)).toEqual(['A', 'B', 'D']);
    expect(affordableTables([t('A', 3)], 2)).toEqual([]);
  });

  it('without --generate-tables: not proven, the missing tables named with their cost, in JSON and both languages', async () => {
    const dir = emptyFolder();
    const run = await cli('analyse', TAKES_INTO_KR_K, '--dir', dir, '--prove', ...LIMITS, '--json');
    expect(run.code).toBe(1);
    const proof = JSON.parse(run.out[0]);
    expect(proof).toMatchObject({ proven: false, stopped: false });
    expect(proof.generatedTables).toBeUndefined();
    expect(proof.missingTables.map((t: { material: string }) => t.material).sort()).toEqual(['K-KN', 'KR-K']);
    for (const t of proof.missingTables) {
      expect(Object.keys(t)).toEqual(['material', 'entries', 'seconds', 'bytes']);
      expect(t.entries).toBe(9720);
      expect(t.seconds).toBeGreaterThan(0);
      expect(t.bytes).toBeGreaterThan(0);
    }
    expect(existsSync(join(dir, 'KR-K.cjtb'))).toBe(false);

    const en = await cli('analyse', TAKES_INTO_KR_K, '--dir', dir, '--prove', ...LIMITS, '--lang', 'en');
    expect(en.out).toContainEqual(expect.stringMatching(/^tables the proof reached that the folder lacks: K-KN \(9,720 positions, about \d+\.\d s, [\d.]+ kB\), KR-K \(9,720 positions, about \d+\.\d s, [\d.]+ kB\); --generate-tables makes those that fit the proof's time$/));
    const zh = await cli('analyse', TAKES_INTO_KR_K, '--dir', dir, '--prove', ...LIMITS, '--lang', 'zh');
    expect(zh.out).toContainEqual(expect.stringMatching(/^证明用到而目录中没有的残局库：K-KN（9,720 个局面，约 \d+\.\d 秒，[\d.]+ kB）、KR-K（9,720 个局面，约 \d+\.\d 秒，[\d.]+ kB）；加 --generate-tables 可生成证明时限内来得及的库$/));
  }, 60_000);

  it('--generate-tables: makes them within the time, proves, and leaves them in the folder for the next proof', async () => {
    const dir = emptyFolder();
    const run = await cli('analyse', TAKES_INTO_KR_K, '--dir', dir, '--prove', ...LIMITS, '--generate-tables', '--json', '--lang', 'en');
    expect(run.code).toBe(0);
    const proof = JSON.parse(run.out[0]);
    expect(proof).toMatchObject({ proven: true, result: 'win', pv: expect.arrayContaining(['a2a9']) });
    expect(proof.pv[0]).toBe('a2a9');
    expect(proof.generatedTables).toEqual(['K-KN', 'KR-K']);
    expect(run.err[0]).toBe('generating K-KN, KR-K (within the proof\'s 5 s), then proving again');
    expect(run.err).toContainEqual(expect.stringMatching(/^\[1\/1\] KR-K /));
    expect(run.err).toContainEqual(expect.stringMatching(/^KR-K done in /));
    expect(existsSync(join(dir, 'KR-K.cjtb'))).toBe(true);
    expect(existsSync(join(dir, 'K-KN.cjtb'))).toBe(true);

    const again = await cli('analyse', TAKES_INTO_KR_K, '--dir', dir, '--prove', ...LIMITS, '--json');
    expect(again.code).toBe(0);
    expect(JSON.parse(again.out[0])).toMatchObject({ proven: true, result: 'win' });
  }, 60_000);

  it('generates nothing the proof\'s time cannot afford', async () => {
    const dir = emptyFolder();
    const run = await cli('analyse', TAKES_INTO_KR_K, '--dir', dir, '--prove', '--nodes', '200', '--generate-tables', '--json');
    expect(run.code).toBe(1);
    const proof = JSON.parse(run.out[0]);
    expect(proof.generatedTables).toEqual([]);
    expect(proof.missingTables).toHaveLength(2);
    expect(existsSync(join(dir, 'KR-K.cjtb'))).toBe(false);
    const zh = await cli('analyse', TAKES_INTO_KR_K, '--dir', dir, '--prove', '--nodes', '200', '--generate-tables', '--lang', 'zh');
    expect(zh.out).toContainEqual(expect.stringMatching(/^证明用到而目录中没有的残局库：K-KN（.*）、KR-K（.*）；证明时限（--time）内来不及生成$/));
  }, 60_000);

  it('Ctrl-C while a table is made exits 130 and leaves no half-written table', async () => {
    const dir = emptyFolder();
    let sent = false;
    const io: CliIo = {
      out: () => {},
      err: (line) => {
        if (!sent && /^\[1\/1\] K-KN /.test(line)) sent = process.emit('SIGINT', 'SIGINT');
      },
    };
    const code = await runCli(['analyse', TAKES_INTO_KR_K, '--dir', dir, '--prove', ...LIMITS, '--generate-tables', '--lang', 'en'], io);
    expect(sent).toBe(true);
    expect(code).toBe(130);
    expect(readdirSync(dir).filter((name) => name.includes('.tmp-'))).toEqual([]);
    expect(existsSync(join(dir, 'KR-K.cjtb'))).toBe(false);
  }, 60_000);

  it('--generate-tables without --prove is refused', async () => {
    const run = await cli('analyse', TAKES_INTO_KR_K, '--dir', emptyFolder(), '--generate-tables', '--lang', 'en');
    expect(run.code).toBe(2);
    expect(run.err.join('\n')).toContain('--generate-tables makes the tables a proof needs: give it with --prove');
  });
});
