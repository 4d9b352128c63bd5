/**
 * `canju engine` as a command: bad arguments refused in one line before any protocol starts, and a
 * script answered in full while its input is open, and a search stopped (its best move written) as soon as
 * the input ends, whatever its limit.
 */
import { spawn, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { BUILT_CLI, cli } from '../support/cli';

const engine = (input: string, ...args: string[]) => spawnSync(process.execPath, [BUILT_CLI, 'engine', ...args], { input, encoding: 'utf8', timeout: 20_000 });

describe('canju engine', () => {
  it('refuses a tables folder that does not exist and an extra argument, in either language', async () => {
    expect(await cli('engine', '--dir', '/no/such/folder', '--lang', 'en')).toEqual({ code: 2, out: [], err: ['no folder /no/such/folder'] });
    expect(await cli('engine', '--dir', '/no/such/folder', '--lang', 'zh')).toEqual({ code: 2, out: [], err: ['没有目录 /no/such/folder'] });
    const extra = await cli('engine', 'uci', '--lang', 'en');
    expect(extra.code).toBe(2);
    expect(extra.err).toEqual(["unexpected argument 'uci' (usage: canju engine [--dir <tables>])"]);
  });

  it('answers a script to its end while its input stays open', async () => {
    const child = spawn(process.execPath, [BUILT_CLI, 'engine'], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '', stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const answered = new Promise<void>((resolve) => child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      if (stdout.includes('bestmove')) resolve();
    }));
    child.stdin.write('uci\nposition fen 4k4/9/4N4/9/C8/9/9/9/9/3K5 w\ngo depth 3\n');
    await answered;
    child.stdin.end();
    expect(await new Promise((resolve) => child.on('exit', resolve))).toBe(0);
    expect(stderr).toBe('');
    const lines = stdout.trimEnd().split('\n');
    expect(lines.slice(0, 2)).toEqual(['id name Canju', 'id author the Canju authors']);
    expect(lines.filter((l) => l.startsWith('info depth ')).map((l) => / depth (\d+) .* score (mate \d+) /.exec(l)!.slice(1))).toEqual([['1', 'mate 1'], ['2', 'mate 1'], ['3', 'mate 1']]);
    expect(lines.at(-1)).toBe('bestmove a5e5');
  }, 30_000);

  // A GUI that closes the pipe has gone: whatever search runs is stopped, its best move written, and the
  // process ends. Before, a search with a limit it would not reach in a lifetime kept the process spinning.
  it.each(['go', 'go depth 64', 'go movetime 1000000000', 'go infinite', 'go ponder wtime 100000 btime 100000'])('ends soon after its input ends during "%s", in either protocol', async (go) => {
    for (const dialect of ['uci', 'ucci']) {
      const child = spawn(process.execPath, [BUILT_CLI, 'engine'], { stdio: ['pipe', 'pipe', 'pipe'] });
      let stdout = '';
      const searching = new Promise<void>((resolve) => child.stdout.on('data', (d: Buffer) => {
        stdout += d.toString();
        if (stdout.includes('info depth 2 ')) resolve();
      }));
      child.stdin.write(`${dialect}\nposition startpos\n${go}\n`);
      await searching;
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
      const eof = performance.now();
      child.stdin.end();
      const code = await exited;
      const ms = performance.now() - eof;
      console.log(`engine ${dialect} "${go}": exit ${ms.toFixed(0)} ms after the end of its input`);
      expect(code).toBe(0);
      expect(stdout.trimEnd().split('\n').at(-1)).toMatch(/^bestmove [a-i][0-9][a-i][0-9]/);
      // The bound is the process's end on a loaded machine; the figure above is what it took.
      expect(ms, `${dialect} ${go}`).toBeLessThan(5_000);
    }
  }, 60_000);

  it('ends a UCCI session with bye, and ignores what it does not know', () => {
    const run = engine('ucci\nfoo bar\nsetoption nosuchoption 3\nisready\nquit\n');
    expect(run.status).toBe(0);
    expect(run.stdout.trimEnd().split('\n').slice(-3)).toEqual(['ucciok', 'readyok', 'bye']);
  }, 30_000);
});
