/**
 * Sub-table values held in memory for generation and verification. Captures out of a table probe its
 * sub-tables at random, and through a block cache that means decompressing a block for nearly every
 * probe once the sub-table outgrows the cache. A capture only needs one side of each sub-table (the
 * side whose piece was taken moves next) and only the result and repetition order (a capture is a
 * conversion: its distance is 1), so each sub-table side is read once into two bits per entry (draw,
 * loss, win) with the rare entries of a later repetition order kept apart (none at all in the
 * 炮高兵单士象对士象全 chain): a quarter of a byte per entry, where the main table's sub-tables took
 * 1.19 GiB at a byte each. A DTM table's captures keep the sub-table's distance, so for DTM each
 * entry takes a byte (DTM to 126 plies; longer ones, and later orders, apart).
 */
import { sharedMemory } from '../../memory/sharedMemory';
import { isDrawnByRule, withoutPiece } from '../../../shared/material/material';
import { formatSignature } from '../../../shared/material/signature';
import { KING } from '../../../shared/rules/piece';
import { type IndexScheme, MaterialIndex, type PieceCounts } from '../../../shared/tablebase/materialIndex';
import { DRAW, type Metric, dtcOf, isChaseDecided, isLoss, isWin, lossValue, orderOf, winValue } from '../../../shared/tablebase/value';
import { TableFile } from './reader';
import { collectCodecMemory } from './blockCodec';
import { keepLatest } from '../../memory/keepLatest';

/**
 * One side of a sub-table: a small code per entry (`form` 'wdl': two bits, 0 draw, 1 loss, 2 win of
 * order 0; 'dtm': a byte, 0 draw, 1 + (DTM << 1 | win) of order 0 up to DTM 126), the largest code
 * meaning "kept apart": those entries' indices (Uint32, ascending) and their whole value codes (Uint16).
 */
export interface CaptureValues {
  /** The side to move stored (the other side is never probed after a capture). */
  readonly side: 0 | 1;
  readonly form: 'wdl' | 'dtm';
  /** The sub-table file's index scheme: entries are numbered as its file numbers them. */
  readonly scheme: IndexScheme;
  /** Every entry is a draw (or no position): a capture into this side is a draw, whatever the index. */
  readonly drawn: boolean;
  readonly packed: SharedArrayBuffer;
  readonly laterIndices: SharedArrayBuffer;
  readonly laterCodes: SharedArrayBuffer;
}

interface Form {
  readonly bits: 2 | 8;
  /** The entry's small code, or the largest (1 << bits) - 1 to keep it apart. */
  encode(code: number): number;
  decode(small: number): number;
}

const LAST_DTM_BYTE = 126;
const FORMS: Readonly<Record<CaptureValues['form'], Form>> = {
  wdl: { bits: 2, encode: (code) => Math.min(3, compactValue(code)), decode: expandValue },
  dtm: {
    bits: 8,
    encode: (code) => {
      if (!isWin(code) && !isLoss(code)) return 0;
      return orderOf(code) === 0 && dtcOf(code) <= LAST_DTM_BYTE ? 1 + ((dtcOf(code) << 1) | (isWin(code) ? 1 : 0)) : 255;
    },
    decode: (b) => (b === 0 ? DRAW : (b - 1) & 1 ? winValue(0, (b - 1) >> 1) : lossValue(0, (b - 1) >> 1)),
  },
};

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

