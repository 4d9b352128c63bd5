/**
 * The search board's rank and file occupancy: kept by its make and unmake equal to the board's, its
 * captures exactly the rules core's `generateCaptures` (the same moves in the same order), its
 * attack test the rules core's `isAttacked` on every point, its check test after every legal
 * move the rules core's `givesCheck`, the search's evasions (checks read off it) the rules core's
 * `generateEvasions` and the legal moves (as sets), its direct-check test (for ordering quiet moves) what
 * playing the move shows, and the search's test that rules a check out unplayed (`mayGiveCheck`) true
 * of every move that checks, along random games from the start and
 * from endgames, both sides to move.
 */
import { describe, expect, it } from 'vitest';
import { isAttacked } from '../../src/shared/rules/attack';
import { givesCheck } from '../../src/shared/rules/check';
import { START_FEN } from '../../src/shared/rules/fen';
import { CANNON, HORSE, PAWN, ROOK } from '../../src/shared/rules/piece';
import { MAX_MOVES, Position } from '../../src/shared/rules/position';
import { SearchBoard } from '../../src/shared/search/board';
import { EvasionGenerator } from '../../src/shared/search/evasions';
import { LineOccupancy } from '../../src/shared/search/lineOccupancy';
import { mayGiveCheck } from '../../src/shared/search/mayGiveCheck';
import { prng } from '../support/random';

const FENS = [
  START_FEN,
  '1C3a3/3k4C/2R2a3/2p1pPN2/9/9/2P5P/1cn6/2p2pp2/4K4 w - - 0 1',
  'r4Rb2/4k2C1/4b4/9/1N7/1r6R/9/4n4/3p1p3/4K3C w - - 0 1',
  '3a1k3/RC1cc4/r2a5/2N6/9/9/9/5p3/4p2r1/5K2R w - - 0 1',
];

describe('LineOccupancy', () => {
  it('generates the rules core\'s captures and attacks, with the occupancy kept by make and unmake', () => {
    const rand = prng(83);
    let positions = 0, captures = 0, directChecks = 0, checked = 0, ruledOut = 0;
    const evasions = new EvasionGenerator();
    for (const fen of FENS) {
      for (let game = 0; game < 8; game++) {
        const s = new SearchBoard(Position.fromFen(fen), undefined);
        const made: { move: number; captured: number }[] = [];
        for (let ply = 0; ply < 80; ply++) {
          const fresh = new LineOccupancy(s.pos.board);
          expect(Array.from(s.lines.rows)).toEqual(Array.from(fresh.rows));
          expect(Array.from(s.lines.files)).toEqual(Array.from(fresh.files));
          for (const turn of [0, 1] as const) {
            const saved = s.pos.turn;
            s.pos.turn = turn;
            const pieces = Uint8Array.from([...s.pos.board.keys()].filter((sq) => s.pos.board[sq] !== 0 && s.pos.board[sq] >> 3 === turn));
            const expected = new Uint16Array(MAX_MOVES), actual = new Uint16Array(MAX_MOVES);
            const n = s.pos.generateCaptures(expected);
            const m = s.lines.generateCaptures(s.pos.board, turn, pieces, 0, pieces.length, actual);
            expect(Array.from(actual.subarray(0, m)), s.pos.fen()).toEqual(Array.from(expected.subarray(0, n)));
            captures += n;
            s.pos.turn = saved;
            for (let sq = 0; sq < 90; sq++) {
              if (s.lines.isAttacked(s.pos.board, sq, turn) !== isAttacked(s.pos.board, sq, turn)) expect.fail(`attack on ${sq} by ${turn} in ${s.pos.fen()}`);
            }
          }
          positions++;
          const legal = s.pos.legalMoves();
          if (s.pos.inCheck()) {
            const turn = s.pos.turn;
            const pieces = Uint8Array.from([...s.pos.board.keys()].filter((sq) => s.pos.board[sq] !== 0 && s.pos.board[sq] >> 3 === turn));
            const expected = new Uint16Array(MAX_MOVES), actual = new Uint16Array(MAX_MOVES);
            const n = s.pos.generateEvasions(expected, pieces, pieces.length);
            const m = evasions.generate(s.pos, s.lines, pieces, 0, pieces.length, actual);
            const sorted = (moves: Uint16Array) => [...moves].sort((a, b) => a - b);
            expect(sorted(actual.subarray(0, m)), s.pos.fen()).toEqual(sorted(expected.subarray(0, n)));
            expect(sorted(actual.subarray(0, m))).toEqual([...legal].sort((a, b) => a - b));
            checked++;
          }
          // After each legal move (the opponent was not in check before it), the same check verdict.
          const us = s.pos.turn, them = us ^ 1;
          for (const mv of legal) {
            const from = mv & 127, to = mv >> 7, piece = s.pos.board[from], quiet = s.pos.board[to] === 0;
            const direct = s.lines.checksDirectly(s.pos.board, from, to, s.pos.kings[them]);
            const taken = s.pos.play(mv);
            const lines = new LineOccupancy(s.pos.board), king = s.pos.kings[them];
            const check = givesCheck(s.pos.board, king, us, from, to);
            expect(lines.givesCheck(s.pos.board, king, us, from, to)).toBe(check);
            if (!mayGiveCheck(piece, from, to, king)) {
              expect(check, `${s.pos.fen()} after ${mv}`).toBe(false);
              ruledOut++;
            }
            // A direct check is the moved piece's own: with it turned into the other side's, no check
            // is left (positions with a discovered check as well are not decided this way).
            if (quiet && [ROOK, CANNON, HORSE, PAWN].includes(piece & 7)) {
              s.pos.board[to] = piece ^ 8;
              const without = isAttacked(s.pos.board, king, us);
              s.pos.board[to] = piece;
              if (!without) {
                expect(direct, `${s.pos.fen()} after ${mv}`).toBe(check);
                if (direct) directChecks++;
              }
            } else if (quiet) expect(direct).toBe(false);
            s.pos.undo(mv, taken);
          }
          if (legal.length === 0) break;
          // Captures more often than chance, so the board empties and lines open.
          const taking = legal.filter((mv) => s.pos.board[mv >> 7] !== 0);
          const pool = taking.length > 0 && rand() < 0.4 ? taking : legal;
          const move = pool[Math.floor(rand() * pool.length)];
          made.push({ move, captured: s.make(move, ply) });
        }
        for (const { move, captured } of made.reverse()) s.unmake(move, captured);
        const start = new LineOccupancy(Position.fromFen(fen).board);
        expect(Array.from(s.lines.rows)).toEqual(Array.from(start.rows));
        expect(Array.from(s.lines.files)).toEqual(Array.from(start.files));
      }
    }
    expect(positions).toBeGreaterThan(1000);
    expect(captures).toBeGreaterThan(positions);
    expect(directChecks).toBeGreaterThan(100);
    expect(checked).toBeGreaterThan(50);
    expect(ruledOut).toBeGreaterThan(positions);
  });
});
