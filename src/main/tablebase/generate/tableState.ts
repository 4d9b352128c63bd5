/**
 * The working memory of one table under generation, in shared buffers so worker threads can operate
 * on it together. Per side to move: a value array (2 bytes an entry), and bitmaps (1 bit an entry):
 * the frontier (positions decided at the level being processed, and those found meanwhile for the
 * next level: their values' distances tell them apart), the candidates for a loss (an undecided
 * position a successor of which has just been found won for the opponent: checked once per level),
 * and the wins propagated so far, which a candidate's check and the propagation read instead of the
 * values (a bitmap a sixteenth of the values' size stays in the processor's caches far longer: the
 * 炮高兵单士象对士象全 main table's levels took about 0.8 of the time with it, docs/performance.md).
 * The perpetual-check trap's sets borrow a checking side's wins bitmap, rebuilt after the trap, so
 * that the trap commits no page the levels left untouched. No successor counters: a position is
 * proved lost by checking its moves when it becomes a candidate, which costs forward move
 * generation but a byte of memory less per entry and side (docs/performance.md). The positions
 * that can never be lost (a capture draws or wins for them) hold the value code ESCAPE.
 */

import type { Metric } from '../../../shared/tablebase/value';
import type { TrapSides } from './trapSides';
import { sharedMemory } from '../../memory/sharedMemory';

export interface TableState {
  readonly size: number;
  readonly values: readonly [Uint16Array, Uint16Array];
  /**
   * `frontiers[side]`: a side's positions of the level being processed and of the next one, which
   * the other side's propagation adds meanwhile; a position's level is its value's distance.
   */
  readonly frontiers: readonly [Int32Array, Int32Array];
  readonly candidates: readonly [Int32Array, Int32Array];
  /** Wins already propagated: those of earlier orders, and of this order up to the current level. */
  readonly won: readonly [Int32Array, Int32Array];
  /**
   * The perpetual-check trap's sets (passes/checkTrap.ts) per side to move: the wins bitmap of a side that
   * can check, which holds its wins, the candidate bitmap of one that cannot, which holds its
   * candidates; so the trap writes pages the levels have already taken. Both are empty between levels,
   * but for the wins, which the schedule rebuilds from the values after the trap.
   */
  readonly trapSets: readonly [Int32Array, Int32Array];
  /** Red positions the perpetual-check trap caught, kept while black's are found (passes/checkTrap.ts); empty unless both colours can check. */
  readonly trapped: Int32Array;
  /** `chase[chaser][side]`: the perpetual-chase trap of each chasing colour (passes/chaseTrap.ts); empty where that colour has none. */
  readonly chase: readonly [readonly [Int32Array, Int32Array], readonly [Int32Array, Int32Array]];
  /**
   * `checkSeeds[checker][side]`, `chaseSeeds[chaser][side]`: where that trap can start, found at the
   * first repetition order and pruned as positions are decided (trapSets.ts: startFromSeeds). The
   * check trap keeps them only where both colours can check, the materials with many orders; elsewhere
   * it seeds again at each order into its candidate bitmaps.
   */
  readonly checkSeeds: readonly [readonly [Int32Array, Int32Array], readonly [Int32Array, Int32Array]];
  readonly chaseSeeds: readonly [readonly [Int32Array, Int32Array], readonly [Int32Array, Int32Array]];
  /**
   * DTM only (empty for DTC): positions whose value is written but whose distance lies ahead of the
   * level being processed, put in the frontier when the levels reach it (kernel.ts `pendingRange`).
   * Under DTM a capture keeps the sub-table's distance, so a capture's win or a loss's longest
   * capture can decide a position at any level, not only the first.
   */
  readonly pending: readonly [Int32Array, Int32Array];
}

type Pair = readonly [SharedArrayBuffer, SharedArrayBuffer];

export interface TableBuffers {
  readonly size: number;
  readonly values: Pair;
  readonly frontiers: Pair;
  readonly candidates: Pair;
  readonly won: Pair;
  /** Per side to move, whether its trap set is its wins bitmap (else its candidate bitmap). */
  readonly trapInWon: readonly [boolean, boolean];
  readonly trapped: SharedArrayBuffer;
  readonly chase: readonly [Pair, Pair];
  readonly checkSeeds: readonly [Pair, Pair];
  readonly chaseSeeds: readonly [Pair, Pair];
  readonly pending: Pair;
}

