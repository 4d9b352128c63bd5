/**
 * Sub-table values held in memory for generation and verification. Captures out of a table probe its
 * sub-tables at random, and through a block cache that means decompressing a block for nearly every
 * probe once the sub-table outgrows the cache. A capture only needs one side of each sub-table (the
 * side whose piece was taken moves next) and only the result and repetition order (a capture is a
 * conversion: its distance is 1), so each sub-table side is read once into two bits per entry (draw,
 * loss, win) with the rare entries of a later repetition order kept apart (none at all in the
 * 炮高兵单士象对士象全 chain): a quarter of a byte per entry, where the main table's sub-tables took
 * 1.19 GiB at a byte each. A DTM table's captures keep the sub-table's distance, so for DTM the side
 * is read whole, two bytes an entry.
 */
import { isDrawnByRule, withoutPiece } from '../../../shared/material/material';
import { formatSignature } from '../../../shared/material/signature';
import { KING } from '../../../shared/rules/piece';
import { MaterialIndex, type PieceCounts } from '../../../shared/tablebase/materialIndex';
import { DRAW, type Metric, isChaseDecided, isLoss, isWin, lossValue, orderOf, winValue } from '../../../shared/tablebase/value';
import { TableFile } from './reader';

export type CaptureValues = PackedCaptureValues | FullCaptureValues;

/** For DTM: every value code of the side, in index order. */
export interface FullCaptureValues {
  readonly side: 0 | 1;
  readonly full: SharedArrayBuffer;
}

export interface PackedCaptureValues {
  /** The side to move stored (the other side is never probed after a capture). */
  readonly side: 0 | 1;
  /** Two bits per index entry: 0 draw, 1 loss, 2 win (of order 0, for the side to move), 3 see below. */
  readonly packed: SharedArrayBuffer;
  /** The entries of a later repetition order (Uint32, ascending) and their compact codes (Uint8, `compactValue`: result, order and rule). */
  readonly laterIndices: SharedArrayBuffer;
  readonly laterCodes: SharedArrayBuffer;
}

/** The sub-tables a capture out of `counts` reaches, with the side to move after the capture. */
export function captureSides(counts: PieceCounts): { material: PieceCounts; side: 0 | 1 }[] {
  const out: { material: PieceCounts; side: 0 | 1 }[] = [];
  for (let piece = 1; piece < 16; piece++) {
    if ((piece & 7) === 0 || (piece & 7) === KING || counts[piece >> 3][piece & 7] === 0) continue;
    const sub = withoutPiece(counts, piece);
    if (!isDrawnByRule(sub)) out.push({ material: sub, side: (piece >> 3) as 0 | 1 });
  }
  return out;
}

/** Bytes `loadCaptureValues` takes for the sub-tables of `counts`, besides (DTC) 5 bytes per entry of a later repetition order. */
export function captureValueBytes(counts: PieceCounts, metric: Metric = 'dtc'): number {
  const perEntry = metric === 'dtm' ? 2 : 0.25;
  return captureSides(counts).reduce((total, s) => total + Math.ceil(new MaterialIndex(s.material).size * perEntry), 0);
}

/** 0 a draw; else 1 + ((order << 1 | chase) << 1 | win): 1 and 2 for a loss and a win of order 0, at most 124. */
export function compactValue(code: number): number {
  if (!isWin(code) && !isLoss(code)) return 0;
  return 1 + ((((orderOf(code) << 1) | (isChaseDecided(code) ? 1 : 0)) << 1) | (isWin(code) ? 1 : 0));
}

export function expandValue(byte: number): number {
  if (byte === 0) return DRAW;
  const order = (byte - 1) >> 2, chase = ((byte - 1) & 2) !== 0;
  return (byte - 1) & 1 ? winValue(order, 1, chase) : lossValue(order, 1, chase);
}

/**
 * Reads the needed side of every sub-table of `counts` (files by signature: the DTC tables, or for
 * `metric` DTM the DTM tables) into shared memory.
 */
export function loadCaptureValues(counts: PieceCounts, files: Readonly<Record<string, string>>, metric: Metric = 'dtc'): Record<string, CaptureValues> {
  const out: Record<string, CaptureValues> = {};
  for (const { material, side } of captureSides(counts)) {
    const name = formatSignature(material);
    const path = files[name];
    if (!path) throw new Error(`sub-table ${name} is missing`);
    const file = TableFile.open(path);
    try {
      out[name] = metric === 'dtm' ? readFullValues(file, side) : readCaptureValues(file, side);
    } finally {
      file.close();
    }
  }
  return out;
}

/**
 * Packs one side of a table file block by block, so no full-size array is ever held. An entry of a
 * later order is kept as one number, its index times 256 plus its code, so that a numeric sort puts
 * the pairs in index order.
 */
export function readCaptureValues(file: TableFile, side: 0 | 1): PackedCaptureValues {
  const packedBuffer = new SharedArrayBuffer(Math.ceil(file.header.entries / 4));
  const packed = new Uint8Array(packedBuffer), blockEntries = file.header.blockEntries, order = file.orders[side];
  const indices = new Uint32Array(blockEntries);
  let later = new Float64Array(1024), laterCount = 0;
  for (let block = 0; block < file.blocksPerSide; block++) {
    const values = file.readBlock(side, block);
    const n = order.indicesFrom(block * blockEntries, indices);
    for (let j = 0; j < n; j++) {
      const code = compactValue(values[j]), index = indices[j];
      let bits = code;
      if (code > 2) {
        bits = 3;
        if (laterCount === later.length) later = grow(later);
        later[laterCount++] = index * 256 + code;
      }
      packed[index >> 2] |= bits << ((index & 3) * 2);
    }
  }
  const pairs = later.subarray(0, laterCount).sort();
  const laterIndices = new SharedArrayBuffer(laterCount * 4), laterCodes = new SharedArrayBuffer(laterCount);
  const sortedIndices = new Uint32Array(laterIndices), codes = new Uint8Array(laterCodes);
  for (let i = 0; i < laterCount; i++) {
    sortedIndices[i] = Math.floor(pairs[i] / 256);
    codes[i] = pairs[i] % 256;
  }
  return { side, packed: packedBuffer, laterIndices, laterCodes };
}

function readFullValues(file: TableFile, side: 0 | 1): FullCaptureValues {
  const full = new SharedArrayBuffer(file.header.entries * 2);
  file.readSide(side, new Uint16Array(full));
  return { side, full };
}

function grow(array: Float64Array<ArrayBuffer>): Float64Array<ArrayBuffer> {
  const bigger = new Float64Array(array.length * 2);
  bigger.set(array);
  return bigger;
}

/** The value code (shared/tablebase/value.ts; distance 1 unless read whole) of entry `index` of loaded capture values. */
export function captureValueReader(values: CaptureValues): (index: number) => number {
  if ('full' in values) {
    const full = new Uint16Array(values.full);
    return (index) => full[index];
  }
  const packed = new Uint8Array(values.packed), laterIndices = new Uint32Array(values.laterIndices), laterCodes = new Uint8Array(values.laterCodes);
  return (index) => {
    const bits = (packed[index >> 2] >> ((index & 3) * 2)) & 3;
    if (bits < 3) return expandValue(bits);
    let lo = 0, hi = laterIndices.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (laterIndices[mid] < index) lo = mid + 1;
      else hi = mid;
    }
    return expandValue(laterCodes[lo]);
  };
}
