/**
 * Zobrist keys and the transposition table. A position's key is two 32-bit halves (`lo` picks the
 * slot, `hi` checks it), kept up to date incrementally by the search as it makes and unmakes moves:
 * the rules core's `play`/`undo` stay untouched and the search XORs the moved and captured pieces.
 * The table is a set of typed arrays sized in MB; mate and table scores are stored relative to the
 * node (see score.ts).
 */
import type { Position } from '../rules/position';
import { INFINITE, fromStored } from './score';

/** Deterministic 32-bit generator (xorshift32) so keys are the same in every thread and run. */
function keyStream(seed: number): () => number {
  let x = seed | 0;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return x | 0;
  };
}

const next = keyStream(0x2545f491);
/** Keys by `piece * 90 + square` (piece codes below 16). */
export const PIECE_KEY_LO = new Int32Array(16 * 90).map(() => next());
export const PIECE_KEY_HI = new Int32Array(16 * 90).map(() => next());
export const SIDE_KEY_LO = next();
export const SIDE_KEY_HI = next();

/** A mutable key pair; the search keeps one and updates it per move. */
export interface Key {
  lo: number;
  hi: number;
}

export function positionKey(pos: Position): Key {
  let lo = 0, hi = 0;
  for (let sq = 0; sq < 90; sq++) {
    const piece = pos.board[sq];
    if (piece === 0) continue;
    lo ^= PIECE_KEY_LO[piece * 90 + sq];
    hi ^= PIECE_KEY_HI[piece * 90 + sq];
  }
  if (pos.turn === 1) {
    lo ^= SIDE_KEY_LO;
    hi ^= SIDE_KEY_HI;
  }
  return { lo, hi };
}

/** Flips `key` for a move of `piece` from `from` to `to` capturing `captured` (0 for none); its own inverse. */
export function updateKey(key: Key, piece: number, from: number, to: number, captured: number): void {
  let lo = key.lo ^ PIECE_KEY_LO[piece * 90 + from] ^ PIECE_KEY_LO[piece * 90 + to] ^ SIDE_KEY_LO;
  let hi = key.hi ^ PIECE_KEY_HI[piece * 90 + from] ^ PIECE_KEY_HI[piece * 90 + to] ^ SIDE_KEY_HI;
  if (captured !== 0) {
    lo ^= PIECE_KEY_LO[captured * 90 + to];
    hi ^= PIECE_KEY_HI[captured * 90 + to];
  }
  key.lo = lo;
  key.hi = hi;
}

export const BOUND_UPPER = 1;
export const BOUND_LOWER = 2;
export const BOUND_EXACT = 3;

/** What `storedCutoff` answers when the entry does not settle the node: below every score. */
export const NO_CUTOFF = -2 * INFINITE;

/**
 * The score the entry at `slot` settles a node at `ply` with, searched in the window (`alpha`,
 * `beta`): its score when exact, a lower bound at or above `beta` or an upper bound at or below
 * `alpha`; else `NO_CUTOFF`. Whether the entry was searched deep enough is the caller's to judge.
 */
export function storedCutoff(tt: TranspositionTable, slot: number, ply: number, alpha: number, beta: number): number {
  const s = fromStored(tt.storedScore(slot), ply), bound = tt.bound(slot);
  return bound === BOUND_EXACT || (bound === BOUND_LOWER && s >= beta) || (bound === BOUND_UPPER && s <= alpha) ? s : NO_CUTOFF;
}

/** Bytes per entry: check 4, score 4, move 2, depth 1, generation and bound 1. */
const ENTRY_BYTES = 12;

/**
 * The entries are interleaved in one array, three 32-bit words each (the check half of the key, the
 * score, then move, depth, generation and bound packed), so a probe touches one cache line, not one
 * per field: the table is far larger than the caches and the search probes it at every node.
 */
const WORDS = 3;
/** The generation's bits in an entry's third word, above the bound's two. */
const GENERATION_MASK = 0xfc;
const GENERATIONS = 63;

/**
 * Each entry carries the generation it was stored in (1-63; 0 in an untouched word), and only the
 * current generation's entries are found: `clear` starts a new generation rather than writing the
 * whole table (0.65 ms for 64 MB here, before every search and every proof of a study's positions,
 * and a new table's pages are touched as they are used). The whole table is written once every 63
 * clears, when the generations wrap.
 */
export class TranspositionTable {
  private readonly mask: number;
  private readonly words: Int32Array;
  /** The current generation, in place in the third word (`generation << 2`). */
  private tag = 1 << 2;

  /** `megabytes` of entries, rounded down to a power of two (at least 1024 entries). */
  constructor(megabytes: number) {
    const wanted = Math.max(1024, Math.floor((megabytes * 1024 * 1024) / ENTRY_BYTES));
    const size = 2 ** Math.floor(Math.log2(wanted));
    this.mask = size - 1;
    this.words = new Int32Array(size * WORDS);
  }

  get size(): number {
    return this.mask + 1;
  }

  /** Forgets every entry. */
  clear(): void {
    const generation = this.tag >> 2;
    if (generation < GENERATIONS) this.tag = (generation + 1) << 2;
    else {
      this.words.fill(0);
      this.tag = 1 << 2;
    }
  }

  /** The slot holding `key`, or -1. */
  find(key: Key): number {
    const slot = (key.lo & this.mask) * WORDS;
    return (this.words[slot + 2] & GENERATION_MASK) === this.tag && this.words[slot] === key.hi ? slot : -1;
  }

  move(slot: number): number {
    return this.words[slot + 2] >>> 16;
  }

  depth(slot: number): number {
    return (this.words[slot + 2] << 16) >> 24;
  }

  bound(slot: number): number {
    return this.words[slot + 2] & 3;
  }

  /** The stored score, already in node-relative form: convert with `fromStored`. */
  storedScore(slot: number): number {
    return this.words[slot + 1];
  }

  /** Stores unless the slot holds the same position searched deeper; keeps the old move when given none. */
  store(key: Key, depth: number, bound: number, storedScore: number, move: number): void {
    const words = this.words, slot = (key.lo & this.mask) * WORDS;
    const packed = words[slot + 2];
    const same = words[slot] === key.hi && (packed & GENERATION_MASK) === this.tag;
    if (same && (packed << 16) >> 24 > depth && bound !== BOUND_EXACT) return;
    const kept = same && move === 0 ? packed >>> 16 : move;
    words[slot] = key.hi;
    words[slot + 1] = storedScore;
    words[slot + 2] = (kept << 16) | ((Math.max(-128, Math.min(127, depth)) & 255) << 8) | this.tag | bound;
  }
}
