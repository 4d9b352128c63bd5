/**
 * Open trees through the API, as the UI uses them: a build answers at once with its id and estimate
 * and grows in the services (progress events, rows pageable while it grows, a cancel that ends it
 * within 100 ms), a build that supersedes another, a dual expanded by its node, every refusal by code
 * and message; a study's document tree opened, edited (play, comment, marks, promote, delete, keep a
 * built tree or part of it), saved, opened again, and its report along its main line.
 */
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CanjuApi, CanjuEvent, StudyFields } from '../../src/shared/api/contract';
import { type Services, createServices } from '../../src/main/services/canjuServices';
import { spawnWorker } from '../../src/main/tablebase/generate/spawnWorker';
import { Position } from '../../src/shared/rules/position';
import { emptyMeta } from '../../src/shared/study/document';
import { generatedFolder } from '../support/tableFolder';
import { counts } from '../support/tables';
import { oracleMoves, oracleOf } from '../study/oracleMoves';
import { allRows as allRowsOf, treeFinished } from '../support/serviceTrees';
import { worded } from '../support/worded';
import { reportText } from '../../src/shared/words/reportText';

const ONLY = '5k3/9/2P2a3/9/9/9/9/4K4/9/9 w';
const DUAL = '3k5/9/3a5/6P2/9/9/9/3K5/9/9 w';
const WRONG = 'P2k5/9/3a5/9/9/9/9/3K5/9/9 w';
const DRAW = '4k4/4a1P2/9/9/9/9/9/3K5/9/9 b';

const dir = generatedFolder(counts('KP', 'KA'));
let services: Services;
let api: CanjuApi;
const events: CanjuEvent[] = [];
beforeAll(() => {
  services = createServices({ dir, owner: 'test', threads: 1, memoryBytes: 2 ** 30, spawn: spawnWorker });
  api = services.api;
  api.onEvent((event) => events.push(event));
});
afterAll(() => services.close());

const fail = (code: string, message: string) => ({ ok: false, errors: [{ code, message }] });

type TreeEvent = Extract<CanjuEvent, { type: 'tree' }>;

async function built(fen: string, stipulation: string, depth: number | null, known: string[] = []): Promise<number> {
  const answer = await worded(api.buildTree(fen, stipulation, depth, known), 'en');
  if (!answer.ok) throw new Error(answer.errors[0].message);
  const end = await treeFinished(api, answer.treeId);
  if (end.problem) throw new Error(end.problem.code);
  return answer.treeId;
}

const allRows = (treeId: number) => allRowsOf(api, treeId);

/** The last event of a build (a tree another build replaced is open no more: its events say how it ended). */
function finished(events: CanjuEvent[], services: { api: CanjuApi }, treeId: number): Promise<TreeEvent> {
  const isEnd = (e: CanjuEvent): e is TreeEvent => e.type === 'tree' && e.treeId === treeId && e.done;
  const done = events.find(isEnd);
  if (done) return Promise.resolve(done);
  return new Promise((resolve) => {
    const stop = services.api.onEvent((e) => {
      if (!isEnd(e)) return;
      stop();
      resolve(e);
    });
  });
}

