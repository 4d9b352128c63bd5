/**
 * What WXF and Chinese notation share: files counted from the mover's own right, "forward" from the
 * mover's side, and which identical pieces share a file (written as front/rear, or by position for
 * pawns).
 */
import { ADVISOR, type Color, ELEPHANT, HORSE, PAWN, RED } from '../rules/piece';
import { FILES, type Square, fileOf, rowOf } from '../rules/square';

/** File 1-9 counted from the mover's right (red's right is file `i`, black's right is file `a`). */
export function fileFromRight(color: Color, sq: Square): number {
  return color === RED ? FILES - fileOf(sq) : fileOf(sq) + 1;
}

/** How far forward a point is for `color` (0 on its back rank, 9 on the far rank). */
export function forwardness(color: Color, sq: Square): number {
  return color === RED ? 9 - rowOf(sq) : rowOf(sq);
}

export type Direction = 'forward' | 'backward' | 'sideways';

export function direction(color: Color, from: Square, to: Square): Direction {
  const d = forwardness(color, to) - forwardness(color, from);
  return d > 0 ? 'forward' : d < 0 ? 'backward' : 'sideways';
}

/**
 * Where a move goes in file notations: its direction, and its target — the destination file for
 * sideways moves and for every advisor, elephant and horse move, otherwise the number of points moved.
 */
export function moveTarget(board: ArrayLike<number>, from: Square, to: Square): { direction: Direction; target: number } {
  const piece = board[from], color = (piece >> 3) as Color, kind = piece & 7;
  const dir = direction(color, from, to);
  const byFile = dir === 'sideways' || kind === ADVISOR || kind === ELEPHANT || kind === HORSE;
  return { direction: dir, target: byFile ? fileFromRight(color, to) : Math.abs(forwardness(color, to) - forwardness(color, from)) };
}

/**
 * Pieces with the same code on the file of `from` (including it), front to back from the mover's view.
 */
export function sameFile(board: ArrayLike<number>, from: Square): Square[] {
  const piece = board[from], file = fileOf(from), color = (piece >> 3) as Color;
  const out: Square[] = [];
  for (let row = 0; row < 10; row++) if (board[row * FILES + file] === piece) out.push(row * FILES + file);
  return out.sort((a, b) => forwardness(color, b) - forwardness(color, a));
}

export interface PawnFile {
  /** File counted from the mover's right. */
  readonly file: number;
  /** Pawns on it, front to back. */
  readonly squares: Square[];
}

/** The mover's files holding two or more pawns, ordered from the mover's right. */
export function crowdedPawnFiles(board: ArrayLike<number>, color: Color): PawnFile[] {
  const pawn = (color << 3) | PAWN;
  const out: PawnFile[] = [];
  for (let n = 1; n <= FILES; n++) {
    const file = color === RED ? FILES - n : n - 1;
    const squares: Square[] = [];
    for (let row = 0; row < 10; row++) if (board[row * FILES + file] === pawn) squares.push(row * FILES + file);
    if (squares.length >= 2) out.push({ file: n, squares: squares.sort((a, b) => forwardness(color, b) - forwardness(color, a)) });
  }
  return out;
}
