/**
 * Mates found at their exact distance, not longer and not shorter. The positions set up textbook
 * mating patterns named in the Xiangqi literature (马后炮 "cannon behind the horse", 双车错 "the
 * two rooks in turn", as taught in 《象棋杀法大全》-style primers); their distances are not taken on
 * trust: `bruteMate.ts`, a full-width solver with no pruning, computes them in the test too.
 */
import { describe, expect, it } from 'vitest';
import { Position } from '../../src/shared/rules/position';
import { moveToIccs } from '../../src/shared/rules/move';
import { describeScore, formatScore } from '../../src/shared/search/score';
import { search } from '../../src/shared/search/search';
import { mateMoves } from './bruteMate';

const CASES = [
  { name: '马后炮, mate in 1', fen: '4k4/9/4N4/9/C8/9/9/9/9/3K5 w - - 0 1', moves: 1 },
  { name: '双车错, mate in 2', fen: '4k4/9/9/9/9/9/9/R8/1R7/3K5 w - - 0 1', moves: 2 },
  { name: '双车错 against two advisors, mate in 3', fen: '4k4/4a4/3a5/9/9/9/9/9/R8/1R1K5 w - - 0 1', moves: 3 },
  { name: 'the same, colours swapped (black mates in 3)', fen: '1r1k5/r8/9/9/9/9/9/3A5/4A4/4K4 b - - 0 1', moves: 3 },
];

describe('mate in N', () => {
  for (const c of CASES) {
    it(c.name, () => {
      expect(mateMoves(c.fen, c.moves)).toBe(c.moves);
      const result = search(Position.fromFen(c.fen), { limits: { depth: 2 * c.moves + 3 }, hashMb: 4 });
      const d = describeScore(result.score);
      expect(d).toMatchObject({ kind: 'mate', winner: 'us', plies: 2 * c.moves - 1, moves: c.moves });
      expect(formatScore(result.score, 'en')).toBe(`mate in ${c.moves}`);
      expect(formatScore(result.score, 'zh')).toBe(`${c.moves}步杀`);
      // The best move keeps the mate: from the position after it, the brute force finds none for the defender
      // and the attacker still mates in N - 1 against every reply (checked by searching it again).
      const after = Position.fromFen(c.fen).after(result.bestMove);
      if (c.moves > 1) {
        const reply = search(after, { limits: { depth: 2 * c.moves + 1 }, hashMb: 4 });
        expect(describeScore(reply.score), moveToIccs(result.bestMove)).toMatchObject({ kind: 'mate', winner: 'them', plies: 2 * c.moves - 2 });
      } else expect(after.hasLegalMove()).toBe(false);
    });
  }

  it('a side without a legal move scores mated in 0', () => {
    const mated = search(Position.fromFen('4k4/9/4N4/9/4C4/9/9/9/9/3K5 b - - 0 1'), { limits: { depth: 3 } });
    expect(describeScore(mated.score)).toMatchObject({ kind: 'mate', winner: 'them', plies: 0 });
    expect(mated.bestMove).toBe(0);
  });
});
