/**
 * The Asian rule "perpetual chase loses" (docs/rules.md 3.4): for a chasing colour X, the greatest
 * sets C_X (X to move: every move that does not lose is a quiet, non-checking move into C_Y, and
 * those moves newly chase a common point) and C_Y (Y to move, not in check: a quiet non-checking
 * move into C_X saves a piece that every one of X's moves from there chases again). The sets live
 * in the table's chase bitmaps (`state.chase[X]`); the fixpoint runs in sweeps like the check
 * trap's (trapSets.ts), and the chase rules themselves are in shared/rules/chase.ts.
 */
import { ChaseRules, type PointSet, intersect, isEmptySet, pointSet } from '../../../../shared/rules/chase';
import { type Color, opposite } from '../../../../shared/rules/piece';
import { MAX_MOVES } from '../../../../shared/rules/position';
import { isUndecided, isWin } from '../../../../shared/tablebase/value';
import { TrapBoard, inSet, seedWithPredecessors, startFromSeeds, sweepSet } from '../trapSets';
import { definePass } from './pass';

export class PerpetualChaseTrap extends TrapBoard {
  private readonly rules = new ChaseRules();
  /** Legal moves of the loaded position, and of the position one move on. */
  private readonly moves = new Uint16Array(MAX_MOVES);
  private readonly replies = new Uint16Array(MAX_MOVES);
  private readonly targets = pointSet();
  private readonly chased = pointSet();
  private readonly saved = pointSet();

  /**
   * Where the trap of `chaser` can start, over entries [lo, hi), found at the first repetition order:
   * the undecided Y-to-move positions, Y not in check, where X has a chase capture (without one no
   * move of Y saves anything), and the undecided predecessors of those with X to move. A decided
   * position stays decided, so later orders only prune these (`start`).
   */
  seed(chaser: Color, lo: number, hi: number): void {
    const chased = opposite(chaser), sets = this.state.chaseSeeds[chaser];
    const chasedValues = this.state.values[chased], chaserValues = this.state.values[chaser];
    for (let i = lo; i < hi; i++) {
      if (!isUndecided(chasedValues[i])) continue;
      this.load(i, chased);
      if (this.pos.inCheck()) continue;
      this.pos.turn = chaser;
      const threatened = this.rules.chaseCaptures(this.pos, this.moves) > 0;
      if (!threatened) continue;
      seedWithPredecessors(this.kernel, i, sets[chased], chaser, chaserValues, sets[chaser]);
    }
  }

  /** The trap's sets at this order over words [wordLo, wordHi): its seeds still undecided. */
  start(chaser: Color, wordLo: number, wordHi: number): void {
    startFromSeeds(this.state.chaseSeeds[chaser], this.state.chase[chaser], this.state.values, wordLo, wordHi);
  }

  /**
   * One sweep over words [wordLo, wordHi) of `side`'s part of the trap of `chaser`, as the check
   * trap sweeps (checkTrap.ts): the chaser's sweep comes first in a round, so the chased side's
   * predecessors it marks are looked at in the same round.
   */
  sweep(chaser: Color, side: Color, wordLo: number, wordHi: number): number {
    const sets = this.state.chase[chaser], frontiers = this.state.frontiers;
    const stays = side === chaser ? (i: number) => this.chaserStays(i, chaser, sets) : (i: number) => this.chasedStays(i, chaser, sets);
    return sweepSet(this.kernel, sets[side], side, frontiers[side], frontiers[opposite(side)], wordLo, wordHi, stays);
  }

  /** Takes out of both traps, over words [wordLo, wordHi), each position where its side to move both chases and is chased; returns how many. */
  removeMutual(wordLo: number, wordHi: number): number {
    const chase = this.state.chase;
    let removed = 0;
    for (const side of [0, 1] as const) {
      const own = chase[side][side], other = chase[side ^ 1][side];
      for (let w = wordLo; w < wordHi; w++) {
        const both = own[w] & other[w];
        if (both === 0) continue;
        own[w] &= ~both;
        other[w] &= ~both;
        removed += popcount(both);
      }
    }
    return removed;
  }

