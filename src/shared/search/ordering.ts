/**
 * Move ordering: the hash move first, then captures of a piece worth at least the capturer's (most
 * valuable victim, then least valuable attacker), the two killer moves of the ply, the captures of
 * cheaper pieces (which may lose the capturer: ElephantEye's order), then the other quiet moves by
 * history, those that check from their target first (`QUIET_CHECK`, which movePicker.ts adds). Moves
 * are picked one at a time (selection), since a cut often comes after the first few.
 */
import { PIECE_VALUE } from './evaluate';
import { MAX_PLY } from './score';

const HASH_MOVE = 1 << 30;
const CAPTURE = 1 << 29;
const KILLER_1 = 1 << 28;
const KILLER_2 = KILLER_1 - 1;
/** Captures of cheaper pieces: below the killers, above every history score. */
const DOUBTFUL_CAPTURE = 1 << 27;
/** History scores stay at or below it. */
const HISTORY_LIMIT = 1 << 26;
/** Added by `movePicker.ts` to a quiet move that checks from its target: above every other quiet move. */
export const QUIET_CHECK = HISTORY_LIMIT + 1;

/** The order attackers are preferred in, cheapest first: pawn, advisor, elephant, horse, cannon, rook, king. */
const ATTACKER_RANK: readonly number[] = [0, 7, 2, 3, 4, 6, 5, 1];

export class MoveOrdering {
  readonly killers = new Uint16Array(MAX_PLY * 2);
  /** By `piece * 90 + target`. */
  readonly history = new Int32Array(16 * 90);

  /** Forget killers; halve history so the last search's knowledge fades (called per new search). */
  reset(): void {
    this.killers.fill(0);
    for (let i = 0; i < this.history.length; i++) this.history[i] >>= 1;
  }

  /** Fills `scores[0..n)` for `moves[0..n)` on `board`. */
  scoreMoves(board: Int8Array, moves: Uint16Array, n: number, scores: Int32Array, hashMove: number, ply: number): void {
    const k1 = this.killers[ply * 2], k2 = this.killers[ply * 2 + 1];
    for (let i = 0; i < n; i++) {
      const move = moves[i];
      const from = move & 127, to = move >> 7;
      const victim = board[to], piece = board[from];
      if (move === hashMove) scores[i] = HASH_MOVE;
      else if (victim !== 0) {
        // A capture of a cheaper piece may lose the capturer: after the killers (ElephantEye's order).
        const value = PIECE_VALUE[victim & 7] * 16 + (16 - ATTACKER_RANK[piece & 7]);
        scores[i] = PIECE_VALUE[victim & 7] >= PIECE_VALUE[piece & 7] ? CAPTURE + value : DOUBTFUL_CAPTURE + value;
      }
      else if (move === k1) scores[i] = KILLER_1;
      else if (move === k2) scores[i] = KILLER_2;
      else scores[i] = this.history[piece * 90 + to];
    }
  }

  /** Captures only (quiescence): by victim, then attacker. */
  scoreCaptures(board: Int8Array, moves: Uint16Array, n: number, scores: Int32Array): void {
    for (let i = 0; i < n; i++) {
      const move = moves[i];
      scores[i] = PIECE_VALUE[board[move >> 7] & 7] * 16 + (16 - ATTACKER_RANK[board[move & 127] & 7]);
    }
  }

  /** Whether every score of `[i, n)` was the same at the last `pick`: the rest may then come in the order they stand. */
  pickedFlat = false;

  /** Swaps the best-scored move of `[i, n)` into place `i` and returns it. */
  pick(moves: Uint16Array, scores: Int32Array, i: number, n: number): number {
    let best = i, low = scores[i];
    for (let j = i + 1; j < n; j++) {
      const s = scores[j];
      if (s > scores[best]) best = j;
      else if (s < low) low = s;
    }
    this.pickedFlat = scores[best] === low;
    if (best !== i) {
      const m = moves[i]; moves[i] = moves[best]; moves[best] = m;
      const s = scores[i]; scores[i] = scores[best]; scores[best] = s;
    }
    return moves[i];
  }

  /** A quiet move caused a cut at `ply`. */
  cutoff(piece: number, move: number, ply: number, depth: number): void {
    if (this.killers[ply * 2] !== move) {
      this.killers[ply * 2 + 1] = this.killers[ply * 2];
      this.killers[ply * 2] = move;
    }
    const slot = piece * 90 + (move >> 7);
    this.history[slot] += depth * depth;
    if (this.history[slot] > HISTORY_LIMIT) for (let i = 0; i < this.history.length; i++) this.history[i] >>= 1;
  }
}
