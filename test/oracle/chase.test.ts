import { describe, expect, it } from 'vitest';
import { type Move, makeMove, moveToIccs } from '../../src/shared/rules/move';
import { opposite } from '../../src/shared/rules/piece';
import { Position } from '../../src/shared/rules/position';
import { iccsToSquare, squareToIccs } from '../../src/shared/rules/square';
import { chaseCaptures, newChases, savedPoints } from './chase';

// The forward solver's chase primitives (docs/rules.md 3.1-3.3) on hand-built positions. Red is the
// chaser throughout: red to move for chase captures and new chases, black to move for evasions.

function moveOf(iccs: string): Move {
  return makeMove(iccsToSquare(iccs.slice(0, 2))!, iccsToSquare(iccs.slice(2))!);
}

/** The chase captures of the side to move, as sorted ICCS moves. */
function chases(fen: string): string[] {
  const pos = Position.fromFen(fen);
  return chaseCaptures(pos, pos.turn).map(moveToIccs).sort();
}

/** Plays the legal move `iccs` and gives the chaser's chase captures before and after it. */
function aroundMove(fen: string, iccs: string, chaser: (pos: Position) => 0 | 1) {
  const pos = Position.fromFen(fen), move = moveOf(iccs);
  expect(pos.isLegal(move) && pos.capturedBy(move) === 0 && !pos.givesCheck(move)).toBe(true);
  const colour = chaser(pos);
  const before = chaseCaptures(pos, colour);
  const captured = pos.play(move);
  const after = chaseCaptures(pos, colour);
  pos.undo(move, captured);
  return { move, before, after };
}

/** T(m) of the chaser's (red's) move, as sorted ICCS points. */
function targets(fen: string, iccs: string): string[] {
  const { move, before, after } = aroundMove(fen, iccs, (pos) => pos.turn);
  return newChases(move, before, after).map(squareToIccs).sort();
}

/** S(e) of the chased side's (black's) move, as sorted ICCS points. */
function saved(fen: string, iccs: string): string[] {
  const { move, before, after } = aroundMove(fen, iccs, (pos) => opposite(pos.turn));
  return savedPoints(move, before, after).map(squareToIccs).sort();
}

describe('chase captures (3.1)', () => {
  it('a rook attacked by a horse or a cannon is chased even when protected (C1)', () => {
    // The horse takes the rook on e8, which the king beside it protects: still a chase.
    expect(chases('4k4/4r4/9/3N5/9/9/9/9/9/3K5 w')).toEqual(['d6e8']);
    // The cannon takes it over the pawn on e6 (an uncrossed pawn, never a target itself).
    expect(chases('4k4/4r4/9/4p4/9/9/4C4/9/9/3K5 w')).toEqual(['e3e8']);
  });

  it('a rook attacked by a rook only if it cannot take back and is unprotected (C2)', () => {
    // Rooks facing on the a-file: the black rook can take back, an offer to exchange.
    expect(chases('4k4/9/r8/9/9/R8/9/9/9/3K5 w')).toEqual([]);
    // The black rook on e7 is all that stands between the kings: taking back on a7 is illegal.
    expect(chases('4k4/9/R3r4/9/9/9/9/9/9/4K4 w')).toEqual(['a7e7']);
    // The same, but the horse on d5 takes back on e7.
    expect(chases('4k4/9/R3r4/9/3n5/9/9/9/9/4K4 w')).toEqual([]);
  });

  it('a rook attacked by an elephant only if unprotected (C3)', () => {
    // The elephant takes the rook on c4 over an empty eye.
    expect(chases('4k4/9/9/9/9/2r6/9/4B4/9/3K5 w')).toEqual(['e2c4']);
    // The horse on b6 takes back on c4.
    expect(chases('4k4/9/9/1n7/9/2r6/9/4B4/9/3K5 w')).toEqual([]);
  });

  it('a horse attacked by a horse only if its own leg toward the attacker is blocked (C4)', () => {
    // The black horse's leg toward c3 is d4, where its pawn stands: it cannot take back.
    expect(chases('4k4/9/9/9/3n5/3p5/2N6/9/9/3K5 w')).toEqual(['c3d5']);
    // Leg free: the horses attack each other, an exchange.
    expect(chases('4k4/9/9/9/3n5/9/2N6/9/9/3K5 w')).toEqual([]);
  });

  it('a cannon attacked by a cannon only if it cannot legally take back (C5)', () => {
    // The cannons see each other over the advisor on d7: the black one takes back.
    expect(chases('4k4/9/C2ac4/9/9/9/9/9/9/3K5 w')).toEqual([]);
    // With the red king on e0 the black cannon alone keeps the kings apart: taking back is illegal.
    expect(chases('4k4/9/C2ac4/9/9/9/9/9/9/4K4 w')).toEqual(['a7e7']);
  });

  it('a pawn is a target once across the river, never before (C6, C7)', () => {
    // The black pawn on e4 stands on red's half.
    expect(chases('4k4/9/9/9/9/4p4/9/3N5/9/3K5 w')).toEqual(['d2e4']);
    // On e6 it has not crossed.
    expect(chases('4k4/9/9/4p4/9/3N5/9/9/9/3K5 w')).toEqual([]);
  });

  it('an advisor is a target if unprotected (C6)', () => {
    // Nothing takes back on d7.
    expect(chases('4k4/9/3a5/9/9/3R5/9/9/9/3K5 w')).toEqual(['d4d7']);
    // The advisor on e8 does.
    expect(chases('4k4/4a4/3a5/9/9/3R5/9/9/9/3K5 w')).toEqual([]);
  });

  it('a king or a pawn never chases (C8)', () => {
    // The crossed pawn on e5 attacks the unprotected horse on d5.
    expect(chases('4k4/9/9/9/3nP4/9/9/9/9/3K5 w')).toEqual([]);
    // The king attacks the unprotected horse on d1.
    expect(chases('3k5/9/9/9/9/9/9/9/3nK4/9 w')).toEqual([]);
  });

  it('only legal recaptures protect (C9)', () => {
    // The horse on e7 would protect the cannon on d5, but it is pinned between the kings.
    expect(chases('4k4/9/4n4/9/R2c5/9/9/9/9/4K4 w')).toEqual(['a5d5']);
    // With the red king on d0 it is free, and the cannon protected.
    expect(chases('4k4/9/4n4/9/R2c5/9/9/9/9/3K5 w')).toEqual([]);
    // Taking the cannon on d8 uncovers the rook's check on e9: the rook on a8 may not take back.
    expect(chases('4k4/r2c5/9/4N4/9/9/4R4/9/9/3K5 w')).toEqual(['e6d8']);
    // Without the red rook it may.
    expect(chases('4k4/r2c5/9/4N4/9/9/9/9/9/3K5 w')).toEqual([]);
    // The king would take back on e8 onto the open file of the red king: the advisor is unprotected.
    expect(chases('9/4ak3/9/9/9/4R4/9/9/9/4K4 w')).toEqual(['e4e8']);
    // With the red king on d0 the king takes back.
    expect(chases('9/4ak3/9/9/9/4R4/9/9/9/3K5 w')).toEqual([]);
  });

  it('a pinned attacker does not chase (C10)', () => {
    // The red rook on e4 is pinned by the black rook on e8: it may not take the horse on b4.
    expect(chases('3k5/4r4/9/9/9/1n2R4/9/9/9/4K4 w')).toEqual([]);
    // With the red king on f0 it may (and the rooks facing on the e-file are an exchange).
    expect(chases('3k5/4r4/9/9/9/1n2R4/9/9/9/5K3 w')).toEqual(['e4b4']);
  });
});

