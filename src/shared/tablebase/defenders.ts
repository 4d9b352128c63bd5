/**
 * One side's king, advisors and elephants numbered together over their legal placements only: they
 * share the palace, so enumerating them jointly avoids index values for impossible overlaps. The red
 * group also carries the left-right mirror reduction: only one placement of each mirror pair gets a
 * number, and a position whose placement is the other one is read mirrored.
 */
import { placementsOf } from '../rules/geometry';
import { ADVISOR, type Color, ELEPHANT, KING, makePiece } from '../rules/piece';
import { fileOf, rowOf, squareAt } from '../rules/square';
import { binomial, unrankSlots } from './combination';

export function mirrorSquare(sq: number): number {
  return squareAt(rowOf(sq), 8 - fileOf(sq));
}

export interface DefenderTable {
  readonly color: Color;
  readonly advisors: number;
  readonly elephants: number;
  /** Pieces per placement: 1 + advisors + elephants. */
  readonly width: number;
  /** Numbered placements. */
  readonly size: number;
  /** Squares by number: king, advisors ascending, elephants ascending (`width` entries each). */
  readonly squares: Int8Array;
  /**
   * For every legal placement (by `placementKey`): `number * 2 + mirrored`, or -1 when the pieces overlap.
   * `mirrored` means the placement is numbered through its mirror image.
   */
  readonly codes: Int32Array;
}

const SLOT_OF: Map<number, Int8Array> = new Map();

/** Position of each point among the points a piece may stand on (-1 elsewhere). */
export function slotTable(piece: number): Int8Array {
  let table = SLOT_OF.get(piece);
  if (!table) {
    table = new Int8Array(90).fill(-1);
    placementsOf(piece).forEach((sq, i) => (table![sq] = i));
    SLOT_OF.set(piece, table);
  }
  return table;
}

/** Rank of a set of at most two distinct slots (`count` of them): the combinatorial number of the set. */
function slotSetRank(count: number, a: number, b: number): number {
  if (count < 2) return count === 0 ? 0 : a;
  return a < b ? (b * (b - 1)) / 2 + a : (a * (a - 1)) / 2 + b;
}

/**
 * Key of a placement: king slot, then advisor-set rank, then elephant-set rank. Squares beyond the
 * counts are ignored. Returns -1 if a piece stands on a point it never can.
 */
export function placementKey(
  color: Color, advisors: number, elephants: number, king: number, a0: number, a1: number, e0: number, e1: number,
): number {
  const aSlots = slotTable(makePiece(color, ADVISOR)), eSlots = slotTable(makePiece(color, ELEPHANT));
  const k = slotTable(makePiece(color, KING))[king];
  const sa0 = advisors > 0 ? aSlots[a0] : 0, sa1 = advisors > 1 ? aSlots[a1] : 0;
  const se0 = elephants > 0 ? eSlots[e0] : 0, se1 = elephants > 1 ? eSlots[e1] : 0;
  if ((k | sa0 | sa1 | se0 | se1) < 0) return -1;
  return (k * binomial(5, advisors) + slotSetRank(advisors, sa0, sa1)) * binomial(7, elephants) + slotSetRank(elephants, se0, se1);
}

const TABLES: Map<string, DefenderTable> = new Map();

/**
 * Built once per kind of group and shared: opening a table builds its index, and a cold first probe
 * of the main table spent most of its time here when every index built its own.
 */
export function buildDefenderTable(color: Color, advisors: number, elephants: number, mirror: boolean): DefenderTable {
  const id = `${color}${advisors}${elephants}${mirror}`;
  let table = TABLES.get(id);
  if (!table) TABLES.set(id, (table = enumerateDefenders(color, advisors, elephants, mirror)));
  return table;
}

function enumerateDefenders(color: Color, advisors: number, elephants: number, mirror: boolean): DefenderTable {
  const kings = placementsOf(makePiece(color, KING));
  const aPoints = placementsOf(makePiece(color, ADVISOR));
  const ePoints = placementsOf(makePiece(color, ELEPHANT));
  const aSets = binomial(5, advisors), eSets = binomial(7, elephants);
  const width = 1 + advisors + elephants;
  const codes = new Int32Array(kings.length * aSets * eSets).fill(-1);
  const squares: number[] = [];
  const aSlots = [0, 0], eSlots = [0, 0];
  const placed = new Array<number>(5).fill(0), mirrored = new Array<number>(5).fill(0);
  const keyOf = (sq: number[]) => placementKey(color, advisors, elephants, sq[0], sq[1], sq[2], sq[1 + advisors], sq[2 + advisors]);
  let size = 0;
  for (const king of kings) {
    for (let a = 0; a < aSets; a++) {
      unrankSlots(a, advisors, aSlots);
      for (let e = 0; e < eSets; e++) {
        unrankSlots(e, elephants, eSlots);
        placed[0] = king;
        for (let i = 0; i < advisors; i++) placed[1 + i] = aPoints[aSlots[i]];
        for (let i = 0; i < elephants; i++) placed[1 + advisors + i] = ePoints[eSlots[i]];
        let seen = 0n, overlap = false;
        for (let i = 0; i < width && !overlap; i++) {
          const bit = 1n << BigInt(placed[i]);
          overlap = (seen & bit) !== 0n;
          seen |= bit;
        }
        if (overlap) continue;
        const key = keyOf(placed);
        if (mirror) {
          for (let i = 0; i < width; i++) mirrored[i] = mirrorSquare(placed[i]);
          const mirrorKey = keyOf(mirrored);
          // The member of a mirror pair met first (smaller key) is numbered; its twin reuses the number.
          if (mirrorKey < key) {
            codes[key] = codes[mirrorKey] | 1;
            continue;
          }
        }
        codes[key] = size * 2;
        for (let i = 0; i < width; i++) squares.push(placed[i]);
        size++;
      }
    }
  }
  return { color, advisors, elephants, width, size, squares: Int8Array.from(squares), codes };
}
