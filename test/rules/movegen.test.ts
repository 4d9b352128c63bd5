import { describe, expect, it } from 'vitest';
import { START_FEN } from '../../src/shared/rules/fen';
import { moveToIccs } from '../../src/shared/rules/move';
import { BLACK, type Color, type PieceKind } from '../../src/shared/rules/piece';
import { Position } from '../../src/shared/rules/position';
import { playout, prng, randomPosition } from '../support/random';

function movesOf(fen: string): string[] {
  return Position.fromFen(fen).legalMoves().map(moveToIccs).sort();
}

describe('legal moves', () => {
  it('a horse is blocked by a piece on the leg beside its own point, not beside the target', () => {
    // Red horse e2: a piece on e3 blocks its two forward moves (d4, f4) and nothing else.
    const blocked = movesOf('4k4/9/9/9/9/9/4P4/4N4/9/3K5 w').filter((m) => m.startsWith('e2'));
    expect(blocked).not.toContain('e2d4');
    expect(blocked).not.toContain('e2f4');
    expect(blocked).toContain('e2c3');
    expect(blocked).toContain('e2g1');
    // A piece on d2 blocks both moves to the left (c3, c1), though neither target is next to it.
    const legBesideOrigin = movesOf('4k4/9/9/9/9/9/9/3AN4/9/3K5 w').filter((m) => m.startsWith('e2'));
    expect(legBesideOrigin).not.toContain('e2c3');
    expect(legBesideOrigin).not.toContain('e2c1');
    expect(legBesideOrigin).toContain('e2d4');
  });

  it('an elephant needs an empty eye and never crosses the river', () => {
    const moves = movesOf('4k4/9/9/9/9/2B6/3N5/9/9/3K5 w').filter((m) => m.startsWith('c4'));
    expect(moves).toEqual(['c4a2']);
  });

  it('the flying general pins a piece between the kings and forbids facing moves', () => {
    // The red cannon on e5 is the only piece between the kings: it may move along the file only.
    const cannon = movesOf('4k4/9/9/9/4C4/9/9/9/9/4K4 w').filter((m) => m.startsWith('e5'));
    expect(cannon.every((m) => m[2] === 'e')).toBe(true);
    expect(cannon.length).toBe(7);
    expect(movesOf('4k4/9/9/9/4n4/9/9/9/9/4K4 b').filter((m) => m.startsWith('e5'))).toEqual([]);
    // The red king may not step onto the open file of the black king.
    expect(movesOf('3k5/9/9/9/9/9/9/9/9/4K4 w')).not.toContain('e0d0');
  });

  it('a cannon captures over exactly one screen, never over two', () => {
    const one = movesOf('4k4/9/4r4/9/4p4/9/4C4/9/9/3K5 w').filter((m) => m.startsWith('e3'));
    expect(one).toContain('e3e7');
    const two = movesOf('5k3/9/4r4/4p4/4p4/9/4C4/9/9/3K5 w').filter((m) => m.startsWith('e3'));
    // It takes the second pawn over the first, but not the rook behind two screens.
    expect(two.filter((m) => m[2] === 'e').sort()).toEqual(['e3e0', 'e3e1', 'e3e2', 'e3e4', 'e3e6'].sort());
  });

  it('pawns move sideways only across the river and never backwards', () => {
    expect(movesOf('4k4/9/9/9/9/9/2P6/9/9/3K5 w').filter((m) => m.startsWith('c3'))).toEqual(['c3c4']);
    expect(movesOf('4k4/9/9/9/2P6/9/9/9/9/3K5 w').filter((m) => m.startsWith('c5')).sort()).toEqual(
      ['c5b5', 'c5c6', 'c5d5'],
    );
    expect(movesOf('2P1k4/9/9/9/9/9/9/9/9/3K5 w').filter((m) => m.startsWith('c9')).sort()).toEqual(['c9b9', 'c9d9']);
  });

  it('no legal move loses: checkmate and stalemate (困毙) both end the game against the side to move', () => {
    const stalemate = Position.fromFen('4k4/9/2N6/9/9/9/9/9/9/5K3 b');
    expect(stalemate.inCheck()).toBe(false);
    expect(stalemate.outcome()).toEqual({ kind: 'stalemate', loser: BLACK });
    const mate = Position.fromFen('3k5/3R5/3R5/9/9/9/9/9/9/4K4 b');
    expect(mate.outcome()).toEqual({ kind: 'checkmate', loser: BLACK });
    expect(Position.fromFen(START_FEN).outcome()).toBeUndefined();
  });
});

describe('incremental check test', () => {
  it('agrees with a full attack scan on every legal move of many positions', () => {
    const rand = prng(7);
    const positions: Position[] = [];
    for (let g = 0; g < 8; g++) positions.push(...playout(rand, START_FEN, 80));
    const materials: [Color, PieceKind][][] = [
      [[0, 5], [0, 6], [0, 4], [0, 7], [1, 2], [1, 3]],
      [[1, 5], [1, 6], [1, 4], [1, 7], [0, 2], [0, 3]],
      [[0, 6], [0, 6], [1, 6], [1, 4], [0, 7], [1, 7]],
    ];
    while (positions.length < 1500) {
      const pos = randomPosition(rand, materials[positions.length % 3], (positions.length & 1) as Color);
      if (pos) positions.push(pos);
    }
    let checks = 0, moves = 0;
    for (const pos of positions) {
      for (const move of pos.legalMoves()) {
        const expected = pos.after(move).inCheck();
        expect(pos.givesCheck(move)).toBe(expected);
        if (expected) checks++;
        moves++;
      }
    }
    expect(moves).toBeGreaterThan(20000);
    expect(checks).toBeGreaterThan(500);
  });
});

