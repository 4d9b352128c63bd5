/**
 * Every rule a setup must satisfy to be a legal Xiangqi position, each reported separately so an
 * editor can show them all at once.
 */
import { findKing, isAttacked, kingsFacing } from './attack';
import { canStand } from './geometry';
import {
  ADVISOR, ALL_KINDS, BLACK, type Color, ELEPHANT, KING, MAX_COUNT, PAWN, type PieceKind, RED, opposite,
  pieceColor, pieceKind,
} from './piece';
import { type Setup, setupBoard } from './setup';
import { SQUARES, type Square } from './square';

export type Violation =
  | { readonly code: 'invalid-piece'; readonly square: Square }
  | { readonly code: 'invalid-square'; readonly square: Square }
  | { readonly code: 'two-on-point'; readonly square: Square }
  | { readonly code: 'missing-king'; readonly color: Color }
  | { readonly code: 'too-many'; readonly color: Color; readonly kind: PieceKind; readonly count: number; readonly max: number }
  | { readonly code: 'king-outside-palace'; readonly color: Color; readonly square: Square }
  | { readonly code: 'advisor-off-point'; readonly color: Color; readonly square: Square }
  | { readonly code: 'elephant-off-point'; readonly color: Color; readonly square: Square }
  | { readonly code: 'pawn-unreachable'; readonly color: Color; readonly square: Square }
  | { readonly code: 'kings-facing' }
  | { readonly code: 'opponent-in-check'; readonly color: Color };

const OFF_POINT: Partial<Record<PieceKind, Violation['code']>> = {
  [KING]: 'king-outside-palace',
  [ADVISOR]: 'advisor-off-point',
  [ELEPHANT]: 'elephant-off-point',
  [PAWN]: 'pawn-unreachable',
};

/** Why `piece` can never stand on `square` (a king outside its palace, a pawn behind its start…), or null if it can. */
export function placementViolation(piece: number, square: Square): Violation | null {
  const color = pieceColor(piece), kind = pieceKind(piece);
  const code = OFF_POINT[kind];
  return code && !canStand(color, kind, square) ? ({ code, color, square } as Violation) : null;
}

export function validateSetup(setup: Setup): Violation[] {
  const violations: Violation[] = [];
  const seen = new Set<Square>();
  const counts = [new Array<number>(8).fill(0), new Array<number>(8).fill(0)];
  let structural = false;
  for (const { square, piece } of setup.placements) {
    if (!Number.isInteger(square) || square < 0 || square >= SQUARES) {
      violations.push({ code: 'invalid-square', square });
      structural = true;
      continue;
    }
    if (!Number.isInteger(piece) || piece < 1 || piece > 15 || (piece & 7) === 0) {
      violations.push({ code: 'invalid-piece', square });
      structural = true;
      continue;
    }
    if (seen.has(square)) {
      violations.push({ code: 'two-on-point', square });
      structural = true;
    }
    seen.add(square);
    counts[pieceColor(piece)][pieceKind(piece)]++;
    const misplaced = placementViolation(piece, square);
    if (misplaced) violations.push(misplaced);
  }
  for (const color of [RED, BLACK] as const) {
    if (counts[color][KING] === 0) violations.push({ code: 'missing-king', color });
    for (const kind of ALL_KINDS) {
      if (counts[color][kind] > MAX_COUNT[kind]) {
        violations.push({ code: 'too-many', color, kind, count: counts[color][kind], max: MAX_COUNT[kind] });
      }
    }
  }
  // Check tests need exactly one king a side on a well-formed board.
  if (structural || counts[RED][KING] !== 1 || counts[BLACK][KING] !== 1) return violations;
  const board = setupBoard(setup);
  const redKing = findKing(board, RED), blackKing = findKing(board, BLACK);
  if (kingsFacing(board, redKing, blackKing)) {
    violations.push({ code: 'kings-facing' });
  } else {
    const waiting = opposite(setup.turn);
    if (isAttacked(board, waiting === RED ? redKing : blackKing, setup.turn)) {
      violations.push({ code: 'opponent-in-check', color: waiting });
    }
  }
  return violations;
}
