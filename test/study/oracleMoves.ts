/**
 * Every legal move of a position valued by the forward solver (test/oracle), which shares nothing with
 * the tables but the rules: what the solution trees and reports must agree with.
 */
import type { Move } from '../../src/shared/rules/move';
import { moveToIccs } from '../../src/shared/rules/move';
import type { Position } from '../../src/shared/rules/position';
import type { Wdl } from '../../src/shared/tablebase/value';
import { oracleValue } from '../oracle/forwardSolver';

export interface OracleMove {
  readonly move: Move;
  readonly iccs: string;
  /** From the mover's point of view. */
  readonly wdl: Wdl;
  /** Plies to the next conversion: 1 for a capture, one more than the position reached otherwise; 0 for a draw. */
  readonly dtc: number;
  readonly order: number;
  readonly capture: boolean;
  readonly after: Position;
}

const INVERT: Record<Wdl, Wdl> = { win: 'loss', draw: 'draw', loss: 'win' };

export function oracleMoves(pos: Position): OracleMove[] {
  return pos.legalMoves().map((move) => {
    const capture = pos.pieceAt(move >> 7) !== 0;
    const after = pos.after(move);
    const child = oracleValue(after.board, after.turn);
    const wdl = INVERT[child.wdl];
    return { move, iccs: moveToIccs(move), wdl, dtc: wdl === 'draw' ? 0 : capture ? 1 : child.dtc + 1, order: child.order, capture, after };
  });
}

/** The position's own value for its side to move. */
export function oracleOf(pos: Position) {
  return oracleValue(pos.board, pos.turn);
}
