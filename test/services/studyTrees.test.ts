/**
 * Solution trees and soundness reports through the API, as the UI will use them: builds with progress
 * events, a cancel, a build that supersedes another, a dual expanded by id, every refusal by code and
 * message; a study saved with edits, its tree built with them and its report along their line.
 */
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CanjuApi, CanjuEvent } from '../../src/shared/api/contract';
import { type Services, createServices } from '../../src/main/services/canjuServices';
import { spawnWorker } from '../../src/main/tablebase/generate/spawnWorker';
import { Position } from '../../src/shared/rules/position';
import { editTree } from '../../src/shared/study/editActions';
import { emptyEdits } from '../../src/shared/study/edits';
import { generatedFolder } from '../support/tableFolder';
import { counts } from '../support/tables';
import { oracleMoves, oracleOf } from '../study/oracleMoves';
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

describe('solution trees through the API', () => {
  it('refuses an expansion before any tree, then builds one with progress events ending at its size', async () => {
    expect(await worded(api.expandNode(1, null), 'en')).toEqual(fail('no-tree', 'no solution tree has been built'));
    events.length = 0;
    const answer = await worded(api.buildTree(DRAW, '黑先和', null, []), 'en');
    if (!answer.ok) throw new Error(answer.errors[0].message);
    const { tree } = answer;
    expect(tree).toMatchObject({ fen: Position.fromFen(DRAW).fen(), stipulation: '黑先和', value: oracleOf(Position.fromFen(DRAW)), depth: null, known: [] });
    const progress = events.filter((e) => e.type === 'tree').map((e) => (e as { nodes: number }).nodes);
    expect(progress.at(-1)).toBe(tree.nodes);
    expect(tree.root.children.map((c) => c.data.iccs)).toEqual(oracleMoves(Position.fromFen(DRAW)).filter((m) => m.wdl === 'draw').map((m) => m.iccs));
  });

  it('cancels a build, and a build started meanwhile supersedes the one before', async () => {
    const cancelled = worded(api.buildTree(DRAW, '黑先和', null, []), 'en');
    expect(await api.cancelTree()).toEqual({ ok: true, cancelled: true });
    expect(await cancelled).toEqual(fail('tree-cancelled', 'the solution tree was cancelled'));
    expect(await api.cancelTree()).toEqual({ ok: true, cancelled: false });

    const first = worded(api.buildTree(DRAW, '黑先和', null, []), 'zh');
    const second = worded(api.buildTree(ONLY, '红先胜', 4, ['KP-K']), 'zh');
    expect(await first).toEqual(fail('tree-cancelled', '解法树的生成已取消'));
    expect(await second).toMatchObject({ ok: true, tree: { stipulation: '红先胜', depth: 4, known: ['KP-K'] } });
  });

  it('expands a dual of the last tree by its id, and refuses an id it does not hold', async () => {
    const built = await worded(api.buildTree(DUAL, 'Red to move and win', null, []), 'en');
    if (!built.ok) throw new Error(built.errors[0].message);
    const dual = built.tree.root.children[1].data;
    expect(dual).toMatchObject({ role: 'dual', end: 'unexpanded' });
    const expanded = await worded(api.expandNode(dual.id, null), 'en');
    if (!expanded.ok) throw new Error(expanded.errors[0].message);
    expect(expanded.node.data).toMatchObject({ id: dual.id, end: null });
    const replies = oracleMoves(Position.fromFen(dual.fen)).map((m) => m.iccs).sort();
    expect(expanded.node.children.map((c) => c.data.iccs).sort()).toEqual(replies);
    expect(expanded.nodes).toBeGreaterThan(built.tree.nodes);
    expect(await worded(api.expandNode(999_999, null), 'en')).toEqual(fail('no-tree-node', 'no move 999999 in the solution tree'));
  });

  it('closing the services cancels a tree being built', async () => {
    const copy = mkdtempSync(join(tmpdir(), 'canju-tree-close-'));
    try {
      for (const name of readdirSync(dir).filter((f) => f.endsWith('.cjtb'))) copyFileSync(join(dir, name), join(copy, name));
      const other = createServices({ dir: copy, owner: 'test', threads: 1, memoryBytes: 2 ** 30, spawn: spawnWorker });
      const building = worded(other.api.buildTree(DRAW, '黑先和', null, []), 'en');
      await other.close();
      expect(await building).toEqual(fail('tree-cancelled', 'the solution tree was cancelled'));
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

describe('studies with their edits', () => {
  it('saves edits with a study, keeps them when saved without, and refuses illegal ones and unreadable stipulations', async () => {
    const fields = { title: '兵例', composer: '', source: '', stipulation: 'Red to move and win', fen: DUAL, notes: '' };
    const saved = await worded(api.saveStudy(fields, null), 'en');
    if (!saved.ok) throw new Error(saved.errors[0].message);
    expect(saved.study).toMatchObject({ stipulation: '红先胜', edits: { children: [] } });
    const edits = editTree(emptyEdits(), ['g6g7'], { kind: 'comment', text: '次序' });
    const again = await worded(api.saveStudy({ ...fields, edits }, saved.study.id), 'en');
    expect(again).toMatchObject({ ok: true, study: { edits } });
    expect(await worded(api.saveStudy({ ...fields, title: '改名' }, saved.study.id), 'en')).toMatchObject({ ok: true, study: { title: '改名', edits } });
    expect(await worded(api.saveStudy({ ...fields, edits: editTree(emptyEdits(), ['g6g8'], { kind: 'prune' }) }, null), 'en'))
      .toEqual(fail('bad-edits', "the study's edits hold an illegal move: g6g8"));
    expect(await worded(api.saveStudy({ ...fields, stipulation: '红先输' }, null), 'en')).toMatchObject({ ok: false, errors: [{ code: 'bad-stipulation' }] });
    expect(await worded(api.deleteStudy(saved.study.id), 'en')).toEqual({ ok: true, deleted: saved.study.id });
  });

  it('builds a study\'s tree with its edits laid over it, and reports along the line they choose', async () => {
    const start = Position.fromFen(DUAL);
    const winning = oracleMoves(start).filter((m) => m.wdl === 'win');
    const built = await worded(api.buildTree(DUAL, '红先胜', null, []), 'en');
    if (!built.ok) throw new Error(built.errors[0].message);
    // The composer's key is the tables' second choice; the line goes on below it, so it is expanded.
    const key = built.tree.root.children[1].data.iccs;
    const reply = oracleMoves(winning.find((m) => m.iccs === key)!.after)[0];
    let edits = editTree(emptyEdits(), [key, reply.iccs], { kind: 'promote' });
    edits = editTree(edits, [key], { kind: 'comment', text: '作者的着法' });
    edits = editTree(edits, [built.tree.root.children[0].data.iccs], { kind: 'prune' });
    const saved = await worded(api.saveStudy({ title: '双着', composer: '', source: '', stipulation: '红先胜', fen: DUAL, notes: '', edits }, null), 'en');
    if (!saved.ok) throw new Error(saved.errors[0].message);

    const tree = await worded(api.buildStudyTree(saved.study.id, null, []), 'en');
    if (!tree.ok) throw new Error(tree.errors[0].message);
    const [first, second] = tree.tree.root.children;
    expect(first.data).toMatchObject({ iccs: key, role: 'dual', comment: '作者的着法', end: null });
    expect(first.children[0].data.iccs).toBe(reply.iccs);
    expect(second.data).toMatchObject({ role: 'solution', pruned: true });

    const report = await worded(api.studyReport(saved.study.id), 'en');
    if (!report.ok) throw new Error(report.errors[0].message);
    expect(report.report).toMatchObject({ lineSource: 'study', sound: false, keyOnly: false });
    expect(report.report.mainLine.map((p) => p.iccs)).toEqual([key, reply.iccs]);
    expect(report.report.mainLine[0].duals.map((d) => d.iccs).sort()).toEqual(winning.filter((m) => m.iccs !== key).map((m) => m.iccs).sort());
    expect(reportText(report.report, 'en')).toMatch(/^Study check: Red to move and win\n/);
    expect(reportText(report.report, 'zh')).toMatch(/^排局检验：红先胜\n/);

    const bare = await worded(api.saveStudy({ title: '无要求', composer: '', source: '', stipulation: '', fen: DUAL, notes: '', edits }, null), 'en');
    if (!bare.ok) throw new Error(bare.errors[0].message);
    expect(await worded(api.studyReport(bare.study.id), 'en')).toEqual(fail('no-stipulation', `study ${bare.study.id} has no stipulation (such as Red to move and win)`));
    expect(await worded(api.buildStudyTree(bare.study.id, null, []), 'en')).toEqual(fail('no-stipulation', `study ${bare.study.id} has no stipulation (such as Red to move and win)`));
    expect(await worded(api.studyReport(999_999), 'en')).toEqual(fail('no-study', 'no study 999999'));
  });
});
