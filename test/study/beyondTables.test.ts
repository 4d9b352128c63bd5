/**
 * Studies beyond the tables (docs/studies.md): the solution tree and the soundness report of
 * published mates with more men than any table, every value proven by the prover run in this thread.
 * The key and the mate's length are ElephantEye's (bench/searchPositions.ts), and each proven mate
 * distance is checked by plain full-width minimax (test/search/bruteMate.ts), which shares nothing
 * with the prover but the rules. A wrong key is never called sound, and a budget too small for the
 * proof gives "unproven", never a verdict.
 */
import { describe, expect, it } from 'vitest';
import { SEARCH_POSITIONS } from '../../bench/searchPositions';
import { Position } from '../../src/shared/rules/position';
import { prove } from '../../src/shared/search/prove/prove';
import type { TableProbe } from '../../src/shared/search/tableProbe';
import { materialOfBoard } from '../../src/shared/material/material';
import { withinTableLimit } from '../../src/shared/tablebase/materialIndex';
import { type ProofBudget, ProvingProbe, type StudyProver, type StudyTables, settled } from '../../src/shared/study/proof';
import { reportText } from '../../src/shared/words/reportText';
import { SolutionTreeBuilder, type TreeMove } from '../../src/shared/study/solutionTree';
import { soundnessReport } from '../../src/shared/study/soundness';
import { parseStipulation } from '../../src/shared/study/stipulation';
import type { ChildNode, Node } from '../../src/shared/study/tree';
import { mateMoves } from '../search/bruteMate';

const WIN = parseStipulation('红先胜')!;
const study = (id: string) => SEARCH_POSITIONS.find((p) => p.id === id)!;
/** 《适情雅趣》第192局 两地关心: mate in 3, every other first move loses to Black's mate. */
const SQYQ_192 = study('SQYQ-192');

/** The prover in this thread, over `probe`'s tables (none by default). */
const inThread = (probe?: TableProbe): StudyProver => async (pos, budget) => prove(pos, { limits: { depth: budget.depth, timeMs: budget.timeMs }, probe, hashMb: 4 });

const NO_TABLES: StudyTables = {
  covers: () => false,
  value: () => { throw new Error('no tables'); },
  moves: () => { throw new Error('no tables'); },
};

const BUDGET: ProofBudget = { depth: 12, timeMs: 5000 };

function nodesOf(root: Node<TreeMove>): ChildNode<TreeMove>[] {
  const out: ChildNode<TreeMove>[] = [];
  const visit = (node: Node<TreeMove>) => node.children.forEach((c) => (out.push(c), visit(c)));
  visit(root);
  return out;
}

async function report(probe: ProvingProbe, fen: string, line: string[]) {
  return settled(probe, () => soundnessReport(probe, Position.fromFen(fen), WIN, line));
}

