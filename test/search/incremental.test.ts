/**
 * What the search keeps incrementally as it makes and unmakes moves (the Zobrist key, the evaluation's
 * totals, the material) equals what a fresh scan of the board gives, along random games and back.
 */
import { describe, expect, it } from 'vitest';
import { START_FEN } from '../../src/shared/rules/fen';
import { Position } from '../../src/shared/rules/position';
import { evaluate } from '../../src/shared/search/evaluate';
import { Searcher } from '../../src/shared/search/search';
import { TranspositionTable, positionKey } from '../../src/shared/search/transposition';
import { prng } from '../support/random';

describe('incremental search state', () => {
  it('keys and evaluation match a scan along random games, and after unwinding them', () => {
    const rand = prng(19);
    for (let game = 0; game < 20; game++) {
      const s = new Searcher(Position.fromFen(START_FEN), new TranspositionTable(1), undefined, {});
      const made: { move: number; captured: number }[] = [];
      const startKey = { ...s['key'] }, startEval = s.evaluate();
      for (let ply = 0; ply < 100; ply++) {
        const moves = s.pos.legalMoves();
        if (moves.length === 0) break;
        const move = moves[Math.floor(rand() * moves.length)];
        made.push({ move, captured: s['make'](move, ply) });
        expect(s['key']).toEqual(positionKey(s.pos));
        expect(s.evaluate()).toBe(evaluate(s.pos));
      }
      for (const { move, captured } of made.reverse()) s['unmake'](move, captured);
      expect(s['key']).toEqual(startKey);
      expect(s.evaluate()).toBe(startEval);
    }
  });
});
