/**
 * The moves played on the analysis board, as the move list beside it shows them: each in the chosen
 * notation, marked when it captures (a conversion: the game enters a smaller table), gives check, or
 * brings back a position seen before in the line (the same pieces and side to move).
 */
import { writeMove } from '../../../shared/notation';
import type { Notation } from '../../../shared/notation/types';
import { makeMove } from '../../../shared/rules/move';
import { RED } from '../../../shared/rules/piece';
import { Position } from '../../../shared/rules/position';
import { fenAfter } from './positionMoves';

export interface PlayedMove {
  /** 1-based ply of the move; the position after it is `fens[ply]`. */
  readonly ply: number;
  /** The move number before red's moves (`3.`), and before the first move when black starts (`3…`). */
  readonly number: string;
  readonly text: string;
  readonly capture: boolean;
  readonly check: boolean;
  readonly repeated: boolean;
}

/** The placement and side to move of a FEN: what makes two positions the same for repetition. */
function positionKey(fen: string): string {
  return fen.split(/\s+/).slice(0, 2).join(' ');
}

export function playedLine(fens: readonly string[], moves: readonly (readonly [number, number])[], notation: Notation): PlayedMove[] {
  const seen = new Set([positionKey(fens[0])]);
  return moves.map(([from, to], i) => {
    const before = Position.fromFen(fens[i]);
    const after = Position.fromFen(fens[i + 1]);
    const key = positionKey(fens[i + 1]);
    const repeated = seen.has(key);
    seen.add(key);
    const full = fens[i].trim().split(/\s+/)[5] ?? '1';
    return {
      ply: i + 1, number: before.turn === RED ? `${full}.` : i === 0 ? `${full}…` : '', text: writeMove(before, makeMove(from, to), notation), capture: before.pieceAt(to) !== 0,
      check: after.inCheck(), repeated,
    };
  });
}

/** One move (by ICCS) from a FEN in the chosen notation: a variation's first move beside the line. */
export function moveText(fen: string, iccs: string, notation: Notation): string {
  const before = Position.fromFen(fen);
  const next = fenAfter(fen, iccs);
  return next ? writeMove(before, makeMove(next.from, next.to), notation) : iccs;
}
