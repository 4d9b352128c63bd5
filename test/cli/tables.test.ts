import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/main/cli/main';

const dir = mkdtempSync(join(tmpdir(), 'canju-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function cli(...argv: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [], err: string[] = [];
  const code = await runCli(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
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
    expect(ok.out.at(-1)).toMatch(/0 inconsistent/);
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
    expect(list.out.join('\n')).toMatch(/KN-KA\s+单马对单士\s+complete/);
    expect(list.out.at(-1)).toBe('2 table(s), 2 complete');
    const missing = await cli('probe', '3k5/9/9/9/9/9/9/9/9/R3CK3 w', '--dir', dir);
    expect(missing.code).toBe(1);
    expect(missing.err[0]).toBe('missing tables: KC-K, KR-K, KRC-K');
  });

  it('bad arguments are usage errors', async () => {
    expect((await cli('gen', '炮兵对龙', '--dir', dir)).err[0]).toMatch(/unknown word '龙'/);
    expect((await cli('gen', 'KN-KA')).err[0]).toMatch(/--dir/);
    expect((await cli('gen', 'KN-KA', '--dir', dir, '--threads', '0')).code).toBe(2);
  });

  it('Ctrl-C stops the built CLI cleanly and leaves no table in progress behind', async () => {
    const out = mkdtempSync(join(tmpdir(), 'canju-sigint-'));
    const cliPath = new URL('../../out/main/cli.js', import.meta.url).pathname;
    const child = spawn(process.execPath, [cliPath, 'gen', 'KCP-KAB', '--dir', out, '--threads', '2']);
    let stderr = '', sent = false;
    const code = await new Promise<number | null>((resolve) => {
      child.stderr.on('data', (chunk) => {
        stderr += chunk;
        if (!sent && /KCP-KAB init/.test(stderr)) sent = child.kill('SIGINT');
      });
      child.on('exit', (c) => resolve(c));
    });
    expect(code).toBe(130);
    expect(stderr).toMatch(/cancelled/);
    const files = readdirSync(out);
    expect(files).toContain('KCP-KB.cjtb');
    expect(files.some((f) => f.startsWith('KCP-KAB'))).toBe(false);
    expect(existsSync(join(out, 'KCP-KAB.cjtb'))).toBe(false);
    rmSync(out, { recursive: true, force: true });
  });
});