/** Bytes the sub-table sides of `counts`' captures take loaded, besides 6 bytes per entry kept apart. */
export function captureValueBytes(counts: PieceCounts, metric: Metric = 'dtc'): number {
  const perEntry = FORMS[metric === 'dtm' ? 'dtm' : 'wdl'].bits / 8;
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

/** One sub-table side that captures reach, to be read into memory. */
export interface CaptureLoad {
  /** The sub-table's signature (`KCP-KA`). */
  readonly name: string;
  readonly path: string;
  readonly side: 0 | 1;
  readonly form: CaptureValues['form'];
  readonly entries: number;
}

/**
 * The sub-table sides `counts` needs (files by signature: the DTC tables, or for `metric` DTM the
 * DTM tables), largest first, so that workers taking one each in turn finish close together.
 */
export function captureLoads(counts: PieceCounts, files: Readonly<Record<string, string>>, metric: Metric = 'dtc'): CaptureLoad[] {
  return captureSides(counts).map(({ material, side }) => {
    const name = formatSignature(material);
    const path = files[name];
    if (!path) throw new Error(`sub-table ${name} is missing`);
    return { name, path, side, form: metric === 'dtm' ? 'dtm' : 'wdl', entries: new MaterialIndex(material).size } as const;
  }).sort((a, b) => b.entries - a.entries);
}

export function loadCaptureSide(load: CaptureLoad): CaptureValues {
  const file = TableFile.open(load.path);
  try {
    return readCaptureValues(file, load.side, load.form);
  } finally {
    file.close();
    // Each table's loads ran unoptimized again without it: 20-35 ms for KCP-KA's and KCPA-KB's, against 3-8.
    keepLatest('capture file', file);
  }
}

/**
 * Packs one side of a table file block by block, so no full-size array is ever held. An entry kept
 * apart is kept as one number, its index times 65536 plus its code, so that a numeric sort puts the
 * pairs in index order.
 */
export function readCaptureValues(file: TableFile, side: 0 | 1, formName: CaptureValues['form'] = 'wdl'): CaptureValues {
  const form = FORMS[formName], apart = (1 << form.bits) - 1, small = smallCodes(formName);
  const packedBuffer = sharedMemory(Math.ceil((file.header.entries * form.bits) / 8));
  const packed = new Uint8Array(packedBuffer), blockEntries = file.header.blockEntries, order = file.orders[side];
  const indices = new Uint32Array(blockEntries);
  let later = new Float64Array(1024), laterCount = 0, seen = 0;
  // One loop per form, each code looked up in a table: a function call per entry took most of the
  // time of loading the main table's 1.28 billion sub-table entries, on one thread before its workers start.
  for (let block = 0; block < file.blocksPerSide; block++) {
    const values = file.readBlock(side, block);
    collectCodecMemory(values.byteLength);
    const n = order.indicesFrom(block * blockEntries, indices);
    for (let j = 0; j < n; j++) {
      const code = small[values[j]], index = indices[j];
      seen |= code;
      if (code === apart) {
        if (laterCount === later.length) later = grow(later);
        later[laterCount++] = index * 65536 + values[j];
      }
      if (form.bits === 2) packed[index >> 2] |= code << ((index & 3) << 1);
      else packed[index] = code;
    }
  }
  const pairs = later.subarray(0, laterCount).sort();
  const laterIndices = new SharedArrayBuffer(laterCount * 4), laterCodes = new SharedArrayBuffer(laterCount * 2);
  const sortedIndices = new Uint32Array(laterIndices), codes = new Uint16Array(laterCodes);
  for (let i = 0; i < laterCount; i++) {
    sortedIndices[i] = Math.floor(pairs[i] / 65536);
    codes[i] = pairs[i] % 65536;
  }
  return { side, form: formName, scheme: file.tableIndex.scheme, drawn: seen === 0, packed: packedBuffer, laterIndices, laterCodes };
}

const smallTables: Partial<Record<CaptureValues['form'], Uint8Array>> = {};

/** The form's small code of every 16-bit value code. */
function smallCodes(formName: CaptureValues['form']): Uint8Array {
  let table = smallTables[formName];
  if (!table) {
    table = new Uint8Array(65536);
    for (let code = 0; code < 65536; code++) table[code] = FORMS[formName].encode(code);
    smallTables[formName] = table;
  }
  return table;
}

function grow(array: Float64Array<ArrayBuffer>): Float64Array<ArrayBuffer> {
  const bigger = new Float64Array(array.length * 2);
  bigger.set(array);
  return bigger;
}

/** The value code (shared/tablebase/value.ts) of entry `index` of loaded capture values: under 'wdl' at distance 1 unless kept apart. */
export function captureValueReader(values: CaptureValues): (index: number) => number {
  const form = FORMS[values.form], bits = form.bits, apart = (1 << bits) - 1;
  // Shifts and a table, not a division and a call: every capture of a table's initial pass reads here.
  const byteShift = bits === 2 ? 2 : 0, inByte = (1 << byteShift) - 1;
  const decoded = Uint16Array.from({ length: apart }, (_, small) => form.decode(small));
  const packed = new Uint8Array(values.packed), laterIndices = new Uint32Array(values.laterIndices), laterCodes = new Uint16Array(values.laterCodes);
  return (index) => {
    const small = (packed[index >>> byteShift] >> ((index & inByte) * bits)) & apart;
    if (small < apart) return decoded[small];
    let lo = 0, hi = laterIndices.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (laterIndices[mid] < index) lo = mid + 1;
      else hi = mid;
    }
    return laterCodes[lo];
  };
}
