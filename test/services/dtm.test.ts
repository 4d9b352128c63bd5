/**
 * DTM through the API (issue 20 point 4): a generation started with `dtm` makes each table's DTM
 * table and lists it in the job; the probe answer carries the position's and each move's DTM (the
 * in-memory generator's, which the forward solver checks in test/oracle), null where the folder has
 * no DTM table; the best line and its export follow DTM or DTC as asked, and where the two lines part
 * the DTM line is the shorter one and mates in exactly the position's DTM, by the rules' own count.
 */
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Services, createServices } from '../../src/main/services/canjuServices';
import { spawnWorker } from '../../src/main/tablebase/generate/spawnWorker';
import { tablePath } from '../../src/main/tablebase/generationService';
import { ARGUMENT_CHECKS, type CanjuApi, type JobInfo, type LineResult, type ProbeResult } from '../../src/shared/api/contract';
import { readPgn } from '../../src/shared/formats/pgn/read';
import { materialOfBoard } from '../../src/shared/material/material';
import { formatSignature } from '../../src/shared/material/signature';
import { parseIccs } from '../../src/shared/notation/iccs';
import { moveToIccs } from '../../src/shared/rules/move';
import { Position } from '../../src/shared/rules/position';
import { dtcOf, winValue } from '../../src/shared/tablebase/value';
import { flipByte, rewriteValues } from '../support/corruptTable';
import { bothMetrics, wonWhereMetricsDiffer as apart } from '../support/metricsApart';
import { observingSetups } from '../support/observeSetups';
import { counts } from '../support/tables';
import { say, sayReadError } from '../../src/shared/words/say';
import { worded } from '../support/worded';

const parent = counts('KR', 'KA');
const sub = counts('KR', 'K');
const inMemory = bothMetrics(parent);

const folders: string[] = [];
const opened: Services[] = [];
let withDtm: CanjuApi, dtcOnly: CanjuApi, job: JobInfo;

function open(): { api: CanjuApi; dir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'canju-dtm-services-'));
  folders.push(dir);
  const services = createServices({ dir, owner: 'test', threads: 2, memoryBytes: 2 ** 30, spawn: spawnWorker });
  opened.push(services);
  return { api: services.api, dir };
}

beforeAll(async () => {
  const full = open();
  withDtm = full.api;
  const done = new Promise<JobInfo>((resolve) => {
    const stop = withDtm.onEvent((event) => {
      if (event.type === 'job' && event.job.state !== 'running') {
        stop();
        resolve(event.job);
      }
    });
  });
  const started = await worded(withDtm.startGeneration('KR-KA', { dtm: true }), 'en');
  if (!started.ok) throw new Error(started.errors[0].message);
  job = await done;
  // The same tables without their DTM files.
  const partial = mkdtempSync(join(tmpdir(), 'canju-dtc-only-'));
  folders.push(partial);
  for (const m of [sub, parent]) copyFileSync(tablePath(full.dir, m), tablePath(partial, m));
  const services = createServices({ dir: partial, owner: 'test', threads: 1, memoryBytes: 2 ** 30, spawn: spawnWorker });
  opened.push(services);
  dtcOnly = services.api;
}, 120_000);