describe('the new chases of a move, T(m) (3.2)', () => {
  it('the moved man attacks', () => {
    // The horse comes to c5 and attacks the unprotected cannon on d7.
    expect(targets('4k4/9/3c5/9/9/9/1N7/9/9/3K5 w', 'b3c5')).toEqual(['d7']);
  });

  it('a rook sliding along the line it captures on makes no new chase', () => {
    // The rook already attacked the horse on a7 up the a-file.
    expect(targets('4k4/9/n8/9/9/9/9/9/R8/3K5 w', 'a1a3')).toEqual([]);
    // Coming onto the a-file along rank 3 it makes one.
    expect(targets('4k4/9/n8/9/9/9/1R7/9/9/3K5 w', 'b3a3')).toEqual(['a7']);
  });

  it('a discovered attack, a cannon screen placed, a horse leg freed (case 2)', () => {
    // The horse leaves the a-file: the rook on a0 now sees the cannon on a7.
    expect(targets('4k4/9/c8/9/9/9/N8/9/9/R2K5 w', 'a3c4')).toEqual(['a7']);
    // The horse lands on a4, a screen for the cannon on a0 against the horse on a7.
    expect(targets('4k4/9/n8/9/9/9/2N6/9/9/C2K5 w', 'c3a4')).toEqual(['a7']);
    // The pawn leaves c6, the leg of the horse on c5 toward the cannon on d7.
    expect(targets('4k4/9/3c5/2P6/2N6/9/9/9/9/3K5 w', 'c6c7')).toEqual(['d7']);
  });

  it('a protection taken away (case 3)', () => {
    // The horse on c7 cuts the rook on c9 off from the cannon on c5, which the rook on a5 attacks.
    expect(targets('2r1k4/9/9/9/R1cN5/9/9/9/9/3K5 w', 'd5c7')).toEqual(['c5']);
  });
});

describe('the points an evasion saves, S(e) (3.3)', () => {
  it('the chased man leaves the line of the capture, not along it', () => {
    // The rook on a5 attacks the cannon on d5 along rank 5: up the d-file it is saved.
    expect(saved('4k4/9/9/9/R2c5/9/9/9/9/3K5 b', 'd5d6')).toEqual(['d6']);
    // Along the rank it stays attacked.
    expect(saved('4k4/9/9/9/R2c5/9/9/9/9/3K5 b', 'd5e5')).toEqual([]);
    // Against a horse any move of the chased man counts.
    expect(saved('4k4/9/9/9/3c5/9/2N6/9/9/3K5 b', 'd5d4')).toEqual(['d4']);
  });

  it('another man blocks the capture or protects the target', () => {
    // The pawn steps between rook and cannon.
    expect(saved('4k4/9/9/2p6/R2c5/9/9/9/9/3K5 b', 'c6c5')).toEqual(['d5']);
    // The horse comes to c7, from where it takes back on d5.
    expect(saved('4k4/4n4/9/9/R2c5/9/9/9/9/3K5 b', 'e8c7')).toEqual(['d5']);
    // A king move changes nothing.
    expect(saved('4k4/9/9/9/R2c5/9/9/9/9/3K5 b', 'e9e8')).toEqual([]);
  });
});
