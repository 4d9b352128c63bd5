/**
 * What a `go` command asks of the search: its depth, node and time limits, and whether the best move
 * waits for `stop` (or `ponderhit`). A clock becomes a time for this move the way ElephantEye spends
 * it: with moves to go, the remaining time shared among them; with an increment (or sudden death),
 * a twentieth of it plus the increment; never more than half the clock. The search then stops at that
 * time and starts no iteration past half of it (limits.ts).
 */
import type { Color } from '../../rules/piece';
import { RED } from '../../rules/piece';
import type { Dialect, GoCommand } from './command';

export interface SearchBudget {
  readonly depth?: number;
  readonly nodes?: number;
  readonly timeMs?: number;
  /**
   * The best move waits to be released: UCI's `go infinite` and either protocol's `go ponder` print it
   * only after `stop` (or, pondering, after `ponderhit` and the move's time). UCCI's `go infinite` ends
   * by itself at a mate, as ElephantEye's does.
   */
  readonly hold: boolean;
}

/** Moves a sudden-death clock is spread over. */
const MOVES_AHEAD = 20;
/** Kept back from every clock move for the answer to travel. */
const OVERHEAD_MS = 30;

/** The time for this move from the clock in `go`, or undefined when it gives none. */
export function clockTimeMs(go: GoCommand, turn: Color, dialect: Dialect, ucciMillis: boolean): number | undefined {
  if (go.movetime !== undefined) return go.movetime;
  const unit = dialect === 'ucci' && !ucciMillis ? 1000 : 1;
  const left = dialect === 'ucci' ? go.time : turn === RED ? go.wtime : go.btime;
  if (left === undefined) return undefined;
  const inc = (dialect === 'ucci' ? go.increment : turn === RED ? go.winc : go.binc) ?? 0;
  const share = go.movestogo !== undefined && go.movestogo > 0 ? left / go.movestogo : left / MOVES_AHEAD + inc;
  return Math.max(1, Math.round(Math.min(share, left / 2) * unit) - OVERHEAD_MS);
}

export function searchBudget(go: GoCommand, turn: Color, dialect: Dialect, ucciMillis: boolean): SearchBudget {
  const hold = go.ponder || (go.infinite && dialect === 'uci');
  // Pondering runs on the opponent's time: the clock starts at `ponderhit`.
  const timeMs = go.ponder || go.infinite ? undefined : clockTimeMs(go, turn, dialect, ucciMillis);
  return { depth: go.infinite ? undefined : go.depth, nodes: go.infinite ? undefined : go.nodes, timeMs, hold };
}
