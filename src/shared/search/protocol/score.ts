/**
 * Canju's scores (score.ts: mate, table win, heuristic) as each protocol writes them, and an engine's
 * written score read back. The conventions are the engines' own, so GUIs read Canju as they read them:
 *
 * - UCI (Pikafish, after Stockfish): a mate is `mate N`, N the winner's moves, negative when the side
 *   to move is mated; a table win is `cp ±(20000 − plies)`, Stockfish's tablebase band; other scores
 *   are `cp` in Canju's units (a pawn 100), kept inside ±10000 so the bands never meet.
 * - UCCI (ElephantEye): one integer; a mate is ±(10000 − plies), and ElephantEye and the GUIs built for
 *   it take anything beyond ±9800 as a win. A table win has no place there, so it goes just below it,
 *   ±(9799 − plies) down to ±9001; other scores are kept inside ±9000.
 *
 * A table win's plies here are its key, `order · 4096 + plies`: an order-1 win (one that rests on
 * perpetual check losing) is written at the band's far end, as the search ranks it.
 */
import { MATE, MATE_BOUND, TABLE_BOUND, TABLE_WIN } from '../score';

export const UCI_TABLE_CP = 20_000;
const UCI_HEURISTIC_MAX = 10_000;
export const UCCI_MATE = 10_000;
export const UCCI_WIN = 9_800;
const UCCI_HEURISTIC_MAX = 9_000;

/** A score an engine wrote, from the side to move's point of view. */
export type EngineScore =
  /** `plies` to mate: positive when the side to move mates, negative when it is mated, 0 when it is mated now. */
  | { readonly kind: 'mate'; readonly plies: number }
  | { readonly kind: 'cp'; readonly value: number };

const clamp = (value: number, max: number) => Math.max(-max, Math.min(max, value));

/** `mate 3` / `cp 20000` / `cp -85`. */
export function uciScore(score: number): string {
  const abs = Math.abs(score), sign = Math.sign(score);
  if (abs >= MATE_BOUND) {
    const plies = MATE - abs;
    return `mate ${sign > 0 ? (plies + 1) >> 1 : -(plies >> 1)}`;
  }
  if (abs >= TABLE_BOUND) return `cp ${sign * Math.max(UCI_HEURISTIC_MAX + 1, UCI_TABLE_CP - (TABLE_WIN - abs))}`;
  return `cp ${clamp(score, UCI_HEURISTIC_MAX)}`;
}

export function ucciScore(score: number): number {
  const abs = Math.abs(score), sign = Math.sign(score);
  if (abs >= MATE_BOUND) return sign * (UCCI_MATE - (MATE - abs));
  if (abs >= TABLE_BOUND) return sign * Math.max(UCCI_HEURISTIC_MAX + 1, UCCI_WIN - 1 - (TABLE_WIN - abs));
  return clamp(score, UCCI_HEURISTIC_MAX);
}

/** UCI `score cp N` / `score mate N`: a mate in N moves is 2N − 1 plies, mated in N is 2N. */
export function readUciScore(kind: 'cp' | 'mate', n: number): EngineScore {
  if (kind === 'cp') return { kind, value: n };
  return { kind, plies: n > 0 ? 2 * n - 1 : 2 * n };
}

/** UCCI `score N`, ElephantEye's convention: beyond ±9800 a mate in 10000 − |N| plies. */
export function readUcciScore(n: number): EngineScore {
  if (Math.abs(n) > UCCI_WIN) return { kind: 'mate', plies: Math.sign(n) * (UCCI_MATE - Math.abs(n)) };
  return { kind: 'cp', value: n };
}