afterAll(async () => {
  for (const services of opened) await services.close();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const wonWhereMetricsDiffer = (minDtm = 0) => apart(parent, inMemory, minDtm);

/** The in-memory generator's DTM for `pos`, of KR-KA or, after a capture, of KR-K. */
function expectedDtm(pos: Position): number {
  const table = inMemory.dtm.get(formatSignature(materialOfBoard(pos.board)) === 'KR-KA' ? parent : sub)!;
  return dtcOf(table.values[pos.turn][table.index.encode(pos.board)]);
}

type Line = LineResult & { ok: true };
let parted: { fen: string; dtm: number; dtc: number; byDtc: Line; byDtm: Line } | undefined;

/** The first position mated in 7 plies or more whose DTC line is longer than its DTM: there the two lines must part. */
async function parting(): Promise<NonNullable<typeof parted>> {
  if (parted) return parted;
  for (const position of wonWhereMetricsDiffer(7)) {
    const byDtc = ok(await worded(withDtm.bestLine(position.fen, 'iccs', 'dtc'), 'en'));
    if (byDtc.steps.length > position.dtm) return (parted = { ...position, byDtc, byDtm: ok(await worded(withDtm.bestLine(position.fen, 'iccs', 'dtm'), 'en')) });
  }
  throw new Error('no position whose DTC line is longer than its DTM');
}

function ok<T extends ProbeResult | LineResult>(answer: T): T & { ok: true } {
  if (!answer.ok) throw new Error(say(answer.errors[0], 'en'));
  return answer as T & { ok: true };
}

describe('a generation with DTM', () => {
  it('makes each table\'s DTM table after its DTC table, listed in the job, and counts them in the plan', async () => {
    expect(job).toMatchObject({ state: 'done', tables: ['KR-K', 'KR-K DTM', 'KR-KA', 'KR-KA DTM'], done: 4 });
    expect(job.entries[1]).toBe(job.entries[0]);
    const dir = folders[0];
    for (const m of [sub, parent]) expect(existsSync(tablePath(dir, m, 'dtm'))).toBe(true);
    expect(await worded(withDtm.startGeneration('KR-KA', { dtm: true }), 'en')).toMatchObject({ ok: false, errors: [{ code: 'nothing-to-generate' }] });
    const plan = await worded(dtcOnly.planGeneration('车对单士', { dtm: true }), 'en');
    expect(plan).toMatchObject({ ok: true, plan: { tables: [{ material: 'KR-K DTM' }, { material: 'KR-KA DTM' }] } });
    expect(await worded(dtcOnly.planGeneration('KR-KA', { dtm: false }), 'en')).toMatchObject({ ok: true, plan: { tables: [] } });
  });

  it('lists its DTM tables after a restart too, the catalogue reopened', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'canju-dtm-restart-'));
    folders.push(dir);
    const first = createServices({ dir, owner: 'test', threads: 1, memoryBytes: 2 ** 30, spawn: spawnWorker });
    const done = new Promise<JobInfo>((resolve) => {
      const stop = first.api.onEvent((event) => {
        if (event.type === 'job' && event.job.state !== 'running') {
          stop();
          resolve(event.job);
        }
      });
    });
    expect(await worded(first.api.startGeneration('KN-K', { dtm: true }), 'en')).toMatchObject({ ok: true });
    const before = await done;
    expect(before).toMatchObject({ state: 'done', tables: ['KN-K', 'KN-K DTM'], done: 2 });
    await first.close();

    const again = createServices({ dir, owner: 'test', threads: 1, memoryBytes: 2 ** 30, spawn: spawnWorker });
    opened.push(again);
    const listed = await again.api.listJobs();
    expect(listed).toMatchObject({ ok: true, jobs: [{ id: before.id, state: 'done', tables: ['KN-K', 'KN-K DTM'], done: 2 }] });
    if (listed.ok) expect(listed.jobs[0].entries).toEqual(before.entries);
  });

  it('is refused with a dtm flag that is not true or false, and a line with an unknown metric', () => {
    expect(ARGUMENT_CHECKS.startGeneration(['KR-KA', { dtm: 'yes' }])).toBe('options.dtm: dtm must be true or false');
    expect(ARGUMENT_CHECKS.planGeneration(['KR-KA', {}])).toBe('options lacks the field "dtm"');
    expect(ARGUMENT_CHECKS.bestLine(['3k5/9/9/9/9/9/9/9/9/4K4 w', 'iccs', 'dtz'])).toBe('metric must be one of dtc, dtm');
  });
});

