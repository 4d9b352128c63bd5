/**
 * The fixpoint machinery both repetition traps share (passes/checkTrap.ts, passes/chaseTrap.ts): a trap's sets are
 * bitmaps per side to move; a sweep re-examines the positions marked dirty and takes out those that no
 * longer meet their condition, marking their predecessors dirty in turn; at the end the trapped
 * positions are written as losses.
 */
import type { Color } from '../../../shared/rules/piece';
import { Position } from '../../../shared/rules/position';
import type { PositionCodec } from '../../../shared/tablebase/codec';
import { isUndecided } from '../../../shared/tablebase/value';
import type { CaptureProbe } from './captureProbe';
import type { Kernel } from './kernel';
import type { TableState } from './tableState';

/**
 * What both traps' conditions work on: the table's state, and a position of it decoded by index onto a
 * board with its kings. The board is the kernel's: a seed or a position leaving the trap is then
 * loaded once, and the kernel's `predecessors` of the same index finds it loaded already (with a codec
 * of its own, each was decoded twice).
 */
export abstract class TrapBoard {
  protected readonly codec: PositionCodec;
  protected readonly pos: Position;
  /** Where each colour's king stands among the men (MaterialIndex.kings). */
  private readonly kings: readonly [number, number];

  constructor(protected readonly kernel: Kernel, protected readonly state: TableState, protected readonly probe: CaptureProbe) {
    this.codec = kernel.codec;
    this.pos = Position.unchecked(this.codec.board, 0);
    this.kings = kernel.material.kings;
  }

  /** Loads the entry onto the kernel's board (its `legal` then applies) and onto `pos`. */
  protected load(index: number, side: Color): void {
    this.kernel.placePieces(index, side);
    this.pos.turn = side;
    this.pos.kings[0] = this.codec.squares[this.kings[0]];
    this.pos.kings[1] = this.codec.squares[this.kings[1]];
  }
}

export function inSet(set: Int32Array, index: number): boolean {
  return (set[index >> 5] & (1 << (index & 31))) !== 0;
}

/**
 * A trap's seeding step: puts `index` (its side to move's entry) into `set`, and into `predecessorSet`
 * each of its predecessors with `mover` to move whose value in `values` is undecided.
 */
export function seedWithPredecessors(
  kernel: Kernel, index: number, set: Int32Array, mover: Color, values: Uint16Array, predecessorSet: Int32Array,
): void {
  Atomics.or(set, index >> 5, 1 << (index & 31));
  const k = kernel.predecessors(index, mover);
  const found = kernel.predecessorBuffer;
  for (let j = 0; j < k; j++) {
    const q = found[j];
    if (isUndecided(values[q])) Atomics.or(predecessorSet, q >> 5, 1 << (q & 31));
  }
}

/**
 * One sweep over words [wordLo, wordHi) of `set` (the trap's positions with `side` to move): each
 * position marked in `dirty` (cleared as it is read) that `stays` rejects leaves the set, and its
 * predecessors (the other side to move) are marked in `next`. Returns how many left.
 */
export function sweepSet(
  kernel: Kernel, set: Int32Array, side: Color, dirty: Int32Array, next: Int32Array, wordLo: number, wordHi: number,
  stays: (index: number) => boolean,
): number {
  const mover = (side ^ 1) as Color;
  let removed = 0;
  for (let w = wordLo; w < wordHi; w++) {
    let bits = dirty[w] & set[w];
    // Only this side's sweep reads or writes these words in this batch; what it marks goes to the other side's.
    dirty[w] = 0;
    while (bits !== 0) {
      const bit = 31 - Math.clz32(bits & -bits);
      bits &= bits - 1;
      const index = w * 32 + bit;
      if (stays(index)) continue;
      Atomics.and(set, w, ~(1 << bit));
      removed++;
      const k = kernel.predecessors(index, mover);
      const found = kernel.predecessorBuffer;
      for (let i = 0; i < k; i++) Atomics.or(next, found[i] >> 5, 1 << (found[i] & 31));
    }
  }
  return removed;
}

/**
 * A trap's sets at a repetition order from the seeds found at the first, over words [wordLo, wordHi):
 * the seeds still undecided. A decided position stays decided, so the seeds are pruned alike and the
 * costly search for them runs once per table, not once per order.
 */
export function startFromSeeds(
  seeds: readonly Int32Array[], sets: readonly Int32Array[], values: readonly Uint16Array[], wordLo: number, wordHi: number,
): void {
  for (const side of [0, 1] as const) {
    const seed = seeds[side], set = sets[side], value = values[side];
    for (let w = wordLo; w < wordHi; w++) {
      let bits = seed[w], keep = 0;
      while (bits !== 0) {
        const bit = 31 - Math.clz32(bits & -bits);
        bits &= bits - 1;
        if (isUndecided(value[w * 32 + bit])) keep |= 1 << bit;
      }
      seed[w] = keep;
      // Writing only what changes leaves untaken the pages of a borrowed wins bitmap that hold no seed.
      if (set[w] !== keep) set[w] = keep;
    }
  }
}
