/**
 * Fast conversion between index values and boards for the generator's hot loops: `load` decodes an
 * index onto a reusable board, `indexAfter` gives the index after one piece moves by recomputing
 * only that piece's digit (or, when a move of the mirrored defenders leaves the canonical half, the
 * mirrored index). Scratch space is allocated once per codec, never per position.
 */
import { rankSlots, unrankSlots } from './combination';
import { type DefenderTable, mirrorSquare, placementKey } from './defenders';
import type { MaterialIndex } from './materialIndex';

const MIRROR = Int8Array.from({ length: 90 }, (_, sq) => mirrorSquare(sq));

export class PositionCodec {
  readonly board = new Int8Array(90);
  /** Piece number (index into `squares`) standing on each point, -1 where empty. */
  readonly at = new Int8Array(90).fill(-1);
  /** Square of each piece, in the index's piece order. */
  readonly squares: Int8Array;
  readonly pieces: Int8Array;
  /** Digit (group) each piece belongs to. */
  readonly groupOf: Int8Array;
  /** Index of the loaded position. */
  index = -1;
  /** Per digit of the mirrored defenders (the first digit): 1 when the placement is its own mirror image. */
  readonly symmetric: Uint8Array;
  // Integers, so that decoding divides in integer arithmetic (a double's `%` is a call to fmod).
  private readonly digits: Int32Array;
  /** The digits of the index being loaded, before they are compared with the loaded ones. */
  private readonly fresh: Int32Array;
  private readonly groupStart: Int8Array;
  private readonly groupSize: Int8Array;
  private readonly radices: Int32Array;
  private readonly strides: Float64Array;
  private readonly slotOf: Int8Array[];
  private readonly points: Int8Array[];
  private readonly slots = new Int32Array(8);
  private readonly defenderKeys: readonly DefenderTable[];
  /**
   * Per defender group: the code (`number * 2 + mirrored`, or -1) of the placement after member `i`
   * of placement `n` moves to point `to`, at `(n * width + i) * 90 + to`. Defender moves are most of
   * the moves in these endgames, so their new digit is one lookup.
   */
  private readonly moveCodes: Int32Array[];
  /** Per digit of the other defenders: the digit of its mirror image (the first digit stands for both images). */
  private readonly otherMirror: Int32Array;

  constructor(readonly material: MaterialIndex) {
    const n = material.pieces.length;
    this.pieces = Int8Array.from(material.pieces);
    this.squares = new Int8Array(n);
    this.groupOf = new Int8Array(n);
    const groups = material.radices.length;
    this.digits = new Int32Array(groups);
    this.fresh = new Int32Array(groups);
    this.radices = Int32Array.from(material.radices);
    this.strides = Float64Array.from(material.strides);
    this.groupStart = new Int8Array(groups);
    this.groupSize = new Int8Array(groups);
    let p = 0;
    this.defenderKeys = material.defenders;
    material.defenders.forEach((d, g) => {
      this.groupStart[g] = p;
      this.groupSize[g] = d.width;
      for (let i = 0; i < d.width; i++) this.groupOf[p++] = g;
    });
    this.slotOf = [];
    this.points = [];
    material.attackers.forEach((a, i) => {
      const g = 2 + i;
      this.groupStart[g] = p;
      this.groupSize[g] = a.count;
      for (let j = 0; j < a.count; j++) this.groupOf[p++] = g;
      this.slotOf[g] = a.slotOf;
      this.points[g] = a.points;
    });
    this.moveCodes = material.defenders.map((d, g) => {
      const table = new Int32Array(d.size * d.width * 90);
      for (let n = 0; n < d.size; n++) {
        for (let i = 0; i < d.width; i++) this.squares[this.groupStart[g] + i] = d.squares[n * d.width + i];
        for (let i = 0; i < d.width; i++) {
          for (let to = 0; to < 90; to++) table[(n * d.width + i) * 90 + to] = this.defenderCode(g, this.groupStart[g] + i, to, false);
        }
      }
      return table;
    });
    const other = material.defenders[1];
    this.otherMirror = new Int32Array(other.size);
    for (let digit = 0; digit < other.size; digit++) {
      for (let i = 0; i < other.width; i++) this.squares[this.groupStart[1] + i] = other.squares[digit * other.width + i];
      this.otherMirror[digit] = this.defenderCode(1, -1, 0, true) >> 1;
    }
    const first = material.defenders[0];
    this.symmetric = new Uint8Array(first.size);
    for (let digit = 0; digit < first.size; digit++) {
      for (let i = 0; i < first.width; i++) this.squares[i] = first.squares[digit * first.width + i];
      this.symmetric[digit] = this.isOwnMirror(first.width) ? 1 : 0;
    }
    this.squares.fill(0);
  }

