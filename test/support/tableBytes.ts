/**
 * Table files laid out byte by byte from docs/table-format.md, without the writer: the reader is
 * checked against the description rather than against the code that writes, files with any header
 * (an unknown version, a bad digit order, a bad signature…) get valid checksums, and table files can
 * be made in a test's set-up without running any code of src/main/tablebase/files (a mutation run
 * counts code run outside a test as covered by every test, see docs/testing.md).
 */
import { writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, constants, crc32, deflateRawSync, inflateRawSync, zstdCompressSync, zstdDecompressSync } from 'node:zlib';

export type Codec = 'brotli' | 'deflate' | 'zstd';

const DRAW = 0xfffe;

export function compress(codec: Codec, raw: Uint8Array): Buffer {
  if (codec === 'brotli') return brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  return codec === 'deflate' ? deflateRawSync(raw) : zstdCompressSync(raw);
}

export function decompress(codec: Codec, data: Uint8Array): Buffer {
  if (codec === 'brotli') return brotliDecompressSync(data);
  return codec === 'deflate' ? inflateRawSync(data) : zstdDecompressSync(data);
}

/**
 * The file position of index entry `index` when the digits (radices `radices`, digit 0 most
 * significant) are read in `order`: `p = Σ d_{g_j} · Π_{m>j} r_{g_m}`.
 */
export function filePosition(index: number, radices: readonly number[], order: readonly number[]): number {
  const digits: number[] = [];
  for (let g = radices.length - 1, rest = index; g >= 0; g--) {
    digits[g] = rest % radices[g];
    rest = Math.floor(rest / radices[g]);
  }
  let position = 0;
  for (const g of order) position = position * radices[g] + digits[g];
  return position;
}

/** One side's values (index order) rearranged into file order. */
export function inFileOrder(values: ArrayLike<number>, radices: readonly number[], order: readonly number[]): Uint16Array {
  const out = new Uint16Array(values.length);
  for (let i = 0; i < values.length; i++) out[filePosition(i, radices, order)] = values[i];
  return out;
}

/** Values given by file position, rearranged into index order. */
export function inIndexOrder(byPosition: ArrayLike<number>, radices: readonly number[], order: readonly number[]): Uint16Array {
  const out = new Uint16Array(byPosition.length);
  for (let i = 0; i < byPosition.length; i++) out[i] = byPosition[filePosition(i, radices, order)];
  return out;
}

/** Whether a block of these values is stored one byte per entry: every value below 256 or a draw. */
export function isNarrow(values: ArrayLike<number>): boolean {
  return Array.prototype.every.call(values, (v: number) => v < 256 || v === DRAW);
}

/** A block's bytes before compression: one byte per entry (draw = 0) when narrow, else u16 LE. */
export function blockBytes(values: ArrayLike<number>, form: 'auto' | 'wide' = 'auto'): Uint8Array {
  if (form === 'auto' && isNarrow(values)) return Uint8Array.from(values, (v) => (v === DRAW ? 0 : v));
  const out = Buffer.alloc(2 * values.length);
  for (let i = 0; i < values.length; i++) out.writeUInt16LE(values[i], 2 * i);
  return out;
}

/** One side's compressed blocks: `values` in index order, stored in digit order `order`. */
export function sideBlocks(
  values: ArrayLike<number>, radices: readonly number[], order: readonly number[], blockEntries: number, codec: Codec, form: 'auto' | 'wide' = 'auto',
): Buffer[] {
  const stored = inFileOrder(values, radices, order);
  const blocks: Buffer[] = [];
  for (let first = 0; first < stored.length; first += blockEntries) blocks.push(compress(codec, blockBytes(stored.subarray(first, first + blockEntries), form)));
  return blocks;
}

function u32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0);
  return b;
}

/** CRC-32 over the blocks' CRC-32s, each a u32 LE, in file order. */
export function payloadChecksum(blocks: readonly Uint8Array[]): number {
  return crc32(Buffer.concat(blocks.map((b) => u32(crc32(b)))));
}

/**
 * A whole file: `header` with `payloadChecksum` appended (unless it has one) as its JSON, or the
 * bytes `json` instead when given (with a correct CRC either way), then the block index, its CRC,
 * `blocks` (red to move first) and the end magic.
 */
