/**
 * `canju engine` as a command: bad arguments refused in one line before any protocol starts, and a
 * script piped in (the README's example) answered in full before the process ends at the end of its input.
 */
import { spawnSync } from 'node:child_process';
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

  it('answers a piped script to its end, the search let finish when the input ends', () => {
    const run = engine('uci\nposition fen 4k4/9/4N4/9/C8/9/9/9/9/3K5 w\ngo depth 3\n');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines.slice(0, 2)).toEqual(['id name Canju', 'id author the Canju authors']);
    expect(lines.filter((l) => l.startsWith('info depth ')).map((l) => / depth (\d+) .* score (mate \d+) /.exec(l)!.slice(1))).toEqual([['1', 'mate 1'], ['2', 'mate 1'], ['3', 'mate 1']]);
    expect(lines.at(-1)).toBe('bestmove a5e5');
  }, 30_000);

  it('ends a UCCI session with bye, and ignores what it does not know', () => {
    const run = engine('ucci\nfoo bar\nsetoption nosuchoption 3\nisready\nquit\n');
    expect(run.status).toBe(0);
    expect(run.stdout.trimEnd().split('\n').slice(-3)).toEqual(['ucciok', 'readyok', 'bye']);
  }, 30_000);
});
