/**
 * What the search board keeps incrementally as it makes and unmakes moves (the Zobrist key and its
 * history, the check flags, the evaluation's totals, the piece lists, the rank and file occupancy,
 * the material's cover) equals what a fresh scan of the board gives, along random games and back;
 * its legality test, null move and repetition queries against the rules core and a replayed line.
 */
import { describe, expect, it } from 'vitest';
import { type Material, isDrawnByRule, materialOfBoard } from '../../src/shared/material/material';
import { START_FEN } from '../../src/shared/rules/fen';
import { makeMove, moveToIccs } from '../../src/shared/rules/move';
import { MAX_MOVES, Position } from '../../src/shared/rules/position';
import { iccsToSquare } from '../../src/shared/rules/square';
import { BY_TABLE, DRAWN, NOT_COVERED, SearchBoard } from '../../src/shared/search/board';
import { evaluate } from '../../src/shared/search/evaluate';
import { LineOccupancy } from '../../src/shared/search/lineOccupancy';
import { MOVER_LOSES, NOT_REPEATED, REPEATED_DRAW } from '../../src/shared/search/repetition';
import type { TableProbe } from '../../src/shared/search/tableProbe';
import { positionKey } from '../../src/shared/search/transposition';
import { prng } from '../support/random';

/** The men of both sides. */
const pieceCount = (m: Material): number => m[0].reduce((a, b) => a + b, 0) + m[1].reduce((a, b) => a + b, 0);

/** The piece lists hold exactly each side's occupied points, and each point knows its place in them. */
function expectPieceLists(b: SearchBoard): void {
  for (const color of [0, 1]) {
    const listed = Array.from(b.pieceList.subarray(color * 16, color * 16 + b.listCount[color]));
    const occupied = [...b.pos.board.keys()].filter((sq) => b.pos.board[sq] !== 0 && b.pos.board[sq] >> 3 === color);
    expect([...listed].sort((a, c) => a - c)).toEqual(occupied);
    listed.forEach((sq, i) => expect(b['slotOf'][sq]).toBe(color * 16 + i));
  }
}

function expectOccupancy(b: SearchBoard): void {
  const fresh = new LineOccupancy(b.pos.board);
  expect(Array.from(b.lines.rows)).toEqual(Array.from(fresh.rows));
  expect(Array.from(b.lines.files)).toEqual(Array.from(fresh.files));
}

/** A folder with the tables of every material of at most `pieces` pieces, kings included. */
function tablesUpTo(pieces: number): TableProbe & { asked: Material[] } {
  const asked: Material[] = [];
  return { asked, hasTable: (m) => (asked.push(m), pieceCount(m) <= pieces), value: () => undefined };
}

const move = (iccs: string) => makeMove(iccsToSquare(iccs.slice(0, 2))!, iccsToSquare(iccs.slice(2))!);