describe('a published mate beyond the tables', () => {
  it('SQYQ-192: its tree is proven by search, the key alone at the root, each distance the brute force\'s', async () => {
    const start = Position.fromFen(SQYQ_192.fen);
    expect(withinTableLimit(materialOfBoard(start.board))).toBe(false);
    const probe = new ProvingProbe(NO_TABLES, inThread(), BUDGET);
    expect(await settled(probe, () => probe.value(start))).toMatchObject({ wdl: 'win', dtc: SQYQ_192.matePlies, dtm: SQYQ_192.matePlies, proof: 'search' });
    const builder = new SolutionTreeBuilder(probe, start, WIN, { depth: Infinity });
    await builder.build();
    // ElephantEye's key, and nothing else keeps the win: every other first move is proven to lose.
    expect(builder.root.children.map((c) => [c.data.iccs, c.data.role, c.data.only, c.data.proof])).toEqual([[SQYQ_192.elephantEye.pv.split(' ')[0], 'solution', true, 'search']]);
    const rootMoves = probe.moves(start);
    expect(rootMoves.filter((m) => m.wdl === 'loss' && m.proof === 'search')).toHaveLength(rootMoves.length - 1);
    const nodes = nodesOf(builder.root);
    expect(nodes.length).toBeGreaterThan(3);
    for (const n of nodes) {
      expect(n.data.proof, n.data.iccs).toBe('search');
      expect(['mate', 'transposition', null, 'unexpanded']).toContain(n.data.end);
      expect(n.data.end === 'mate').toBe(!Position.fromFen(n.data.fen).hasLegalMove());
      // A defence's value is the solver's mate from the position after it, as long as the brute force's, not shorter.
      if (n.data.role === 'defence' && n.data.end !== 'mate') {
        expect(n.data.wdl).toBe('loss');
        expect(n.data.dtm! % 2).toBe(0);
        expect(mateMoves(n.data.fen, n.data.dtm! / 2), n.data.fen).toBe(n.data.dtm! / 2);
      }
    }
    expect(mateMoves(SQYQ_192.fen, SQYQ_192.mateMoves)).toBe(SQYQ_192.mateMoves);
  });

  it('SQYQ-192 saved with its solution: the report is sound, proven by search, the key named', async () => {
    const line = SQYQ_192.elephantEye.pv.split(' ');
    const r = await report(new ProvingProbe(NO_TABLES, inThread(), BUDGET), SQYQ_192.fen, line);
    expect(r).toMatchObject({ verdict: 'sound', sound: true, keyOnly: true, unprovenAt: null, resultHolds: true, lineSource: 'study', table: { wdl: 'win', proof: 'search' } });
    expect(r.mainLine.map((p) => p.iccs)).toEqual(line);
    expect(r.mainLine.every((p) => p.proof === 'search' && p.unproven.length === 0)).toBe(true);
    expect(r.mainLine[0]).toMatchObject({ side: 'solver', keeps: true, only: true, wdl: 'win', dtm: SQYQ_192.matePlies, duals: [] });
    const zh = reportText(r, 'zh'), en = reportText(r, 'en');
    expect(zh).toMatch(/^排局检验：红先胜\n搜索证明：红先胜 \(5 半回合杀\)，与要求相符\n结论：完整（关键着是唯一达到要求的着法）\n证明方式：搜索证明 1\. \S+ 至 3\. \S+\n/);
    expect(zh).toContain(`1. ${r.mainLine[0].text}  胜 5 半回合杀  搜索证明  唯一着`);
    expect(en).toMatch(/^Study check: Red to move and win\nProven by search: Red to move wins \(mate in 5 plies\), as stipulated\nVerdict: sound/);
    expect(en).toContain(`1. ${r.mainLine[0].text}  win mate in 5 plies  by search  only move`);
  });

  it('SQYQ-192 with a losing first move as its "solution" is unsound, the move named', async () => {
    const probe = new ProvingProbe(NO_TABLES, inThread(), BUDGET);
    const start = Position.fromFen(SQYQ_192.fen);
    const losing = (await settled(probe, () => probe.moves(start))).find((m) => m.wdl === 'loss')!;
    const r = await report(probe, SQYQ_192.fen, [losing.iccs]);
    expect(r).toMatchObject({ verdict: 'unsound', sound: false, unprovenAt: null });
    expect(r.mainLine[0]).toMatchObject({ iccs: losing.iccs, keeps: false, proof: 'search', wdl: 'loss' });
    expect(r.flaws).toEqual([{ ply: 1, kind: 'gives-up', move: expect.objectContaining({ iccs: losing.iccs }) }]);
    expect(reportText(r, 'en')).toContain(`Verdict: unsound (the key ${r.mainLine[0].text} does not keep the stipulation)`);
  });

  it('a budget too small for the proof gives "unproven", never a verdict, in the report and the tree', async () => {
    const small: ProofBudget = { depth: 2, timeMs: 5000 };
    const probe = new ProvingProbe(NO_TABLES, inThread(), small);
    const r = await report(probe, SQYQ_192.fen, SQYQ_192.elephantEye.pv.split(' '));
    expect(r).toMatchObject({ verdict: 'unproven', sound: false, unprovenAt: 0, resultHolds: false, table: { proof: 'unproven' } });
    expect(r.flaws.map((f) => f.kind)).not.toContain('gives-up');
    expect(reportText(r, 'zh')).toContain('结论：未证明（限制内找不到证明：起始局面的结果）');
    expect(reportText(r, 'en')).toContain("Verdict: not proven within the limits (the start's result)");
    const builder = new SolutionTreeBuilder(probe, Position.fromFen(SQYQ_192.fen), WIN, { depth: Infinity });
    await builder.build();
    // The key is a mate in 3, beyond 2 plies: no move is proven to keep the win, and none is called the solution.
    expect(builder.root.children.some((c) => c.data.role === 'solution')).toBe(false);
    const key = builder.root.children.find((c) => c.data.iccs === SQYQ_192.elephantEye.pv.split(' ')[0])!;
    expect(key.data).toMatchObject({ proof: 'unproven', end: 'unproven', only: false });
  });

  it('a start whose own proof runs out of budget is still won through a move proven to win; alternatives left unproven keep it from sound', async () => {
    // 4 plies: the whole mate (5 plies) is beyond the start's proof, not beyond the key's (4 after it);
    // two other first moves lose only to a mate of 9 plies, so they stay unproven.
    const probe = new ProvingProbe(NO_TABLES, inThread(), { depth: 4, timeMs: 5000 });
    const start = Position.fromFen(SQYQ_192.fen);
    expect(await settled(probe, () => probe.value(start))).toMatchObject({ proof: 'unproven' });
    const r = await report(probe, SQYQ_192.fen, SQYQ_192.elephantEye.pv.split(' '));
    expect(r.table).toMatchObject({ wdl: 'win', dtc: SQYQ_192.matePlies, dtm: SQYQ_192.matePlies, proof: 'search' });
    expect(r.mainLine[0]).toMatchObject({ keeps: true, only: false, duals: [] });
    expect(r.mainLine[0].unproven.map((m) => m.iccs).sort()).toEqual(['f8e8', 'f8f9']);
    expect(r).toMatchObject({ verdict: 'unproven', unprovenAt: 1, sound: false, resultHolds: true });
  });

  it('a key whose alternatives cannot all be settled within the budget is unproven at ply 1, not sound (SQYQ-013)', async () => {
    const sqyq013 = study('SQYQ-013');
    const probe = new ProvingProbe(NO_TABLES, inThread(), { depth: 8, timeMs: 5000 });
    const r = await report(probe, sqyq013.fen, sqyq013.elephantEye.pv.split(' '));
    expect(r.mainLine[0]).toMatchObject({ keeps: true, only: false, proof: 'search', duals: [] });
    expect(r.mainLine[0].unproven.length).toBeGreaterThan(0);
    expect(r).toMatchObject({ verdict: 'unproven', sound: false, unprovenAt: 1 });
    expect(reportText(r, 'en')).toContain(`Verdict: not proven within the limits (${r.mainLine[0].unproven.length} moves besides the key ${r.mainLine[0].text} are not proven to miss the stipulation)`);
  });
});
