/**
 * The index of a material: a mixed-radix number whose digits are, most significant first, one
 * colour's defenders (mirror-reduced), the other colour's defenders, then each attacking kind of red
 * and then of black (R, N, C, P) as a combination of points. Pawns are numbered over the 55 points
 * they can reach. Attackers may share a point with other pieces in this numbering; such index values
 * are illegal placements ("don't care" entries). See docs/tablebase-index.md.
 */
import { ATTACKER_KINDS, type Material } from '../material/material';
import { placementsOf } from '../rules/geometry';
import { ADVISOR, BLACK, type Color, ELEPHANT, KING, type PieceKind, RED, makePiece } from '../rules/piece';
import { binomial, rankSlots, unrankSlots } from './combination';
import { type DefenderTable, buildDefenderTable, mirrorSquare, placementKey, slotTable } from './defenders';

/** Piece counts by colour, each indexed by kind: a material. */
export type PieceCounts = Material;

export interface AttackerGroup {
  readonly color: Color;
  readonly kind: PieceKind;
  readonly count: number;
  /** Points the kind may stand on, by slot. */
  readonly points: Int8Array;
  /** Slot of each point (-1 where the kind cannot stand). */
  readonly slotOf: Int8Array;
  readonly size: number;
}


/**
 * Index entries per side a table may have: generation addresses entries with 32-bit integers, and
 * anything larger is out of a desktop's reach anyway. Materials above it get no tables (and their
 * sub-materials are not even enumerated: for a full board there are millions).
 */
export const MAX_TABLE_ENTRIES = 2 ** 31 - 1;

/**
 * How the index chooses the colour whose defenders carry the mirror reduction: scheme 1 always red;
 * scheme 2 (tables written from format 5 on) the colour whose group halves to fewer entries, red on a
 * tie. A lone king halves 9 points to 6 where a king with an elephant or advisors halves to about 0.5,
 * so KCP-KAB has 6,147,900 entries a side under scheme 2 and 8,167,500 under scheme 1.
 */
export type IndexScheme = 1 | 2;
export const INDEX_SCHEMES: readonly IndexScheme[] = [1, 2];
export const INDEX_SCHEME: IndexScheme = 2;

function mirroredColor(counts: PieceCounts, scheme: IndexScheme): Color {
  if (scheme === 1) return RED;
  const [red, black] = ([RED, BLACK] as const).map((c) => [
    buildDefenderTable(c, counts[c][ADVISOR], counts[c][ELEPHANT], false).size,
    buildDefenderTable(c, counts[c][ADVISOR], counts[c][ELEPHANT], true).size,
  ]);
  return black[1] * red[0] < red[1] * black[0] ? BLACK : RED;
}

export function withinTableLimit(m: Material): boolean {
  return new MaterialIndex(m).size <= MAX_TABLE_ENTRIES;
}

export class MaterialIndex {
  /** The colour whose defenders make the first digit, mirror-reduced. */
  readonly mirrored: Color;
  /** The defender groups in digit order: the mirrored colour's, then the other's. */
  readonly defenders: readonly [DefenderTable, DefenderTable];
  readonly attackers: readonly AttackerGroup[];
  /** Radix of each digit, most significant first: the mirrored defenders, the other defenders, attackers. */
  readonly radices: readonly number[];
  readonly strides: readonly number[];
  readonly size: number;
  /** Pieces per decoded position, in digit order (defenders king/advisors/elephants, then attackers). */
  readonly pieces: readonly number[];
  /** Where each colour's king stands in `pieces` (red's, black's). */
  readonly kings: readonly [number, number];

  constructor(readonly counts: PieceCounts, readonly scheme: IndexScheme = INDEX_SCHEME) {
    const first = mirroredColor(counts, scheme), second = (first ^ 1) as Color;
    this.mirrored = first;
    this.defenders = [
      buildDefenderTable(first, counts[first][ADVISOR], counts[first][ELEPHANT], true),
      buildDefenderTable(second, counts[second][ADVISOR], counts[second][ELEPHANT], false),
    ];
    const attackers: AttackerGroup[] = [];
    for (const color of [RED, BLACK] as const) {
      for (const kind of ATTACKER_KINDS) {
        const count = counts[color][kind];
        if (!count) continue;
        const points = Int8Array.from(placementsOf(makePiece(color, kind)));
        attackers.push({ color, kind, count, points, slotOf: slotTable(makePiece(color, kind)), size: binomial(points.length, count) });
      }
    }
    this.attackers = attackers;
    this.radices = [this.defenders[0].size, this.defenders[1].size, ...attackers.map((g) => g.size)];
    const strides = new Array<number>(this.radices.length);
    let stride = 1;
    for (let i = this.radices.length - 1; i >= 0; i--) {
      strides[i] = stride;
      stride *= this.radices[i];
    }
    this.strides = strides;
    this.size = stride;
    const pieces: number[] = [];
    for (const d of this.defenders) {
      pieces.push(makePiece(d.color, KING));
      for (let i = 0; i < d.advisors; i++) pieces.push(makePiece(d.color, ADVISOR));
      for (let i = 0; i < d.elephants; i++) pieces.push(makePiece(d.color, ELEPHANT));
    }
    const other = this.defenders[0].width;
    this.kings = first === RED ? [0, other] : [other, 0];
    for (const g of attackers) for (let i = 0; i < g.count; i++) pieces.push(makePiece(g.color, g.kind));
    this.pieces = pieces;
  }

