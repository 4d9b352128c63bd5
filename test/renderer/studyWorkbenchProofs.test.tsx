// @vitest-environment happy-dom
/**
 * The study workbench beyond the tables: each move's proof mark (搜索证明 / 库 / 未证明) and the
 * verdict of a report proven by search, or not proven. The tree and report are the real ones, built
 * in this thread by the prover over 《适情雅趣》第192局 (no table), and served as the API answers them.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SEARCH_POSITIONS } from '../../bench/searchPositions';
import type { CanjuApi, SolutionTreeView, StudyInfo, StudyReportResult } from '../../src/shared/api/contract';
import { Position } from '../../src/shared/rules/position';
import { prove } from '../../src/shared/search/prove/prove';
import { emptyEdits } from '../../src/shared/study/edits';
import { type ProofBudget, ProvingProbe, type StudyTables, settled } from '../../src/shared/study/proof';
import { SolutionTreeBuilder, marked } from '../../src/shared/study/solutionTree';
import { soundnessReport } from '../../src/shared/study/soundness';
import { parseStipulation } from '../../src/shared/study/stipulation';
import { zh } from '../../src/renderer/src/i18n/zh';
import { StudyWorkbench } from '../../src/renderer/src/screens/StudyWorkbench';

const SQYQ_192 = SEARCH_POSITIONS.find((p) => p.id === 'SQYQ-192')!;
const WIN = parseStipulation('红先胜')!;
const NO_TABLES: StudyTables = { covers: () => false, value: () => { throw new Error('no tables'); }, moves: () => { throw new Error('no tables'); } };
const study: StudyInfo = {
  id: 1, title: SQYQ_192.name, composer: '', source: SQYQ_192.source, stipulation: '红先胜', fen: SQYQ_192.fen, notes: '', edits: emptyEdits(), createdAt: '', updatedAt: '',
} as StudyInfo;

afterEach(cleanup);

/** The API's answers for the study, computed with the prover under `budget`. */
async function answers(budget: ProofBudget): Promise<CanjuApi> {
  const probe = new ProvingProbe(NO_TABLES, async (pos, b) => prove(pos, { limits: b, hashMb: 4 }), budget);
  const start = Position.fromFen(SQYQ_192.fen);
  const value = await settled(probe, () => probe.value(start));
  const builder = new SolutionTreeBuilder(probe, start, WIN, { depth: Infinity });
  await builder.build();
  const tree: SolutionTreeView = {
    fen: start.fen(), stipulation: '红先胜', value: { wdl: value.wdl, dtc: value.dtc, order: value.order }, ...marked(value.proof), depth: null, known: [], nodes: builder.nodes, root: builder.root,
  };
  const report = await settled(probe, () => soundnessReport(probe, start, WIN, SQYQ_192.elephantEye.pv.split(' ')));
  const reported: StudyReportResult = { ok: true, report };
  return {
    onEvent: () => () => undefined,
    buildStudyTree: async () => ({ ok: true, tree }),
    studyReport: async () => reported,
  } as unknown as CanjuApi;
}

async function open(api: CanjuApi): Promise<void> {
  render(<StudyWorkbench api={api} t={zh} lang="zh" study={study} onSaved={() => undefined} onClose={() => undefined} />);
  fireEvent.click(screen.getByTestId('build-tree'));
  await screen.findByTestId('move-tree');
}

describe('the study workbench beyond the tables', () => {
  it('marks each move proven by search, and reads a sound report proven by search', async () => {
    const api = await answers({ depth: 12, timeMs: 5000 });
    await open(api);
    expect(screen.getByTestId('tree-proof').textContent).toBe(zh.treeProofs.marks.search);
    const key = screen.getByTestId('tree-1');
    expect(key.textContent).toMatch(/^1\. /);
    expect(screen.getByTestId('proof-1').textContent).toBe('搜索证明');
    expect(screen.getByTestId('proof-1').getAttribute('title')).toBe(zh.treeProofs.titles.search);
    expect(key.parentElement!.querySelector('.badge')!.textContent).toBe(`${zh.analysis.win} · ${zh.treeProofs.plies(SQYQ_192.matePlies)}`);
    fireEvent.click(screen.getByTestId('check-study'));
    expect((await screen.findByTestId('report-verdict')).textContent).toBe(zh.treeProofs.sound);
  });

  it('shows unproven moves as such, and a report not proven within the limits', async () => {
    const api = await answers({ depth: 2, timeMs: 5000 });
    await open(api);
    expect(screen.getByTestId('tree-proof').textContent).toBe('未证明');
    const badges = [...screen.getByTestId('move-tree').querySelectorAll('.badge')].map((b) => b.textContent);
    expect(badges.length).toBeGreaterThan(0);
    expect(badges).toContain('未证明');
    fireEvent.click(screen.getByTestId('check-study'));
    expect((await screen.findByTestId('report-verdict')).textContent).toBe(zh.treeProofs.unproven);
  });
});
