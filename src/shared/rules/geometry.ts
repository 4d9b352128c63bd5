/**
 * Move geometry precomputed per point, so move generation, check tests and un-moves only read
 * small typed arrays. Every table is built once at module load.
 */
import {
  ADVISOR, BLACK, type Color, ELEPHANT, KING, PAWN, type Piece, type PieceKind, RED, makePiece,
} from './piece';
import { FILES, SQUARES, type Square, inOwnHalf, inPalace, onBoard, rowOf, fileOf, squareAt } from './square';

function build<T>(f: (sq: Square) => T): T[] {
  return Array.from({ length: SQUARES }, (_, sq) => f(sq));
}

const ORTHOGONAL = [[-1, 0], [1, 0], [0, -1], [0, 1]] as const;
const DIAGONAL = [[-1, -1], [-1, 1], [1, -1], [1, 1]] as const;

/** Whether a piece of this colour and kind can ever stand on the point. */
export function canStand(color: Color, kind: PieceKind, sq: Square): boolean {
  return CAN_STAND[makePiece(color, kind) * SQUARES + sq] === 1;
}

function computeCanStand(color: Color, kind: PieceKind, row: number, file: number): boolean {
  // Palace and half are symmetric between the sides: map black's rows onto red's.
  const r = color === RED ? row : 9 - row;
  switch (kind) {
    case KING:
      return inPalace(RED, r, file);
    case ADVISOR:
      return inPalace(RED, r, file) && (r + file) % 2 === 0;
    case ELEPHANT:
      return r >= 5 && r % 2 === 1 && file % 2 === 0 && (r === 7 ? file % 4 === 0 : file % 4 === 2);
    case PAWN:
      return r <= 4 || ((r === 5 || r === 6) && file % 2 === 0);
    default:
      return true;
  }
}

const CAN_STAND = new Uint8Array(16 * SQUARES);
for (const color of [RED, BLACK] as const) {
  for (let kind = 1; kind <= 7; kind++) {
    for (let sq = 0; sq < SQUARES; sq++) {
      CAN_STAND[makePiece(color, kind as PieceKind) * SQUARES + sq] = computeCanStand(
        color, kind as PieceKind, rowOf(sq), fileOf(sq),
      ) ? 1 : 0;
    }
  }
}

/** Squares a piece code may stand on, in ascending order. */
export function placementsOf(piece: Piece): Square[] {
  const out: Square[] = [];
  for (let sq = 0; sq < SQUARES; sq++) if (CAN_STAND[piece * SQUARES + sq]) out.push(sq);
  return out;
}

/**
 * One-step moves that stay inside the palace, for the piece kind standing on each point (the two
 * palaces are disjoint, so the point alone decides the colour).
 */
function palaceSteps(kind: PieceKind, directions: readonly (readonly [number, number])[]): Int8Array[] {
  return build((sq) => {
    const row = rowOf(sq), file = fileOf(sq);
    const color: Color = row >= 5 ? RED : BLACK;
    if (!canStand(color, kind, sq)) return new Int8Array(0);
    return Int8Array.from(
      directions.filter(([dr, df]) => inPalace(color, row + dr, file + df)).map(([dr, df]) => squareAt(row + dr, file + df)),
    );
  });
}

export const KING_STEPS: readonly Int8Array[] = palaceSteps(KING, ORTHOGONAL);
export const ADVISOR_STEPS: readonly Int8Array[] = palaceSteps(ADVISOR, DIAGONAL);

/** Elephant moves as pairs `[to, eye]`: the move needs the eye empty. */
export const ELEPHANT_STEPS: readonly Int8Array[] = build((sq) => {
  const row = rowOf(sq), file = fileOf(sq);
  const color: Color = row >= 5 ? RED : BLACK;
  if (!canStand(color, ELEPHANT, sq)) return new Int8Array(0);
  const out: number[] = [];
  for (const [dr, df] of DIAGONAL) {
    const r = row + 2 * dr, f = file + 2 * df;
    if (onBoard(r, f) && inOwnHalf(color, r)) out.push(squareAt(r, f), squareAt(row + dr, file + df));
  }
  return Int8Array.from(out);
});

/**
 * Horse moves from a point as pairs `[to, leg]`. The leg is the orthogonal neighbour of the origin
 * on the long side of the L, so blocking depends on the horse's own point.
 */
export const HORSE_STEPS: readonly Int8Array[] = build((sq) => {
  const row = rowOf(sq), file = fileOf(sq);
  const out: number[] = [];
  for (const [dr, df] of ORTHOGONAL) {
    for (const side of [-1, 1]) {
      const r = row + 2 * dr + (dr === 0 ? side : 0);
      const f = file + 2 * df + (df === 0 ? side : 0);
      if (onBoard(r, f)) out.push(squareAt(r, f), squareAt(row + dr, file + df));
    }
  }
  return Int8Array.from(out);
});

/**
 * Horses that could reach a point, as pairs `[origin, leg]` with the leg beside the origin. Used both
 * for check detection and for horse un-moves, which need the same origin-side leg.
 */
export const HORSE_SOURCES: readonly Int8Array[] = build((target) => {
  const out: number[] = [];
  for (let origin = 0; origin < SQUARES; origin++) {
    const steps = HORSE_STEPS[origin];
    for (let i = 0; i < steps.length; i += 2) if (steps[i] === target) out.push(origin, steps[i + 1]);
  }
  return Int8Array.from(out);
});

/** Rays in the four orthogonal directions, nearest point first. */
export const RAYS: readonly (readonly Int8Array[])[] = build((sq) => {
  const row = rowOf(sq), file = fileOf(sq);
  return ORTHOGONAL.map(([dr, df]) => {
    const out: number[] = [];
    for (let r = row + dr, f = file + df; onBoard(r, f); r += dr, f += df) out.push(squareAt(r, f));
    return Int8Array.from(out);
  });
});

/** Pawn moves by colour and point: forward, then sideways once across the river. */
export const PAWN_STEPS: readonly (readonly Int8Array[])[] = [RED, BLACK].map((color) =>
  build((sq) => {
    if (!canStand(color as Color, PAWN, sq)) return new Int8Array(0);
    const row = rowOf(sq), file = fileOf(sq);
    const forward = color === RED ? -1 : 1;
    const out: number[] = [];
    if (onBoard(row + forward, file)) out.push(squareAt(row + forward, file));
    if (!inOwnHalf(color as Color, row)) {
      if (file > 0) out.push(squareAt(row, file - 1));
      if (file < FILES - 1) out.push(squareAt(row, file + 1));
    }
    return Int8Array.from(out);
  }),
);

/** Where a pawn on a point could have come from (the inverse of `PAWN_STEPS`). */
export const PAWN_SOURCES: readonly (readonly Int8Array[])[] = PAWN_STEPS.map((steps) =>
  build((target) => {
    const out: number[] = [];
    for (let origin = 0; origin < SQUARES; origin++) if (steps[origin].includes(target)) out.push(origin);
    return Int8Array.from(out);
  }),
);
