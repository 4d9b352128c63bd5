/** How pieces are named and drawn: Chinese characters by colour, as players write them. */
import { type Color, type Piece, type PieceKind, makePiece } from '../../../shared/rules/piece';

const RED_NAMES = ['', '帅', '仕', '相', '马', '车', '炮', '兵'];
const BLACK_NAMES = ['', '将', '士', '象', '马', '车', '炮', '卒'];

export function pieceName(piece: Piece): string {
  return (piece >> 3 === 0 ? RED_NAMES : BLACK_NAMES)[piece & 7];
}

/** The editor's palette order: king, advisors, elephants, then attackers. */
export const PALETTE_KINDS: readonly PieceKind[] = [1, 2, 3, 5, 4, 6, 7];

export function palette(color: Color): Piece[] {
  return PALETTE_KINDS.map((kind) => makePiece(color, kind));
}
