/**
 * The hash move the search plays before generating any move must be one the rules core's generator
 * would have produced: `isPseudoLegal` accepts exactly the generated pseudo-legal moves among every
 * pair of points, for both sides to move, along random games from the start and from endgames.
 */
import { describe, expect, it } from 'vitest';
import { START_FEN } from '../../src/shared/rules/fen';
import { makeMove, moveToIccs } from '../../src/shared/rules/move';
import { MAX_MOVES, Position } from '../../src/shared/rules/position';
import { isPseudoLegal } from '../../src/shared/rules/pseudoLegal';
import { prng } from '../support/random';

describe('isPseudoLegal', () => {
  it('accepts exactly the generated pseudo-legal moves, whoever is to move', () => {
    const rand = prng(61);
    let positions = 0, accepted = 0;
    const fens = [START_FEN, '1C3a3/3k4C/2R2a3/2p1pPN2/9/9/2P5P/1cn6/2p2pp2/4K4 w - - 0 1', '2bakab2/7r1/9/3N5/9/8C/9/3RB4/4pcn2/3K5 w - - 0 1'];
    for (const fen of fens) {
      for (let game = 0; game < 6; game++) {
        const pos = Position.fromFen(fen);
        for (let ply = 0; ply < 50; ply++) {
          for (const turn of [0, 1] as const) {
            const saved = pos.turn;
            pos.turn = turn;
            const out = new Uint16Array(MAX_MOVES);
            const generated = new Set(out.subarray(0, pos.generatePseudo(out)));
            for (let from = 0; from < 90; from++) {
              for (let to = 0; to < 90; to++) {
                const move = makeMove(from, to);
                const ok = isPseudoLegal(pos.board, turn, move);
                if (ok !== generated.has(move)) expect.fail(`${moveToIccs(move)} in ${pos.fen()}: isPseudoLegal ${ok}`);
                if (ok) accepted++;
              }
            }
            pos.turn = saved;
          }
          positions++;
          const legal = pos.legalMoves();
          if (legal.length === 0) break;
          pos.play(legal[Math.floor(rand() * legal.length)]);
        }
      }
    }
    expect(positions).toBeGreaterThan(500);
    expect(accepted).toBeGreaterThan(positions * 20);
  });

  it('turns away moves whose numbers are off the board', () => {
    const pos = Position.fromFen(START_FEN);
    expect(isPseudoLegal(pos.board, 0, makeMove(127, 0))).toBe(false);
    expect(isPseudoLegal(pos.board, 0, makeMove(81, 120))).toBe(false);
  });
});