  /**
   * The cheap conditions over every move first (most positions fail one), settling legality only for
   * a move that would let the chaser out or that enters C_Y; then the new chases of the moves into
   * C_Y, the costly part. A move into C_Y is no check: C_Y holds no position with Y in check.
   */
  private chaserStays(index: number, chaser: Color, sets: readonly Int32Array[]): boolean {
    this.load(index, chaser);
    const pos = this.pos, codec = this.codec, board = codec.board, chased = opposite(chaser);
    const chasedValues = this.state.values[chased], targets = this.targets, moves = this.moves;
    const n = pos.generatePseudoAt(codec.squares, codec.squares.length, moves);
    let into = 0, prepared = false;
    for (let i = 0; i < n; i++) {
      const move = moves[i], from = move & 127, to = move >> 7;
      let escapes: boolean;
      if (board[to] !== 0) escapes = !isWin(this.probe.valueAfterCapture(codec, codec.at[from], to, chased));
      else {
        const next = codec.indexAfter(codec.at[from], to);
        if (isWin(chasedValues[next])) continue;
        escapes = !inSet(sets[chased], next);
        if (!escapes) {
          moves[into++] = move;
          continue;
        }
      }
      if (!escapes) continue;
      if (!prepared) {
        pos.prepareLegality();
        prepared = true;
      }
      if (pos.isLegalPrepared(move)) return false;
    }
    if (!prepared) pos.prepareLegality();
    let legal = 0;
    for (let i = 0; i < into; i++) if (pos.isLegalPrepared(moves[i])) moves[legal++] = moves[i];
    if (legal === 0) return false;
    targets.fill(-1);
    for (let i = 0; i < legal; i++) {
      this.rules.newChases(pos, moves[i], this.chased);
      intersect(targets, this.chased);
      if (isEmptySet(targets)) return false;
    }
    return true;
  }

  private chasedStays(index: number, chaser: Color, sets: readonly Int32Array[]): boolean {
    this.load(index, opposite(chaser));
    const pos = this.pos, codec = this.codec, board = codec.board;
    if (pos.inCheck()) return false;
    const n = pos.generateLegal(this.moves);
    for (let i = 0; i < n; i++) {
      const move = this.moves[i], from = move & 127, to = move >> 7;
      if (board[to] !== 0 || !inSet(sets[chaser], codec.indexAfter(codec.at[from], to)) || pos.givesCheck(move)) continue;
      this.rules.savedPoints(pos, move, this.saved);
      if (isEmptySet(this.saved)) continue;
      const captured = pos.play(move);
      const again = this.chasedAgain(chaser, this.saved);
      pos.undo(move, captured);
      if (again) return true;
    }
    return false;
  }

  /**
   * Whether every quiet move of the chaser from the position on `pos` (one of C_X) that does not
   * lose newly chases a point of `saved`: T(q) ∩ S(e) ≠ ∅. The position's other moves all lose, or
   * it would not be in C_X (or will leave it, and this position with it, in a later round).
   */
  private chasedAgain(chaser: Color, saved: PointSet): boolean {
    const pos = this.pos, board = pos.board, chasedValues = this.state.values[opposite(chaser)];
    const targets = this.targets;
    targets.set(saved);
    const n = pos.generateLegal(this.replies);
    for (let i = 0; i < n; i++) {
      const move = this.replies[i];
      if (board[move >> 7] !== 0) continue;
      const captured = pos.play(move);
      const next = this.kernel.material.encode(board);
      pos.undo(move, captured);
      if (isWin(chasedValues[next])) continue;
      this.rules.newChases(pos, move, this.chased);
      intersect(targets, this.chased);
      if (isEmptySet(targets)) return false;
    }
    return true;
  }
}

function popcount(bits: number): number {
  let n = 0;
  for (let b = bits; b !== 0; b &= b - 1) n++;
  return n;
}

/**
 * The trap of `chaser`: its start (`seed` over entries, `start` over words), a sweep of `side`'s part,
 * or (`mutual`, both colours' traps) the positions where the side to move both chases and is chased.
 */
export type ChaseTrapTask =
  | { readonly pass: 'chaseTrap'; readonly step: 'seed' | 'start'; readonly chaser: 0 | 1; readonly lo: number; readonly hi: number }
  | { readonly pass: 'chaseTrap'; readonly step: 'sweep'; readonly chaser: 0 | 1; readonly side: 0 | 1; readonly lo: number; readonly hi: number }
  | { readonly pass: 'chaseTrap'; readonly step: 'mutual'; readonly lo: number; readonly hi: number };

export const chaseTrapPass = definePass({
  name: 'chaseTrap',
  prepare: (table) => new PerpetualChaseTrap(table.kernel, table.state, table.probe),
  /** The positions a sweep or `mutual` took out of the traps (none for their start). */
  run(trap, task: ChaseTrapTask): number {
    switch (task.step) {
      case 'sweep':
        return trap.sweep(task.chaser, task.side, task.lo, task.hi);
      case 'mutual':
        return trap.removeMutual(task.lo, task.hi);
      case 'seed':
        trap.seed(task.chaser, task.lo, task.hi);
        return 0;
      case 'start':
        trap.start(task.chaser, task.lo, task.hi);
        return 0;
    }
  },
  covers: (task) => (task.step === 'seed' ? 1 : 32) * (task.hi - task.lo),
});