describe('the search board', () => {
  it('keeps key, history, check flags, evaluation, piece lists, occupancy and cover equal to a scan along random games, and after unwinding them', () => {
    const rand = prng(19);
    let captures = 0, covered = 0;
    for (let game = 0; game < 20; game++) {
      const probe = tablesUpTo(12);
      const b = new SearchBoard(Position.fromFen(START_FEN), probe);
      const made: { move: number; captured: number }[] = [];
      const startKey = { ...b.key }, startEval = b.evaluate(), startFen = b.pos.fen();
      for (let ply = 0; ply < 120; ply++) {
        const moves = b.pos.legalMoves();
        if (moves.length === 0) break;
        // Captures more often than chance, so the material changes.
        const taking = moves.filter((mv) => b.pos.board[mv >> 7] !== 0);
        const pool = taking.length > 0 && rand() < 0.5 ? taking : moves;
        const mv = pool[Math.floor(rand() * pool.length)];
        const captured = b.make(mv, ply);
        expect(captured).toBeGreaterThanOrEqual(0);
        if (captured) captures++;
        made.push({ move: mv, captured });
        expect(b.key).toEqual(positionKey(b.pos));
        expect([b['keyLo'][ply + 1], b['keyHi'][ply + 1]]).toEqual([b.key.lo, b.key.hi]);
        expect(b.inCheckAt(ply + 1)).toBe(b.pos.inCheck());
        expect(b['captured'][ply + 1]).toBe(captured ? 1 : 0);
        expect(b.evaluate()).toBe(evaluate(b.pos));
        expectPieceLists(b);
        expectOccupancy(b);
        const m = materialOfBoard(b.pos.board);
        const cover = b.cover(ply + 1);
        expect(cover).toBe(isDrawnByRule(m) ? DRAWN : pieceCount(m) <= 12 ? BY_TABLE : NOT_COVERED);
        if (cover === BY_TABLE) covered++;
      }
      for (const { move: mv, captured } of made.reverse()) b.unmake(mv, captured);
      expect(b.pos.fen()).toBe(startFen);
      expect(b.key).toEqual(startKey);
      expect(b.evaluate()).toBe(startEval);
      expectPieceLists(b);
      expectOccupancy(b);
      // The cover is asked of the folder once per material.
      const listed = probe.asked.map((m) => JSON.stringify(m));
      expect(new Set(listed).size).toBe(listed.length);
    }
    expect(captures).toBeGreaterThan(200);
    expect(covered).toBeGreaterThan(100);
  });

  it('make turns away exactly the illegal pseudo-legal moves and records check as a full scan sees it', () => {
    const rand = prng(23);
    let illegal = 0, checks = 0;
    for (const fen of [START_FEN, '2bak3C/4aP2N/4b4/5C3/9/9/9/3p5/4p2r1/3K5 w - - 0 1', 'C3ka3/4aP1r1/nR2c4/p8/6b2/9/9/2C6/3p1p3/c1rAK4 w - - 0 1']) {
      for (let game = 0; game < 10; game++) {
        const b = new SearchBoard(Position.fromFen(fen), undefined);
        for (let ply = 0; ply < 60; ply++) {
          const legal = new Set(b.pos.legalMoves());
          if (legal.size === 0) break;
          const pseudo = new Uint16Array(MAX_MOVES);
          const n = b.generatePseudo(pseudo);
          const all = new Uint16Array(MAX_MOVES);
          expect(new Set(pseudo.subarray(0, n))).toEqual(new Set(all.subarray(0, b.pos.generatePseudo(all))));
          const fenBefore = b.pos.fen();
          for (const mv of pseudo.subarray(0, n)) {
            const captured = b.make(mv, ply);
            expect(captured >= 0, moveToIccs(mv)).toBe(legal.has(mv));
            if (captured < 0) {
              illegal++;
              expect(b.pos.fen()).toBe(fenBefore);
              continue;
            }
            expect(b.inCheckAt(ply + 1)).toBe(b.pos.inCheck());
            if (b.pos.inCheck()) checks++;
            b.unmake(mv, captured);
          }
          const generated = new Uint16Array(MAX_MOVES);
          expect(Array.from(generated.subarray(0, b.generateLegal(generated)))).toEqual(b.pos.legalMoves());
          expect(b.hasLegalMove()).toBe(true);
          const moves = [...legal];
          b.make(moves[Math.floor(rand() * moves.length)], ply);
        }
      }
    }
    expect(illegal).toBeGreaterThan(100);
    expect(checks).toBeGreaterThan(100);
  });

  it('a null move flips the side and the key, ends repetition walks, and is taken back', () => {
    const b = new SearchBoard(Position.fromFen(START_FEN), undefined);
    const before = { ...b.key };
    b.makeNull(0);
    expect(b.pos.turn).toBe(1);
    expect(b.key).toEqual(positionKey(b.pos));
    expect([b['keyLo'][1], b['keyHi'][1]]).toEqual([b.key.lo, b.key.hi]);
    expect(b.inCheckAt(1)).toBe(false);
    expect(b['captured'][1]).toBe(1);
    b.unmakeNull();
    expect(b.pos.turn).toBe(0);
    expect(b.key).toEqual(before);
  });

  it('finds a repetition on the current path and the ply it repeats, judging a chase only when asked to', () => {
    // A red rook on rank 2 chases a lone black horse between c6 and e7: the position at ply 0 again at ply 4, red (the chaser) to move.
    const fen = '3k5/9/4n4/9/9/9/9/2R6/9/5K3 w - - 0 1', cycle = ['c2e2', 'e7c6', 'e2c2', 'c6e7'].map(move);
    for (const judgeChase of [true, false]) {
      const b = new SearchBoard(Position.fromFen(fen), undefined, undefined, judgeChase);
      cycle.forEach((mv, ply) => {
        expect(b.repetition(ply)).toBe(NOT_REPEATED);
        b.make(mv, ply, true);
      });
      expect(b.repetition(4)).toBe(judgeChase ? MOVER_LOSES : REPEATED_DRAW);
      expect(b.repeatedFrom(4)).toBe(0);
      expect(b.repeatedFrom(3)).toBe(-1);
    }
    // The same cycle begun in the game before the root: the earlier occurrence lies before it.
    const start = Position.fromFen(fen), root = start.clone();
    for (const mv of cycle.slice(0, 2)) root.play(mv);
    const b = new SearchBoard(root, undefined, { start, moves: cycle.slice(0, 2) });
    b.make(cycle[2], 0, true);
    b.make(cycle[3], 1, true);
    expect(b.repetition(2)).toBe(MOVER_LOSES);
    expect(b.repeatedFrom(2)).toBe(-2);
  });
});
