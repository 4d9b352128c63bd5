/**
 * Solution trees of K+P vs K+A studies, checked node by node against the forward solver and the
 * rules: the solver's moves are exactly those that keep the goal (the best first, the others duals),
 * the defender's are every legal move, each move's value is the solver's, lines end where and why the
 * tree says, and no position is expanded twice.
 */
import { describe, expect, it } from 'vitest';
import { isDrawnByRule, materialOfBoard } from '../../src/shared/material/material';
import { formatSignature } from '../../src/shared/material/signature';
import { Position } from '../../src/shared/rules/position';
import { SLICE_NODES, SolutionTreeBuilder, type TreeMove, positionKey } from '../../src/shared/study/solutionTree';
import { type Stipulation, parseStipulation } from '../../src/shared/study/stipulation';
import type { ChildNode, Node } from '../../src/shared/study/tree';
import { generatedProber } from '../support/tableFolder';
import { counts } from '../support/tables';
import { type OracleMove, oracleMoves } from './oracleMoves';

/** 红先胜 with one winning move; 红先胜 with two; 黑先和 where one move of black's holds the draw. */
const ONLY = '5k3/9/2P2a3/9/9/9/9/4K4/9/9 w';
const DUAL = '3k5/9/3a5/6P2/9/9/9/3K5/9/9 w';
const DRAW = '4k4/4a1P2/9/9/9/9/9/3K5/9/9 b';

const probed = generatedProber(counts('KP', 'KA'));

async function built(fen: string, stipulation: string, depth = Infinity, known: string[] = []): Promise<SolutionTreeBuilder> {
  const builder = new SolutionTreeBuilder(probed.prober, Position.fromFen(fen), parseStipulation(stipulation)!, { depth, known: new Set(known) });
  await builder.build();
  return builder;
}

function nodesOf(root: Node<TreeMove>): ChildNode<TreeMove>[] {
  const out: ChildNode<TreeMove>[] = [];
  const pending = [...root.children];
  for (let node = pending.pop(); node; node = pending.pop()) {
    out.push(node);
    pending.push(...node.children);
  }
  return out;
}

const keeps = (m: OracleMove, s: Stipulation) => (s.goal === 'win' ? m.wdl === 'win' : m.wdl !== 'loss');
const rankOf = (m: { wdl: string; order: number; dtc: number }) => (m.wdl === 'win' ? -(m.order * 4096 + m.dtc) : m.wdl === 'loss' ? -1e9 + m.order * 4096 + m.dtc : -1e6);

