/**
 * Which prover answers `analyse --prove`: the exhaustive deepening search (prove.ts: exact shortest
 * mates, out of reach past about 15 plies), the proof-number search (pnProve.ts: long forcing wins and
 * draws, a distance that is a bound), or both (`auto`): the proof-number search with a quarter of its
 * budget (forcing wins), then the deepening search with half its budget (short quiet mates, exact),
 * then the proof-number search anew with its whole budget; where a proof-number win is at most
 * EXACT_PLIES long, the deepening search to its length with an eighth of its budget makes it exact.
 *
 * Budgets are nodes, so a proof's answer does not depend on the machine's load: a time the user gives
 * is turned into nodes at nominal rates (`budgetOfSeconds`), measured on the bundled search.
 */
import type { Position } from '../../rules/position';
import type { TableProbe } from '../tableProbe';
import type { TranspositionTable } from '../transposition';
import { type PnProgress, provePn } from './pnProve';
import { type Proof, type ProofDepth, prove } from './prove';

/** The longest proof-number win the deepening search tries to make exact (past it, it seldom can). */
export const EXACT_PLIES = 17;

export type ProofMethodChoice = 'auto' | 'full-width' | 'proof-number';
export const PROOF_METHODS: readonly ProofMethodChoice[] = ['auto', 'full-width', 'proof-number'];

/** Nominal rates turning seconds into nodes: the full-width search's nodes and the proof-number search's expansions per second. */
export const FULL_WIDTH_RATE = 400_000;
export const PROOF_NUMBER_RATE = 20_000;

/** A budget in nodes of each method. */
export interface ProofBudget {
  readonly fullWidthNodes: number;
  readonly proofNumberNodes: number;
}

export function budgetOfSeconds(seconds: number): ProofBudget {
  return { fullWidthNodes: Math.round(seconds * FULL_WIDTH_RATE), proofNumberNodes: Math.round(seconds * PROOF_NUMBER_RATE) };
}

export interface MethodOptions {
  readonly method: ProofMethodChoice;
  readonly budget: ProofBudget;
  /** The full-width search's deepest iteration. */
  readonly depth?: number;
  readonly stop?: Int32Array;
  readonly probe?: TableProbe;
  readonly table?: TranspositionTable;
  readonly onDepth?: (report: ProofDepth) => void;
  /** The proof-number search's progress (it has no depths). */
  readonly onNodes?: (report: PnProgress) => void;
}

/** Proves `pos` by the method chosen; the same `Proof`, with `method` saying which answered. */
export function proveBy(pos: Position, options: MethodOptions): Proof {
  const { budget, stop, probe } = options;
  const fullWidth = (nodes: number, depth = options.depth): Proof => {
    const proof = prove(pos, { limits: { nodes, depth, stop }, probe, table: options.table, onDepth: options.onDepth });
    return proof.proven ? { ...proof, method: 'full-width' } : proof;
  };
  const pn = (nodes: number) => provePn(pos, { limits: { nodes, stop }, probe, onNodes: options.onNodes });
  if (options.method === 'full-width') return fullWidth(budget.fullWidthNodes);
  if (options.method === 'proof-number') return pn(budget.proofNumberNodes);
  // Forcing wins fall to the proof numbers in a fraction of their budget; short quiet ones to the deepening search.
  let found = pn(Math.round(budget.proofNumberNodes / 4)), covered = 0;
  let spent = { nodes: found.nodes, timeMs: found.timeMs };
  const add = (p: Proof) => (spent = { nodes: spent.nodes + p.nodes, timeMs: spent.timeMs + p.timeMs });
  if (!found.proven && !found.stopped) {
    const first = fullWidth(Math.round(budget.fullWidthNodes / 2));
    add(first);
    if (first.proven || first.stopped) return { ...first, ...spent };
    covered = first.depth;
    found = pn(budget.proofNumberNodes);
    add(found);
  }
  if (!found.proven || found.method !== 'proof-number' || found.result === 'draw' || found.plies <= covered || found.plies > EXACT_PLIES) return { ...found, ...spent };
  // The proof's length is a bound: the deepening search to that depth finds the shortest, if it can.
  const exact = fullWidth(Math.round(budget.fullWidthNodes / 8), found.plies);
  add(exact);
  return exact.proven && exact.result === found.result ? { ...exact, ...spent } : { ...found, ...spent };
}
