/**
 * The Asian rule "perpetual check loses", by the order-layered method of docs/rules.md.
 * After the ordinary analysis of an order, for each colour X that might check forever, C starts as
 * every undecided position and shrinks to a fixpoint:
 *  - a Y-to-move position stays only while Y is in check and has a quiet, non-checking move to an
 *    X-to-move position in C (if Y could stay only by checking back, the checking is mutual: a draw);
 *  - an X-to-move position stays only while every X move either leads to a decided win for Y or is a
 *    check into a position of C.
 * Every X-to-move position left in C is lost for X at the next order (distance 0). Positions whose
 * membership may change are re-examined through un-moves when a successor leaves C, so the fixpoint
 * costs work in proportion to what changes, not full sweeps. The work comes in ranges that threads
 * run at once (the schedule, schedule.ts, orders them); C lives in the trap sets (tableState.ts)
 * and the work lists in the frontier bitmaps, and the red positions trapped wait in the `trapped`
 * bitmap while black's trap is found.
 */
import { type Color, opposite } from '../../../../shared/rules/piece';
import { MAX_MOVES } from '../../../../shared/rules/position';
import { ESCAPE, ILLEGAL, isUndecided, isWin } from '../../../../shared/tablebase/value';
import { TrapBoard, inSet, seedWithPredecessors, startFromSeeds, sweepSet } from '../trapSets';
import { definePass } from './pass';

export class PerpetualCheckTrap extends TrapBoard {
  private readonly moves = new Uint16Array(MAX_MOVES);

  /**
   * The start of C for `checker`, over defender entries [lo, hi), where both colours can check (the
   * seeds are kept from the first order): defender positions belong to C only while in check, and a
   * checker position in C must have a non-losing move, which must be a check into C, so only
   * predecessors of those defender positions can be in C. Where only `checker` can check, see
   * `seedFromChecker`.
   */
  seed(checker: Color, lo: number, hi: number): void {
    const defender = opposite(checker), kept = this.state.checkSeeds[checker];
    if (kept[0].length === 0) {
      this.seedFromChecker(checker, lo, hi);
      return;
    }
    const defenderValues = this.state.values[defender], checkerValues = this.state.values[checker];
    for (let i = lo; i < hi; i++) {
      if (!isUndecided(defenderValues[i])) continue;
      this.load(i, defender);
      const codec = this.codec;
      if (!this.kernel.men.attacked(codec.board, this.pos.kings[defender], checker, codec.squares)) continue;
      seedWithPredecessors(this.kernel, i, kept[defender], checker, checkerValues, kept[checker]);
    }
  }

  /**
   * The start of C where only `checker` can give check, over checker entries [lo, hi): a checker
   * position of C has only moves that lose or check, which few have, so they are found directly (one
   * move refutes most positions) and the defender positions that can move to them are marked; C's
   * greatest fixpoint is the same from this start as from the defender's seeds above (both hold it),
   * but the defender's positions in check have checker predecessors by the million that a sweep then
   * took out one by one (the seeds and sweeps were 4.5% of the KCPA-KAB chain, trapping nothing).
   */
  seedFromChecker(checker: Color, lo: number, hi: number): void {
    const defender = opposite(checker), inC = this.state.trapSets;
    const defenderValues = this.state.values[defender], checkerValues = this.state.values[checker];
    for (let i = lo; i < hi; i++) {
      if (!isUndecided(checkerValues[i]) || !this.checkerStays(i, checker, null)) continue;
      seedWithPredecessors(this.kernel, i, inC[checker], defender, defenderValues, inC[defender]);
    }
  }

  /** C at this order from the seeds kept since the first, over words [wordLo, wordHi) (where both colours can check). */
  start(checker: Color, wordLo: number, wordHi: number): void {
    startFromSeeds(this.state.checkSeeds[checker], this.state.trapSets, this.state.values, wordLo, wordHi);
  }

  /**
   * One sweep of the fixpoint over words [wordLo, wordHi) of `side`: each position of C marked
   * dirty (`side`'s frontier) that no longer satisfies its condition leaves C, and its predecessors
   * are marked dirty in the other side's frontier, to be looked at again by that side's next sweep
   * (the defender's in this round when the sweep is the checker's). Returns how many left C. Threads
   * sweep one side at once: the other side's part of C, which a condition reads, does not change
   * meanwhile, and a position judged on a successor that leaves C later is marked dirty again by
   * that removal.
   */
  sweep(checker: Color, side: Color, wordLo: number, wordHi: number): number {
    const inC = this.state.trapSets, frontiers = this.state.frontiers;
    const stays = side === checker ? (i: number) => this.checkerStays(i, side, inC) : (i: number) => this.defenderStays(i, side, inC);
    return sweepSet(this.kernel, inC[side], side, frontiers[side], frontiers[opposite(side)], wordLo, wordHi, stays);
  }

