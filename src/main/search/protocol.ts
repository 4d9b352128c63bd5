/** Messages between a search worker and the thread that started it. */
import type { PnProgress } from '../../shared/search/prove/pnProve';
import type { Proof, ProofDepth } from '../../shared/search/prove/prove';
import type { Iteration, SearchResult } from '../../shared/search/deepening';
import type { ProofBudget, ProofMethodChoice } from '../../shared/search/prove/method';

export interface SearchJob {
  /** `search` (the default): the engine's best move and score; `prove`: a result only when it is proven. */
  readonly kind?: 'search' | 'prove';
  readonly fen: string;
  /** Moves played from `fen` to the position searched: their positions count for repetition (search only). */
  readonly moves?: readonly number[];
  /** Tables folder, or undefined to search without tables. */
  readonly dir?: string;
  readonly depth?: number;
  readonly timeMs?: number;
  readonly nodes?: number;
  readonly hashMb: number;
  /** Root moves reported per iteration, each with its own score and line (search only; default 1). */
  readonly multiPV?: number;
  /**
   * A proof's method and node budget (prove only): with them the proof is `method.ts`'s, counted in
   * nodes alone; without, the deepening prover within `depth`, `timeMs` and `nodes`.
   */
  readonly method?: ProofMethodChoice;
  readonly budget?: ProofBudget;
  /** One Int32: set to 1 (Atomics.store + notify) to stop the search. */
  readonly stop: SharedArrayBuffer;
}

export type SearchMessage =
  | { readonly type: 'iteration'; readonly iteration: Iteration }
  | { readonly type: 'done'; readonly result: SearchResult; readonly corrupt: readonly string[] }
  | { readonly type: 'proofDepth'; readonly report: ProofDepth }
  | { readonly type: 'proofNodes'; readonly report: PnProgress }
  /** `missing`: the materials the proof reached (not the root's) whose tables the folder lacks, by name. */
  | { readonly type: 'proof'; readonly proof: Proof; readonly corrupt: readonly string[]; readonly missing: readonly string[] }
  | { readonly type: 'error'; readonly message: string };
