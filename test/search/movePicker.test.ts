/**
 * The staged move picker gives every pseudo-legal move of the rules core's generator exactly once, in
 * ordering.ts's order: the hash move, the captures of pieces worth at least the capturer's, the
 * killers, then the rest (cheaper captures, quiet moves that check from their target, then the
 * other quiet moves by history), whatever the hash move and killers hold (moves of this board, of
 * another, or none); asked for quiet checks only, the same but for the quiet moves after the killers
 * that cannot check.
 */
import { describe, expect, it } from 'vitest';
import { START_FEN } from '../../src/shared/rules/fen';
import { moveToIccs } from '../../src/shared/rules/move';
import { MAX_MOVES, Position } from '../../src/shared/rules/position';
import { isPseudoLegal } from '../../src/shared/rules/pseudoLegal';
import { LineOccupancy } from '../../src/shared/search/lineOccupancy';
import { mayGiveCheck } from '../../src/shared/search/mayGiveCheck';
import { MovePicker } from '../../src/shared/search/movePicker';
import { MoveOrdering, QUIET_CHECK } from '../../src/shared/search/ordering';
import { prng } from '../support/random';

const PLY = 3;

/** The side to move's points, as the search's piece list holds them. */
function pieceList(pos: Position): Uint8Array {
  return Uint8Array.from([...pos.board.keys()].filter((sq) => pos.board[sq] !== 0 && pos.board[sq] >> 3 === pos.turn));
}

describe('MovePicker', () => {
  it('gives each pseudo-legal move once, hash move, good captures, killers, then the rest', () => {
    const rand = prng(71);
    let checked = 0, dropped = 0;
    for (const fen of [START_FEN, '1C3a3/3k4C/2R2a3/2p1pPN2/9/9/2P5P/1cn6/2p2pp2/4K4 w - - 0 1', 'r4Rb2/4k2C1/4b4/9/1N7/1r6R/9/4n4/3p1p3/4K3C w - - 0 1']) {
      for (let game = 0; game < 5; game++) {
        const pos = Position.fromFen(fen);
        for (let ply = 0; ply < 40; ply++) {
          const out = new Uint16Array(MAX_MOVES);
          const all = Array.from(out.subarray(0, pos.generatePseudo(out)));
          if (all.length === 0) break;
          const any = () => all[Math.floor(rand() * all.length)];
          const ordering = new MoveOrdering();
          for (let i = 0; i < 30; i++) ordering.history[Math.floor(rand() * ordering.history.length)] = Math.floor(rand() * 1000);
          // Killers from this board, or a move of the other side (not playable here), or none.
          ordering.killers[PLY * 2] = rand() < 0.7 ? any() : 0;
          ordering.killers[PLY * 2 + 1] = rand() < 0.5 ? any() : 0;
          const hashMove = rand() < 0.7 ? any() : 0;
          const list = pieceList(pos);
          const picker = new MovePicker(ordering, PLY);
          picker.staged(hashMove !== 0 && isPseudoLegal(pos.board, pos.turn, hashMove) ? hashMove : 0);
          const picked: number[] = [];
          const lines = new LineOccupancy(pos.board);
          for (let m = picker.next(pos, lines, list, 0, list.length, false); m !== 0; m = picker.next(pos, lines, list, 0, list.length, false)) picked.push(m);
          expect([...picked].sort((a, b) => a - b), pos.fen()).toEqual([...all].sort((a, b) => a - b));
          // The order of scoring every move at once (ties aside): the picked moves' scores never rise.
          const reference = new MovePicker(ordering, PLY);
          reference.moves.set(all);
          reference.listed(pos.board, all.length, hashMove);
          const rank = new Map<number, number>(), king = pos.kings[pos.turn ^ 1];
          for (let i = 0; i < all.length; i++) {
            const m = reference.moves[i], quiet = reference.scores[i] < QUIET_CHECK && pos.board[m >> 7] === 0;
            rank.set(m, reference.scores[i] + (quiet && lines.checksDirectly(pos.board, m & 127, m >> 7, king) ? QUIET_CHECK : 0));
          }
          for (let i = 1; i < picked.length; i++) {
            if (rank.get(picked[i])! > rank.get(picked[i - 1])!) expect.fail(`${moveToIccs(picked[i])} after ${moveToIccs(picked[i - 1])} in ${pos.fen()}`);
          }
          if (hashMove !== 0) expect(picked[0]).toBe(hashMove);
          // Quiet checks only: the same minus the quiet moves after the killers that cannot check.
          const futile = new MovePicker(ordering, PLY);
          futile.staged(picked[0] === hashMove ? hashMove : 0);
          const kept: number[] = [];
          for (let m = futile.next(pos, lines, list, 0, list.length, true); m !== 0; m = futile.next(pos, lines, list, 0, list.length, true)) kept.push(m);
          const special = new Set([hashMove, ordering.killers[PLY * 2], ordering.killers[PLY * 2 + 1]]);
          const left = all.filter((m) => pos.board[m >> 7] === 0 && !special.has(m) && !mayGiveCheck(pos.board[m & 127], m & 127, m >> 7, king));
          expect(kept.sort((a, b) => a - b), pos.fen()).toEqual(all.filter((m) => !left.includes(m)).sort((a, b) => a - b));
          expect(futile.droppedQuiet).toBe(left.length > 0);
          dropped += left.length;
          checked++;
          const legal = pos.legalMoves();
          if (legal.length === 0) break;
          pos.play(legal[Math.floor(rand() * legal.length)]);
        }
      }
    }
    expect(checked).toBeGreaterThan(300);
    expect(dropped).toBeGreaterThan(checked);
  });

  it('gives listed moves in exactly the order of MoveOrdering.pick, ties and equal tails included', () => {
    const rand = prng(72);
    let compared = 0;
    for (const fen of [START_FEN, '1C3a3/3k4C/2R2a3/2p1pPN2/9/9/2P5P/1cn6/2p2pp2/4K4 w - - 0 1']) {
      const pos = Position.fromFen(fen);
      for (let ply = 0; ply < 30; ply++) {
        const out = new Uint16Array(MAX_MOVES);
        const n = pos.generatePseudo(out);
        if (n === 0) break;
        const ordering = new MoveOrdering();
        // Few distinct history scores, so that many moves tie and a tail of equal scores comes early.
        for (let i = 0; i < 20; i++) ordering.history[Math.floor(rand() * ordering.history.length)] = Math.floor(rand() * 3);
        const picker = new MovePicker(ordering, PLY);
        picker.moves.set(out.subarray(0, n));
        picker.listed(pos.board, n, 0);
        const moves = picker.moves.slice(0, n), scores = picker.scores.slice(0, n);
        const expected = Array.from({ length: n }, (_, i) => ordering.pick(moves, scores, i, n));
        const lines = new LineOccupancy(pos.board), list = pieceList(pos), picked: number[] = [];
        for (let m = picker.next(pos, lines, list, 0, list.length, false); m !== 0; m = picker.next(pos, lines, list, 0, list.length, false)) picked.push(m);
        expect(picked).toEqual(expected);
        compared++;
        const legal = pos.legalMoves();
        if (legal.length === 0) break;
        pos.play(legal[Math.floor(rand() * legal.length)]);
      }
    }
    expect(compared).toBeGreaterThan(40);
  });
});
