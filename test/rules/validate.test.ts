import { describe, expect, it } from 'vitest';
import { START_FEN, makeFen, parseFen } from '../../src/shared/rules/fen';
import { BLACK, RED } from '../../src/shared/rules/piece';
import type { Setup } from '../../src/shared/rules/setup';
import { validateSetup } from '../../src/shared/rules/validate';

function setup(fen: string): Setup {
  const parsed = parseFen(fen);
  if (!parsed.ok) throw new Error(`bad FEN: ${parsed.error.code}`);
  return parsed.value;
}

function codes(fen: string): string[] {
  return validateSetup(setup(fen)).map((v) => v.code);
}

describe('FEN', () => {
  it('round-trips the start position and writes canonical fields', () => {
    expect(makeFen(setup(START_FEN))).toBe(START_FEN);
    expect(makeFen(setup('rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR'))).toBe(START_FEN);
  });

  it('accepts E/H aliases and r for red to move', () => {
    const fen = 'rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r';
    expect(makeFen(setup(fen))).toBe(START_FEN);
    expect(setup('4k4/9/9/9/9/9/9/9/9/4K4 b').turn).toBe(BLACK);
  });

  it('reports malformed text specifically', () => {
    const cases: [string, string][] = [
      ['', 'empty'],
      ['4k4/9/9/9/9/9/9/9/4K4 w', 'ranks'],
      ['4k5/9/9/9/9/9/9/9/9/4K4 w', 'rank-width'],
      ['4k4/9/9/9/9/9/9/9/9/4K3 w', 'rank-width'],
      ['4k4/9/9/9/9/9/9/9/9/4X4 w', 'piece-letter'],
      ['4k4/9/9/9/9/9/9/9/9/4K4 x', 'turn'],
    ];
    for (const [fen, code] of cases) {
      const parsed = parseFen(fen);
      expect(parsed.ok ? 'ok' : parsed.error.code, fen).toBe(code);
    }
  });
});

describe('setup validation names every broken rule', () => {
  it('accepts legal positions', () => {
    expect(codes(START_FEN)).toEqual([]);
    expect(codes('3k5/9/9/9/9/9/9/9/9/4K4 b')).toEqual([]);
  });

  it('missing and extra kings', () => {
    expect(codes('9/9/9/9/9/9/9/9/9/4K4 w')).toEqual(['missing-king']);
    expect(codes('3kk4/9/9/9/9/9/9/9/9/4K4 w')).toEqual(['too-many']);
  });

  it('kings, advisors, elephants and pawns off their points', () => {
    expect(codes('3k5/9/9/9/9/9/9/9/K8/9 w')).toEqual(['king-outside-palace']);
    expect(codes('3k5/9/9/9/9/9/9/9/3A5/4K4 w')).toEqual(['advisor-off-point']);
    expect(codes('3k5/9/9/9/2B6/9/9/9/9/4K4 w')).toEqual(['elephant-off-point']); // across the river
    expect(codes('3k5/9/9/9/9/9/9/1B7/9/4K4 w')).toEqual(['elephant-off-point']);
    expect(codes('3k5/9/9/9/9/9/1P7/9/9/4K4 w')).toEqual(['pawn-unreachable']); // odd file before the river
    expect(codes('3k5/9/9/9/9/9/9/P8/9/4K4 w')).toEqual(['pawn-unreachable']); // behind its start rank
    expect(codes('3k5/9/9/9/9/9/9/9/9/p3K4 w')).toEqual([]); // a black pawn may reach red's back rank
  });

  it('too many pieces of a kind', () => {
    expect(codes('3k5/9/9/9/RRR6/9/9/9/9/4K4 b')).toEqual(['too-many']);
    expect(codes('3k5/9/9/P1P1P1P1P/P8/9/9/9/9/4K4 b')).toEqual(['too-many']);
  });

  it('two pieces on one point', () => {
    const s = setup(START_FEN);
    const doubled: Setup = { placements: [...s.placements, { square: 0, piece: 9 }], turn: RED };
    expect(validateSetup(doubled).map((v) => v.code)).toContain('two-on-point');
  });

  it('kings facing on an open file, and the side not to move in check', () => {
    expect(codes('4k4/9/9/9/9/9/9/9/9/4K4 w')).toEqual(['kings-facing']);
    expect(codes('4k4/9/9/9/4P4/9/9/9/9/4K4 w')).toEqual([]);
    expect(codes('3k5/9/9/9/3R5/9/9/9/9/4K4 w')).toEqual(['opponent-in-check']);
    expect(codes('3k5/9/9/9/3R5/9/9/9/9/4K4 b')).toEqual([]);
  });

  it('lists several problems at once', () => {
    expect(codes('9/9/9/9/2B6/9/9/9/K8/9 w').sort()).toEqual(
      ['elephant-off-point', 'king-outside-palace', 'missing-king'].sort(),
    );
  });
});