export function fileBytes(header: object, blocks: readonly Uint8Array[], json?: Buffer): Buffer {
  const full = 'payloadChecksum' in header ? header : { ...header, payloadChecksum: payloadChecksum(blocks) };
  const text = json ?? Buffer.from(JSON.stringify(full), 'utf8');
  const index = Buffer.alloc(16 * blocks.length);
  let offset = 8 + 4 + text.length + 4 + index.length + 4;
  blocks.forEach((block, i) => {
    index.writeBigUInt64LE(BigInt(offset), 16 * i);
    index.writeUInt32LE(block.length, 16 * i + 8);
    index.writeUInt32LE(crc32(block), 16 * i + 12);
    offset += block.length;
  });
  return Buffer.concat([
    Buffer.from('CANJUTB1', 'latin1'), u32(text.length), text, u32(crc32(text)), index, u32(crc32(index)), ...blocks, Buffer.from('CANJUEND', 'latin1'),
  ]);
}

/** Where the parts of a file start (offsets into its bytes). */
export function fileLayout(bytes: Buffer): { headerLength: number; indexStart: number; blocks: { offset: number; length: number }[] } {
  const headerLength = bytes.readUInt32LE(8);
  const indexStart = 16 + headerLength;
  const header = JSON.parse(bytes.toString('utf8', 12, 12 + headerLength)) as { entries: number; blockEntries: number };
  const count = 2 * Math.ceil(header.entries / header.blockEntries);
  const blocks = Array.from({ length: count }, (_, i) => ({
    offset: Number(bytes.readBigUInt64LE(indexStart + 16 * i)), length: bytes.readUInt32LE(indexStart + 16 * i + 8),
  }));
  return { headerLength, indexStart, blocks };
}

export interface TableSpec {
  readonly material: string;
  readonly radices: readonly number[];
  /** Each side's values in index order. */
  readonly values: readonly [ArrayLike<number>, ArrayLike<number>];
  readonly blockEntries: number;
  readonly codec?: Codec;
  /** Formats 2 and up: each side's digit order (index order when absent). Format 1: no digit order, index order. Values are written as given (a format below 4 recodes them on reading). Format 5 unless given. */
  readonly format?: 1 | 2 | 3 | 4 | 5;
  readonly orders?: readonly [readonly number[], readonly number[]];
  /** `wide`: every block u16, as version 1 wrote them. */
  readonly form?: 'auto' | 'wide';
  /** Header fields to add or replace. */
  readonly extra?: Record<string, unknown>;
}

/** The header a spec describes (before its payload checksum), in the writer's field order. */
export function specHeader(spec: TableSpec): Record<string, unknown> {
  const identity = spec.radices.map((_, i) => i);
  const orders = spec.orders ?? [identity, identity];
  return {
    // Formats up to 4 were written in index scheme 1, 5 in scheme 2.
    format: spec.format ?? 5, material: spec.material, indexScheme: (spec.format ?? 5) < 5 ? 1 : 2, ruleSet: 'asian-perpetual-check-and-chase-lose', metric: 'dtc',
    entries: spec.values[0].length, blockEntries: spec.blockEntries, codec: spec.codec ?? 'brotli',
    ...(spec.format === 1 ? {} : { digitOrder: orders }),
    statistics: {}, generator: 'test', createdAt: new Date(0).toISOString(), seconds: 0, peakRssBytes: 0, ...spec.extra,
  };
}

/** Each side's compressed blocks for a spec, red to move first. */
export function specBlocks(spec: TableSpec): [Buffer[], Buffer[]] {
  const identity = spec.radices.map((_, i) => i);
  const orders = spec.format === 1 ? [identity, identity] : spec.orders ?? [identity, identity];
  const side = (s: 0 | 1) => sideBlocks(spec.values[s], spec.radices, orders[s], spec.blockEntries, spec.codec ?? 'brotli', spec.form);
  return [side(0), side(1)];
}

export function specBytes(spec: TableSpec): Buffer {
  const [red, black] = specBlocks(spec);
  return fileBytes(specHeader(spec), [...red, ...black]);
}

export function writeSpec(path: string, spec: TableSpec): Buffer {
  const bytes = specBytes(spec);
  writeFileSync(path, bytes);
  return bytes;
}

/**
 * Values of one side (index order) whose blocks, in digit order `order`, are narrow except those in
 * `wide`: narrow blocks hold draws and values 1-255, wide ones values 256 and up. `seed` varies them.
 */
export function blockValues(
  radices: readonly number[], order: readonly number[], blockEntries: number, wide: readonly number[], seed = 0,
): Uint16Array {
  const size = radices.reduce((a, b) => a * b, 1);
  const byPosition = new Uint16Array(size);
  for (let p = 0; p < size; p++) {
    const mix = (p * 2654435761 + seed * 40503) >>> 0;
    if (wide.includes(Math.floor(p / blockEntries))) byPosition[p] = 256 + (mix % 65000);
    else byPosition[p] = mix % 7 === 0 ? DRAW : 1 + (mix % 255);
  }
  return inIndexOrder(byPosition, radices, order);
}
