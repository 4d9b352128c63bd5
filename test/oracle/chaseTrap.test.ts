import { describe, expect, it } from 'vitest';
import { MAX_MOVES, Position } from '../../src/shared/rules/position';
import { ChaseTraps, type TrapGraph } from './chaseTrap';

// The chase trap's sets (docs/rules.md 3.4) on a four-position cycle of real positions: black's horse
// goes e4-c5-e4 and attacks red's rook each time, the rook steps d7-d6-d7 out of the attack. Every
// move leaving the cycle goes to one decided position; which of black's moves lose is the test's choice.
const CYCLE = [
  '5k3/9/3R5/9/9/4n4/9/9/9/3K5 b', // black to move: Ne4-c5 attacks the rook on d7
  '5k3/9/3R5/9/2n6/9/9/9/9/3K5 w', // red to move: Rd7-d6 leaves the horse's reach
  '5k3/9/9/3R5/2n6/9/9/9/9/3K5 b', // black to move: Nc5-e4 attacks the rook on d6
  '5k3/9/9/3R5/9/4n4/9/9/9/3K5 w', // red to move: Rd6-d7 leaves it again
];
const OUT = CYCLE.length;

const positions = CYCLE.map((fen) => Position.fromFen(fen));

/** The cycle's move graph, with the decided position OUT (no moves of its own) after it. */
function cycleGraph(): TrapGraph & { readonly from: number[] } {
  const first = [0], target: number[] = [], check: number[] = [], from: number[] = [];
  const moves = new Uint16Array(MAX_MOVES);
  positions.forEach((pos, id) => {
    for (let i = 0, n = pos.generateLegal(moves); i < n; i++) {
      const next = positions.findIndex((p) => p.fen() === pos.after(moves[i]).fen());
      target.push(pos.capturedBy(moves[i]) !== 0 ? -1 : next < 0 ? OUT : next);
      check.push(pos.givesCheck(moves[i]) ? 1 : 0);
      from.push(id);
    }
    first.push(target.length);
  });
  first.push(target.length);
  return {
    first: Int32Array.from(first), target: Int32Array.from(target), check: Uint8Array.from(check), from,
    turn: Uint8Array.from([...positions.map((pos) => pos.turn), 0]),
    inCheck: Uint8Array.from([...positions.map((pos) => (pos.inCheck() ? 1 : 0)), 0]),
  };
}

/** The positions black, the chaser, loses in the trap; `escapes(id)`: black's moves out of the cycle from `id` do not lose. */
function chaserLosses(escapes: (id: number) => boolean): number[] {
  const graph = cycleGraph();
  const source = {
    position: (id: number) => positions[id].clone(),
    squares: (id: number) => positions[id].board.reduce<number[]>((points, piece, sq) => (piece ? [...points, sq] : points), []),
  };
  const undecided = (id: number) => id < OUT;
  const lostMove = (e: number) => graph.turn[graph.from[e]] === 1 && graph.target[e] !== graph.from[e] + 1 && !escapes(graph.from[e]);
  return new ChaseTraps(graph, source, undecided, [1]).seeds(undecided, lostMove).sort();
}

describe('the chase trap of the forward solver', () => {
  it('holds the chaser\'s positions of a cycle where every other move loses', () => {
    expect(chaserLosses(() => false)).toEqual([0, 2]);
  });

  it('lets the whole cycle go when the chaser has one move that does not lose', () => {
    // From position 2 black may leave the cycle safely: position 2 escapes, position 1 can then only
    // evade into it, so position 0's chase has no evasion left that keeps the cycle.
    expect(chaserLosses((id) => id === 2)).toEqual([]);
  });
});
