/** Counts the leaf nodes of the legal move tree: the standard test of a move generator. */
import { MAX_MOVES, type Position } from './position';

export function perft(pos: Position, depth: number): number {
  const buffers = Array.from({ length: Math.max(depth, 1) }, () => new Uint16Array(MAX_MOVES));
  return count(pos, depth, buffers);
}

function count(pos: Position, depth: number, buffers: Uint16Array[]): number {
  if (depth === 0) return 1;
  const moves = buffers[depth - 1];
  const n = pos.generateLegal(moves);
  if (depth === 1) return n;
  let nodes = 0;
  for (let i = 0; i < n; i++) {
    const captured = pos.play(moves[i]);
    nodes += count(pos, depth - 1, buffers);
    pos.undo(moves[i], captured);
  }
  return nodes;
}
