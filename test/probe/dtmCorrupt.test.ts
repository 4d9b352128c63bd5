/**
 * A DTM table that cannot be read (its header, a truncated file, a DTC table under the DTM name, a
 * block) is no DTM table for that material: the DTC values, results and lines stay, the distances to
 * mate are null, a DTM line follows DTC, and the problem is told once (CLI stderr and `--json`, the
 * app's probe answer, the search's list of tables left out). The generator makes a DTM file that does
 * not open again. The references are the same folder with its DTM file intact (the DTM it had) and
 * without it (what stays: with DTM, ties on DTC are broken by DTM, shared/tablebase/moveRank.ts).
 */
import { copyFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createServices } from '../../src/main/services/canjuServices';
import { spawnWorker } from '../../src/main/tablebase/generate/spawnWorker';
import { generateWithSubTables, tableNeed, tablePath } from '../../src/main/tablebase/generationService';
import { Position } from '../../src/shared/rules/position';
import { describeFileFault } from '../../src/shared/tablebase/tableFault';
import { cli } from '../support/cli';
import { oracleMoves } from '../study/oracleMoves';
import { flipByte } from '../support/corruptTable';
import { generatedFolder, withTableProbe } from '../support/tableFolder';
import { counts } from '../support/tables';
import { worded } from '../support/worded';
import { say } from '../../src/shared/words/say';

const material = counts('KR', 'KA');
const sound = generatedFolder(material, (d) => generateWithSubTables(material, { dir: d, threads: 1, memoryBytes: 2 ** 30, spawn: spawnWorker, dtm: true }));

/** KR-KA: DTC 5 (the rook takes the advisor), DTM 7; black to move reads the black side's block. */
const WHITE = '3a5/5k3/9/9/9/9/9/3KR4/9/9 w - - 0 1';
const BLACK = '3a5/5k3/9/9/9/9/9/3KR4/9/9 b - - 0 1';

type Damage = 'header' | 'truncated' | 'wrong metric' | 'block';
const DAMAGES: readonly Damage[] = ['header', 'truncated', 'wrong metric', 'block'];

const scratch: string[] = [];
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the sound folder without its KR-KA DTM file. */
function withoutDtm(): string {
  const dir = mkdtempSync(join(tmpdir(), 'canju-dtm-absent-'));
  scratch.push(dir);
  cpSync(sound, dir, { recursive: true });
  rmSync(tablePath(dir, material, 'dtm'));
  return dir;
}

/** A copy of the sound folder whose KR-KA DTM file is damaged as named. */
function damaged(damage: Damage): string {
  const dir = mkdtempSync(join(tmpdir(), 'canju-dtm-corrupt-'));
  scratch.push(dir);
  cpSync(sound, dir, { recursive: true });
  const path = tablePath(dir, material, 'dtm');
  if (damage === 'header') flipByte(path, 40);
  if (damage === 'truncated') writeFileSync(path, readFileSync(path).subarray(0, -7));
  if (damage === 'wrong metric') copyFileSync(tablePath(dir, material), path);
  // Inside the last block: the black side's only one (KR-KA has fewer entries than a block).
  if (damage === 'block') flipByte(path, -20);
  return dir;
}