export function bitmapWords(size: number): number {
  return Math.ceil(size / 32);
}

const pair = (bytes: number): Pair => [sharedMemory(bytes), sharedMemory(bytes)] as const;

/**
 * `sides`: which colours get which trap (trapSides.ts); `trapped` is needed only when both can check,
 * the chase sets only for a colour that chases, the pending bitmaps only for DTM.
 */
export function allocateTable(size: number, sides: TrapSides, metric: Metric = 'dtc'): TableBuffers {
  const words = bitmapWords(size) * 4;
  const bothCheck = sides.check[0] && sides.check[1];
  const trapped = sharedMemory(bothCheck ? words : 0);
  const chaseSets = () => [pair(sides.chase[0] ? words : 0), pair(sides.chase[1] ? words : 0)] as const;
  return {
    size, values: pair(size * 2), frontiers: pair(words), candidates: pair(words), won: pair(words), trapInWon: sides.check, trapped,
    chase: chaseSets(), checkSeeds: [pair(bothCheck ? words : 0), pair(bothCheck ? words : 0)], chaseSeeds: chaseSets(),
    pending: pair(metric === 'dtm' ? words : 0),
  };
}

/** Buffers for reading a finished table only (verification): values, with empty working bitmaps. */
export function allocateValues(size: number): TableBuffers {
  return valuesOnly({ size, values: pair(size * 2) });
}

/** A table's values alone, without its working bitmaps: for reading it once it is finished. */
export function valuesOnly(buffers: Pick<TableBuffers, 'size' | 'values'>): TableBuffers {
  const { size, values } = buffers;
  return {
    size, values, frontiers: pair(0), candidates: pair(0), won: pair(0), trapInWon: [false, false], trapped: new SharedArrayBuffer(0), chase: [pair(0), pair(0)], checkSeeds: [pair(0), pair(0)], chaseSeeds: [pair(0), pair(0)],
    pending: pair(0),
  };
}

const bitmapView = (buffer: SharedArrayBuffer, size: number) => new Int32Array(buffer, 0, buffer.byteLength && bitmapWords(size));

/** A table's values per side to move, one entry an index. */
export function valueViews(buffers: Pick<TableBuffers, 'size' | 'values'>): readonly [Uint16Array, Uint16Array] {
  return [new Uint16Array(buffers.values[0], 0, buffers.size), new Uint16Array(buffers.values[1], 0, buffers.size)];
}

export function viewTable(buffers: TableBuffers): TableState {
  // Buffers are whole pages (sharedMemory.ts): the views end where the table does.
  const bits = (b: Pair) => [bitmapView(b[0], buffers.size), bitmapView(b[1], buffers.size)] as const;
  const candidates = bits(buffers.candidates), won = bits(buffers.won);
  const trapSet = (side: 0 | 1) => (buffers.trapInWon[side] ? won : candidates)[side];
  return {
    size: buffers.size,
    values: valueViews(buffers),
    frontiers: bits(buffers.frontiers),
    candidates,
    won,
    trapSets: [trapSet(0), trapSet(1)],
    trapped: bitmapView(buffers.trapped, buffers.size),
    chase: [bits(buffers.chase[0]), bits(buffers.chase[1])],
    checkSeeds: [bits(buffers.checkSeeds[0]), bits(buffers.checkSeeds[1])],
    chaseSeeds: [bits(buffers.chaseSeeds[0]), bits(buffers.chaseSeeds[1])],
    pending: bits(buffers.pending),
  };
}

export function tableBytes(size: number, sides: TrapSides, metric: Metric = 'dtc'): number {
  // Values; frontiers, candidates and wins, two bitmaps each; when both colours can check, the
  // perpetual-check trap's red positions kept while black's are found (its sets and work lists are
  // the wins or candidate bitmaps and the frontiers) and both check traps' seeds; per chasing
  // colour, its trap's sets and their seeds, two each; for DTM, the pending positions.
  const bitmaps = 6 + (sides.check[0] && sides.check[1] ? 5 : 0) + 4 * (Number(sides.chase[0]) + Number(sides.chase[1])) + (metric === 'dtm' ? 2 : 0);
  return size * 4 + bitmapWords(size) * 4 * bitmaps;
}
