/**
 * Mates found at their exact distance, not longer and not shorter. The positions set up textbook
 * mating patterns named in the Xiangqi literature (马后炮 "cannon behind the horse", 双车错 "the
 * two rooks in turn", as taught in 《象棋杀法大全》-style primers); their distances are not taken on
 * trust: `bruteMate.ts`, a full-width solver with no pruning, computes them in the test too.
 */
import { describe, expect, it } from 'vitest';
import { Position } from '../../src/shared/rules/position';
import { moveToIccs } from '../../src/shared/rules/move';
import { describeScore } from '../../src/shared/search/score';
import { sayScore } from '../../src/shared/words/say';
import { search } from '../../src/shared/search/deepening';
import { mateMoves } from './bruteMate';

const CASES = [
  { name: '马后炮, mate in 1', fen: '4k4/9/4N4/9/C8/9/9/9/9/3K5 w - - 0 1', moves: 1 },
  { name: '双车错, mate in 2', fen: '4k4/9/9/9/9/9/9/R8/1R7/3K5 w - - 0 1', moves: 2 },
  { name: '双车错 against two advisors, mate in 3', fen: '4k4/4a4/3a5/9/9/9/9/9/R8/1R1K5 w - - 0 1', moves: 3 },
  { name: 'the same, colours swapped (black mates in 3)', fen: '1r1k5/r8/9/9/9/9/9/3A5/4A4/4K4 b - - 0 1', moves: 3 },
];

/**
 * Published problems: 《适情雅趣》 (徐芝辑, 1570), the 551-problem edition, FENs of
 * github.com/kuiba1949/xiangqi-tools fen/shiqingyaqu551.fen (as in bench/searchPositions.ts). The
 * book gives 红先胜 and a line; the mate lengths are ElephantEye's (10000 minus its score, played
 * out to the mate under Canju's rules), which is the cross-check here.
 */
const PUBLISHED = [
  { name: '第013局 目视横流', fen: '4k4/3P2P2/b2N2R2/7r1/2b6/9/9/3n5/4p3r/2R2K3 w - - 0 1', plies: 5 },
  { name: '第192局 两地关心', fen: '2bak3C/4aP2N/4b4/5C3/9/9/9/3p5/4p2r1/3K5 w - - 0 1', plies: 5 },
  { name: '第039局 博望烧屯', fen: '2bak1b2/4aR2C/6N1n/9/9/9/5c3/4BC3/3p1r1n1/4K2c1 w - - 0 1', plies: 7 },
  { name: '第103局 双鹭窥鱼', fen: '3ak3N/4aP3/8R/1rr5N/9/9/9/9/5p3/4K4 w - - 0 1', plies: 7 },
  { name: '第017局 退闲式步', fen: 'C3ka3/4aP1r1/nR2c4/p8/6b2/9/9/2C6/3p1p3/c1rAK4 w - - 0 1', plies: 9 },
];

describe('published mates (适情雅趣)', () => {
  for (const p of PUBLISHED) {
    it(`${p.name}: mate in ${(p.plies + 1) / 2}, as ElephantEye finds it`, () => {
      const result = search(Position.fromFen(p.fen), { limits: { depth: p.plies }, hashMb: 8 });
      expect(describeScore(result.score)).toMatchObject({ kind: 'mate', winner: 'us', plies: p.plies });
      // The principal variation is the mate itself: played out, it ends with the loser to move and no legal move.
      const pos = Position.fromFen(p.fen);
      for (const m of result.pv) {
        expect(pos.isLegal(m)).toBe(true);
        pos.play(m);
      }
      expect(result.pv).toHaveLength(p.plies);
      expect(pos.hasLegalMove()).toBe(false);
    });
  }
});

describe('mate in N', () => {
  for (const c of CASES) {
    it(c.name, () => {
      expect(mateMoves(c.fen, c.moves)).toBe(c.moves);
      const result = search(Position.fromFen(c.fen), { limits: { depth: 2 * c.moves + 3 }, hashMb: 4 });
      const d = describeScore(result.score);
      expect(d).toMatchObject({ kind: 'mate', winner: 'us', plies: 2 * c.moves - 1, moves: c.moves });
      expect(sayScore(result.score, 'en')).toBe(`mate in ${c.moves}`);
      expect(sayScore(result.score, 'zh')).toBe(`${c.moves}步杀`);
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