describe('a DTM table that cannot be read', () => {
  it.each(DAMAGES)('(%s) leaves the DTC values, moves and lines, without DTM, and is listed once', (damage) => {
    const dir = damaged(damage);
    expect(withTableProbe(sound, (_, prober) => prober.dtm(Position.fromFen(BLACK)))).not.toBeNull();
    // The reference for what stays: the folder without that DTM file (with it, DTC ties are broken by DTM).
    const expected = withTableProbe(withoutDtm(), (_, prober) => {
      const pos = Position.fromFen(BLACK);
      return { value: prober.value(pos), moves: prober.moves(pos, 'dtc'), line: prober.bestLine(Position.fromFen(WHITE), undefined, 'dtc') };
    });
    withTableProbe(dir, (probe, prober) => {
      const pos = Position.fromFen(BLACK);
      expect(prober.dtm(pos)).toBeNull();
      expect(prober.value(pos)).toEqual(expected.value);
      expect(prober.dtm(Position.fromFen(WHITE))).toBeNull();
      // By DTM the moves fall back to DTC: the same order and values; a capture into KR-K keeps its DTM.
      const moves = prober.moves(pos, 'dtm');
      expect(moves.map((m) => [m.iccs, m.wdl, m.dtc])).toEqual(expected.moves.map((m) => [m.iccs, m.wdl, m.dtc]));
      for (const m of moves) expect(m.dtm === null).toBe(!m.capture);
      const line = prober.bestLine(Position.fromFen(WHITE), undefined, 'dtm');
      expect(line.metric).toBe('dtc');
      expect(line.moves.map((m) => m.iccs)).toEqual(expected.line.moves.map((m) => m.iccs));
      expect(line.end).toBe(expected.line.end);
      const problems = prober.tables.dtmProblems();
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatchObject({ material: 'KR-KA', metric: 'dtm' });
      expect(problems[0].message).toMatch(/^table KR-KA DTM is corrupt: .*KR-KA\.cjdtm/);
      // The search keeps the material's table (its DTC values) and names the DTM table it left out.
      expect(probe.hasTable(material)).toBe(true);
      const value = probe.value(pos)!;
      expect(value).toMatchObject({ wdl: expected.value.wdl, dtc: expected.value.dtc });
      expect(value.dtm).toBeUndefined();
      expect(probe.corrupt).toEqual(['KR-KA DTM']);
    });
  });

  it('a DTM line still refuses a folder that lacks a DTM table, naming it', () => {
    const dir = damaged('header');
    rmSync(tablePath(dir, counts('KR', 'K'), 'dtm'));
    withTableProbe(dir, (_, prober) => {
      expect(() => prober.bestLine(Position.fromFen(WHITE), undefined, 'dtm')).toThrow(/missing table: KR-K DTM/);
    });
  });

  it('probe and line warn once on stderr in both languages, and --json names the problem; a corrupt DTC table still fails', async () => {
    const dir = damaged('header');
    const en = await cli('probe', BLACK, '--dir', dir, '--lang', 'en');
    expect(en.code).toBe(0);
    expect(en.out[0]).not.toContain('DTM');
    expect(en.err).toHaveLength(1);
    expect(en.err[0]).toMatch(/^warning: the DTM table of KR-KA is corrupt and was left out \(DTC values still shown\): .*KR-KA\.cjdtm/);
    const zh = await cli('probe', BLACK, '--dir', dir, '--lang', 'zh');
    expect(zh.err).toHaveLength(1);
    expect(zh.err[0]).toMatch(/^警告：KR-KA 的 DTM 库已损坏，未使用（DTC 值照常给出）：.*KR-KA\.cjdtm/);
    const json = JSON.parse((await cli('probe', BLACK, '--dir', dir, '--json')).out[0]);
    expect(json).toMatchObject({ dtm: null, dtmProblem: expect.stringMatching(/^table KR-KA DTM is corrupt/) });
    expect(JSON.parse((await cli('probe', BLACK, '--dir', sound, '--json')).out[0])).toMatchObject({ dtmProblem: null, dtm: expect.any(Number) });

    const line = await cli('line', WHITE, '--dir', dir, '--metric', 'dtm', '--notation', 'iccs', '--lang', 'en');
    const dtcLine = await cli('line', WHITE, '--dir', sound, '--metric', 'dtc', '--notation', 'iccs', '--lang', 'en');
    expect(line.code).toBe(0);
    expect(line.out).toEqual(dtcLine.out);
    expect(line.err).toHaveLength(1);
    expect(line.err[0]).toMatch(/^warning: the DTM table of KR-KA is corrupt/);

    const dtcCorrupt = damaged('header');
    flipByte(tablePath(dtcCorrupt, material), 40);
    const failed = await cli('probe', BLACK, '--dir', dtcCorrupt, '--lang', 'en');
    expect(failed.code).not.toBe(0);
    expect(failed.err[0]).toMatch(/^table KR-KA is corrupt: /);
  });

  it('tree and study check warn once too, in the language asked for', async () => {
    const dir = damaged('header');
    const warnings = (err: string[]) => err.filter((line) => !/^\d+ nodes$/.test(line));
    const tree = await cli('tree', WHITE, '--stipulation', '红先胜', '--depth', '2', '--dir', dir, '--lang', 'en');
    expect(tree.code).toBe(0);
    expect(warnings(tree.err)).toEqual([expect.stringMatching(/^warning: the DTM table of KR-KA is corrupt and was left out/)]);
    const key = oracleMoves(Position.fromFen(WHITE)).find((m) => m.wdl === 'win')!.iccs;
    const pgn = join(dir, 'study.pgn');
    writeFileSync(pgn, `[Game "Chinese Chess"]\n[Event "红先胜"]\n[FEN "${WHITE}"]\n[Format "ICCS"]\n\n1. ${key.slice(0, 2).toUpperCase()}-${key.slice(2).toUpperCase()} *\n`);
    const id = (await cli('study', 'import', pgn, '--dir', dir)).out[0];
    const check = await cli('study', 'check', id, '--dir', dir, '--lang', 'zh');
    expect(warnings(check.err)).toEqual([expect.stringMatching(/^警告：KR-KA 的 DTM 库已损坏/)]);
  });

  it('the app\'s probe and line answers carry the DTM problem; the catalogue records it as the DTM table\'s', async () => {
    const dir = damaged('block');
    const services = createServices({ dir, owner: 'test', threads: 1, memoryBytes: 2 ** 30, spawn: spawnWorker });
    try {
      const api = services.api;
      // By DTM the answer is refused: the moves whose blocks still read would pass for the whole ranking.
      expect(await worded(api.probe(BLACK, 'iccs', 'dtm'), 'en')).toMatchObject({ ok: false, errors: [{ code: 'corrupt-dtm-table' }] });
      const answer = await worded(api.probe(BLACK, 'iccs', 'dtc'), 'en');
      expect(answer.ok).toBe(true);
      if (!answer.ok) return;
      expect(answer.value.dtm).toBeNull();
      expect(answer.dtmProblem).toMatchObject({ code: 'corrupt-dtm-table', message: expect.stringMatching(/^DTM table corrupt \(the DTC table is still usable\): .*block checksum mismatch/) });
      const line = await worded(api.bestLine(WHITE, 'iccs', 'dtm'), 'zh');
      // The DTC line: its end is a 困毙 here, where the DTM line ends in checkmate.
      expect(line).toMatchObject({ ok: true, end: 'stalemate', dtmProblem: { code: 'corrupt-dtm-table' } });
      const listed = await api.listTables();
      if (!listed.ok) throw new Error(say(listed.errors[0], 'en'));
      expect(listed.tables.find((t) => t.material === 'KR-KA')).toMatchObject({ status: 'complete', problem: null, dtmProblem: expect.stringMatching(/block checksum mismatch/) });
    } finally {
      await services.close();
    }
  });
});

