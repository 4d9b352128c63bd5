/**
 * Pieces' Chinese names as players write them in simplified characters, by colour: the board, the
 * diagrams and Chinese notation all use these (帅仕相马车炮兵 for red, 将士象马车炮卒 for black).
 */
import { type Piece, pieceColor, pieceKind } from './piece';

const NAMES: readonly string[] = [' 帅仕相马车炮兵', ' 将士象马车炮卒'];

export function pieceName(piece: Piece): string {
  return NAMES[pieceColor(piece)][pieceKind(piece)];
}
