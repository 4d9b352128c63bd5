/** Messages between a search worker and the thread that started it. */
import type { Iteration, SearchResult } from '../../shared/search/search';

export interface SearchJob {
  readonly fen: string;
  /** Moves played from `fen` to the position searched: their positions count for repetition. */
  readonly moves?: readonly number[];
  /** Tables folder, or undefined to search without tables. */
  readonly dir?: string;
  readonly depth?: number;
  readonly timeMs?: number;
  readonly nodes?: number;
  readonly hashMb: number;
  /** One Int32: set to 1 (Atomics.store + notify) to stop the search. */
  readonly stop: SharedArrayBuffer;
}

export type SearchMessage =
  | { readonly type: 'iteration'; readonly iteration: Iteration }
  | { readonly type: 'done'; readonly result: SearchResult; readonly corrupt: readonly string[] }
  | { readonly type: 'error'; readonly message: string };
