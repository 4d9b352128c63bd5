/**
 * What the search keeps incrementally as it makes and unmakes moves (the Zobrist key, the evaluation's
 * totals, the material) equals what a fresh scan of the board gives, along random games and back.
 */
import { describe, expect, it } from 'vitest';
import { START_FEN } from '../../src/shared/rules/fen';
import { moveToIccs } from '../../src/shared/rules/move';
import { MAX_MOVES, Position } from '../../src/shared/rules/position';
import { evaluate } from '../../src/shared/search/evaluate';
import { Searcher } from '../../src/shared/search/search';
import { TranspositionTable, positionKey } from '../../src/shared/search/transposition';
import { prng } from '../support/random';

/** The piece lists hold exactly each side's occupied points, and each point knows its place in them. */
function expectPieceLists(s: Searcher): void {
  for (const color of [0, 1]) {
    const listed = Array.from(s['pieceList'].subarray(color * 16, color * 16 + s['listCount'][color]));
    const occupied = [...s.pos.board.keys()].filter((sq) => s.pos.board[sq] !== 0 && s.pos.board[sq] >> 3 === color);
    expect([...listed].sort((a, b) => a - b)).toEqual(occupied);
    listed.forEach((sq, i) => expect(s['slotOf'][sq]).toBe(color * 16 + i));
  }
}

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
        expectPieceLists(s);
      }
      for (const { move, captured } of made.reverse()) s['unmake'](move, captured);
      expect(s['key']).toEqual(startKey);
      expect(s.evaluate()).toBe(startEval);
      expectPieceLists(s);
    }
  });

  it('make turns away exactly the illegal pseudo-legal moves and records check as a full scan sees it', () => {
    const rand = prng(23);
    let illegal = 0, checks = 0;
    for (const fen of [START_FEN, '2bak3C/4aP2N/4b4/5C3/9/9/9/3p5/4p2r1/3K5 w - - 0 1', 'C3ka3/4aP1r1/nR2c4/p8/6b2/9/9/2C6/3p1p3/c1rAK4 w - - 0 1']) {
      for (let game = 0; game < 10; game++) {
        const s = new Searcher(Position.fromFen(fen), new TranspositionTable(1), undefined, {});
        for (let ply = 0; ply < 60; ply++) {
          const legal = new Set(s.pos.legalMoves());
          if (legal.size === 0) break;
          const pseudo = new Uint16Array(MAX_MOVES);
          const n = s.pos.generatePseudo(pseudo);
          const fenBefore = s.pos.fen();
          for (const move of pseudo.subarray(0, n)) {
            const captured = s['make'](move, ply);
            expect(captured >= 0, moveToIccs(move)).toBe(legal.has(move));
            if (captured < 0) {
              illegal++;
              expect(s.pos.fen()).toBe(fenBefore);
              continue;
            }
            expect(s['inCheck'][ply + 1] === 1).toBe(s.pos.inCheck());
            if (s.pos.inCheck()) checks++;
            s['unmake'](move, captured);
          }
          const moves = [...legal];
          const made = moves[Math.floor(rand() * moves.length)];
          s['make'](made, ply);
        }
      }
    }
    expect(illegal).toBeGreaterThan(100);
    expect(checks).toBeGreaterThan(100);
  });
});
