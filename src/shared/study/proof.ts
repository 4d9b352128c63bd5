/**
 * Studies beyond the tables. Where a position's material has no table (or not every table its
 * captures reach), its value comes from the prover (search/prove: every defence searched, nothing
 * pruned), asked with a budget per position; where a capture reaches a table the table answers. Each
 * value says how it is known: `table` (read from a table, or proven by a search whose line ends in a
 * table position), `search` (proven by the search: a mate, or a rule) or `unproven` (the budget ran
 * out first). An unproven value keeps the goal of nobody: the tree stops there and the report says
 * where, so a verdict never rests on one.
 *
 * The prover is a function, so the services run it in the search worker and tests in their thread.
 * The solution tree and the report are synchronous over the values; `ProvingProbe.prepare` proves what
 * a position's moves need before the tree grows it, and `settled` reruns a computation until every
 * value it asked for is known (each rerun reads the values proven so far from the cache).
 */
import { isDrawnByRule, materialOfBoard } from '../material/material';
import { moveToIccs } from '../rules/move';
import type { Position } from '../rules/position';
import type { Proof } from '../search/prove/prove';
import { describeScore } from '../search/score';
import type { Wdl } from '../tablebase/value';
import { type ProbedMove, type StudyProbe, type StudyValue, isProven } from './probe';
import { compareMoves, comparisonOf } from './ranking';
import { positionKey } from './solutionTree';

/** What one proof may spend: plies and milliseconds. */
export interface ProofBudget {
  readonly depth: number;
  readonly timeMs: number;
}

/**
 * Per position. Most positions of a composed study are proven in milliseconds (a key's
 * alternatives are usually refuted by a quick mate); only a move that is neither proven to win nor
 * to lose spends the whole half second, which keeps a mate in 3 to 5 moves within seconds and one in
 * 6 near the minute (docs/studies.md).
 */
export const DEFAULT_PROOF_BUDGET: ProofBudget = { depth: 24, timeMs: 500 };

/** Proves `pos` for its side to move within the budget; aborting the signal ends the proof early ("not proven"). */
export type StudyProver = (pos: Position, budget: ProofBudget, signal?: AbortSignal) => Promise<Proof>;

/** The tables as studies see them, and which positions they answer (their material's table and every table its captures reach). */
export interface StudyTables extends StudyProbe {
  covers(pos: Position): boolean;
}

/** Thrown by a synchronous computation that needs values not proven yet; `settled` proves them and runs it again. */
export class NeedsProof extends Error {
  constructor(readonly positions: readonly Position[]) {
    super(`${positions.length} positions need a proof`);
  }
}

const INVERT: Readonly<Record<Wdl, Wdl>> = { win: 'loss', draw: 'draw', loss: 'win' };
const UNPROVEN: StudyValue = { wdl: 'draw', dtc: 0, order: 0, proof: 'unproven' };

/**
 * A proof as a value for the side to move: its distance in `dtc` (to mate, or to the table's
 * conversion), in `dtm` too when it counts plies to mate (a mate, or a table's DTM; `dtc` then holds
 * that mate distance as well, which no conversion comes later than).
 */
export function proofValue(proof: Proof): StudyValue {
  if (!proof.proven) return UNPROVEN;
  const d = describeScore(proof.score);
  const order = d.kind === 'table' ? d.order : 0;
  return { wdl: proof.result, dtc: proof.plies, order, dtm: proof.metric === 'dtm' ? proof.plies : null, proof: proof.by === 'table' ? 'table' : 'search', by: proof.by === 'search' ? undefined : proof.by };
}

/** The table ranks moves as the prober does; a search-proven move is worth its child's value one ply further, mated children first. */
function childMove(pos: Position, move: number, value: StudyValue, mate: boolean): ProbedMove {
  const capture = pos.pieceAt(move >> 7) !== 0;
  const base = { move, iccs: moveToIccs(move), capture, mate };
  if (!isProven(value)) return { ...base, wdl: 'draw', dtc: 0, order: 0, dtm: null, proof: 'unproven' };
  const wdl = INVERT[value.wdl];
  const far = (n: number) => (wdl === 'draw' ? 0 : n + 1);
  return { ...base, wdl, order: value.order, dtc: far(value.dtc), dtm: value.dtm == null ? null : far(value.dtm), proof: value.proof };
}

