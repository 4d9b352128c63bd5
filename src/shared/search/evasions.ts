/**
 * The legal moves of a side in check, for the search: the rules core's `generateEvasions` (the same
 * moves, in another order) with the check's points and each candidate's safety read off the
 * search's rank and file occupancy. Only the moves that can answer the check are generated: the
 * king's, every move of a piece standing on one of the check's points (a cannon's screen), and the
 * others' moves onto those points (a capture of the checker or a block), each asked of the board
 * as the hash move is (`isPseudoLegal`) instead of generating every move and keeping a few. The
 * search needs the count at once (a lone evasion is extended, none is mate), so the test cannot be
 * left to `make`.
 */
import { MAX_MOVES, type Position } from '../rules/position';
import { ADVISOR, CANNON, ELEPHANT, HORSE, KING, PAWN, ROOK } from '../rules/piece';
import { isPseudoLegal } from '../rules/pseudoLegal';
import { fileOf, rowOf } from '../rules/square';
import type { LineOccupancy } from './lineOccupancy';

/**
 * By `from * 90 + to`: a bit for each piece kind that can make that step on an empty board (palace,
 * river and blocking aside), so that a piece is asked about a check's point only when its kind can
 * step there: `isPseudoLegal` for every piece and point was most of this generator's time.
 */
const STEP_KINDS = new Uint8Array(90 * 90);
for (let from = 0; from < 90; from++) {
  for (let to = 0; to < 90; to++) {
    const rows = Math.abs(rowOf(from) - rowOf(to)), files = Math.abs(fileOf(from) - fileOf(to));
    let kinds = 0;
    if (rows + files === 1) kinds |= (1 << KING) | (1 << PAWN);
    if (rows === 1 && files === 1) kinds |= 1 << ADVISOR;
    if (rows === 2 && files === 2) kinds |= 1 << ELEPHANT;
    if (rows * files === 2) kinds |= 1 << HORSE;
    if (from !== to && (rows === 0 || files === 0)) kinds |= (1 << ROOK) | (1 << CANNON);
    STEP_KINDS[from * 90 + to] = kinds;
  }
}

export class EvasionGenerator {
  /** The points the current check depends on (`LineOccupancy.markCheck`), set and cleared per call. */
  private readonly marks = new Uint8Array(90);
  private readonly points = new Uint8Array(90);
  /** One piece's moves at a time. */
  private readonly pieceMoves = new Uint16Array(MAX_MOVES);

  /** Writes the legal moves of `pos.turn`, in check, from the piece list `pieces[first..end)` into `out`; returns the count. */
  generate(pos: Position, lines: LineOccupancy, pieces: Uint8Array, first: number, end: number, out: Uint16Array): number {
    const board = pos.board, us = pos.turn, them = us ^ 1, king = pos.kings[us], marks = this.marks, points = this.points;
    const count = lines.markCheck(board, king, them, marks, points);
    let n = 0;
    for (let k = first; k < end; k++) {
      const from = pieces[k];
      if (from === king || marks[from] === 1) {
        const m = pos.generatePseudoAt(pieces, k + 1, this.pieceMoves, k);
        for (let i = 0; i < m; i++) out[n++] = this.pieceMoves[i];
      } else {
        const kind = 1 << (board[from] & 7);
        for (let i = 0; i < count; i++) {
          const move = from | (points[i] << 7);
          if ((STEP_KINDS[from * 90 + points[i]] & kind) !== 0 && isPseudoLegal(board, us, move)) out[n++] = move;
        }
      }
    }
    for (let i = 0; i < count; i++) marks[points[i]] = 0;
    let legal = 0;
    for (let i = 0; i < n; i++) {
      const move = out[i], from = move & 127, to = move >> 7;
      const captured = pos.play(move);
      lines.flip(from);
      if (!captured) lines.flip(to);
      const safe = !lines.isAttacked(board, pos.kings[us], them);
      lines.flip(from);
      if (!captured) lines.flip(to);
      pos.undo(move, captured);
      if (safe) out[legal++] = move;
    }
    return legal;
  }
}
