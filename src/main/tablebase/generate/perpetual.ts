/**
 * The Asian rule "perpetual check loses", by the order-layered method of docs/tablebase-rules.md.
 * After the ordinary analysis of an order, for each colour X that might check forever, C starts as
 * every undecided position and shrinks to a fixpoint:
 *  - a Y-to-move position stays only while Y is in check and has a quiet, non-checking move to an
 *    X-to-move position in C (if Y could stay only by checking back, the checking is mutual: a draw);
 *  - an X-to-move position stays only while every X move either leads to a decided win for Y or is a
 *    check into a position of C.
 * Every X-to-move position left in C is lost for X at the next order (distance 0). Positions whose
 * membership may change are re-examined through un-moves when a successor leaves C, so the fixpoint
 * costs work in proportion to what changes, not full sweeps.
 */
import { type Color, opposite } from '../../../shared/rules/piece';
import { MAX_MOVES, Position } from '../../../shared/rules/position';
import { PositionCodec } from '../../../shared/tablebase/codec';
import { ATTACKER_KINDS } from '../../../shared/material/material';
import { UNKNOWN, isWin, lossValue } from '../../../shared/tablebase/value';
import type { CaptureProbe } from './captureProbe';
import type { Kernel } from './kernel';
import type { TableState } from './tableState';

export class PerpetualCheckTrap {
  private readonly codec: PositionCodec;
  private readonly pos: Position;
  private readonly moves = new Uint16Array(MAX_MOVES);
  private readonly blackKing: number;

  constructor(private readonly kernel: Kernel, private readonly state: TableState, private readonly probe: CaptureProbe) {
    this.codec = new PositionCodec(kernel.material);
    this.pos = Position.unchecked(this.codec.board, 0);
    this.blackKing = kernel.material.defenders[0].width;
  }

  /**
   * Runs the trap for both colours on the same undecided set and writes the trapped positions as
   * losses of `order` at distance 0 (frontier 0); returns how many. The frontier and candidate
   * bitmaps, all empty between propagations, serve as the work lists and the sets, so the trap adds
   * only one bitmap to the table's memory.
   */
  decide(order: number): number {
    const inC = [...this.state.candidates];
    const redTrapped = new Int32Array(inC[0].length);
    this.trapped(0, inC);
    redTrapped.set(inC[0]);
    this.trapped(1, inC);
    const decided = this.markLost(0, redTrapped, order) + this.markLost(1, inC[1], order);
    for (const bitmap of inC) bitmap.fill(0);
    return decided;
  }

  /**
   * Leaves in `inC[checker]` the positions with `checker` to move that can avoid losing only by
   * checking forever, among the positions still undecided.
   */
  private trapped(checker: Color, inC: Int32Array[]): void {
    const size = this.state.size, words = inC[0].length;
    const defender = opposite(checker);
    for (const bitmap of inC) bitmap.fill(0);
    // Only a side with an attacking piece can give check: a king never does.
    if (!ATTACKER_KINDS.some((kind) => this.kernel.material.counts[checker][kind] > 0)) return;
    // Defender positions belong to C only while in check. A checker position in C must have a
    // non-losing move, which must be a check into C, so only predecessors of those defender
    // positions can be in C: both filters together leave a small set to examine.
    const defenderValues = this.state.values[defender], checkerValues = this.state.values[checker];
    for (let i = 0; i < size; i++) {
      if (defenderValues[i] !== UNKNOWN) continue;
      this.load(i, defender);
      if (!this.pos.inCheck(defender)) continue;
      inC[defender][i >> 5] |= 1 << (i & 31);
      const k = this.kernel.predecessors(i, checker);
      const found = this.kernel.predecessorBuffer;
      for (let j = 0; j < k; j++) {
        const q = found[j];
        if (checkerValues[q] === UNKNOWN) inC[checker][q >> 5] |= 1 << (q & 31);
      }
    }
    let dirty = [...this.state.frontiers[0]];
    let nextDirty = [...this.state.frontiers[1]];
    for (const side of [0, 1]) dirty[side].set(inC[side]);
    for (let changed = true; changed; ) {
      changed = false;
      for (const side of [checker, defender]) {
        const bitmap = dirty[side];
        for (let w = 0; w < words; w++) {
          let bits = bitmap[w] & inC[side][w];
          while (bits !== 0) {
            const bit = 31 - Math.clz32(bits & -bits);
            bits &= bits - 1;
            const index = w * 32 + bit;
            const stays = side === checker ? this.checkerStays(index, side, inC) : this.defenderStays(index, side, inC);
            if (stays) continue;
            inC[side][w] &= ~(1 << bit);
            changed = true;
            const mover = opposite(side);
            const k = this.kernel.predecessors(index, mover);
            const found = this.kernel.predecessorBuffer;
            // A position re-examined later in this sweep sees the removal already.
            const target = mover === defender && side === checker ? dirty[mover] : nextDirty[mover];
            for (let i = 0; i < k; i++) target[found[i] >> 5] |= 1 << (found[i] & 31);
          }
        }
      }
      [dirty, nextDirty] = [nextDirty, dirty];
      for (const bitmap of nextDirty) bitmap.fill(0);
    }
    for (const bitmap of dirty) bitmap.fill(0);
  }