describe('generation over a DTM file that does not open', () => {
  it.each(DAMAGES)('(%s): the file counts as missing where opening it fails', (damage) => {
    const dir = damaged(damage);
    expect(tableNeed(dir, material, 'dtc')).toBeNull();
    // Opening checks the header, the index and the end marker, not every block: verify reads those.
    if (damage === 'block') expect(tableNeed(dir, material, 'dtm')).toBeNull();
    else expect(tableNeed(dir, material, 'dtm')).toMatchObject({ why: 'corrupt', fault: { file: expect.stringContaining('KR-KA.cjdtm') } });
    expect(tableNeed(sound, material, 'dtm')).toBeNull();
    rmSync(tablePath(dir, material, 'dtm'));
    expect(tableNeed(dir, material, 'dtm')).toEqual({ why: 'missing' });
  });

  it('gen --dtm makes it again, saying so, and the new file reads as the sound one', async () => {
    const dir = damaged('truncated');
    const told: string[] = [];
    const done = await generateWithSubTables(material, {
      dir, threads: 1, memoryBytes: 2 ** 30, spawn: spawnWorker, dtm: true, onCorruptFile: (table, fault) => told.push(`${table}: ${describeFileFault(fault)}`),
    });
    expect(told).toHaveLength(1);
    expect(told[0]).toMatch(/^KR-KA DTM: .*KR-KA\.cjdtm: file is \d+ bytes but its blocks end at \d+: truncated/);
    expect(done.map((t) => [t.material, t.metric])).toEqual([['KR-KA', 'dtm']]);
    expect(tableNeed(dir, material, 'dtm')).toBeNull();
    const read = (folder: string) => withTableProbe(folder, (_, prober) => [WHITE, BLACK].map((fen) => prober.moves(Position.fromFen(fen), 'dtm').map((m) => [m.iccs, m.dtm])));
    expect(read(dir)).toEqual(read(sound));

    const again = damaged('wrong metric');
    for (const lang of ['en', 'zh'] as const) {
      copyFileSync(tablePath(again, material), tablePath(again, material, 'dtm'));
      const run = await cli('gen', 'KR-KA', '--dir', again, '--dtm', '--threads', '1', '--lang', lang);
      expect(run.code).toBe(0);
      const said = run.err.filter((l) => l.startsWith('KR-KA DTM'));
      expect(said).toHaveLength(1);
      expect(said[0]).toMatch(lang === 'en' ? /^KR-KA DTM: file corrupt, generating again \(.*holds DTC, not DTM\)$/ : /^KR-KA DTM：文件已损坏，重新生成（.*KR-KA\.cjdtm：其中是 DTC 库，不是 DTM 库）$/);
    }
  }, 60_000);
});
