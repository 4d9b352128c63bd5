/**
 * The search's own generators agree with the full legal generator: `generateCaptures` gives exactly
 * the captures among the pseudo-legal moves, and `generateEvasions` exactly the legal moves of a side
 * in check, along random games from the start and from published mating problems (where checks,
 * double checks, cannon screens and horse legs abound).
 */
import { describe, expect, it } from 'vitest';
import { isAttacked } from '../../src/shared/rules/attack';
import { givesCheck, touchesKingLines } from '../../src/shared/rules/check';
import { START_FEN } from '../../src/shared/rules/fen';
import { HORSE, PAWN } from '../../src/shared/rules/piece';
import { MAX_MOVES, Position } from '../../src/shared/rules/position';
import { SEARCH_POSITIONS } from '../../bench/searchPositions';
import { prng } from '../support/random';

const buffer = new Uint16Array(MAX_MOVES);
const list = (n: number) => Array.from(buffer.subarray(0, n));

describe('search move generators', () => {
  it('captures and evasions match the full generator, and touchesKingLines misses no check, along random games', () => {
    const rand = prng(5);
    let checks = 0, captures = 0, lines = 0;
    for (const fen of [START_FEN, ...SEARCH_POSITIONS.map((p) => p.fen)]) {
      for (let game = 0; game < 6; game++) {
        const pos = Position.fromFen(fen);
        for (let ply = 0; ply < 80; ply++) {
          const pseudo = list(pos.generatePseudo(buffer));
          const caps = list(pos.generateCaptures(buffer));
          expect(caps).toEqual(pseudo.filter((m) => pos.board[m >> 7] !== 0));
          captures += caps.length;
          // touchesKingLines never rules out a check a move of a rook, cannon, king, advisor or elephant gives or uncovers.
          for (const move of pseudo) {
            const from = move & 127, to = move >> 7, kind = pos.board[from] & 7;
            if (kind === HORSE || kind === PAWN) continue;
            const mover = pos.turn, them = (mover ^ 1) as 0 | 1, inCheck = pos.inCheck();
            const captured = pos.play(move);
            const ours = pos.kings[mover], theirs = pos.kings[them];
            if (givesCheck(pos.board, theirs, mover, from, to)) {
              expect(touchesKingLines(theirs, from, to)).toBe(true);
              lines++;
            }
            if (!inCheck && ours !== to && isAttacked(pos.board, ours, them)) expect(touchesKingLines(ours, from, to)).toBe(true);
            pos.undo(move, captured);
          }
          const legal = pos.legalMoves();
          if (pos.inCheck()) {
            checks++;
            expect(list(pos.generateEvasions(buffer))).toEqual(legal);
          }
          if (legal.length === 0) break;
          // Checks and captures more often than at random, so the positions stay sharp.
          const sharp = legal.filter((m) => pos.board[m >> 7] !== 0 || pos.givesCheck(m));
          const pool = sharp.length && rand() < 0.5 ? sharp : legal;
          pos.play(pool[Math.floor(rand() * pool.length)]);
        }
      }
    }
    expect(checks).toBeGreaterThan(500);
    expect(captures).toBeGreaterThan(1000);
    expect(lines).toBeGreaterThan(200);
  });
});
