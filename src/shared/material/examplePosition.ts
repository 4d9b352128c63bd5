/**
 * A legal position of a material, to set up on the board when a user names an endgame
 * (炮高兵单士象对士象全) rather than placing its pieces: kings in their palaces, defenders on their home
 * points, attackers where they stand in a typical study (across the river for pawns), the side to
 * move not giving check. Deterministic: the same material always gets the same position.
 */
import { makeFen } from '../rules/fen';
import { ADVISOR, BLACK, CANNON, type Color, ELEPHANT, HORSE, KING, PAWN, type PieceKind, RED, ROOK, makePiece } from '../rules/piece';
import type { Placement } from '../rules/setup';
import { squareAt } from '../rules/square';
import { validateSetup } from '../rules/validate';
import type { Material } from './material';

/** Points to try for each kind, from red's side (row 9 is red's back rank); black's are mirrored. */
const PREFERRED: Record<PieceKind, readonly (readonly [number, number])[]> = {
  [KING]: [[9, 4], [9, 3], [9, 5], [8, 4], [8, 3], [8, 5]],
  [ADVISOR]: [[9, 3], [9, 5], [8, 4], [7, 3], [7, 5]],
  [ELEPHANT]: [[9, 2], [9, 6], [7, 4], [5, 2], [5, 6], [7, 0], [7, 8]],
  [ROOK]: [[6, 0], [6, 8], [5, 1], [5, 7], [8, 0], [8, 8]],
  [HORSE]: [[6, 2], [6, 6], [5, 3], [5, 5], [7, 1], [7, 7]],
  [CANNON]: [[7, 1], [7, 7], [6, 4], [8, 1], [8, 7], [5, 4]],
  [PAWN]: [[3, 2], [3, 6], [2, 4], [4, 0], [4, 8], [3, 4], [6, 0], [6, 2], [6, 6], [6, 8]],
};

const ORDER: readonly PieceKind[] = [KING, ADVISOR, ELEPHANT, PAWN, HORSE, CANNON, ROOK];

function candidates(color: Color, kind: PieceKind): number[] {
  const points = PREFERRED[kind].map(([row, file]) => (color === RED ? squareAt(row, file) : squareAt(9 - row, 8 - file)));
  // Every other point after the preferred ones, so some placement is found whenever one exists.
  const rest = Array.from({ length: 90 }, (_, sq) => (color === RED ? 89 - sq : sq)).filter((sq) => !points.includes(sq));
  return [...points, ...rest];
}

/** Problems that remain once every piece is down; a partial placement may still lack pieces. */
function broken(placements: Placement[], final: boolean): boolean {
  return validateSetup({ placements, turn: RED }).some((v) => final || v.code !== 'missing-king');
}

export function examplePosition(m: Material): string | null {
  const pieces: { color: Color; kind: PieceKind }[] = [];
  for (const kind of ORDER) for (const color of [RED, BLACK] as const) for (let i = 0; i < m[color][kind]; i++) pieces.push({ color, kind });
  const placements: Placement[] = [];
  const place = (index: number): boolean => {
    if (index === pieces.length) return !broken(placements, true);
    const { color, kind } = pieces[index];
    for (const square of candidates(color, kind)) {
      if (placements.some((p) => p.square === square)) continue;
      placements.push({ square, piece: makePiece(color, kind) });
      if (!broken(placements, false) && place(index + 1)) return true;
      placements.pop();
    }
    return false;
  };
  return place(0) ? makeFen({ placements, turn: RED }) : null;
}
