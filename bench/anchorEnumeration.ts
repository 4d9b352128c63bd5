/**
 * The enumeration bench:anchor and the xqdump program (outside this repository, see
 * docs/rules-anchor.md) share, so that each program's values of one position can be paired without
 * either's index: the men of a material in a fixed order (red K A B R N C P, then black), each over
 * the points its kind and colour may stand on in ascending ICCS point number (n = 9 × rank + file,
 * a0 = 0, i9 = 89), the first man most significant. A tuple with two men on one point, or with two
 * identical men out of ascending point order, is no position (each set of identical men counts once).
 */
import { placementsOf } from '../src/shared/rules/geometry';
import { ADVISOR, BLACK, CANNON, ELEPHANT, HORSE, KING, PAWN, type PieceKind, RED, ROOK, makePiece, pieceColor, pieceKind } from '../src/shared/rules/piece';
import { squareAt } from '../src/shared/rules/square';
import type { Material } from '../src/shared/material/material';

const KIND_ORDER: readonly [PieceKind, string][] = [
  [KING, 'K'], [ADVISOR, 'A'], [ELEPHANT, 'B'], [ROOK, 'R'], [HORSE, 'N'], [CANNON, 'C'], [PAWN, 'P'],
];

/** The men of `m` in the dump's order: red K A B R N C P, then black the same. */
export function dumpPieces(m: Material): number[] {
  const pieces: number[] = [];
  for (const color of [RED, BLACK] as const) {
    for (const [kind] of KIND_ORDER) for (let i = 0; i < m[color][kind]; i++) pieces.push(makePiece(color, kind));
  }
  return pieces;
}

/** xqdump's spelling of the men: upper case red, lower case black (KR-KN is "KRkn"). */
export function dumpLetters(pieces: readonly number[]): string {
  return pieces.map((p) => {
    const letter = KIND_ORDER.find(([kind]) => kind === pieceKind(p))![1];
    return pieceColor(p) === RED ? letter : letter.toLowerCase();
  }).join('');
}

/** Our square (row 0 = black's back rank) of ICCS point `n` (rank 0 = red's back rank). */
export function squareOfPoint(n: number): number {
  return squareAt(9 - Math.floor(n / 9), n % 9);
}

/** The ICCS point number of our square. */
export function pointOfSquare(sq: number): number {
  return 9 * (9 - Math.floor(sq / 9)) + (sq % 9);
}

/** The points a man may stand on, ascending ICCS point numbers. */
export function pointsOf(piece: number): number[] {
  return placementsOf(piece).map(pointOfSquare).sort((a, b) => a - b);
}

/**
 * Walks the enumeration: `squares` holds the current tuple's men on our squares, `isPosition` says
 * whether it is a position; `advance` steps to the next tuple (false after the last).
 */
export class Enumeration {
  readonly domains: readonly Int8Array[];
  readonly squares: Int8Array;
  readonly tuples: number;
  private readonly digits: Int32Array;
  isPosition = false;

  constructor(readonly pieces: readonly number[]) {
    this.domains = pieces.map((p) => Int8Array.from(pointsOf(p).map(squareOfPoint)));
    this.tuples = this.domains.reduce((n, d) => n * d.length, 1);
    this.squares = new Int8Array(pieces.length);
    this.digits = new Int32Array(pieces.length);
    this.settle();
  }

  advance(): boolean {
    for (let i = this.pieces.length - 1; i >= 0; i--) {
      if (++this.digits[i] < this.domains[i].length) {
        this.settle();
        return true;
      }
      this.digits[i] = 0;
    }
    return false;
  }

  private settle(): void {
    const { pieces, domains, digits, squares } = this;
    let position = true;
    for (let i = 0; i < pieces.length; i++) {
      squares[i] = domains[i][digits[i]];
      // Identical men: only ascending point order, i.e. ascending digits (domains are ascending).
      for (let j = 0; j < i && position; j++) {
        if (squares[j] === squares[i] || (pieces[j] === pieces[i] && digits[j] > digits[i])) position = false;
      }
    }
    this.isPosition = position;
  }
}