/** Best first for the mover (ranking.ts: proven wins, unproven moves, draws, losses); captures, then ICCS, break ties. */
function byValue(moves: ProbedMove[]): ProbedMove[] {
  const by = comparisonOf(moves);
  return moves.sort((a, b) => by(a, b) || Number(b.capture) - Number(a.capture) || (a.iccs < b.iccs ? -1 : 1));
}

/** A StudyProbe that answers beyond the tables from proofs (cached by position), and from the tables where they cover. */
export class ProvingProbe implements StudyProbe {
  private readonly proven = new Map<string, StudyValue>();
  /** Positions proven (or found unprovable within the budget) so far. */
  get size(): number {
    return this.proven.size;
  }

  /** Proofs asked of the prover, and how many came back unproven. */
  proofs = 0;
  unproven = 0;

  constructor(
    private readonly tables: StudyTables,
    private readonly prover: StudyProver,
    private readonly budget: ProofBudget = DEFAULT_PROOF_BUDGET,
  ) {}

  value(pos: Position): StudyValue {
    if (!pos.hasLegalMove()) return { wdl: 'loss', dtc: 0, order: 0, dtm: 0, proof: 'search' };
    if (isDrawnByRule(materialOfBoard(pos.board))) return { wdl: 'draw', dtc: 0, order: 0, proof: 'search' };
    if (this.tables.covers(pos)) return { ...this.tables.value(pos), proof: 'table' };
    const known = this.proven.get(positionKey(pos.fen()));
    if (!known) throw new NeedsProof([pos]);
    return known;
  }

  moves(pos: Position): readonly ProbedMove[] {
    if (this.tables.covers(pos)) return this.tables.moves(pos).map((m) => ({ ...m, proof: 'table' }));
    const missing = this.missing(pos);
    if (missing.length) throw new NeedsProof(missing);
    return byValue(pos.legalMoves().map((move) => {
      const next = pos.after(move);
      return childMove(pos, move, this.value(next), !next.hasLegalMove());
    }));
  }

  /** Proves what `moves(pos)` needs, so that it answers at once. */
  async prepare(pos: Position, signal?: AbortSignal): Promise<void> {
    await this.prove(this.tables.covers(pos) ? [] : this.missing(pos), signal);
  }

  async prove(positions: readonly Position[], signal?: AbortSignal): Promise<void> {
    for (const pos of positions) {
      signal?.throwIfAborted();
      const key = positionKey(pos.fen());
      if (this.proven.has(key)) continue;
      const proof = await this.prover(pos, this.budget, signal);
      signal?.throwIfAborted();
      this.proofs++;
      if (!proof.proven) this.unproven++;
      this.proven.set(key, proofValue(proof));
    }
  }

  /** The positions after `pos`'s moves whose value needs a proof not made yet. */
  private missing(pos: Position): Position[] {
    return pos.legalMoves().map((m) => pos.after(m)).filter((next) => {
      try {
        this.value(next);
        return false;
      } catch (error) {
        if (error instanceof NeedsProof) return true;
        throw error;
      }
    });
  }
}

/**
 * The start's value: its own proof's, else (the proof of the whole ran out of budget) the win one of
 * its moves proves, the fastest such, whose distance is then proven but perhaps not the shortest.
 */
export function startValue(probe: StudyProbe, start: Position): StudyValue {
  const own = probe.value(start);
  if (isProven(own)) return own;
  const win = probe.moves(start).filter((m) => isProven(m) && m.wdl === 'win').sort(compareMoves)[0];
  if (!win) return own;
  const by = win.dtm != null ? 'mate' : win.order > 0 ? 'rule' : 'table';
  return { wdl: 'win', dtc: win.dtc, order: win.order, dtm: win.dtm ?? null, proof: win.proof, by };
}

/** Runs `compute` over `probe` until it no longer needs a proof, proving what each run asked for. */
export async function settled<T>(probe: StudyProbe, compute: () => T, signal?: AbortSignal): Promise<T> {
  for (;;) {
    try {
      return compute();
    } catch (error) {
      if (!(error instanceof NeedsProof) || !(probe instanceof ProvingProbe)) throw error;
      await probe.prove(error.positions, signal);
    }
  }
}
