/** `canju analyse`: each iteration and the best move, in Chinese (the default notation) and English, and as JSON lines. */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { BUILT_CLI, cli } from '../support/cli';
import { generatedFolder } from '../support/tableFolder';
import { counts } from '../support/tables';

const dir = generatedFolder(counts('KR', 'K'));
/** KR-K, red to move, a table win in 3 plies (the table says DTC 3). */
const IN_TABLE = '9/9/3k5/9/9/9/9/9/9/R4K3 w - - 0 1';
/** 马后炮: mate in 1, outside the table. */
const MATE = '4k4/9/4N4/9/C8/9/9/9/9/3K5 w - - 0 1';

describe('analyse', () => {
  it('prints each iteration and the best move in Chinese', async () => {
    const run = await cli('analyse', MATE, '--dir', dir, '--depth', '3', '--lang', 'zh');
    expect(run.err).toEqual([]);
    expect(run.code).toBe(0);
    expect(run.out).toHaveLength(4);
    run.out.slice(0, 3).forEach((line, i) => expect(line).toMatch(new RegExp(`^深度 ${i + 1}/\\d+  评分 1步杀  节点 \\d+  每秒节点 \\d+  主变 炮九平五$`)));
    expect(run.out[3]).toBe('最佳着法 炮九平五 (a5e5)  评分 1步杀');
  }, 30_000);

  it('prints the table\'s value in English, the line through the table in the chosen notation', async () => {
    const run = await cli('analyse', IN_TABLE, '--dir', dir, '--depth', '2', '--lang', 'en', '--notation', 'iccs');
    expect(run.code).toBe(0);
    expect(run.out[0]).toMatch(/^depth 1\/\d+  score table win in 2  nodes \d+  nps \d+  pv [a-i]\d[a-i]\d [a-i]\d[a-i]\d [a-i]\d[a-i]\d$/);
    expect(run.out.at(-1)).toMatch(/^best move [a-i]\d[a-i]\d \([a-i]\d[a-i]\d\)  score table win in 2$/);
  }, 30_000);

  it('--json: one object per iteration, then the best move', async () => {
    const run = await cli('analyse', MATE, '--dir', dir, '--depth', '2', '--json');
    expect(run.code).toBe(0);
    const lines = run.out.map((line) => JSON.parse(line));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({ depth: 1, score: { kind: 'mate', winner: 'us', plies: 1, moves: 1 }, pv: ['a5e5'], pvText: ['炮九平五'] });
    expect(lines[0].nodes).toBeGreaterThan(0);
    expect(lines[2]).toMatchObject({ bestMove: 'a5e5', bestMoveText: '炮九平五', depth: 2 });
  }, 30_000);

  it('refuses --depth with --time, in either language', async () => {
    const en = await cli('analyse', MATE, '--dir', dir, '--depth', '2', '--time', '1', '--lang', 'en');
    expect(en.code).toBe(2);
    expect(en.err.join('\n')).toContain('give --depth or --time, not both');
    const zh = await cli('analyse', MATE, '--dir', dir, '--depth', '2', '--time', '1', '--lang', 'zh');
    expect(zh.err.join('\n')).toContain('--depth 和 --time 只能给一个');
  });

  it('runs from the build, its worker bundled beside the CLI', () => {
    const run = spawnSync(process.execPath, [BUILT_CLI, 'analyse', MATE, '--dir', dir, '--depth', '2', '--lang', 'en'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout.trim().split('\n').at(-1)).toBe('best move 炮九平五 (a5e5)  score mate in 1');
  }, 30_000);

  it('--moves: the game before the position counts for repetition (perpetual check loses)', async () => {
    const start = '4k4/R8/9/9/9/9/9/9/9/5K3 w - - 0 1';
    const run = await cli('analyse', start, '--dir', dir, '--moves', 'a8a9 e9e8 a9a8', '--depth', '3', '--notation', 'iccs', '--lang', 'en');
    expect(run.code).toBe(0);
    expect(run.out.at(-1)).toBe('best move e8e9 (e8e9)  score table win in 1 (order 1)');
    const bad = await cli('analyse', start, '--dir', dir, '--moves', 'a8a9 e9e7', '--depth', '3', '--lang', 'zh');
    expect(bad.code).toBe(2);
    expect(bad.err.join('\n')).toContain("--moves：第 2 步 'e9e7' 在那个局面下不是合法的 ICCS 着法");
  }, 30_000);

  it('--time bounds the search', async () => {
    const started = Date.now();
    const run = await cli('analyse', 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1', '--dir', dir, '--time', '1', '--lang', 'en');
    expect(run.code).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(run.out.at(-1)).toMatch(/^best move /);
  }, 30_000);
});
