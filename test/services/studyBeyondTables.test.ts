/**
 * Studies beyond the tables through the API, with the prover in the search worker: a published mate
 * with more men than any table gets its tree, proven by search, and its saved study a sound report
 * naming ElephantEye's key, whose verdict the library keeps; cancelling a tree stops its proofs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_POSITIONS } from '../../bench/searchPositions';
import { type Services, createServices } from '../../src/main/services/canjuServices';
import { spawnWorker } from '../../src/main/tablebase/generate/spawnWorker';
import type { CanjuApi } from '../../src/shared/api/contract';
import { writeMove } from '../../src/shared/notation';
import { parseIccs } from '../../src/shared/notation/iccs';
import { Position } from '../../src/shared/rules/position';
import { editTree } from '../../src/shared/study/editActions';
import { emptyEdits } from '../../src/shared/study/edits';
import { worded } from '../support/worded';
import { reportText } from '../../src/shared/words/reportText';

/** 《适情雅趣》第039局 博望烧屯: mate in 4 (ElephantEye), ten men and more, far beyond any table. */
const STUDY = SEARCH_POSITIONS.find((p) => p.id === 'SQYQ-039')!;
const LINE = STUDY.elephantEye.pv.split(' ');

let dir: string;
let services: Services;
let api: CanjuApi;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'canju-beyond-'));
  services = createServices({ dir, owner: 'test', threads: 1, memoryBytes: 2 ** 30, spawn: spawnWorker });
  api = services.api;
});
afterAll(async () => {
  await services.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('studies beyond the tables through the API', () => {
  it('builds the tree of a mate with no table, every node proven by search, the key alone', async () => {
    const built = await worded(api.buildTree(STUDY.fen, '红先胜', null, []), 'zh');
    if (!built.ok) throw new Error(built.errors[0].message);
    const { tree } = built;
    expect(tree).toMatchObject({ proof: 'search', value: { wdl: 'win', dtc: STUDY.matePlies } });
    expect(tree.root.children.map((c) => [c.data.iccs, c.data.role, c.data.only, c.data.proof])).toEqual([[LINE[0], 'solution', true, 'search']]);
    const proofs = new Set<string>();
    const visit = (node: typeof tree.root) => node.children.forEach((c) => (proofs.add(c.data.proof!), visit(c)));
    visit(tree.root);
    expect([...proofs]).toEqual(['search']);
  }, 120_000);

  it('reports the saved study sound along its solution, proven by search, and the library keeps the verdict', async () => {
    const edits = editTree(emptyEdits(), LINE, { kind: 'promote' });
    const saved = await worded(api.saveStudy({ title: STUDY.name, composer: '', source: STUDY.source, stipulation: '红先胜', fen: STUDY.fen, notes: '', edits }, null), 'en');
    if (!saved.ok) throw new Error(saved.errors[0].message);
    const answer = await worded(api.studyReport(saved.study.id), 'en');
    if (!answer.ok) throw new Error(answer.errors[0].message);
    expect(answer.report).toMatchObject({ verdict: 'sound', sound: true, lineSource: 'study', table: { wdl: 'win', proof: 'search' } });
    expect(answer.report.mainLine.map((p) => [p.iccs, p.proof])).toEqual(LINE.map((m) => [m, 'search']));
    const start = Position.fromFen(STUDY.fen);
    const parsed = parseIccs(start, LINE[0]);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const key = writeMove(start, parsed.value, 'chinese');
    expect(reportText(answer.report, 'en')).toContain('Verdict: sound');
    expect(reportText(answer.report, 'en')).toContain(`1. ${key}  win mate in ${STUDY.matePlies} plies  by search  only move`);
    const listed = await worded(api.listStudies({ soundness: 'sound', offset: 0, limit: 100 }), 'en');
    expect(listed.ok && listed.studies.map((s) => s.id)).toContain(saved.study.id);
  }, 120_000);

  it('cancelling a tree beyond the tables stops its proofs: tree-cancelled at once', async () => {
    const other = SEARCH_POSITIONS.find((p) => p.id === 'SQYQ-192')!;
    const building = worded(api.buildTree(other.fen, '红先胜', null, []), 'en');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const cancelled = Date.now();
    expect(await api.cancelTree()).toEqual({ ok: true, cancelled: true });
    // Uncancelled, its proofs take several seconds (a worker each, the deeper ones); the running one is stopped.
    expect(await building).toEqual({ ok: false, errors: [{ code: 'tree-cancelled', message: 'the solution tree was cancelled' }] });
    expect(Date.now() - cancelled).toBeLessThan(3000);
  }, 60_000);
});