  /**
   * Whether the defender, in check, has a quiet move into C that gives no check back. The moves come
   * from the kernel's quiet points: a move into C is legal, since C holds only legal positions (an
   * undecided value), so no legality test is needed.
   */
  private defenderStays(index: number, side: Color, inC: readonly Int32Array[]): boolean {
    this.load(index, side);
    const kernel = this.kernel, codec = this.codec, board = codec.board, squares = codec.squares, pieces = codec.pieces;
    const checker = opposite(side), into = inC[checker], tos = kernel.pointBuffer;
    if (!kernel.men.attacked(board, this.pos.kings[side], checker, squares)) return false;
    for (let p = 0; p < pieces.length; p++) {
      if (pieces[p] >> 3 !== side) continue;
      const n = kernel.quietPoints(p, side, false);
      for (let i = 0; i < n; i++) {
        if (inSet(into, codec.indexAfter(p, tos[i])) && !this.pos.givesCheck(squares[p] | (tos[i] << 7))) return true;
      }
    }
    return false;
  }

  /**
   * Whether every move of the checker loses or is a check into C (`inC` null: any check). A quiet
   * move's legality is read off its successor's value (ILLEGAL when it leaves the mover's king
   * attacked); a capture's is settled only for one that does not lose.
   */
  private checkerStays(index: number, side: Color, inC: readonly Int32Array[] | null): boolean {
    // Settled captures (settledCaptures.ts): ESCAPE is a capture that does not lose, any other
    // undecided value says every capture loses, and the sub-tables' values may be gone.
    const settled = this.kernel.rule.capturesSettled;
    if (settled && this.state.values[side][index] === ESCAPE) return false;
    this.load(index, side);
    const kernel = this.kernel, codec = this.codec, board = codec.board, squares = codec.squares, pieces = codec.pieces;
    const defender = opposite(side), defenderValues = this.state.values[defender], into = inC?.[defender], tos = kernel.pointBuffer;
    for (let p = 0; p < pieces.length; p++) {
      if (pieces[p] >> 3 !== side) continue;
      const n = kernel.quietPoints(p, side, false);
      for (let i = 0; i < n; i++) {
        const next = codec.indexAfter(p, tos[i]), value = defenderValues[next];
        if (value === ILLEGAL || isWin(value)) continue;
        if ((into && !inSet(into, next)) || !this.pos.givesCheck(squares[p] | (tos[i] << 7))) return false;
      }
    }
    if (settled) return true;
    const moves = this.moves, n = kernel.men.captures(board, side, squares, moves);
    let inCheck = -1;
    for (let i = 0; i < n; i++) {
      const move = moves[i], from = move & 127, to = move >> 7;
      if (isWin(this.probe.valueAfterCapture(codec, codec.at[from], to, defender))) continue;
      if (inCheck < 0) inCheck = kernel.men.attacked(board, this.pos.kings[side], defender, squares) ? 1 : 0;
      if (kernel.legal(move, inCheck === 1)) return false;
    }
    return true;
  }
}

/** The trap's start (`seed`: its seeds, over entries; `start`: its sets from the kept seeds, over words) or a sweep of `side`'s part (over words). */
export type CheckTrapTask =
  | { readonly pass: 'checkTrap'; readonly step: 'seed' | 'start'; readonly checker: 0 | 1; readonly lo: number; readonly hi: number }
  | { readonly pass: 'checkTrap'; readonly step: 'sweep'; readonly checker: 0 | 1; readonly side: 0 | 1; readonly lo: number; readonly hi: number };

export const checkTrapPass = definePass({
  name: 'checkTrap',
  prepare: (table) => new PerpetualCheckTrap(table.kernel, table.state, table.probe),
  /** The positions a sweep took out of the trap (none for its start). */
  run(trap, task: CheckTrapTask): number {
    if (task.step === 'sweep') return trap.sweep(task.checker, task.side, task.lo, task.hi);
    if (task.step === 'seed') trap.seed(task.checker, task.lo, task.hi);
    else trap.start(task.checker, task.lo, task.hi);
    return 0;
  },
  covers: (task) => (task.step === 'seed' ? 1 : 32) * (task.hi - task.lo),
});
