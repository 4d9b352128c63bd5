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
import { emptyMeta } from '../../src/shared/study/document';
import { allRows, playLine, treeFinished } from '../support/serviceTrees';
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
    const tree = await treeFinished(api, built.treeId);
    expect(tree).toMatchObject({ proof: 'search', value: { wdl: 'win', dtc: STUDY.matePlies } });
    const rows = await allRows(api, built.treeId);
    expect(rows.filter((r) => r.ply === 1).map((r) => [r.iccs, r.role, r.value?.proof])).toEqual([[LINE[0], 'solution', 'search']]);
    expect([...new Set(rows.map((r) => r.value?.proof))]).toEqual(['search']);
  }, 120_000);

  it('reports the saved study sound along its solution, proven by search, and the library keeps the verdict', async () => {
    const fields = { meta: emptyMeta({ title: STUDY.name, source: STUDY.source }), stipulation: '红先胜', fen: STUDY.fen, notes: '' };
    const saved = await worded(api.saveStudy(fields, null), 'en');
    if (!saved.ok) throw new Error(saved.errors[0].message);
    await playLine(api, saved.study.tree.id, LINE);
    expect(await api.saveStudy({ ...fields, tree: saved.study.tree.id }, saved.study.id)).toMatchObject({ ok: true });
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
    // Uncancelled, its proofs take several seconds (a worker each, the deeper ones); the running one is stopped,
    // in the start's proof (the build's answer says so) or in the tree's (its last event does).
    const answer = await building;
    const problem = answer.ok ? (await treeFinished(api, answer.treeId)).problem : answer.errors[0];
    expect(problem?.code).toBe('tree-cancelled');
    expect(Date.now() - cancelled).toBeLessThan(3000);
  }, 60_000);
});
