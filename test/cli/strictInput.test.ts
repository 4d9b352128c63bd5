/**
 * Small holes in what the CLI takes: a count is decimal digits and nothing else, an empty argument is
 * no depth, and an older Node than the CLI needs is told so in one line.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { decimal } from '../../src/main/cli/args';
import { nodeTooOld } from '../../src/main/cli/nodeVersion';
import { BUILT_CLI, cli } from '../support/cli';

const START = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w';

describe('numbers on the command line', () => {
  it('are decimal digits: 0x2, 1e1, " 2", "" and +2 are no numbers', () => {
    expect([decimal('2', true), decimal('0.5', false), decimal('.5', false), decimal('12.', false)]).toEqual([2, 0.5, 0.5, 12]);
    for (const bad of ['0x2', '0b1', '0o7', '1e1', ' 2', '2 ', '', '+2', '-0', 'Infinity', '2.5']) expect(decimal(bad, true), bad).toBeNaN();
    for (const bad of ['0x2', '1e-1', '', '.', '1.2.3']) expect(decimal(bad, false), bad).toBeNaN();
  });

  it('perft refuses an empty depth and 0x2; --threads 0x2 and --limit 1e2 are refused', async () => {
    for (const depth of ['', '0x2', '1e0', ' 1']) {
      const run = await cli('perft', START, depth, '--lang', 'en');
      expect(run.code, JSON.stringify(depth)).toBe(2);
      expect(run.out).toEqual([]);
      expect(run.err).toEqual([expect.stringMatching(/^<depth> must be a whole number from 0 to 8/)]);
    }
    expect((await cli('perft', START, '2')).out).toEqual(['1920']);
    expect((await cli('verify', 'KR-K', '--dir', '.', '--threads', '0x2', '--lang', 'en')).err).toEqual(['--threads must be a whole number from 1 to 256']);
    expect((await cli('study', 'list', '--limit', '1e2', '--lang', 'en')).err).toEqual(['--limit must be a whole number from 1 to 500']);
  });
});

describe('an older Node', () => {
  it('is told in one line which Node the CLI needs, in the chosen language', () => {
    expect([nodeTooOld('20.20.2'), nodeTooOld('22.14.0'), nodeTooOld('22.15.0'), nodeTooOld('24.1.0'), nodeTooOld('100.0.0')]).toEqual([true, true, false, false, false]);
    // The built CLI under a Node that says it is 20: the check runs before anything an older Node cannot link is loaded.
    const older = ['--import', 'data:text/javascript,Object.defineProperty(process.versions,"node",{value:"20.9.0"});', BUILT_CLI];
    for (const [args, line] of [
      [['help', '--lang', 'en'], 'Canju needs Node.js 22.15 or later; this is Node.js 20.9.0'],
      [['perft', START, '1', '--lang=zh'], 'Canju 需要 Node.js 22.15 或更高版本；当前是 Node.js 20.9.0'],
    ] as const) {
      const run = spawnSync(process.execPath, [...older, ...args], { encoding: 'utf8', timeout: 20_000 });
      expect(run.status).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toBe(`${line}\n`);
    }
  });
});