describe('the probe answer', () => {
  it('gives the position\'s DTM and each move\'s, from the DTM tables', async () => {
    const { fen, dtm: distance } = wonWhereMetricsDiffer().next().value!;
    const answer = ok(await worded(withDtm.probe(fen, 'iccs', 'dtc'), 'en'));
    expect(answer.value).toMatchObject({ wdl: 'win', dtm: distance });
    expect(answer.value.dtm).not.toBe(answer.value.dtc);
    const pos = Position.fromFen(fen);
    for (const m of answer.moves) {
      const parsed = parseIccs(pos, m.iccs);
      if (!parsed.ok) throw new Error(m.iccs);
      expect(m.dtm).toBe(m.wdl === 'draw' ? 0 : expectedDtm(pos.after(parsed.value)) + 1);
    }
    // By DTM the fastest mate comes first, and it mates in the position's DTM.
    const byDtm = ok(await worded(withDtm.probe(fen, 'iccs', 'dtm'), 'en'));
    expect(byDtm.moves[0].dtm).toBe(distance);
    expect(byDtm.moves.map((m) => m.iccs).sort()).toEqual(answer.moves.map((m) => m.iccs).sort());
  });

  it('gives null DTM where the folder has no DTM table, and sorts by DTC then', async () => {
    const { fen } = wonWhereMetricsDiffer().next().value!;
    const byDtc = ok(await worded(dtcOnly.probe(fen, 'iccs', 'dtc'), 'en'));
    expect(byDtc.value.dtm).toBeNull();
    expect(byDtc.moves.every((m) => m.dtm === null || m.wdl === 'draw')).toBe(true);
    expect(ok(await worded(dtcOnly.probe(fen, 'iccs', 'dtm'), 'en')).moves).toEqual(byDtc.moves);
  });
});

describe('the best line by DTM', () => {
  it('mates in exactly the position\'s DTM, counting down by one each ply, sooner than the DTC line', async () => {
    const { dtm: distance, dtc: conversion, byDtc, byDtm } = await parting();
    expect(['checkmate', 'stalemate']).toContain(byDtm.end);
    expect(byDtm.steps.map((s) => s.dtm)).toEqual(byDtm.steps.map((_, i) => distance - i));
    expect(byDtm.steps.map((s) => s.iccs)).not.toEqual(byDtc.steps.map((s) => s.iccs));
    expect(byDtc.steps.length).toBeGreaterThan(byDtm.steps.length);
    // Mate by the rules, not by the tables: the side to move has no legal move (困毙 when not in check, which loses too).
    const end = Position.fromFen(byDtm.finalFen);
    expect(end.legalMoves()).toHaveLength(0);
    expect(end.inCheck()).toBe(byDtm.end === 'checkmate');
    // A step is marked a capture where the next position has one man fewer.
    for (const line of [byDtc, byDtm]) {
      const men = (fen: string) => fen.split(' ')[0].replace(/[^a-zA-Z]/g, '').length;
      const fens = [...line.steps.map((s) => s.fen), line.finalFen];
      expect(line.steps.map((s) => s.capture)).toEqual(line.steps.map((_, i) => men(fens[i + 1]) < men(fens[i])));
    }
    expect(byDtc.steps.some((s) => s.capture)).toBe(true);
    // Each step carries its move's value, as the move list gives it at the step's position (issue 48
    // point 3), and the position's own value before it: both lines start from the position's.
    for (const line of [byDtc, byDtm]) {
      for (const s of line.steps) {
        const listed = ok(await worded(withDtm.probe(s.fen, 'iccs', line.metric), 'en')).moves.find((m) => m.iccs === s.iccs)!;
        expect(s).toMatchObject({ wdl: listed.wdl, dtc: listed.dtc, dtm: listed.dtm, order: listed.order });
      }
      expect(line.steps[0].before).toMatchObject({ dtc: conversion, dtm: distance });
    }
    expect(byDtm.steps[0].dtm).toBe(distance);
  });

  it('names the missing DTM tables where the folder has none, and the DTC line still comes', async () => {
    const { fen } = wonWhereMetricsDiffer().next().value!;
    expect(await worded(dtcOnly.bestLine(fen, 'iccs', 'dtm'), 'en')).toEqual({
      ok: false, errors: [{ code: 'missing-tables', message: 'missing tables: KR-K DTM, KR-KA DTM' }], missing: ['KR-K DTM', 'KR-KA DTM'],
    });
    expect(['checkmate', 'stalemate']).toContain(ok(await worded(dtcOnly.bestLine(fen, 'iccs', 'dtc'), 'en')).end);
  });
});

