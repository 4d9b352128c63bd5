import { describe, expect, it } from 'vitest';
import { parseFen } from '../../src/shared/rules/fen';
import { BLACK, HORSE, RED, ROOK, makePiece } from '../../src/shared/rules/piece';
import type { Placement, Setup } from '../../src/shared/rules/setup';
import { validateSetup } from '../../src/shared/rules/validate';

// Setups that no FEN gives but the API and the editor can send: points and pieces out of range,
// two pieces on a point, the wrong number of kings. Validation must name them and not go on to the
// check tests, which need a well-formed board with one king a side.
const kings: Placement[] = [{ square: 3, piece: makePiece(BLACK, 1) }, { square: 85, piece: makePiece(RED, 1) }];
/** Kings facing each other on the open e-file: a check test would report them. */
const facingKings: Placement[] = [{ square: 4, piece: makePiece(BLACK, 1) }, { square: 85, piece: makePiece(RED, 1) }];

function codes(placements: Placement[], turn: 0 | 1 = RED): string[] {
  return validateSetup({ placements, turn }).map((v) => v.code);
}

function fenSetup(fen: string): Setup {
  const parsed = parseFen(fen);
  if (!parsed.ok) throw new Error(`bad FEN: ${parsed.error.code}`);
  return parsed.value;
}

describe('setup validation of setups no FEN gives', () => {
  it('names a point off the board', () => {
    for (const square of [-1, 90, 1.5, Number.NaN]) {
      expect(validateSetup({ placements: [...facingKings, { square, piece: makePiece(RED, ROOK) }], turn: RED }), String(square)).toEqual([
        { code: 'invalid-square', square },
      ]);
    }
  });

  it('names a piece code that is no piece', () => {
    for (const piece of [0, 8, 16, 17, 23, -3, 2.5]) {
      expect(codes([...facingKings, { square: 40, piece }]), String(piece)).toEqual(['invalid-piece']);
    }
  });

  it('does not test checks on a board with two pieces on one point', () => {
    // The rook, placed last, would check the black king on d10 if the board were taken as it reads.
    const doubled = [...kings, { square: 48, piece: makePiece(RED, HORSE) }, { square: 48, piece: makePiece(RED, ROOK) }];
    expect(codes(doubled)).toEqual(['two-on-point']);
  });

  it('does not test checks without exactly one king a side', () => {
    // Two red kings, the first on d1 facing the black king: only the count is reported.
    expect(validateSetup(fenSetup('3k5/9/9/9/9/9/9/9/9/3KK4 w')).map((v) => v.code)).toEqual(['too-many']);
    expect(validateSetup(fenSetup('3k5/9/9/9/9/9/9/9/9/9 w'))).toEqual([{ code: 'missing-king', color: RED }]);
  });

  it('names red as the side in check when black is to move', () => {
    expect(validateSetup(fenSetup('3k5/9/9/9/4r4/9/9/9/9/4K4 b'))).toEqual([{ code: 'opponent-in-check', color: RED }]);
  });
});