  private isOwnMirror(width: number): boolean {
    const own = new Set<number>(), mirrored = new Set<number>();
    for (let i = 0; i < width; i++) {
      own.add(this.pieces[i] * 90 + this.squares[i]);
      mirrored.add(this.pieces[i] * 90 + MIRROR[this.squares[i]]);
    }
    return [...own].every((x) => mirrored.has(x));
  }

  /**
   * Decodes `index` onto `board`; returns false if two pieces share a point (the board is then
   * unusable). Only the pieces of the digits that differ from the loaded index's are placed again:
   * the generator visits indices in ascending order, so usually only the attackers move.
   */
  load(index: number): boolean {
    const radices = this.radices, digits = this.digits, fresh = this.fresh, groups = radices.length;
    if (this.clean) {
      if (index === this.index + 1) return this.next();
      // A scan of a bitmap's set bits mostly lands on the same digits but the last: no division.
      const last = groups - 1, digit = digits[last] + index - this.index;
      if (digit >= 0 && digit < radices[last]) {
        if (digit === digits[last]) return true;
        this.index = index;
        digits[last] = digit;
        this.clear(this.groupStart[last]);
        return this.place(last);
      }
    }
    this.index = index;
    for (let g = groups - 1; g >= 0; g--) {
      // Indices stay below 2^31 (MAX_TABLE_ENTRIES), so `| 0` truncates exactly.
      const radix = radices[g], quotient = (index / radix) | 0;
      fresh[g] = index - quotient * radix;
      index = quotient;
    }
    let first = 0;
    if (this.clean) {
      while (first < groups && fresh[first] === digits[first]) first++;
      if (first === groups) return true;
    }
    for (let g = first; g < groups; g++) digits[g] = fresh[g];
    this.clear(this.groupStart[first]);
    return this.place(first);
  }

  /**
   * Same as `load(index + 1)`, without dividing: the digits count up like an odometer. In a
   * sequential scan usually only the last attacker moves.
   */
  next(): boolean {
    if (!this.clean) return this.load(this.index + 1);
    this.index++;
    let g = this.radices.length - 1;
    while (g > 0 && this.digits[g] + 1 === this.radices[g]) this.digits[g--] = 0;
    this.digits[g]++;
    this.clear(this.groupStart[g]);
    return this.place(g);
  }

  /** Whether the loaded board is a real placement (no two pieces on one point). */
  private clean = false;

  private clear(firstPiece: number): void {
    const board = this.board, at = this.at, squares = this.squares;
    for (let i = firstPiece; i < squares.length; i++) {
      board[squares[i]] = 0;
      at[squares[i]] = -1;
    }
  }

  /** Decodes the digits of groups `from`… into squares and puts those pieces on the board. */
  private place(from: number): boolean {
    const board = this.board, at = this.at, squares = this.squares;
    for (let g = from; g < this.radices.length; g++) {
      let p = this.groupStart[g];
      if (g < 2) {
        const d = this.defenderKeys[g];
        const base = this.digits[g] * d.width;
        for (let i = 0; i < d.width; i++) squares[p++] = d.squares[base + i];
        continue;
      }
      const k = this.groupSize[g];
      if (k === 1) {
        squares[p] = this.points[g][this.digits[g]];
        continue;
      }
      unrankSlots(this.digits[g], k, this.slots);
      for (let j = 0; j < k; j++) squares[p++] = this.points[g][this.slots[j]];
    }
    let ok = true;
    for (let i = this.groupStart[from]; i < squares.length; i++) {
      if (board[squares[i]] !== 0) ok = false;
      board[squares[i]] = this.pieces[i];
      at[squares[i]] = i;
    }
    this.clean = ok;
    return ok;
  }

  /** Index of the loaded position after piece `p` moves to `to` (no capture), in canonical form. */
  indexAfter(p: number, to: number): number {
    const g = this.groupOf[p];
    if (g >= 2) return this.index + (this.attackerDigit(g, p, to, false) - this.digits[g]) * this.strides[g];
    const code = this.movedCode(g, p, to);
    if ((code & 1) === 0) return this.index + ((code >> 1) - this.digits[g]) * this.strides[g];
    return this.mirrorIndexAfter(p, to);
  }