  /** Digit `group` of an index (0 = the mirrored defenders, 1 = the other defenders, then attacker groups). */
  digitOf(index: number, group: number): number {
    return Math.floor(index / this.strides[group]) % this.radices[group];
  }

  /**
   * Writes the squares of the pieces of `index` (in `pieces` order) into `out`; returns false when two
   * pieces share a point (an index value that is no position).
   */
  decode(index: number, out: Int8Array | number[]): boolean {
    const radices = this.radices;
    const digits = new Array<number>(radices.length);
    for (let i = radices.length - 1; i >= 0; i--) {
      const digit = index % radices[i];
      digits[i] = digit;
      index = (index - digit) / radices[i];
    }
    let n = 0;
    for (let g = 0; g < 2; g++) {
      const d = this.defenders[g];
      const base = digits[g] * d.width;
      for (let i = 0; i < d.width; i++) out[n++] = d.squares[base + i];
    }
    const slots = [0, 0, 0, 0, 0];
    this.attackers.forEach((g, i) => {
      unrankSlots(digits[2 + i], g.count, slots);
      for (let j = 0; j < g.count; j++) out[n++] = g.points[slots[j]];
    });
    let seen = 0n;
    for (let i = 0; i < n; i++) {
      const bit = 1n << BigInt(out[i]);
      if (seen & bit) return false;
      seen |= bit;
    }
    return true;
  }

  /** The board of `index` (90 points, cleared first); false when two pieces share a point, the board then unusable. */
  decodeBoard(index: number, board: Int8Array): boolean {
    const squares = this.squares, pieces = this.pieces;
    if (!this.decode(index, squares)) return false;
    board.fill(0);
    for (let i = 0; i < pieces.length; i++) board[squares[i]] = pieces[i];
    return true;
  }

  /** Scratch of `decodeBoard`: the squares of the pieces. */
  private readonly squares: Int8Array = new Int8Array(16);

  /** Per piece code: how many stand on the board and where (scratch for `encode`, up to 5 each). */
  private readonly found = new Int8Array(16);
  private readonly where = new Int8Array(16 * 5);
  private readonly slots = [0, 0, 0, 0, 0];

  /**
   * The index of a board with exactly this material (positions and their mirror images share an index).
   * Returns -1 if the board does not hold this material or a piece stands where it never can.
   */
  encode(board: ArrayLike<number>): number {
    const found = this.found, where = this.where;
    found.fill(0);
    for (let sq = 0; sq < 90; sq++) {
      const piece = board[sq];
      if (piece === 0) continue;
      if (found[piece] === 5) return -1;
      where[piece * 5 + found[piece]++] = sq;
    }
    return this.encodeFound();
  }

  /**
   * `encode` of the board holding `pieces[i]` on `squares[i]` for i < `count` (on distinct points),
   * without looking at the 90 points: the generator's capture probe knows its few men.
   */
  encodeMen(squares: ArrayLike<number>, pieces: ArrayLike<number>, count: number): number {
    const found = this.found, where = this.where;
    found.fill(0);
    for (let i = 0; i < count; i++) {
      const piece = pieces[i];
      if (found[piece] === 5) return -1;
      where[piece * 5 + found[piece]++] = squares[i];
    }
    return this.encodeFound();
  }

  /** The index from `found` and `where`, filled for one board. */
  private encodeFound(): number {
    const found = this.found, where = this.where;
    for (let piece = 1; piece < 16; piece++) if (found[piece] !== (this.counts[piece >> 3][piece & 7] ?? 0)) return -1;
    const first = this.defenderCode(this.defenders[0], false);
    if (first < 0) return -1;
    const mirrored = (first & 1) === 1;
    const second = this.defenderCode(this.defenders[1], mirrored);
    if (second < 0) return -1;
    let index = (first >> 1) * this.strides[0] + (second >> 1) * this.strides[1];
    const slots = this.slots;
    for (let i = 0; i < this.attackers.length; i++) {
      const g = this.attackers[i];
      const base = makePiece(g.color, g.kind) * 5;
      for (let j = 0; j < g.count; j++) {
        const sq = where[base + j];
        const slot = g.slotOf[mirrored ? mirrorSquare(sq) : sq];
        if (slot < 0) return -1;
        let k = j;
        for (; k > 0 && slots[k - 1] > slot; k--) slots[k] = slots[k - 1];
        slots[k] = slot;
      }
      index += rankSlots(slots, g.count) * this.strides[2 + i];
    }
    return index;
  }

  private defenderCode(d: DefenderTable, mirrored: boolean): number {
    const color = d.color, where = this.where;
    const m = mirrored ? MIRROR : IDENTITY;
    const k = makePiece(color, KING) * 5, a = makePiece(color, ADVISOR) * 5, e = makePiece(color, ELEPHANT) * 5;
    const key = placementKey(
      color, d.advisors, d.elephants, m[where[k]], m[where[a]], m[where[a + 1]], m[where[e]], m[where[e + 1]],
    );
    return key < 0 ? -1 : d.codes[key];
  }
}

const IDENTITY = Int8Array.from({ length: 90 }, (_, sq) => sq);
const MIRROR = Int8Array.from({ length: 90 }, (_, sq) => mirrorSquare(sq));
