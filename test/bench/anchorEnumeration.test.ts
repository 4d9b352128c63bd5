/**
 * The enumeration bench:anchor shares with the xqdump program: ICCS point numbers, the points each man
 * may stand on (the rules' palace, elephant and pawn points, written out here from the board), the
 * men's order and spelling, and the walk (last man fastest, identical men once). The counts are the
 * ones xqdump printed for the same tables (KR-KN: 620,136 positions of 656,100 tuples).
 */
import { describe, expect, it } from 'vitest';
import { Enumeration, dumpLetters, dumpPieces, pointOfSquare, pointsOf, squareOfPoint } from '../../bench/anchorEnumeration';
import { parseSignature } from '../../src/shared/material/signature';
import { ADVISOR, BLACK, ELEPHANT, KING, PAWN, RED, ROOK, makePiece } from '../../src/shared/rules/piece';
import { squareToIccs } from '../../src/shared/rules/square';

const point = (iccs: string) => 9 * Number(iccs[1]) + iccs.charCodeAt(0) - 97;

function pieces(signature: string): number[] {
  const m = parseSignature(signature);
  if (!m.ok) throw new Error(signature);
  return dumpPieces(m.value);
}

function walk(men: number[]): { tuples: number; positions: number } {
  const e = new Enumeration(men);
  let tuples = 0, positions = 0;
  do {
    tuples++;
    if (e.isPosition) positions++;
  } while (e.advance());
  return { tuples, positions };
}

describe('anchor enumeration', () => {
  it('numbers points 9 × rank + file from a0, rank 0 being red’s back rank', () => {
    for (let n = 0; n < 90; n++) {
      expect(squareToIccs(squareOfPoint(n))).toBe(`${'abcdefghi'[n % 9]}${Math.floor(n / 9)}`);
      expect(pointOfSquare(squareOfPoint(n))).toBe(n);
    }
    expect(point('e0')).toBe(4);
    expect(point('i9')).toBe(89);
  });

  it('ranges each man over the points the rules let it stand on, ascending', () => {
    expect(pointsOf(makePiece(RED, KING))).toEqual(['d0', 'e0', 'f0', 'd1', 'e1', 'f1', 'd2', 'e2', 'f2'].map(point));
    expect(pointsOf(makePiece(BLACK, KING))).toEqual(['d7', 'e7', 'f7', 'd8', 'e8', 'f8', 'd9', 'e9', 'f9'].map(point));
    expect(pointsOf(makePiece(RED, ADVISOR))).toEqual(['d0', 'f0', 'e1', 'd2', 'f2'].map(point));
    expect(pointsOf(makePiece(BLACK, ELEPHANT))).toEqual(['c5', 'g5', 'a7', 'e7', 'i7', 'c9', 'g9'].map(point));
    const redPawn = pointsOf(makePiece(RED, PAWN));
    expect(redPawn).toHaveLength(55);
    expect(redPawn.slice(0, 10)).toEqual(['a3', 'c3', 'e3', 'g3', 'i3', 'a4', 'c4', 'e4', 'g4', 'i4'].map(point));
    expect(redPawn.slice(10)).toEqual(Array.from({ length: 45 }, (_, i) => 45 + i));
    expect(pointsOf(makePiece(BLACK, PAWN)).slice(45)).toEqual(['a6', 'c6', 'e6', 'g6', 'i6', 'a5', 'c5', 'e5', 'g5', 'i5'].map(point).sort((a, b) => a - b));
    expect(pointsOf(makePiece(RED, ROOK))).toEqual(Array.from({ length: 90 }, (_, i) => i));
  });

  it('lists red’s men then black’s, each K A B R N C P, in xqdump’s letters', () => {
    expect(dumpLetters(pieces('KR-KN'))).toBe('KRkn');
    expect(dumpLetters(pieces('KCPA-KAB'))).toBe('KACPkab');
    expect(dumpLetters(pieces('KRP-KR'))).toBe('KRPkr');
    expect(dumpLetters(pieces('KCPAB-KAABB'))).toBe('KABCPkaabb');
  });

  it('walks the last man fastest and skips men on one point', () => {
    const e = new Enumeration(pieces('KR-KN'));
    expect([...e.squares].map(squareToIccs)).toEqual(['d0', 'a0', 'd7', 'a0']);
    expect(e.isPosition).toBe(false);
    e.advance();
    expect([...e.squares].map(squareToIccs)).toEqual(['d0', 'a0', 'd7', 'b0']);
    expect(e.isPosition).toBe(true);
    // 9 × 90 × 9 × 90 tuples; positions: each attacker off the points taken before it (81 × 88 × 87).
    expect(walk(pieces('KR-KN'))).toEqual({ tuples: 656_100, positions: 620_136 });
  });

  it('counts each set of identical men once', () => {
    const men = [makePiece(RED, KING), makePiece(RED, ROOK), makePiece(RED, ROOK), makePiece(BLACK, KING)];
    // The two rooks: unordered pairs of distinct points off both kings' points, C(88, 2) = 3,828.
    expect(walk(men)).toEqual({ tuples: 9 * 90 * 90 * 9, positions: 81 * 3_828 });
  });
});