/** Every check a tree must pass whatever its position; answers its nodes. */
function checkTree(builder: SolutionTreeBuilder, fen: string, stipulation: string, depth = Infinity, known: string[] = []): ChildNode<TreeMove>[] {
  const s = parseStipulation(stipulation)!;
  const start = Position.fromFen(fen);
  const nodes = nodesOf(builder.root);
  const byId = new Map(nodes.map((n) => [n.data.id, n]));
  expect(builder.nodes).toBe(nodes.length);
  expect([...byId.keys()].sort((a, b) => a - b)).toEqual(nodes.map((_, i) => i + 1));
  const expandedAt = new Map<string, number>([[positionKey(start.fen()), 0]]);
  const parents: [Node<TreeMove>, Position, number][] = [[builder.root, start, 0]];
  for (const n of nodes) if (n.children.length) parents.push([n, Position.fromFen(n.data.fen), n.data.ply]);
  for (const [parent, pos, ply] of parents) {
    if (parent !== builder.root) {
      const key = positionKey(pos.fen());
      expect(expandedAt.has(key), `${key} expanded twice`).toBe(false);
      expandedAt.set(key, ply);
    }
    const moves = oracleMoves(pos);
    const solver = pos.turn === s.side;
    const expected = solver ? moves.filter((m) => keeps(m, s)) : moves;
    expect(parent.children.map((c) => c.data.iccs).sort()).toEqual(expected.map((m) => m.iccs).sort());
    for (const child of parent.children) {
      const m = moves.find((x) => x.iccs === child.data.iccs)!;
      // No DTM tables in the folder: no distance to mate, but for a dead draw (no table needed), 0.
      const dtm = isDrawnByRule(materialOfBoard(m.after.board)) ? 0 : null;
      expect(child.data).toMatchObject({ wdl: m.wdl, dtc: m.dtc, order: m.order, capture: m.capture, fen: m.after.fen(), ply: ply + 1, dtm });
    }
    if (solver) {
      expect(parent.children.map((c) => c.data.role)).toEqual(expected.map((_, i) => (i === 0 ? 'solution' : 'dual')));
      expect(parent.children.every((c) => c.data.only === (expected.length === 1))).toBe(true);
      // The solution is the fastest by DTC (and repetition order), as the oracle ranks them.
      expect(rankOf(parent.children[0].data)).toBe(Math.max(...expected.map(rankOf)));
    } else {
      const best = Math.max(...moves.map(rankOf));
      const holding = moves.filter((m) => m.wdl === moves.reduce((w, x) => (rankOf(x) === best ? x.wdl : w), m.wdl));
      for (const child of parent.children) {
        expect(child.data.role).toBe('defence');
        const holds = holding.some((h) => h.iccs === child.data.iccs);
        expect(child.data.end === 'concedes').toBe(!holds);
        expect(child.data.only).toBe(holds && holding.length === 1);
      }
    }
  }
  for (const n of nodes) {
    const after = Position.fromFen(n.data.fen);
    const material = formatSignature(materialOfBoard(after.board));
    expect(n.data.ply).toBeLessThanOrEqual(depth);
    expect(n.data.end === 'mate').toBe(after.legalMoves().length === 0);
    expect(n.data.end === null).toBe(n.children.length > 0);
    // A mate is said to be one even into a known material.
    if (n.data.end === 'known') expect(known).toContain(material);
    else if (n.data.end !== 'mate') expect(known).not.toContain(material);
    if (n.data.end === 'depth') expect(n.data.ply).toBe(depth);
    if (n.data.end === 'unexpanded') expect(n.data.role).toBe('dual');
    if (n.data.end === 'draw-by-rule') expect(material).toMatch(/^K[AB]*-K[AB]*$/);
    if (n.data.end === 'transposition') {
      const target = n.data.transposition!;
      const key = target === 0 ? positionKey(fen) : positionKey(byId.get(target)!.data.fen);
      expect(key).toBe(positionKey(n.data.fen));
      expect(expandedAt.get(key)).toBeLessThanOrEqual(n.data.ply);
    } else {
      expect(n.data.transposition).toBeNull();
    }
  }
  return nodes;
}

