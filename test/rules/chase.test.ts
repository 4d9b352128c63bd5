/**
 * The chase rules of docs/rules.md 3.1–3.3 on hand-built positions; the comment beside each says why
 * the answer is what it is. The generator's trap relies on these; the oracle in test/oracle has its own.
 */
import { describe, expect, it } from 'vitest';
import { ChaseRules, hasPoint, isEmptySet, pointSet } from '../../src/shared/rules/chase';
import { makeMove } from '../../src/shared/rules/move';
import { Position } from '../../src/shared/rules/position';
import { iccsToSquare } from '../../src/shared/rules/square';

const rules = new ChaseRules();
const sq = (iccs: string) => iccsToSquare(iccs)!;
const move = (text: string) => makeMove(sq(text.slice(0, 2)), sq(text.slice(2)));

function chases(fen: string, capture: string): boolean {
  const pos = Position.fromFen(fen), before = pos.fen();
  const result = rules.isChaseCapture(pos, move(capture));
  expect(pos.fen()).toBe(before);
  return result;
}

function points(set: Int32Array): string[] {
  const out: string[] = [];
  for (let s = 0; s < 90; s++) if (hasPoint(set, s)) out.push('abcdefghi'[s % 9] + String(9 - Math.floor(s / 9)));
  return out;
}

describe('chase captures (3.1)', () => {
  it('a horse chases a rook even when the rook is protected (C1)', () => {
    // Red horse e2 takes the rook d4; the black horse b5 could take back on d4.
    expect(chases('4k4/9/9/9/1n7/3r5/9/4N4/9/5K3 w', 'e2d4')).toBe(true);
  });
  it('a rook does not chase a rook that can take it back (C2)', () => {
    expect(chases('4k4/9/9/9/9/r2R5/9/9/9/5K3 w', 'd4a4')).toBe(false);
  });
  it('a rook chases an unprotected horse, not a protected one (C4)', () => {
    expect(chases('4k4/9/9/9/9/R2n5/9/9/9/5K3 w', 'a4d4')).toBe(true);
    // Black's rook d9 guards d4 down the open file.
    expect(chases('3rk4/9/9/9/9/R2n5/9/9/9/5K3 w', 'a4d4')).toBe(false);
  });
  it('a horse does not chase a horse that can take it back, but does when that horse\'s leg is blocked (C4)', () => {
    // Red horse e2 and black horse d4 attack each other (legs e3 and d3 empty).
    expect(chases('4k4/9/9/9/9/3n5/9/4N4/9/5K3 w', 'e2d4')).toBe(false);
    // A black advisor cannot stand on d3; a black pawn on d3 blocks the black horse's leg toward e2.
    expect(chases('4k4/9/9/9/9/3n5/3p5/4N4/9/5K3 w', 'e2d4')).toBe(true);
  });
  it('a pawn not yet across the river is never a target (C7), a crossed one is', () => {
    // Black pawn on c6 is still on black's half.
    expect(chases('4k4/9/9/2p6/9/9/9/2R6/9/5K3 w', 'c2c6')).toBe(false);
    // Black pawn on c4 has crossed.
    expect(chases('4k4/9/9/9/9/2p6/9/2R6/9/5K3 w', 'c2c4')).toBe(true);
  });
  it('kings and pawns never chase (C8)', () => {
    // The red pawn e5 attacks the unprotected black horse e6.
    expect(chases('3k5/9/9/4n4/4P4/9/9/9/9/5K3 w', 'e5e6')).toBe(false);
  });
  it('a pinned attacker makes no chase (C10)', () => {
    // The red rook e2 stands between the red king e0 and the black rook e9: taking d2 would expose the king.
    expect(chases('3kr4/9/9/9/9/9/9/3nR4/9/4K4 w', 'e2d2')).toBe(false);
  });
  it('a protector that may not legally recapture does not protect (C9)', () => {
    // The black horse e8 guards d6, but it is the only man between the kings on the e-file: it may not leave.
    expect(chases('4k4/4n4/9/R2c5/9/9/9/9/9/4K4 w', 'a6d6')).toBe(true);
    // With the red king on d0 the horse is free, and its guard protects the cannon.
    expect(chases('4k4/4n4/9/R2c5/9/9/9/9/9/3K5 w', 'a6d6')).toBe(false);
    // A pinned protector that stays on its line still protects: the black rook e8 guards e4 down the file.
    expect(chases('4k4/4r4/9/9/9/R3n4/9/9/9/4RK3 w', 'a4e4')).toBe(false);
  });
});

describe('new chases of a move (3.2)', () => {
  it('a rook that moves to attack an unprotected horse chases it', () => {
    const pos = Position.fromFen('4k4/9/9/9/9/3n5/9/9/9/R4K3 w');
    const out = pointSet();
    rules.newChases(pos, move('a0a4'), out);
    expect(points(out)).toEqual(['d4']);
  });
  it('a rook sliding along the rank it already attacked on makes no new chase', () => {
    const pos = Position.fromFen('4k4/9/9/9/9/R2n5/9/9/9/5K3 w');
    const out = pointSet();
    rules.newChases(pos, move('a4b4'), out);
    expect(isEmptySet(out)).toBe(true);
  });
  it('a man stepping out of a rook\'s way makes a discovered chase', () => {
    // The red horse c4 stands between the rook a4 and the unprotected black horse e4.
    const pos = Position.fromFen('4k4/9/9/9/9/R1N1n4/9/9/9/5K3 w');
    const out = pointSet();
    rules.newChases(pos, move('c4b2'), out);
    expect(points(out)).toContain('e4');
  });
});

describe('evasions and saved points (3.3)', () => {
  it('the chased horse stepping off the rank is saved on its new point', () => {
    const pos = Position.fromFen('4k4/9/9/9/9/R2n5/9/9/9/5K3 b');
    const out = pointSet();
    rules.savedPoints(pos, move('d4c6'), out);
    expect(points(out)).toEqual(['c6']);
  });
  it('a man blocking the rank saves the horse on its point', () => {
    const pos = Position.fromFen('4k4/9/9/9/9/R2n5/1c7/9/9/5K3 b');
    const out = pointSet();
    rules.savedPoints(pos, move('b3b4'), out);
    expect(points(out)).toEqual(['d4']);
  });
  it('a move that saves nothing saves no point', () => {
    const pos = Position.fromFen('4k4/9/9/9/9/R2n5/9/9/9/5K3 b');
    const out = pointSet();
    rules.savedPoints(pos, move('e9e8'), out);
    expect(isEmptySet(out)).toBe(true);
  });
});
