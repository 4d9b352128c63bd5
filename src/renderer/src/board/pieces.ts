/** How pieces are named and drawn: Chinese characters by colour, as players write them. */
import { type Color, type Piece, type PieceKind, makePiece } from '../../../shared/rules/piece';

export { pieceName } from '../../../shared/rules/pieceNames';

/** The editor's palette order: king, advisors, elephants, then attackers. */
export const PALETTE_KINDS: readonly PieceKind[] = [1, 2, 3, 5, 4, 6, 7];

export function palette(color: Color): Piece[] {
  return PALETTE_KINDS.map((kind) => makePiece(color, kind));
}
