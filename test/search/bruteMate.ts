/**
 * An independent check of mate distances: plain full-width minimax with no table, no pruning and no
 * ordering. `mateMoves(pos, max)` is the fewest moves in which the side to move forces the end of the
 * game (the opponent without a legal move: checkmate or stalemate, both losses in Xiangqi), or
 * undefined when it cannot within `max`.
 */
import { Position } from '../../src/shared/rules/position';

function forces(pos: Position, moves: number): boolean {
  for (const move of pos.legalMoves()) {
    const captured = pos.play(move);
    const replies = pos.legalMoves();
    let all = true;
    if (replies.length > 0) {
      if (moves === 1) all = false;
      else {
        for (const reply of replies) {
          const taken = pos.play(reply);
          const ok = forces(pos, moves - 1);
          pos.undo(reply, taken);
          if (!ok) {
            all = false;
            break;
          }
        }
      }
    }
    pos.undo(move, captured);
    if (all) return true;
  }
  return false;
}

export function mateMoves(fen: string, max: number): number | undefined {
  const pos = Position.fromFen(fen);
  for (let n = 1; n <= max; n++) if (forces(pos, n)) return n;
  return undefined;
}