describe('the solution tree', () => {
  it('of a win with an only move: the key alone at the root, every defence answered, down to mate, transpositions linked', async () => {
    const winning = oracleMoves(Position.fromFen(ONLY)).filter((m) => m.wdl === 'win');
    expect(winning).toHaveLength(1);
    const builder = await built(ONLY, '红先胜');
    const nodes = checkTree(builder, ONLY, '红先胜');
    expect(builder.root.children.map((c) => [c.data.iccs, c.data.role, c.data.only])).toEqual([[winning[0].iccs, 'solution', true]]);
    const ends = new Set(nodes.map((n) => n.data.end));
    expect(ends).toContain('mate');
    expect(ends).toContain('transposition');
    expect(ends).not.toContain('depth');
    // Every line of the solution (duals aside) ends in mate or joins a line that does.
    const open = nodes.filter((n) => n.data.end !== null && !['mate', 'transposition', 'unexpanded'].includes(n.data.end));
    expect(open).toEqual([]);
  });

  it('of a win with a dual: both winning moves at the root, the fastest expanded, the other listed until asked', async () => {
    const winning = oracleMoves(Position.fromFen(DUAL)).filter((m) => m.wdl === 'win');
    expect(winning.length).toBeGreaterThan(1);
    const builder = await built(DUAL, '红先胜');
    checkTree(builder, DUAL, '红先胜');
    const dual = builder.root.children[1];
    expect(dual.data).toMatchObject({ role: 'dual', end: 'unexpanded' });
    const before = builder.nodes;
    const expanded = await builder.expand(dual.data.id);
    expect(expanded).toBe(dual);
    expect(builder.nodes).toBeGreaterThan(before);
    // Expanded, the dual is checked like the rest: its defences, its own duals, its transpositions into the first tree.
    checkTree(builder, DUAL, '红先胜');
    expect(dual.children.length).toBeGreaterThan(0);
    expect(await builder.expand(dual.data.id)).toBe(dual);
    expect(builder.nodes).toBe(nodesOf(builder.root).length);
  });

  it('of a draw: black holds with its one drawing move; red\'s tries are each answered; the tree ends in dead draws and transpositions', async () => {
    const draws = oracleMoves(Position.fromFen(DRAW)).filter((m) => m.wdl === 'draw');
    expect(draws).toHaveLength(1);
    const builder = await built(DRAW, '黑先和');
    const nodes = checkTree(builder, DRAW, '黑先和');
    expect(builder.root.children.map((c) => c.data.iccs)).toEqual([draws[0].iccs]);
    expect(new Set(nodes.map((n) => n.data.end))).toEqual(new Set([null, 'transposition', 'draw-by-rule', 'unexpanded']));
  });

  it('stops at the depth limit', async () => {
    const builder = await built(ONLY, '红先胜', 3);
    const nodes = checkTree(builder, ONLY, '红先胜', 3);
    expect(nodes.some((n) => n.data.end === 'depth')).toBe(true);
    expect(Math.max(...nodes.map((n) => n.data.ply))).toBe(3);
    // A cut node expands on request, as far again.
    const cut = nodes.find((n) => n.data.end === 'depth')!;
    await builder.expand(cut.data.id, 2);
    expect(Math.max(...nodesOf(cut).map((n) => n.data.ply))).toBeLessThanOrEqual(5);
    expect(cut.children.length).toBeGreaterThan(0);
  });

  it('stops at the first position of a known material', async () => {
    const full = nodesOf((await built(DUAL, '红先胜')).root);
    const sub = full.filter((n) => formatSignature(materialOfBoard(Position.fromFen(n.data.fen).board)) === 'KP-K');
    expect(sub.length).toBeGreaterThan(0);
    const builder = await built(DUAL, '红先胜', Infinity, ['KP-K']);
    const nodes = checkTree(builder, DUAL, '红先胜', Infinity, ['KP-K']);
    expect(nodes.filter((n) => n.data.end === 'known').length).toBeGreaterThan(0);
    expect(nodes.length).toBeLessThan(full.length);
  });

  it('grows in slices: progress reported, the event loop served, and an abort honoured', async () => {
    const full = await built(DRAW, '黑先和');
    expect(full.nodes).toBeGreaterThan(2 * SLICE_NODES);
    const progress: number[] = [];
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    const builder = new SolutionTreeBuilder(probed.prober, Position.fromFen(DRAW), parseStipulation('黑先和')!, { depth: Infinity });
    await builder.build({ onProgress: (n) => progress.push(n) });
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(0);
    expect(progress.at(-1)).toBe(full.nodes);
    expect(progress.length).toBeGreaterThan(2);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));

    const controller = new AbortController();
    const stopped = new SolutionTreeBuilder(probed.prober, Position.fromFen(DRAW), parseStipulation('黑先和')!, { depth: Infinity });
    const seen: number[] = [];
    const run = stopped.build({ signal: controller.signal, onProgress: (n) => (seen.push(n), controller.abort()) });
    await expect(run).rejects.toThrow(/abort/i);
    expect(seen).toHaveLength(1);
    expect(stopped.nodes).toBeLessThan(full.nodes);
  });
});
