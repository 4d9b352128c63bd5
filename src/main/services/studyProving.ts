/**
 * Studies beyond the tables, for the services: the prover run in the search worker, one proof per
 * position within the budget, stopped when the tree or report asking for it is cancelled; and the
 * tables as studies see them, answering for a position only when its material's table and every
 * table its captures reach are in the folder.
 *
 * Most positions of a study's tree are settled within two plies (a mate in one, or every move mated
 * at once): those proofs, a few thousand nodes at most, run on the calling thread, since starting a
 * worker costs tens of milliseconds, more than they take. Anything deeper goes to the worker.
 */
import { formatSignature } from '../../shared/material/signature';
import { materialOfBoard } from '../../shared/material/material';
import type { Position } from '../../shared/rules/position';
import type { Limits } from '../../shared/search/limits';
import { FULL_WIDTH_RATE } from '../../shared/search/prove/method';
import { prove } from '../../shared/search/prove/prove';
import { withinTableLimit } from '../../shared/tablebase/materialIndex';
import type { StudyProbe } from '../../shared/study/probe';
import { DEFAULT_PROOF_BUDGET, type ProofBudget, ProvingProbe, type StudyProver, type StudyTables } from '../../shared/study/proof';
import { startProof } from '../search/searchWorker';
import type { Prober } from '../tablebase/probe/prober';
import { TooLargeError } from '../tablebase/probe/tableSet';

/** A small table per proof: the positions of one study's proofs are few and shallow. */
const PROOF_HASH_MB = 16;

/** The proofs made on the calling thread: two plies, and a node limit that keeps each within milliseconds. */
const QUICK: Limits = { depth: 2, nodes: 4000 };

/** Proves in a search worker over the tables in `dir`, after a quick try on this thread. */
export function workerProver(dir: string): StudyProver {
  return async (pos, budget, signal) => {
    signal?.throwIfAborted();
    const quick = prove(pos, { limits: { ...QUICK, depth: Math.min(QUICK.depth!, budget.depth) }, hashMb: 0.1 });
    if (quick.proven) return quick;
    // The time counted in nodes at the deepening prover's nominal rate: the same answer on a loaded machine.
    const nodes = Math.max(1, Math.round((budget.timeMs / 1000) * FULL_WIDTH_RATE));
    const running = startProof({ fen: pos.fen(), dir, depth: budget.depth, nodes, hashMb: PROOF_HASH_MB });
    const stop = () => running.stop();
    signal?.addEventListener('abort', stop, { once: true });
    try {
      return await running.result;
    } finally {
      signal?.removeEventListener('abort', stop);
    }
  };
}

/** Proven values kept between trees and reports (a few hundred bytes each) before the cache starts afresh. */
const MAX_PROVEN = 100_000;

export interface StudyProving {
  /** The current prober's tables, as studies see them. */
  readonly tables: StudyTables;
  /** The proving probe for a tree or report: its proofs are kept for the next (the same study's report after its tree) until the tables change. */
  readonly proving: () => ProvingProbe;
}

/** Studies over the current prober (it changes when tables are generated or deleted) and the prover in the worker over `dir`. */
export function studyProving(current: () => Prober, dir: string, budget: ProofBudget = DEFAULT_PROOF_BUDGET): StudyProving {
  const prover = workerProver(dir);
  let seen: Prober | undefined;
  let covered = new Map<string, boolean>();
  let probe: ProvingProbe | undefined;
  // What the tables cover and what was proven over them hold until the prober changes.
  const prober = () => {
    const now = current();
    if (now !== seen) {
      seen = now;
      covered = new Map();
      probe = undefined;
    }
    return now;
  };
  const covers = (pos: Position) => {
    const tables = prober();
    const name = formatSignature(materialOfBoard(pos.board));
    let known = covered.get(name);
    if (known === undefined) {
      try {
        known = tables.missingTables(pos).length === 0;
      } catch (error) {
        if (!(error instanceof TooLargeError)) throw error;
        known = false;
      }
      covered.set(name, known);
    }
    return known;
  };
  const tables: StudyTables = { value: (pos) => ({ ...prober().value(pos), dtm: prober().dtm(pos) }), moves: (pos) => prober().moves(pos), covers };
  return {
    tables,
    proving: () => {
      prober();
      if (!probe || probe.size > MAX_PROVEN) probe = new ProvingProbe(tables, prover, budget);
      return probe;
    },
  };
}

/**
 * The probe for a tree or report from `start`: the proving one when the start has more men than any
 * table can hold; the tables' otherwise, so that a start whose tables are merely missing is refused
 * with their names, since generating them gives exact values.
 */
export function probeFor(start: Position, tables: StudyProbe, proving: (() => StudyProbe) | undefined): StudyProbe {
  return proving && !withinTableLimit(materialOfBoard(start.board)) ? proving() : tables;
}