describe('solution trees through the API', () => {
  it('answers a build at once with its id and estimate; the tree grows with progress events, and its rows carry values and roles', async () => {
    expect(await worded(api.expandNode(999, 1, null), 'en')).toEqual(fail('no-tree', 'that tree is no longer open (closed, or replaced by a newer one); open it again'));
    events.length = 0;
    const answer = await api.buildTree(DRAW, '黑先和', null, []);
    if (!answer.ok) throw new Error(answer.errors[0].code);
    expect(answer.estimate.nodes).toBeGreaterThan(0);
    const end = await finished(events, services, answer.treeId);
    expect(end.problem).toBeUndefined();
    const info = await api.treeInfo(answer.treeId);
    expect(info).toMatchObject({
      ok: true, tree: { kind: 'solution', fen: Position.fromFen(DRAW).fen(), stipulation: '黑先和', value: oracleOf(Position.fromFen(DRAW)), depth: null, known: [], building: false, nodes: end.nodes },
    });
    const progress = events.filter((e): e is TreeEvent => e.type === 'tree' && e.treeId === answer.treeId).map((e) => e.nodes);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    const rows = await allRows(answer.treeId);
    expect(rows).toHaveLength(end.nodes);
    const firstMoves = rows.filter((r) => r.ply === 1).map((r) => r.iccs);
    expect(firstMoves).toEqual(oracleMoves(Position.fromFen(DRAW)).map((m) => m.iccs).filter((m) => firstMoves.includes(m)));
    const holding = oracleMoves(Position.fromFen(DRAW)).filter((m) => m.wdl === 'draw').map((m) => m.iccs);
    expect(rows.filter((r) => r.ply === 1 && r.end !== 'concedes').map((r) => r.iccs)).toEqual(holding);
    expect(rows[0]).toMatchObject({ depth: 0, role: 'solution', value: { wdl: 'draw' }, comment: '', nags: [] });
    const zh = await api.treeRows(answer.treeId, 0, 1, 'chinese');
    expect(zh.ok && zh.rows[0].text).toMatch(/^[将士]/);
  });

  it('cancels a build within 100 ms, and a build started meanwhile supersedes the one before', async () => {
    const started = await api.buildTree(DRAW, '黑先和', null, []);
    if (!started.ok) throw new Error(started.errors[0].code);
    const asked = performance.now();
    expect(await api.cancelTree()).toEqual({ ok: true, cancelled: true });
    const end = await finished(events, services, started.treeId);
    expect(performance.now() - asked).toBeLessThan(100);
    expect(worded(end, 'en').problem).toEqual({ code: 'tree-cancelled', message: 'the solution tree was cancelled' });
    expect(await api.cancelTree()).toEqual({ ok: true, cancelled: false });

    const first = await api.buildTree(DRAW, '黑先和', null, []);
    const second = await api.buildTree(ONLY, '红先胜', 4, ['KP-K']);
    if (!first.ok || !second.ok) throw new Error('refused');
    expect((await finished(events, services, first.treeId)).problem?.code).toBe('tree-cancelled');
    expect((await finished(events, services, second.treeId)).problem).toBeUndefined();
    expect(await api.treeInfo(second.treeId)).toMatchObject({ ok: true, tree: { stipulation: '红先胜', depth: 4, known: ['KP-K'] } });
    expect(await api.treeRows(first.treeId, 0, 10, 'iccs')).toMatchObject({ ok: false, errors: [{ code: 'no-tree' }] });
  });

  it('pages the rows of a tree while it grows', async () => {
    const started = await api.buildTree(DRAW, '黑先和', null, []);
    if (!started.ok) throw new Error(started.errors[0].code);
    const seen: number[] = [];
    const end = finished(events, services, started.treeId);
    let done = false;
    void end.then(() => (done = true));
    while (!done) {
      const page = await api.treeRows(started.treeId, 0, 50, 'iccs');
      if (page.ok) seen.push(page.rowCount);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(seen.length).toBeGreaterThan(1);
    const total = (await end).nodes;
    expect(seen.some((n) => n < total)).toBe(true);
  });

  it('expands a dual by its node, folds, finds a row, steps and gives positions; refuses a node it does not hold', async () => {
    const treeId = await built(DUAL, 'Red to move and win', null);
    const rows = await allRows(treeId);
    const dual = rows.find((r) => r.ply === 1 && r.role === 'dual')!;
    expect(dual).toMatchObject({ end: 'unexpanded', variationStart: true });
    const expanded = await worded(api.expandNode(treeId, dual.node, null), 'en');
    if (!expanded.ok) throw new Error(expanded.errors[0].message);
    const after = await allRows(treeId);
    const dualFen = await api.treePosition(treeId, dual.node);
    if (!dualFen.ok) throw new Error('no position');
    expect(after.length).toBeGreaterThan(rows.length);
    expect(after[after.findIndex((r) => r.node === dual.node) + 1]).toMatchObject({ ply: 2, depth: 1 });
    expect(expanded.rowCount).toBe(after.length);
    expect(dualFen).toMatchObject({ path: [dual.iccs], comment: '', nags: [] });
    expect(oracleMoves(Position.fromFen(dualFen.fen)).length).toBeGreaterThan(0);

    const key = after[0];
    const folded = await api.treeFold(treeId, key.node, true);
    expect(folded.ok && folded.rowCount).toBeLessThan(after.length);
    const deep = after.find((r) => r.ply === 3 && r.depth === 0)!;
    expect(await api.treeRowOf(treeId, deep.node)).toEqual({ ok: true, row: after.findIndex((r) => r.node === deep.node), rowCount: after.length });
    expect(await api.treeStep(treeId, 0, 'forward')).toEqual({ ok: true, node: key.node });
    expect(await api.treeStep(treeId, key.node, 'next')).toEqual({ ok: true, node: after.find((r) => r.ply === 1 && r.depth === 1)!.node });
    expect(await api.treeStep(treeId, key.node, 'back')).toEqual({ ok: true, node: 0 });
    expect(await worded(api.expandNode(treeId, 999_999, null), 'en')).toEqual(fail('no-tree-node', 'no move 999999 in the solution tree'));
    expect(await worded(api.treeEdit(treeId, { kind: 'comment', node: key.node, text: 'x' }), 'en')).toMatchObject({ ok: false, errors: [{ code: 'tree-read-only' }] });
  });

  it('closing the services cancels a tree being built', async () => {
    const copy = mkdtempSync(join(tmpdir(), 'canju-tree-close-'));
    try {
      for (const name of readdirSync(dir).filter((f) => f.endsWith('.cjtb'))) copyFileSync(join(dir, name), join(copy, name));
      const other = createServices({ dir: copy, owner: 'test', threads: 1, memoryBytes: 2 ** 30, spawn: spawnWorker });
      const seen: CanjuEvent[] = [];
      other.api.onEvent((e) => seen.push(e));
      const building = await other.api.buildTree(DRAW, '黑先和', null, []);
      if (!building.ok) throw new Error('refused');
      const end = finished(seen, other, building.treeId);
      await other.close();
      expect((await end).problem?.code).toBe('tree-cancelled');
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('refuses a stipulation it cannot read, one the side to move or the tables contradict, an unknown material and missing tables', async () => {
    expect(await worded(api.buildTree(ONLY, 'mate in 3', null, []), 'en')).toMatchObject({ ok: false, errors: [{ code: 'bad-stipulation' }] });
    expect(await worded(api.buildTree(ONLY, '黑先和', null, []), 'zh')).toEqual(fail('stipulation-turn', '要求是黑先和，但局面不是这一方走棋'));
    expect(await worded(api.buildTree(WRONG, '红先胜', null, []), 'zh')).toEqual(fail('stipulation-wrong', '残局库的结果是红先和，与要求不符'));
    expect(await worded(api.buildTree(ONLY, '红先胜', null, ['KP-KZ']), 'en')).toEqual(fail('bad-material', 'unrecognised material: KP-KZ'));
    expect(await worded(api.buildTree('5k3/9/9/9/9/9/9/9/9/3KR4 w', '红先胜', null, []), 'en')).toEqual({
      ok: false, errors: [{ code: 'missing-tables', message: 'missing table: KR-K' }], missing: ['KR-K'],
    });
  });
});

describe('a study\'s document tree', () => {
  const fields = (fen: string, title: string, stipulation = '红先胜'): StudyFields => ({ fen, stipulation, notes: '', meta: emptyMeta({ title }) });

  it('is edited in the services and saved: moves played, a comment and marks, a variation promoted and one deleted', async () => {
    const saved = await worded(api.saveStudy(fields(DUAL, '兵例', 'Red to move and win'), null), 'en');
    if (!saved.ok) throw new Error(saved.errors[0].message);
    expect(saved.study).toMatchObject({ stipulation: '红先胜', meta: { title: '兵例' }, tree: { rowCount: 0 } });
    const treeId = saved.study.tree.id;
    const winning = oracleMoves(Position.fromFen(DUAL)).filter((m) => m.wdl === 'win');
    const [a, b] = winning;
    const first = await api.treeEdit(treeId, { kind: 'play', node: 0, iccs: a.iccs });
    if (!first.ok) throw new Error('refused');
    const reply = oracleMoves(a.after)[0];
    const second = await api.treeEdit(treeId, { kind: 'play', node: first.node, iccs: reply.iccs });
    const other = await api.treeEdit(treeId, { kind: 'play', node: 0, iccs: b.iccs });
    if (!second.ok || !other.ok) throw new Error('refused');
    expect(await api.treeEdit(treeId, { kind: 'play', node: 0, iccs: a.iccs })).toEqual({ ok: true, node: first.node, rowCount: 3 });
    await api.treeEdit(treeId, { kind: 'comment', node: other.node, text: ' 作者的着法 ' });
    await api.treeEdit(treeId, { kind: 'nags', node: first.node, nags: [2, 2] });
    expect(await api.treeEdit(treeId, { kind: 'promote', node: other.node })).toEqual({ ok: true, node: other.node, rowCount: 3 });
    expect((await allRows(treeId)).map((r) => [r.iccs, r.depth, r.comment, r.nags])).toEqual([
      [b.iccs, 0, '作者的着法', []], [a.iccs, 1, '', [2]], [reply.iccs, 1, '', []],
    ]);
    // Values come from the tables when the rows are asked for, never stored.
    expect((await allRows(treeId)).map((r) => r.value?.wdl)).toEqual(['win', 'win', reply.wdl]);
    expect(await api.treePosition(treeId, second.node)).toEqual({ ok: true, fen: reply.after.fen(), path: [a.iccs, reply.iccs], comment: '', nags: [] });
    expect(await worded(api.treeEdit(treeId, { kind: 'play', node: second.node, iccs: 'a0a9' }), 'en'))
      .toEqual(fail('bad-edits', `the study's edits hold an illegal move: ${a.iccs} ${reply.iccs} a0a9`));
    const resaved = await api.saveStudy({ ...fields(DUAL, '兵例'), tree: treeId }, saved.study.id);
    expect(resaved).toMatchObject({ ok: true, study: { tree: { id: treeId, rowCount: 3 } } });
    const opened = await api.openStudy(saved.study.id);
    if (!opened.ok) throw new Error('not opened');
    expect(opened.study.tree.id).not.toBe(treeId);
    expect((await allRows(opened.study.tree.id)).map((r) => r.iccs)).toEqual([b.iccs, a.iccs, reply.iccs]);
    expect(await api.treeEdit(opened.study.tree.id, { kind: 'delete', node: (await allRows(opened.study.tree.id))[1].node })).toMatchObject({ ok: true, node: 0, rowCount: 1 });
    // Saved without a tree, the saved moves stay.
    expect(await api.saveStudy(fields(DUAL, '改名'), saved.study.id)).toMatchObject({ ok: true, study: { meta: { title: '改名' }, tree: { rowCount: 3 } } });
    expect(await worded(api.saveStudy({ ...fields(DUAL, 'x'), stipulation: '红先输' }, null), 'en')).toMatchObject({ ok: false, errors: [{ code: 'bad-stipulation' }] });
    expect(await worded(api.saveStudy({ ...fields(ONLY, 'x'), tree: treeId }, null), 'en')).toMatchObject({ ok: false, errors: [{ code: 'bad-edits' }] });
    expect(await api.deleteStudy(saved.study.id)).toEqual({ ok: true, deleted: saved.study.id });
  });

  it('keeps a built tree, whole or under a node, as the study\'s moves, and reports along its main line', async () => {
    const saved = await api.saveStudy(fields(DUAL, '双着'), null);
    if (!saved.ok) throw new Error('not saved');
    const docId = saved.study.tree.id;
    const treeId = await built(DUAL, '红先胜', null);
    const rows = await allRows(treeId);
    await api.treeEdit(docId, { kind: 'keep', from: treeId, node: 0 });
    expect((await allRows(docId)).map((r) => r.iccs)).toEqual(rows.map((r) => r.iccs));

    // The composer's key is the tables' second choice: kept under its node, it is the study's line.
    const dual = rows.find((r) => r.ply === 1 && r.role === 'dual')!;
    await api.expandNode(treeId, dual.node, null);
    const kept = await api.treeEdit(docId, { kind: 'keep', from: treeId, node: dual.node });
    expect(kept).toMatchObject({ ok: true, node: 0 });
    const doc = await allRows(docId);
    expect(doc[0]).toMatchObject({ iccs: dual.iccs, depth: 0 });
    expect(doc.filter((r) => r.ply === 1)).toHaveLength(1);
    await api.saveStudy({ ...fields(DUAL, '双着'), tree: docId }, saved.study.id);

    const report = await worded(api.studyReport(saved.study.id), 'en');
    if (!report.ok) throw new Error(report.errors[0].message);
    expect(report.report).toMatchObject({ lineSource: 'study', sound: false, keyOnly: false });
    expect(report.report.mainLine[0].iccs).toBe(dual.iccs);
    expect(reportText(report.report, 'en')).toMatch(/^Study check: Red to move and win\n/);

    const elsewhere = await api.saveStudy(fields(ONLY, '别处'), null);
    if (!elsewhere.ok) throw new Error('not saved');
    expect(await worded(api.treeEdit(elsewhere.study.tree.id, { kind: 'keep', from: treeId, node: 0 }), 'en'))
      .toMatchObject({ ok: false, errors: [{ code: 'tree-start' }] });
    const bare = await worded(api.saveStudy(fields(DUAL, '无要求', ''), null), 'en');
    if (!bare.ok) throw new Error(bare.errors[0].message);
    expect(await worded(api.studyReport(bare.study.id), 'en')).toEqual(fail('no-stipulation', `study ${bare.study.id} has no stipulation (红先胜 or the like)`));
    expect(await worded(api.buildStudyTree(bare.study.id, null, []), 'en')).toEqual(fail('no-stipulation', `study ${bare.study.id} has no stipulation (红先胜 or the like)`));
    expect(await worded(api.studyReport(999_999), 'en')).toEqual(fail('no-study', 'no study 999999'));
  });
});
