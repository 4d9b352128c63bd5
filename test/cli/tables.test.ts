import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/main/cli/main';
import type { CliIo } from '../../src/main/cli/io';
import { BUILT_CLI, cli } from '../support/cli';

const dir = mkdtempSync(join(tmpdir(), 'canju-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));


/** Runs a command in this process and sends it `interrupt` once its progress output matches `when`. */
async function interrupted(interrupt: 'SIGINT' | 'SIGBREAK', when: RegExp, ...argv: string[]): Promise<{ code: number; err: string[]; sent: boolean }> {
  const err: string[] = [];
  let sent = false;
  const io: CliIo = {
    out: () => {},
    err: (line) => {
      err.push(line);
      if (!sent && when.test(line)) sent = process.emit(interrupt, interrupt);
    },
  };
  const code = await runCli(argv, io);
  return { code, err, sent };
}

describe('gen, stats, verify', () => {
  it('generates a Chinese-named material with its sub-tables and reports progress', async () => {
    const result = await cli('gen', '马擒单士', '--dir', dir, '--threads', '2');
    expect(result.code).toBe(0);
    expect(result.out.map((l) => l.split(' ')[0])).toEqual(['KN-K', 'KN-KA']);
    expect(result.err.some((l) => /^\[2\/2\] KN-KA init .*% .*M pos\/s.* RSS /.test(l))).toBe(true);
    expect((await cli('gen', 'KN-KA', '--dir', dir)).out[0]).toMatch(/already exist/);
  });

  it('stats --json gives the published figures of K+N vs K+A', async () => {
    const result = await cli('stats', 'KN-KA', '--dir', dir, '--json');
    const stats = JSON.parse(result.out[0]);
    expect(stats).toMatchObject({ material: 'KN-KA', red: { legal: 21426, draw: 60, win: 21366, loss: 0 }, black: { legal: 22806, draw: 816, loss: 21990 } });
    expect(stats.red.maxDtcFen).toMatch(/ w$/);
    expect(stats.indexSize).toBeGreaterThan(0);
  });

  it('verify passes on a generated table and names missing tables', async () => {
    const ok = await cli('verify', 'KN-KA', '--dir', dir, '--threads', '2');
    expect(ok.code).toBe(0);
    expect(ok.out.at(-1)).toMatch(/, 0 inconsistent$/);
    const missing = await cli('verify', 'KR-K', '--dir', dir);
    expect(missing.code).toBe(1);
    expect(missing.err[0]).toMatch(/missing table\(s\): KR-K/);
  });

  it('probe --json gives the value and every move, best first, from the mover’s point of view', async () => {
    const result = await cli('probe', '3k5/9/3a5/9/9/9/9/9/4N4/5K3 w', '--dir', dir, '--json');
    expect(result.code).toBe(0);
    const answer = JSON.parse(result.out[0]);
    expect(answer).toMatchObject({ wdl: 'win', order: 0 });
    expect(answer.moves[0]).toMatchObject({ wdl: 'win', dtc: answer.dtc, order: 0 });
    expect(Object.keys(answer.moves[0])).toEqual(expect.arrayContaining(['iccs', 'wdl', 'dtc', 'order']));
    expect(answer.moves.map((m: { iccs: string }) => m.iccs)).toContain('e1d3');
  });

  it('line prints the best line to the end in the chosen notation', async () => {
    const result = await cli('line', '3k5/9/3a5/9/9/9/9/9/4N4/5K3 w', '--dir', dir, '--notation', 'wxf');
    expect(result.code).toBe(0);
    expect(result.out[0]).toMatch(/^1\. H\S+ win DTC \d+$/);
    expect(result.out.at(-1)).toMatch(/^\d+ plies: (checkmate|no legal move)/);
  });

  it('list prints the catalogue; probing a material without tables names them', async () => {
    const list = await cli('list', '--dir', dir);
    expect(list.out.join('\n')).toMatch(/KN-KA\s+complete/);
    expect(list.out.at(-1)).toBe('2 tables, 2 complete');
    // In Chinese every word is Chinese: the endgame's name, its status, the sides and the total.
    const zh = await cli('list', '--dir', dir, '--lang', 'zh');
    expect(zh.out.join('\n')).toMatch(/KN-KA\s+单马对单士\s+完整\s+[\d.]+ MB 红方走 [\d/]+ 黑方走 [\d/]+ 最长 DTC \d+/);
    expect(zh.out.at(-1)).toBe('共 2 个残局库，2 个完整');
    const missing = await cli('probe', '3k5/9/9/9/9/9/9/9/9/R3CK3 w', '--dir', dir);
    expect(missing.code).toBe(1);
    expect(missing.err[0]).toBe('missing tables: KC-K, KR-K, KRC-K');
  });

  it('list --json gives every table with its statistics, the jobs and the studies', async () => {
    const list = await cli('list', '--dir', dir, '--json');
    expect(list.code).toBe(0);
    expect(list.out).toHaveLength(1);
    const catalogue = JSON.parse(list.out[0]);
    expect(catalogue.tables.map((t: { material: string; status: string }) => [t.material, t.status])).toEqual([['KN-K', 'complete'], ['KN-KA', 'complete']]);
    expect(catalogue.tables[1]).toMatchObject({ chineseName: '单马对单士', indexSize: 17010, statistics: { red: { legal: 21426, win: 21366, draw: 60, loss: 0 } } });
    expect(catalogue.jobs).toContainEqual(expect.objectContaining({ material: 'KN-KA', tables: ['KN-K', 'KN-KA'], state: 'done', error: null }));
    expect(catalogue.studies).toEqual([]);
  });

  it('stats prints each side’s figures as text', async () => {
    const text = await cli('stats', 'KN-KA', '--dir', dir);
    const { seconds } = JSON.parse((await cli('stats', 'KN-KA', '--dir', dir, '--json')).out[0]);
    expect(text.code).toBe(0);
    expect(text.out).toEqual([
      `KN-KA: 17010 entries per side, generated in ${seconds.toFixed(1)}s`,
      '  red to move: 21426 legal, 21366 win, 60 draw, 0 loss; max DTC 29 (3k1a3/9/9/9/9/9/9/9/3N5/3K5 w); 0 decided by the repetition rule (0 by perpetual check, 0 by perpetual chase)',
      '  black to move: 22806 legal, 0 win, 816 draw, 21990 loss; max DTC 30 (3k1a3/9/9/9/9/9/9/9/5K3/5N3 b); 0 decided by the repetition rule (0 by perpetual check, 0 by perpetual chase)',
    ]);
  });

  it('stats and verify speak Chinese with --lang zh', async () => {
    const stats = await cli('stats', 'KN-KA', '--dir', dir, '--lang', 'zh');
    expect(stats.out[0]).toMatch(/^KN-KA：每方 17010 个索引项，生成用时 \d+\.\d 秒$/);
    expect(stats.out[1]).toBe('  红方走：合法 21426，胜 21366，和 60，负 0；最长 DTC 29 (3k1a3/9/9/9/9/9/9/9/3N5/3K5 w)；循环规则判定 0（长将 0，长捉 0）');
    const verify = await cli('verify', 'KN-KA', '--dir', dir, '--lang', 'zh');
    expect(verify.out).toEqual([expect.stringMatching(/^KN-KA：校验 34020 个索引项，用时 \d+\.\d 秒，不一致 0 个$/)]);
  });

  it('probe prints the value, then every move with its value, best first; a capture is marked, a draw has no DTC', async () => {
    const result = await cli('probe', '3k5/4a4/9/3N5/9/9/9/9/9/5K3 w', '--dir', dir);
    expect(result.code).toBe(0);
    expect(result.out).toEqual([
      'Asian rules: win DTC 1', 'd6e8 win 1 capture', 'd6b7 win 23', 'd6e4 win 23', 'f0e0 win 23', 'd6b5 win 25', 'd6f5 win 25',
      'd6c4 win 27', 'd6c8 win 27', 'f0f1 win 27', 'd6f7 draw',
    ]);
  });

  it('list says when it moved a finished table into place and which files are not tables', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'canju-notes-'));
    copyFileSync(join(dir, 'KN-K.cjtb'), join(folder, 'KN-K.cjtb.tmp-99'));
    writeFileSync(join(folder, '._KN-K.cjtb'), 'AppleDouble');
    const list = await cli('list', '--dir', folder);
    expect(list.err).toEqual(['KN-K.cjtb.tmp-99: a finished table left under its temporary name, now moved into place', 'not tables, left alone: ._KN-K.cjtb']);
    expect(list.out.join('\n')).toMatch(/KN-K\s+complete/);
    rmSync(folder, { recursive: true, force: true });
  });

  it('bad arguments are usage errors', async () => {
    expect((await cli('gen', '炮兵对龙', '--dir', dir)).err[0]).toMatch(/unknown word '龙'/);
    expect((await cli('gen', 'KN-KA')).err[0]).toMatch(/--dir/);
    expect((await cli('gen', 'KN-KA', '--dir', dir, '--threads', '0')).code).toBe(2);
  });

  // Node hears Ctrl-C as SIGINT and Ctrl-Break as SIGBREAK on Windows; emitting them here runs the
  // same listeners on every OS, where a child process could not be sent a console Ctrl-C on Windows.
  it('Ctrl-Break (SIGBREAK) cancels gen: exit 130, finished tables kept, the table in progress not written', async () => {
    const out = mkdtempSync(join(tmpdir(), 'canju-sigbreak-'));
    const result = await interrupted('SIGBREAK', /KN-KA init/, 'gen', 'KN-KA', '--dir', out, '--threads', '2');
    expect(result.sent).toBe(true);
    expect(result.code).toBe(130);
    expect(result.err.at(-1)).toMatch(/^cancelled/);
    expect(readdirSync(out).filter((f) => f.includes('.cjtb'))).toEqual(['KN-K.cjtb']);
    expect(process.listenerCount('SIGINT') + process.listenerCount('SIGBREAK')).toBe(0);

    const verify = await interrupted('SIGINT', /^verify KN-K/, 'verify', 'KN-K', '--dir', out, '--threads', '2');
    expect(verify.sent).toBe(true);
    expect(verify.code).toBe(130);
    expect(verify.err.at(-1)).toBe('cancelled');
    rmSync(out, { recursive: true, force: true });
  });

  // On Windows child.kill('SIGINT') is TerminateProcess: the child dies without hearing anything, so
  // only the in-process test above can show the cancellation there.
  it.skipIf(process.platform === 'win32')('Ctrl-C (a real SIGINT) stops the built CLI cleanly and leaves no table in progress behind', async () => {
    const out = mkdtempSync(join(tmpdir(), 'canju-sigint-'));
    // K-KN and KR-K take about a second each; KR-KN's initial pass alone takes longer than the signal
    // takes to arrive, so Ctrl-C lands in KR-KN, with its sub-tables finished.
    const child = spawn(process.execPath, [BUILT_CLI, 'gen', 'KR-KN', '--dir', out, '--threads', '2']);
    let stderr = '', sent = false;
    const code = await new Promise<number | null>((resolve) => {
      child.stderr.on('data', (chunk) => {
        stderr += chunk;
        if (!sent && /KR-KN init/.test(stderr)) sent = child.kill('SIGINT');
      });
      child.on('exit', (c) => resolve(c));
    });
    expect(code).toBe(130);
    expect(stderr.trimEnd().split('\n').at(-1)).toBe('cancelled: finished tables are kept; the table in progress was not written');
    // Neither KR-KN.cjtb nor a temporary KR-KN.cjtb.tmp-<pid>.
    expect(readdirSync(out).filter((f) => f.includes('.cjtb')).sort()).toEqual(['K-KN.cjtb', 'KR-K.cjtb']);
    rmSync(out, { recursive: true, force: true });
  });

  it('the built CLI generates, lists and probes in a folder whose path has a space and Chinese characters', () => {
    const parent = mkdtempSync(join(tmpdir(), 'canju 路径-'));
    const tables = join(parent, '残局 tables');
    mkdirSync(tables);
    const run = (...argv: string[]) => spawnSync(process.execPath, [BUILT_CLI, ...argv], { encoding: 'utf8' });
    const gen = run('gen', '马擒单士', '--dir', tables, '--threads', '2');
    expect(gen.status, gen.stderr).toBe(0);
    expect(readdirSync(tables).filter((f) => f.endsWith('.cjtb')).sort()).toEqual(['KN-K.cjtb', 'KN-KA.cjtb']);
    expect(run('list', '--dir', tables).stdout).toMatch(/KN-KA\s+complete/);
    const probe = run('probe', '3k5/9/3a5/9/9/9/9/9/4N4/5K3 w', '--dir', tables, '--json');
    expect(probe.status, probe.stderr).toBe(0);
    expect(JSON.parse(probe.stdout)).toMatchObject({ wdl: 'win', order: 0 });
    rmSync(parent, { recursive: true, force: true });
  });
});