  /**
   * For a man whose group holds him alone (an attacker kind the material has one of): the slot of
   * each point, which is his digit; null for any other man. The index after he moves to `to` is
   * `index + (slots[to] - digitOf(p)) * strideOf(p)`, with no mirroring.
   */
  loneSlots(p: number): Int8Array | null {
    const g = this.groupOf[p];
    return g >= 2 && this.groupSize[g] === 1 ? this.slotOf[g] : null;
  }

  /**
   * For a defender `p`: his group's move codes (`moveCodes`), so that the code of the group's
   * placement after he moves to `to` is `codes[movedRow(p) + to]`; an even code `2 * digit` means no
   * mirroring, and the index is then `index + (digit - digitOf(p)) * strideOf(p)`. Null for an attacker.
   */
  codesOf(p: number): Int32Array | null {
    const g = this.groupOf[p];
    return g < 2 ? this.moveCodes[g] : null;
  }

  /** Where the loaded placement's row of man `p` (a defender) starts in his group's move codes. */
  movedRow(p: number): number {
    const g = this.groupOf[p];
    return (this.digits[g] * this.defenderKeys[g].width + p - this.groupStart[g]) * 90;
  }

  /** The digit of the loaded position that man `p`'s group makes. */
  digitOf(p: number): number {
    return this.digits[this.groupOf[p]];
  }

  /** What one step of man `p`'s digit is worth in the index. */
  strideOf(p: number): number {
    return this.strides[this.groupOf[p]];
  }

  /** The mirrored defenders' digit of the loaded position. */
  get mirroredDigit(): number {
    return this.digits[0];
  }

  private movedCode(g: number, p: number, to: number): number {
    return this.moveCodes[g][(this.digits[g] * this.defenderKeys[g].width + p - this.groupStart[g]) * 90 + to];
  }

  /**
   * Index of the mirror image of (the loaded position after piece `p` moves to `to`). Only differs from
   * `indexAfter` when the mirrored defenders are symmetric, where both images are stored.
   */
  mirrorIndexAfter(p: number, to: number): number {
    const g = this.groupOf[p];
    const first = g === 0 ? this.movedCode(0, p, to) >> 1 : this.digits[0];
    const other = g === 1 ? this.movedCode(1, p, to) >> 1 : this.digits[1];
    let index = first * this.strides[0] + this.otherMirror[other] * this.strides[1];
    for (let g = 2; g < this.radices.length; g++) index += this.attackerDigit(g, p, to, true) * this.strides[g];
    return index;
  }

  private squareOf(i: number, p: number, to: number, mirror: boolean): number {
    const sq = i === p ? to : this.squares[i];
    return mirror ? MIRROR[sq] : sq;
  }

  private attackerDigit(g: number, p: number, to: number, mirror: boolean): number {
    const start = this.groupStart[g], k = this.groupSize[g], slotOf = this.slotOf[g], slots = this.slots;
    if (k === 1) return slotOf[this.squareOf(start, p, to, mirror)];
    for (let j = 0; j < k; j++) {
      const s = slotOf[this.squareOf(start + j, p, to, mirror)];
      let i = j;
      for (; i > 0 && slots[i - 1] > s; i--) slots[i] = slots[i - 1];
      slots[i] = s;
    }
    return rankSlots(slots, k);
  }

  /** `number * 2 + mirrored` of defender group `g` with the substitution applied. */
  private defenderCode(g: number, p: number, to: number, mirror: boolean): number {
    const d = this.defenderKeys[g], start = this.groupStart[g], e = start + 1 + d.advisors;
    const a0 = d.advisors > 0 ? this.squareOf(start + 1, p, to, mirror) : 0;
    const a1 = d.advisors > 1 ? this.squareOf(start + 2, p, to, mirror) : 0;
    const e0 = d.elephants > 0 ? this.squareOf(e, p, to, mirror) : 0;
    const e1 = d.elephants > 1 ? this.squareOf(e + 1, p, to, mirror) : 0;
    return d.codes[placementKey(d.color, d.advisors, d.elephants, this.squareOf(start, p, to, mirror), a0, a1, e0, e1)];
  }
}
