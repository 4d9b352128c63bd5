import { describe, expect, it } from 'vitest';
import { Position } from '../../src/shared/rules/position';
import { perft } from '../../src/shared/rules/perft';

// Published figures: chessprogramming.org, "Chinese Chess Perft Results".
const CASES: [string, number[]][] = [
  ['rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w', [44, 1920, 79666, 3290240]],
  ['r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w', [38, 1128, 43929]],
  ['1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w', [7, 281, 8620]],
  ['5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w', [25, 424, 9850]],
];

describe('perft', () => {
  for (const [fen, counts] of CASES) {
    counts.forEach((expected, i) => {
      it(`${fen} depth ${i + 1} = ${expected}`, () => {
        expect(perft(Position.fromFen(fen), i + 1)).toBe(expected);
      });
    });
  }
});
