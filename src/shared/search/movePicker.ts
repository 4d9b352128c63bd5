/**
 * The moves of one full-width node, in ordering.ts's order, generated in stages as ElephantEye does:
 * the hash move before anything is generated, then the captures of pieces worth at least the
 * capturer's (only captures generated), then the two killers, and only then every other move: the
 * cheaper captures, the quiet moves that check from their target (read off the occupancy tables;
 * the mates this engine is built for are mostly made of checks), the other quiet moves by history.
 * Most nodes cut on one of the first, and so never generate or score their quiet moves. In check and
 * at the root the caller lists every move at once instead (`listed`: ordering.ts's order alone).
 */
import { MAX_MOVES, type Position } from '../rules/position';
import { PIECE_VALUE } from './evaluate';
import { isPseudoLegal } from '../rules/pseudoLegal';
import type { LineOccupancy } from './lineOccupancy';
import { mayGiveCheck } from './mayGiveCheck';
import { type MoveOrdering, QUIET_CHECK } from './ordering';

const HASH = 0;
const GENERATE_CAPTURES = 1;
const GOOD_CAPTURES = 2;
const KILLER_1 = 3;
const KILLER_2 = 4;
const GENERATE_REST = 5;
const LISTED = 6;
const DONE = 7;

/** A capture ordered before the killers: the victim is worth at least the capturer. */
function isGoodCapture(board: Int8Array, move: number): boolean {
  const victim = board[move >> 7];
  return victim !== 0 && PIECE_VALUE[victim & 7] >= PIECE_VALUE[board[move & 127] & 7];
}

export class MovePicker {
  readonly moves = new Uint16Array(MAX_MOVES);
  readonly scores = new Int32Array(MAX_MOVES);
  private stage = DONE;
  private count = 0;
  private index = 0;
  private hashMove = 0;
  private killer1 = 0;
  private killer2 = 0;
  /** From this index on the listed moves' scores are all equal: they come in the order they stand. */
  private flatFrom = MAX_MOVES;
  /** Whether the last stage left quiet moves out that could not check (`next`'s `quietChecksOnly`). */
  droppedQuiet = false;

  constructor(private readonly ordering: MoveOrdering, private readonly ply: number) {}

  /** The `n` moves the caller wrote into `moves`, ordered with `hashMove` first. */
  listed(board: Int8Array, n: number, hashMove: number): void {
    this.ordering.scoreMoves(board, this.moves, n, this.scores, hashMove, this.ply);
    this.count = n;
    this.index = 0;
    this.flatFrom = MAX_MOVES;
    this.droppedQuiet = false;
    this.stage = LISTED;
  }

  /** Staged from `hashMove` (0 for none; else pseudo-legal on the board, `isPseudoLegal`). */
  staged(hashMove: number): void {
    this.hashMove = hashMove;
    this.killer1 = this.killer2 = 0;
    this.droppedQuiet = false;
    this.stage = hashMove !== 0 ? HASH : GENERATE_CAPTURES;
  }

  /**
   * The next pseudo-legal move, or 0 when there is none left (0 is a1 to a1, never a move). The
   * position must be as it was at `staged`; `lines` is its occupancy and `pieces[first..end)` the
   * side to move's points. With `quietChecksOnly` (a node whose quiet moves are futile unless they
   * check), the last stage lists no quiet move that cannot check (`droppedQuiet` says whether it
   * left one out): generating, ordering and selecting them was most of such a node's work.
   */
  next(pos: Position, lines: LineOccupancy, pieces: Uint8Array, first: number, end: number, quietChecksOnly: boolean): number {
    const board = pos.board;
    if (this.stage === HASH) {
      this.stage = GENERATE_CAPTURES;
      return this.hashMove;
    }
    if (this.stage === GENERATE_CAPTURES) {
      const moves = this.moves, n = lines.generateCaptures(board, pos.turn, pieces, first, end, moves);
      let kept = 0;
      for (let i = 0; i < n; i++) if (moves[i] !== this.hashMove && isGoodCapture(board, moves[i])) moves[kept++] = moves[i];
      this.ordering.scoreCaptures(board, moves, kept, this.scores);
      this.count = kept;
      this.index = 0;
      this.stage = GOOD_CAPTURES;
    }
    if (this.stage === GOOD_CAPTURES) {
      if (this.index < this.count) return this.ordering.pick(this.moves, this.scores, this.index++, this.count);
      this.stage = KILLER_1;
    }
    if (this.stage === KILLER_1) {
      this.stage = KILLER_2;
      const killer = this.ordering.killers[this.ply * 2];
      if (this.isQuietCandidate(board, pos.turn, killer)) return (this.killer1 = killer);
    }
    if (this.stage === KILLER_2) {
      this.stage = GENERATE_REST;
      const killer = this.ordering.killers[this.ply * 2 + 1];
      if (killer !== this.killer1 && this.isQuietCandidate(board, pos.turn, killer)) return (this.killer2 = killer);
    }
    if (this.stage === GENERATE_REST) {
      const moves = this.moves, n = pos.generatePseudoAt(pieces, end, moves, first), king = pos.kings[pos.turn ^ 1];
      let kept = 0, dropped = false;
      for (let i = 0; i < n; i++) {
        const move = moves[i];
        if (move === this.hashMove || move === this.killer1 || move === this.killer2 || isGoodCapture(board, move)) continue;
        if (quietChecksOnly && board[move >> 7] === 0 && !mayGiveCheck(board[move & 127], move & 127, move >> 7, king)) dropped = true;
        else moves[kept++] = move;
      }
      this.listed(board, kept, 0);
      this.droppedQuiet = dropped;
      const scores = this.scores;
      for (let i = 0; i < kept; i++) {
        const move = moves[i];
        if (board[move >> 7] === 0 && scores[i] < QUIET_CHECK && lines.checksDirectly(board, move & 127, move >> 7, king)) scores[i] += QUIET_CHECK;
      }
    }
    if (this.stage === LISTED) {
      if (this.index < this.count) {
        if (this.index >= this.flatFrom) return this.moves[this.index++];
        const move = this.ordering.pick(this.moves, this.scores, this.index++, this.count);
        // The quiet moves left at a node that searches them all often share one history score (none):
        // selecting among them again for each was 4 % of the profile.
        if (this.ordering.pickedFlat) this.flatFrom = this.index;
        return move;
      }
      this.stage = DONE;
    }
    return 0;
  }

  /** A killer worth playing here: not the hash move, not a capture (those have their own place), and a move on this board. */
  private isQuietCandidate(board: Int8Array, turn: number, killer: number): boolean {
    return killer !== 0 && killer !== this.hashMove && board[killer >> 7] === 0 && isPseudoLegal(board, turn, killer);
  }
}