describe('the export of the best line', () => {
  const options = { format: 'pgn', notation: 'iccs', encoding: 'utf-8', lineEnding: 'lf', sidelines: false, title: '' } as const;

  it('follows the chosen metric and names it in the Metric tag and the start comment', async () => {
    const { fen, dtm: distance, byDtm } = await parting();
    const ends = { en: { checkmate: 'checkmate', stalemate: 'stalemate (no legal move)' }, zh: { checkmate: '绝杀', stalemate: '困毙' } };
    const end = byDtm.end as 'checkmate' | 'stalemate';
    for (const lang of ['en', 'zh'] as const) {
      const exported = await withDtm.exportLine(fen, { ...options, metric: 'dtm', lang });
      if (!exported.ok) throw new Error(say(exported.errors[0], 'en'));
      expect(exported.text).toContain('[Metric "DTM"]');
      const game = readPgn(exported.text);
      if (!game.ok) throw new Error(sayReadError(game.error, 'en'));
      expect(game.value.moves.map((m) => moveToIccs(m.move))).toEqual(byDtm.steps.map((s) => s.iccs));
      const comma = lang === 'zh' ? '，' : ', ';
      expect(game.value.moves.map((m) => m.comment)).toEqual(byDtm.steps.map((s) => `DTM ${s.dtm}${comma}DTC ${s.dtc}`));
      expect(game.value.startComment).toBe(lang === 'zh'
        ? `残局库最快杀棋着法（按 DTM）: DTM ${distance}，DTC ${byDtm.steps[0].before.dtc}; ${ends.zh[end]}`
        : `Tablebase best line by DTM (mate-shortest): DTM ${distance}, DTC ${byDtm.steps[0].before.dtc}; ${ends.en[end]}`);
    }
    const byDtc = await worded(withDtm.exportLine(fen, { ...options, lang: 'en' }), 'en');
    if (!byDtc.ok) throw new Error(byDtc.errors[0].message);
    expect(byDtc.text).toContain('[Metric "DTC"]');
    expect(byDtc.text).not.toContain('DTM');
  });

  it('adds, by DTM, exactly the other defences mated as late as the line’s', async () => {
    const { fen, byDtm } = await parting();
    const exported = await worded(withDtm.exportLine(fen, { ...options, metric: 'dtm', sidelines: true, lang: 'en' }), 'en');
    if (!exported.ok) throw new Error(exported.errors[0].message);
    const game = readPgn(exported.text);
    if (!game.ok) throw new Error(sayReadError(game.error, 'en'));
    let sidelines = 0, weaker = 0;
    for (const [i, played] of game.value.moves.entries()) {
      const ranked = ok(await worded(withDtm.probe(byDtm.steps[i].fen, 'iccs', 'dtm'), 'en')).moves;
      const best = ranked.find((m) => m.iccs === moveToIccs(played.move))!;
      const losing = best.wdl === 'loss' ? ranked.filter((m) => m !== best && m.wdl === 'loss' && m.order === best.order) : [];
      const expected = losing.filter((m) => m.dtm === best.dtm).map((m) => m.iccs);
      expect((played.variations ?? []).map((v) => moveToIccs(v[0].move))).toEqual(expected);
      for (const variation of played.variations ?? []) expect(variation[0].comment).toMatch(/^DTM \d+, DTC \d+/);
      sidelines += expected.length;
      weaker += losing.filter((m) => m.dtm! < best.dtm! && m.dtm! >= best.dtm! - 2).length;
    }
    // Defences mated a ply or two sooner were there to be left out (an export once listed them too).
    expect(sidelines + weaker).toBeGreaterThan(0);
  });

  it('says which DTM tables an export by DTM lacks', async () => {
    const { fen } = wonWhereMetricsDiffer().next().value!;
    expect(await worded(dtcOnly.exportLine(fen, { ...options, metric: 'dtm', lang: 'zh' }), 'zh')).toEqual({
      ok: false, errors: [{ code: 'missing-tables', message: '缺少残局库：KR-K DTM、KR-KA DTM' }], missing: ['KR-K DTM', 'KR-KA DTM'],
    });
  });
});

