/**
 * The 32 piece slots in which XQF and DhtmlXQ both give a start position, one point per slot:
 * red's sixteen, then black's, each rook, horse, elephant, advisor, king, advisor, elephant, horse,
 * rook, cannon, cannon and five pawns (XQStudio's `QiziXY`, the dpxq viewer's piece list).
 */
import { ADVISOR, BLACK, CANNON, ELEPHANT, HORSE, KING, PAWN, type Piece, type PieceKind, RED, ROOK, makePiece } from '../rules/piece';

const SIDE_KINDS: readonly PieceKind[] = [
  ROOK, HORSE, ELEPHANT, ADVISOR, KING, ADVISOR, ELEPHANT, HORSE, ROOK, CANNON, CANNON, PAWN, PAWN, PAWN, PAWN, PAWN,
];

/** The piece each of the 32 slots holds. */
export const SLOT_PIECES: readonly Piece[] = [
  ...SIDE_KINDS.map((kind) => makePiece(RED, kind)),
  ...SIDE_KINDS.map((kind) => makePiece(BLACK, kind)),
];
