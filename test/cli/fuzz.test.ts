/**
 * The CLI under bad input, as an attacker would try it, bounded to seconds: mutated study files in
 * every format and mutated table files (made from the real writers' output at test time, never
 * committed), and argument lists drawn from the commands' own words and the values that broke them
 * before. Whatever it is fed, the CLI answers with exit code 0, 1 or 2, every stderr line is one line,
 * a refusal is one stderr line, nothing is an "unexpected error", and a file that fails to import
 * leaves the library as it was. Seeded: a failure names its case and repeats.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnWorker } from '../../src/main/tablebase/generate/spawnWorker';
import { generateWithSubTables } from '../../src/main/tablebase/generationService';
import { type CliRun, cli } from '../support/cli';
import { prng } from '../support/random';
import { KNIGHT, PAWN, ROOK, dhtmlxqFile, dumpStudies, pgnFile, xqfFile } from '../support/studyFiles';
import { counts } from '../support/tables';

const scratch = mkdtempSync(join(tmpdir(), 'canju-fuzz-'));
const tables = join(scratch, 'tables');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
beforeAll(() => generateWithSubTables(counts('KR', 'K'), { dir: tables, threads: 1, memoryBytes: 2 ** 30, spawn: spawnWorker }), 30_000);

const rand = prng(47);
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)];
let folders = 0;
const freshFolder = () => {
  const dir = join(scratch, `f${folders++}`);
  mkdirSync(dir);
  return dir;
};

/** What every run must be, whatever it was fed. */
function expectSane(run: CliRun, what: string): void {
  expect([0, 1, 2], what).toContain(run.code);
  for (const line of [...run.out, ...run.err]) {
    expect(line, what).not.toMatch(/unexpected error|意外错误/);
     
    expect(line, what).not.toMatch(/[\n\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
  }
  if (run.code === 2) expect(run.err, what).toHaveLength(1);
}

/** One of the mutations an attacker tries on a file: flipped bits, a cut, a splice, bytes inserted, control characters, a huge count. */
function mutate(bytes: Uint8Array): Uint8Array {
  const b = Buffer.from(bytes);
  const at = () => Math.floor(rand() * Math.max(1, b.length));
  switch (Math.floor(rand() * 6)) {
    case 0:
      for (let i = 0; i < 1 + rand() * 4; i++) b[at()] ^= 1 << Math.floor(rand() * 8);
      return b;
    case 1:
      return b.subarray(0, at());
    case 2: {
      const from = at(), to = at();
      return Buffer.concat([b.subarray(0, Math.min(from, to)), b.subarray(Math.max(from, to)), b.subarray(Math.min(from, to), Math.max(from, to))]);
    }
    case 3: {
      const i = at();
      return Buffer.concat([b.subarray(0, i), Buffer.from(pick(['\u001b[2J', '\r', '\u0000', '(((((', '[[[[', '{', '"', '\u009b', '9999999999', '-1'])), b.subarray(i)]);
    }
    case 4: {
      const i = at();
      return Buffer.concat([b.subarray(0, i), b.subarray(i, i + 64), b.subarray(i)]);
    }
    default: {
      const i = at();
      b.fill(pick([0, 0xff, 0x20]), i, Math.min(b.length, i + 1 + Math.floor(rand() * 16)));
      return b;
    }
  }
}

describe('the CLI fuzzed', () => {
  it('mutated study files: each imports, or fails or is skipped in its own lines, and a failure leaves the library as it was', async () => {
    const originals: [string, Uint8Array][] = [
      ['pgn', Buffer.from(pgnFile(KNIGHT, ROOK))], ['dhtmlxq', Buffer.from(dhtmlxqFile(PAWN))], ['xqf', xqfFile(KNIGHT)], ['pgn', Buffer.from(pgnFile(PAWN))],
    ];
    const library = freshFolder();
    expect((await cli('study', 'import', ...originals.map(([ext, bytes], i) => {
      const path = join(library, `seed${i}.${ext}`);
      writeFileSync(path, bytes);
      return path;
    }), '--dir', library)).code).toBe(0);
    const files = freshFolder();
    for (let n = 0; n < 90; n++) {
      const [ext, bytes] = pick(originals);
      const path = join(files, `m${n}.${ext}`);
      writeFileSync(path, mutate(mutate(bytes)));
      const before = dumpStudies(library);
      const run = await cli('study', 'import', path, '--dir', library, '--lang', pick(['zh', 'en']));
      const what = `study import of mutation ${n} (${ext})`;
      expectSane(run, what);
      // The file's line (a failure, a skip, a duplicate or a note), then the tally.
      expect(run.err.length, what).toBeLessThanOrEqual(3);
      if (run.code !== 0) expect(dumpStudies(library), what).toEqual(before);
    }
  }, 60_000);

  it('mutated and misnamed table files: every command names the damage or answers, never wrongly', async () => {
    const original = readFileSync(join(tables, 'KR-K.cjtb'));
    const commands = [
      ['stats', 'KR-K'], ['probe', '3k5/9/9/9/9/9/9/9/4R4/5K3 w'], ['line', '3k5/9/9/9/9/9/9/9/4R4/5K3 b'], ['list'], ['verify', 'KR-K', '--threads', '1'],
    ];
    for (let n = 0; n < 20; n++) {
      const dir = freshFolder();
      const name = pick(['KR-K.cjtb', 'KR-K.cjtb', 'KR-K.cjdtm']);
      const bytes = mutate(original);
      writeFileSync(join(dir, name), bytes);
      if (name.endsWith('.cjdtm')) copyFileSync(join(tables, 'KR-K.cjtb'), join(dir, 'KR-K.cjtb'));
      const changed = !Buffer.from(bytes).equals(original) || name.endsWith('.cjdtm');
      const argv = pick(commands);
      const run = await cli(...argv, '--dir', dir, '--lang', pick(['zh', 'en']));
      const what = `${argv.join(' ')} over mutation ${n} as ${name}`;
      expectSane(run, what);
      // A damaged DTC table never answers a probe or a line; `list` and `stats` may read only a header that is intact.
      if (changed && name === 'KR-K.cjtb' && ['probe', 'line', 'verify'].includes(argv[0])) expect(run.code, what).toBe(1);
      if (run.code === 1) expect(run.err.length, what).toBeGreaterThanOrEqual(1);
    }
  }, 60_000);

  it('argument lists: usage errors for what is no command, no option, no number', async () => {
    const words = [
      'perft', 'moves', 'validate', 'stats', 'verify', 'probe', 'line', 'list', 'study', 'help', 'constructor', '__proto__', 'toString',
      'list', 'delete', 'import', 'nonsense', '--dir', tables, '--lang', 'zh', 'en', 'fr', '--json', '--threads', '--metric', 'dtm', 'dtc',
      '--limit', '--offset', '--notation', 'wxf', '0', '1', '2', '0x2', '1e1', '-1', '', ' ', '--', '-', '--x=', '--dir=', '\u001b[2J', 'x'.repeat(5000),
      'KR-K', 'KR-KA', '车兵对士', 'KRRRRRR-K', '3k5/9/9/9/9/9/9/9/4R4/5K3 w', '3k5/9/9/9/9/9/9/9/4R4/5K3', 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w',
      '9/9/9/9/9/9/9/9/9/9 w', '/'.repeat(300),
    ];
    for (let n = 0; n < 150; n++) {
      const argv = Array.from({ length: 1 + Math.floor(rand() * 5) }, () => pick(words));
      // Depths past 2 are real work, not bad input.
      if (argv[0] === 'perft' && argv.length > 2) argv[2] = pick(['0', '1', '2', '', '0x2', '9', '-1']);
      const run = await cli(...argv);
      expectSane(run, JSON.stringify(argv));
    }
  }, 60_000);
});
