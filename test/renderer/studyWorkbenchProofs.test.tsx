// @vitest-environment happy-dom
/**
 * The study workbench beyond the tables: each move's proof mark (搜索证明 / 未证明) and the verdict
 * of a report proven by search, or not proven. The tree and report are the real ones, built in this
 * thread by the prover over 《适情雅趣》第192局 (no table), and served as open trees
 * (test/support/openTrees.ts).
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SEARCH_POSITIONS } from '../../bench/searchPositions';
import type { CanjuApi, StudyInfo, StudyReportResult } from '../../src/shared/api/contract';
import { Position } from '../../src/shared/rules/position';
import { prove } from '../../src/shared/search/prove/prove';
import { emptyMeta } from '../../src/shared/study/document';
import { type ProofBudget, ProvingProbe, type StudyTables, settled } from '../../src/shared/study/proof';
import { SolutionTreeBuilder, type TreeMove } from '../../src/shared/study/solutionTree';
import { soundnessReport } from '../../src/shared/study/soundness';
import { parseStipulation } from '../../src/shared/study/stipulation';
import type { ChildNode, Node } from '../../src/shared/study/tree';
import { zh } from '../../src/renderer/src/i18n/zh';
import { StudyWorkbench } from '../../src/renderer/src/screens/StudyWorkbench';
import { type Note, OpenTrees } from '../support/openTrees';

const SQYQ_192 = SEARCH_POSITIONS.find((p) => p.id === 'SQYQ-192')!;
const WIN = parseStipulation('红先胜')!;
const NO_TABLES: StudyTables = { covers: () => false, value: () => { throw new Error('no tables'); }, moves: () => { throw new Error('no tables'); } };

afterEach(cleanup);

/** A built tree's nodes as the services' rows carry them: the move, its value and how it is known, its role and end. */
function notes(node: Node<TreeMove>): Node<Note> {
  const copy = (c: ChildNode<TreeMove>): ChildNode<Note> => {
    const m = c.data;
    return {
      data: { iccs: m.iccs, value: { wdl: m.wdl, dtc: m.dtc, dtm: m.dtm, order: m.order, ...(m.proof ? { proof: m.proof } : {}) }, role: m.role, ...(m.end ? { end: m.end } : {}) },
      children: c.children.map(copy),
    };
  };
  return { children: node.children.map(copy) };
}

/** The workbench over the study, its tree and report computed with the prover under `budget`, the build run and finished. */
async function open(budget: ProofBudget): Promise<OpenTrees> {
  const probe = new ProvingProbe(NO_TABLES, async (pos, b) => prove(pos, { limits: b, hashMb: 4 }), budget);
  const start = Position.fromFen(SQYQ_192.fen);
  const value = await settled(probe, () => probe.value(start));
  const builder = new SolutionTreeBuilder(probe, start, WIN, { depth: Infinity });
  await builder.build();
  const report: StudyReportResult = { ok: true, report: await settled(probe, () => soundnessReport(probe, start, WIN, SQYQ_192.elephantEye.pv.split(' '))) };
  const trees = new OpenTrees();
  const studyTree = trees.open(SQYQ_192.fen, { children: [] });
  const built = trees.open(SQYQ_192.fen, notes(builder.root));
  if (value.proof) trees.infos.set(built, { proof: value.proof });
  const api = {
    ...trees.api(),
    buildStudyTree: async () => ({ ok: true, treeId: built, estimate: { nodes: builder.nodes } }),
    studyReport: async () => report,
  } as unknown as CanjuApi;
  const study: StudyInfo = {
    id: 1, fen: SQYQ_192.fen, stipulation: '红先胜', meta: emptyMeta({ title: SQYQ_192.name, source: SQYQ_192.source }), notes: '',
    material: '', sourceFile: '', createdAt: '', updatedAt: '', tree: { id: studyTree, rowCount: 0 },
  };
  render(<StudyWorkbench api={api} t={zh} lang="zh" study={study} onSaved={() => undefined} onClose={() => undefined} />);
  fireEvent.click(screen.getByTestId('build-tree'));
  await screen.findByTestId('tree-progress');
  act(() => trees.emit({ type: 'tree', treeId: built, nodes: builder.nodes, done: true }));
  await screen.findByTestId('move-1');
  return trees;
}

describe('the study workbench beyond the tables', () => {
  it('marks each move proven by search, and reads a sound report proven by search', async () => {
    await open({ depth: 12, timeMs: 5000 });
    expect((await screen.findByTestId('tree-proof')).textContent).toBe(zh.treeProofs.marks.search);
    const key = screen.getByTestId('row-1');
    expect(screen.getByTestId('move-1').textContent).toMatch(/^1\. /);
    expect(key.querySelector('.proof')!.textContent).toBe('搜索证明');
    expect(key.querySelector('.proof')!.getAttribute('title')).toBe(zh.treeProofs.titles.search);
    expect(key.querySelector('.badge')!.textContent).toBe(`${zh.analysis.win} · ${zh.treeProofs.plies(SQYQ_192.matePlies)}`);
    fireEvent.click(screen.getByTestId('check-study'));
    expect((await screen.findByTestId('report-verdict')).textContent).toBe(zh.treeProofs.sound);
  });

  it('shows unproven moves as such, and a report not proven within the limits', async () => {
    await open({ depth: 2, timeMs: 5000 });
    expect((await screen.findByTestId('tree-proof')).textContent).toBe('未证明');
    const badges = [...screen.getByTestId('move-tree').querySelectorAll('.badge')].map((b) => b.textContent);
    expect(badges.length).toBeGreaterThan(0);
    expect(badges).toContain('未证明');
    fireEvent.click(screen.getByTestId('check-study'));
    expect((await screen.findByTestId('report-verdict')).textContent).toBe(zh.treeProofs.unproven);
  });
});
