/**
 * Table files that are not what their names say, or whose blocks are damaged: every command names
 * the file as corrupt instead of answering from it, and `gen` makes such a table again, keeping the
 * damaged file aside until the new one is in place.
 */
import { copyFileSync, existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/main/cli/main';
import { cli } from '../support/cli';
import { flipByte } from '../support/corruptTable';
import { generatedFolder } from '../support/tableFolder';
import { counts } from '../support/tables';

const made = generatedFolder(counts('KR', 'KA'), async (d) => expect((await cli('gen', 'KR-KA', '--dir', d, '--threads', '2', '--dtm')).code).toBe(0));

/** A folder with copies of the files made, then `copies` ([from, to] names) written over them. */
function folder(...copies: [string, string][]): string {
  const dir = mkdtempSync(join(made, 'copy-'));
  for (const name of readdirSync(made).filter((n) => /\.cj(tb|dtm)$/.test(n))) copyFileSync(join(made, name), join(dir, name));
  for (const [from, to] of copies) copyFileSync(join(made, from), join(dir, to));
  return dir;
}

const KR_KA_WIN = '4k4/4a4/9/9/9/9/9/9/4R4/3K5 w';

describe('a table file under another table\'s name', () => {
  it('KR-K.cjtb copied to KR-KA.cjtb: stats, verify, probe and line name the file, none answers from it', async () => {
    const dir = folder(['KR-K.cjtb', 'KR-KA.cjtb']);
    for (const argv of [['stats', 'KR-KA'], ['verify', 'KR-KA'], ['probe', KR_KA_WIN], ['line', KR_KA_WIN]]) {
      const run = await cli(...argv, '--dir', dir, '--lang', 'en');
      expect(run.code, argv.join(' ')).toBe(1);
      expect(run.out, argv.join(' ')).toEqual([]);
      expect(run.err, argv.join(' ')).toHaveLength(1);
      expect(run.err[0], argv.join(' ')).toMatch(/corrupt.*KR-KA\.cjtb: holds KR-K, not KR-KA; generating the table again repairs it/);
    }
  });

  it('says so in one language: Chinese under --lang zh, the file\'s fault too', async () => {
    const dir = folder(['KR-K.cjtb', 'KR-KA.cjtb']);
    const stats = await cli('stats', 'KR-KA', '--dir', dir, '--lang', 'zh');
    expect(stats.err).toEqual([`残局库已损坏：${join(dir, 'KR-KA.cjtb')}：其中是 KR-K 的库，不是 KR-KA；重新生成该库即可修复（canju gen，或应用的“生成”页）`]);
    const probe = await cli('probe', KR_KA_WIN, '--dir', dir, '--lang', 'zh');
    expect(probe.err).toEqual([expect.stringMatching(/^残局库 KR-KA 已损坏：.*：其中是 KR-K 的库，不是 KR-KA；重新生成/)]);
  });

  it('a DTC file copied to KR-KA.cjdtm: verify and stats refuse it rather than give its distances as DTM', async () => {
    const dir = folder(['KR-KA.cjtb', 'KR-KA.cjdtm']);
    const verify = await cli('verify', 'KR-KA', '--dir', dir, '--lang', 'en');
    expect(verify.code).toBe(1);
    expect(verify.err.at(-1)).toMatch(/KR-KA\.cjdtm: holds DTC, not DTM/);
    const stats = await cli('stats', 'KR-KA', '--dir', dir, '--lang', 'en');
    expect(stats.code).toBe(1);
    expect(stats.err).toEqual([expect.stringMatching(/KR-KA\.cjdtm: holds DTC, not DTM/)]);
  });
});

describe('gen repairs a damaged table', () => {
  it('a flipped byte in a block: gen says so, keeps the file aside while it works, and the new table verifies', async () => {
    const dir = folder();
    const path = join(dir, 'KR-K.cjtb');
    flipByte(path, -12);
    const err: string[] = [];
    let asideWhileWorking = false;
    const code = await runCli(['gen', 'KR-KA', '--dir', dir, '--threads', '2', '--lang', 'en'], {
      out: () => {},
      err: (line) => {
        err.push(line);
        if (/^\[1\/1\] KR-K /.test(line)) asideWhileWorking ||= existsSync(`${path}.damaged`) && !existsSync(path);
      },
    });
    expect(code).toBe(0);
    expect(err[0]).toMatch(/^KR-K: file corrupt, generating again \(.*KR-K\.cjtb: block checksum mismatch/);
    expect(asideWhileWorking).toBe(true);
    expect(existsSync(`${path}.damaged`)).toBe(false);
    expect((await cli('verify', 'KR-K', '--dir', dir)).code).toBe(0);
  });

  it('a file that holds another table: gen --dtm makes both the DTC and the DTM table again', async () => {
    const dir = folder(['KR-KA.cjtb', 'KR-K.cjtb'], ['KR-K.cjtb', 'KR-K.cjdtm']);
    const run = await cli('gen', 'KR-KA', '--dir', dir, '--threads', '2', '--dtm', '--lang', 'zh');
    expect(run.code).toBe(0);
    expect(run.err.filter((l) => l.includes('重新生成'))).toEqual([
      expect.stringMatching(/^KR-K：文件已损坏，重新生成/), expect.stringMatching(/^KR-K DTM：文件已损坏，重新生成/),
    ]);
    expect(run.out.map((l) => l.split(' ')[0])).toEqual(['KR-K', 'KR-K']);
    expect((await cli('verify', 'KR-K', '--dir', dir)).code).toBe(0);
  });
});

describe('a damaged DTM block', () => {
  it('probe --metric dtm refuses, naming the table, rather than rank the moves by the blocks that still read', async () => {
    const dir = folder();
    flipByte(join(dir, 'KR-KA.cjdtm'), -12);
    const black = '4k4/4a4/9/9/9/9/9/9/4R4/3K5 b';
    const run = await cli('probe', black, '--dir', dir, '--metric', 'dtm', '--lang', 'en');
    expect(run.code).toBe(1);
    expect(run.out).toEqual([]);
    expect(run.err).toEqual([expect.stringMatching(/^DTM table corrupt .*KR-KA DTM is corrupt: .*KR-KA\.cjdtm: block checksum mismatch/)]);
    // By DTC the answer stands, the DTM table said to be left out.
    const dtc = await cli('probe', black, '--dir', dir, '--lang', 'en');
    expect(dtc.code).toBe(0);
    expect(dtc.err).toEqual([expect.stringMatching(/^warning: the DTM table of KR-KA is corrupt/)]);
  });
});