  private markLost(checker: Color, trapped: Int32Array, order: number): number {
    const values = this.state.values[checker], frontier = this.state.frontiers[0][checker];
    const loss = lossValue(order, 0);
    let seeds = 0;
    for (let w = 0; w < trapped.length; w++) {
      let bits = trapped[w];
      frontier[w] |= bits;
      while (bits !== 0) {
        const bit = 31 - Math.clz32(bits & -bits);
        bits &= bits - 1;
        values[w * 32 + bit] = loss;
        seeds++;
      }
    }
    return seeds;
  }

  private load(index: number, side: Color): void {
    this.codec.load(index);
    this.pos.turn = side;
    this.pos.kings[0] = this.codec.squares[0];
    this.pos.kings[1] = this.codec.squares[this.blackKing];
  }

  private inSet(inC: Int32Array[], side: number, index: number): boolean {
    return (inC[side][index >> 5] & (1 << (index & 31))) !== 0;
  }

  private defenderStays(index: number, side: Color, inC: Int32Array[]): boolean {
    this.load(index, side);
    const pos = this.pos, codec = this.codec, board = codec.board;
    if (!pos.inCheck(side)) return false;
    const n = pos.generatePseudoAt(codec.squares, codec.squares.length, this.moves);
    for (let i = 0; i < n; i++) {
      const move = this.moves[i];
      const from = move & 127, to = move >> 7;
      if (board[to] !== 0 || !pos.isLegalPseudo(move) || pos.givesCheck(move)) continue;
      if (this.inSet(inC, side ^ 1, codec.indexAfter(codec.at[from], to))) return true;
    }
    return false;
  }

  private checkerStays(index: number, side: Color, inC: Int32Array[]): boolean {
    this.load(index, side);
    const pos = this.pos, codec = this.codec, board = codec.board;
    const defender = opposite(side), defenderValues = this.state.values[defender];
    const n = pos.generatePseudoAt(codec.squares, codec.squares.length, this.moves);
    for (let i = 0; i < n; i++) {
      const move = this.moves[i];
      if (!pos.isLegalPseudo(move)) continue;
      const from = move & 127, to = move >> 7;
      if (board[to] !== 0) {
        const captured = pos.play(move);
        const value = this.probe.valueAfterCapture(board, defender, captured);
        pos.undo(move, captured);
        if (!isWin(value)) return false;
        continue;
      }
      const next = codec.indexAfter(codec.at[from], to);
      if (isWin(defenderValues[next])) continue;
      if (!pos.givesCheck(move) || !this.inSet(inC, defender, next)) return false;
    }
    return true;
  }
}