describe('verifying through the API', () => {
  it('lets the DTC table\'s values go before it reads the DTM table\'s', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'canju-dtm-verify-'));
    folders.push(dir);
    for (const m of [sub, parent]) for (const metric of ['dtc', 'dtm'] as const) copyFileSync(tablePath(folders[0], m, metric), tablePath(dir, m, metric));
    const tables: WeakRef<SharedArrayBuffer>[] = [];
    const earlierAlive: boolean[] = [];
    const spawn = observingSetups(spawnWorker, (setup) => {
      earlierAlive.push(tables.some((ref) => ref.deref() !== undefined));
      tables.push(new WeakRef(setup.buffers.values[0]));
    });
    const services = createServices({ dir, owner: 'test', threads: 1, memoryBytes: 2 ** 30, spawn });
    opened.push(services);
    expect(await services.api.verifyTable('KR-KA')).toMatchObject({ ok: true, consistent: true, inconsistencies: 0 });
    // The DTC table's set-up, then the DTM table's, with the DTC table's values gone.
    expect(earlierAlive).toEqual([false, false]);
  });

  it('checks the DTM table after the DTC table, and reports a DTM changed behind valid checksums as DTM', async () => {
    expect(await withDtm.verifyTable('KR-KA')).toMatchObject({ ok: true, consistent: true, inconsistencies: 0, tables: [{ table: 'KR-KA', examples: [] }, { table: 'KR-KA DTM', examples: [] }] });
    const path = tablePath(folders[0], parent, 'dtm'), backup = `${path}.backup`;
    copyFileSync(path, backup);
    try {
      const { fen, dtm } = wonWhereMetricsDiffer().next().value!;
      const pos = Position.fromFen(fen), table = inMemory.dtm.get(parent)!;
      rewriteValues(path, [{ side: pos.turn, index: table.index.encode(pos.board), value: winValue(0, dtm + 2) }]);
      const result = await worded(withDtm.verifyTable('KR-KA'), 'en');
      expect(result).toMatchObject({ ok: true, consistent: false });
      if (!result.ok) return;
      expect(result.tables.find((t) => t.table === 'KR-KA DTM')!.examples).toContainEqual({ fen: expect.any(String), stored: `win dtc ${dtm + 2}`, expected: `win dtc ${dtm}` });
    } finally {
      copyFileSync(backup, path);
    }
  });

  it('names a corrupt DTM file as the DTM table\'s, leaving the DTC table complete; a sound one clears it', async () => {
    const path = tablePath(folders[0], parent, 'dtm'), backup = `${path}.backup`;
    copyFileSync(path, backup);
    const kra = async () => {
      const listed = await withDtm.listTables();
      if (!listed.ok) throw new Error(say(listed.errors[0], 'en'));
      return listed.tables.find((t) => t.material === 'KR-KA')!;
    };
    try {
      flipByte(path, -20);
      const en = await worded(withDtm.verifyTable('KR-KA'), 'en');
      expect(en).toMatchObject({ ok: false, errors: [{ code: 'corrupt-file' }] });
      if (en.ok) return;
      expect(en.errors[0].message).toMatch(/^corrupt table: .*KR-KA\.cjdtm: block checksum mismatch/);
      const zh = await worded(withDtm.verifyTable('KR-KA'), 'zh');
      expect(zh).toMatchObject({ ok: false, errors: [{ code: 'corrupt-file', message: expect.stringMatching(/^残局库已损坏：.*KR-KA\.cjdtm：数据块校验和不符（黑方走，第 \d+ 块）；重新生成该库即可修复/) }] });
      // The material's row keeps its DTC table's status; the DTM table carries the problem.
      expect(await kra()).toMatchObject({ status: 'complete', problem: null, dtmProblem: expect.stringMatching(/KR-KA\.cjdtm: block checksum mismatch/) });
    } finally {
      copyFileSync(backup, path);
      rmSync(backup);
    }
    expect(await withDtm.verifyTable('KR-KA')).toMatchObject({ ok: true, consistent: true, inconsistencies: 0, tables: [{ table: 'KR-KA', examples: [] }, { table: 'KR-KA DTM', examples: [] }] });
    expect(await kra()).toMatchObject({ status: 'complete', dtmProblem: null });
  });
});
