/**
 * `canju analyse --prove`: the proof in a worker thread, its line in Chinese and English, `--json`'s
 * exact shape, "not proven" with exit code 1, and the stop flag answered within 50 ms.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { CliIo } from '../../src/main/cli/io';
import { runCli } from '../../src/main/cli/main';
import { startProof } from '../../src/main/search/searchWorker';
import { START_FEN } from '../../src/shared/rules/fen';
import { BUILT_CLI, cli } from '../support/cli';
import { generatedFolder } from '../support/tableFolder';
import { counts } from '../support/tables';

const dir = generatedFolder(counts('KR', 'K'));
/** 《适情雅趣》第013局 目视横流: mate in 3 (ElephantEye's length, bench/searchPositions.ts). */
const MATE_IN_3 = '4k4/3P2P2/b2N2R2/7r1/2b6/9/9/3n5/4p3r/2R2K3 w - - 0 1';
/** KR-K, black to move: lost by the table. */
const TABLE_LOSS = '9/9/3k5/9/9/9/9/9/9/R4K3 b - - 0 1';

describe('analyse --prove', () => {
  it('--json prints exactly {proven, result, plies, metric, shortest, by, pv, nodes, seconds, method}', async () => {
    const run = await cli('analyse', MATE_IN_3, '--dir', dir, '--prove', '--json');
    expect(run.err).toEqual([]);
    expect(run.code).toBe(0);
    expect(run.out).toHaveLength(1);
    const proof = JSON.parse(run.out[0]);
    expect(Object.keys(proof)).toEqual(['proven', 'result', 'plies', 'metric', 'shortest', 'by', 'pv', 'nodes', 'seconds', 'method']);
    expect(proof).toMatchObject({ proven: true, result: 'win', plies: 5, metric: 'dtm', shortest: true, by: 'mate', method: 'full-width' });
    expect(proof.pv).toHaveLength(5);
    proof.pv.forEach((m: string) => expect(m).toMatch(/^[a-i]\d[a-i]\d$/));
    expect(proof.nodes).toBeGreaterThan(0);
    expect(proof.seconds).toBeGreaterThanOrEqual(0);
  }, 30_000);

  it('prints the proof in Chinese: each depth, the result, the line, nodes and time', async () => {
    const run = await cli('analyse', MATE_IN_3, '--dir', dir, '--prove', '--lang', 'zh');
    expect(run.code).toBe(0);
    run.out.slice(0, 4).forEach((line, i) => expect(line).toMatch(new RegExp(`^深度 ${i + 1}  节点 \\d+  每秒节点 \\d+$`)));
    expect(run.out[4]).toBe('已证明：红胜，3步杀（5 半回合）');
    expect(run.out[5]).toMatch(/^主变 车三平五 (\S+ ){3}\S+$/);
    expect(run.out[6]).toMatch(/^节点 \d+  用时 \d+\.\d\d 秒$/);
  }, 30_000);

  it('prints a table\'s proof in English, the line in ICCS', async () => {
    const run = await cli('analyse', TABLE_LOSS, '--dir', dir, '--prove', '--lang', 'en', '--notation', 'iccs');
    expect(run.code).toBe(0);
    expect(run.out[0]).toMatch(/^proven: black loses, table loss in \d+ \(\d+ plies\)$/);
    expect(run.out[1]).toMatch(/^pv ([a-i]\d[a-i]\d ?)+$/);
  }, 30_000);

  it('says "not proven within the limits" and exits with 1 when the limits end it first', async () => {
    const en = await cli('analyse', MATE_IN_3, '--dir', dir, '--prove', '--method', 'full-width', '--depth', '4', '--lang', 'en');
    expect(en.code).toBe(1);
    expect(en.out.at(-2)).toBe('not proven within the limits (searched 4 plies)');
    const zh = await cli('analyse', MATE_IN_3, '--dir', dir, '--prove', '--method', 'full-width', '--depth', '4', '--lang', 'zh');
    expect(zh.out.at(-2)).toBe('未证明：限制内找不到证明（已搜索 4 半回合）');
    const json = await cli('analyse', MATE_IN_3, '--dir', dir, '--prove', '--method', 'full-width', '--depth', '4', '--json');
    expect(json.code).toBe(1);
    expect(JSON.parse(json.out[0])).toMatchObject({ proven: false, result: null, plies: null, metric: null, by: null, pv: [], method: null, stopped: false });
  }, 30_000);

  it('--method auto goes on by proof numbers where the depth ends the full-width search, then makes the proof\'s bound exact', async () => {
    // Depth 4 proves nothing; the proof-number search proves the mate, the full-width search to its bound the shortest.
    const run = await cli('analyse', MATE_IN_3, '--dir', dir, '--prove', '--depth', '4', '--json');
    expect(run.code).toBe(0);
    expect(JSON.parse(run.out[0])).toMatchObject({ proven: true, result: 'win', by: 'mate', method: 'full-width', shortest: true, plies: 5 });
    const pn = await cli('analyse', MATE_IN_3, '--dir', dir, '--prove', '--method', 'proof-number', '--nodes', '20000', '--json');
    expect(JSON.parse(pn.out[0])).toMatchObject({ proven: true, result: 'win', by: 'mate', method: 'proof-number' });
  }, 30_000);

  it('Ctrl-C says "stopped" and exits with 130, not the "not proven" of the limits', async () => {
    const out: string[] = [];
    let sent = false;
    const io: CliIo = {
      out: (line) => {
        out.push(line);
        if (!sent && /^depth 3 /.test(line)) sent = process.emit('SIGINT', 'SIGINT');
      },
      err: () => {},
    };
    const code = await runCli(['analyse', START_FEN, '--dir', dir, '--prove', '--method', 'full-width', '--time', '600', '--lang', 'en'], io);
    expect(sent).toBe(true);
    expect(code).toBe(130);
    expect(out.at(-2)).toBe('stopped');
  }, 30_000);

  it('a draw proven by proof numbers: the move that holds and the answer to each try, in both languages and JSON', async () => {
    // KR-KA, black to move: the king takes the rook into K-KA, drawn by rule; red cannot win and black cannot either.
    const draw = '5a3/4k4/4R4/9/9/9/9/9/9/3K5 b - - 0 1';
    const en = await cli('analyse', draw, '--dir', dir, '--prove', '--method', 'proof-number', '--lang', 'en', '--notation', 'iccs');
    expect(en.code).toBe(0);
    expect(en.out[0]).toBe('proven: draw (neither side can win: both searched by proof numbers)');
    expect(en.out[1]).toBe('holds e8e7');
    const tries = en.out.filter((l) => l.startsWith('try '));
    expect(tries).toHaveLength(2);
    expect(tries).toContain('try e8e7  (draw)');
    const zh = await cli('analyse', draw, '--dir', dir, '--prove', '--lang', 'zh');
    expect(zh.out[0]).toBe('已证明：和棋（证明数搜索：双方均不能取胜）');
    expect(zh.out[1]).toMatch(/^守和着法 将/);
    const json = JSON.parse((await cli('analyse', draw, '--dir', dir, '--prove', '--json')).out[0]);
    expect(json).toMatchObject({ proven: true, result: 'draw', by: 'search', method: 'proof-number', defence: { holds: 'e8e7' } });
    expect(json.defence.tries).toHaveLength(2);
  }, 30_000);

  it('shows the proof-number search\'s progress: nodes that only grow', async () => {
    // 《适情雅趣》第181局: a 15-ply mate the proof numbers prove in about 25,000 expansions.
    const run = await cli('analyse', '2bakab2/7r1/9/3N5/9/8C/9/3RB4/4pcn2/3K5 w - - 0 1', '--dir', dir, '--prove', '--method', 'proof-number', '--lang', 'en');
    expect(run.code).toBe(0);
    const progress = run.out.filter((l) => l.startsWith('proof numbers'));
    expect(progress.length).toBeGreaterThan(0);
    progress.forEach((l) => expect(l).toMatch(/^proof numbers {2}nodes \d+ {2}nps \d+$/));
    const nodes = progress.map((l) => Number(l.split(/\s+/)[3]));
    expect(nodes).toEqual([...nodes].sort((a, b) => a - b));
    expect(run.out.find((l) => l.startsWith('proven'))).toMatch(/^proven: red wins, mate in at most \d+/);
  }, 60_000);

  it('refuses --moves with --prove, in either language', async () => {
    const en = await cli('analyse', MATE_IN_3, '--dir', dir, '--prove', '--moves', 'g7e7', '--lang', 'en');
    expect(en.code).toBe(2);
    expect(en.err.join('\n')).toContain('--prove proves the position itself: give it without --moves');
    const zh = await cli('analyse', MATE_IN_3, '--dir', dir, '--prove', '--moves', 'g7e7', '--lang', 'zh');
    expect(zh.err.join('\n')).toContain('--prove 证明的是局面本身，不能与 --moves 同用');
  });

  it('runs from the build, its worker bundled beside the CLI', () => {
    const run = spawnSync(process.execPath, [BUILT_CLI, 'analyse', MATE_IN_3, '--dir', dir, '--prove', '--lang', 'en'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('proven: red wins, mate in 3 (5 plies)\n');
  }, 30_000);

  it('a proof in the worker stops within 50 ms of being told', async () => {
    let reached!: () => void;
    const deep = new Promise<void>((resolve) => (reached = resolve));
    const running = startProof({ fen: START_FEN, timeMs: 60_000, hashMb: 8 }, (report) => {
      if (report.depth >= 3) reached();
    });
    await deep;
    await new Promise((resolve) => setTimeout(resolve, 200));
    const stoppedAt = performance.now();
    running.stop();
    const proof = await running.result;
    expect(performance.now() - stoppedAt).toBeLessThan(50);
    expect(proof.proven).toBe(false);
    expect(proof.depth).toBeGreaterThanOrEqual(3);
  }, 30_000);
});
