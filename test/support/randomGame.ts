/** Random trees of legal moves with comments and variations, for the round trips of every game format. */
import type { PgnMove } from '../../src/shared/formats/pgn/game';
import type { Position } from '../../src/shared/rules/position';

export interface TreeShape {
  /** How likely a move is to carry a comment, and its text. */
  readonly comments: number;
  readonly comment: (rand: () => number, ply: number) => string;
  /** How likely a move is to have variations, and how many it then has at most. */
  readonly sidelines: number;
  readonly most: number;
  /**
   * Whether a variation's first move may have variations of its own. DhtmlXQ and XQF keep one list
   * of alternatives a point, so theirs do not: they would come back as alternatives of the move the
   * variation replaces.
   */
  readonly nestedAtFirstMove: boolean;
}

/** Random play from `pos` (not changed) of up to `plies` moves, with variations `depth` levels deep. */
export function randomLine(rand: () => number, pos: Position, plies: number, depth: number, shape: TreeShape, inVariation = false): PgnMove[] {
  const p = pos.clone();
  const out: PgnMove[] = [];
  for (let i = 0; i < plies; i++) {
    const moves = p.legalMoves();
    if (moves.length === 0) break;
    const move = moves[Math.floor(rand() * moves.length)];
    const comment = rand() < shape.comments ? shape.comment(rand, i) : undefined;
    const branching = depth > 0 && (shape.nestedAtFirstMove || !inVariation || i > 0);
    const count = branching && rand() < shape.sidelines ? 1 + Math.floor(rand() * shape.most) : 0;
    const variations = Array.from({ length: count }, () => randomLine(rand, p, 1 + Math.floor(rand() * 6), depth - 1, shape, true));
    out.push({ move, ...(comment && { comment }), ...(count > 0 && { variations }) });
    p.play(move);
  }
  return out;
}
