/**
 * Opens table files and reads their blocks. Opening checks the header, block index and file length;
 * every block's checksum is checked when the block is first read, before it is decompressed, so a
 * corrupt table reports the file and block and never answers.
 */
import { closeSync, readSync } from 'node:fs';
import { FileRefusedError, openRegularFile } from '../../fs/regularFile';
import { crc32 } from 'node:zlib';
import { DRAW, ESCAPE, MAX_DTC, MAX_RULE_DTC, METRICS, lossValue, winValue } from '../../../shared/tablebase/value';
import { collectCodecMemory, decompressBlock } from './blockCodec';
import { parseSignature } from '../../../shared/material/signature';
import { namedTable } from './fileName';
import type { TablePart } from '../../../shared/tablebase/tableFault';
import { DigitOrder } from '../../../shared/tablebase/digitOrder';
import { INDEX_SCHEMES, type IndexScheme, MaterialIndex } from '../../../shared/tablebase/materialIndex';
import { BLOCK_INDEX_ENTRY, END_MAGIC, FORMAT_VERSION, MAGIC, READABLE_FORMATS, RULE_BIT_FORMAT, type TableHeader, TableFileError, blocksPerSide } from './format';

export class TableFile {
  private constructor(
    readonly path: string,
    private readonly fd: number,
    readonly header: TableHeader,
    private readonly index: Buffer,
    /** The table's index, in the scheme its header names: older files keep scheme 1. */
    readonly tableIndex: MaterialIndex,
    /** Where each side's values stand in the file. */
    readonly orders: readonly [DigitOrder, DigitOrder],
  ) {}

  static open(path: string): TableFile {
    let opened: { fd: number; size: number };
    try {
      opened = openRegularFile(path);
    } catch (error) {
      if (error instanceof FileRefusedError) throw new TableFileError(path, { code: 'not-regular' });
      throw error;
    }
    const { fd, size } = opened;
    try {
      const read = (position: number, length: number, what: TablePart): Buffer => {
        if (position + length > size) throw new TableFileError(path, { code: 'truncated', part: what, size });
        const buffer = Buffer.alloc(length);
        readSync(fd, buffer, 0, length, position);
        return buffer;
      };
      const prefix = read(0, 12, 'prefix');
      if (prefix.toString('latin1', 0, 8) !== MAGIC) throw new TableFileError(path, { code: 'bad-magic' });
      const headerLength = prefix.readUInt32LE(8);
      if (headerLength > 1 << 24) throw new TableFileError(path, { code: 'header-length' });
      const json = read(12, headerLength, 'header');
      if (read(12 + headerLength, 4, 'header checksum').readUInt32LE(0) !== crc32(json)) {
        throw new TableFileError(path, { code: 'header-checksum' });
      }
      const header = JSON.parse(json.toString('utf8')) as TableHeader;
      if (!READABLE_FORMATS.includes(header.format)) throw new TableFileError(path, { code: 'format', format: JSON.stringify(header.format) });
      if (!METRICS.includes(header.metric)) throw new TableFileError(path, { code: 'metric', metric: JSON.stringify(header.metric) });
      const tableIndex = indexOf(path, header);
      checkName(path, header);
      const orders = digitOrders(path, header, tableIndex.radices);
      const blocks = 2 * blocksPerSide(header);
      const indexStart = 16 + headerLength;
      const index = read(indexStart, blocks * BLOCK_INDEX_ENTRY, 'block index');
      if (read(indexStart + index.length, 4, 'block index checksum').readUInt32LE(0) !== crc32(index)) {
        throw new TableFileError(path, { code: 'index-checksum' });
      }
      const last = (blocks - 1) * BLOCK_INDEX_ENTRY;
      const end = Number(index.readBigUInt64LE(last)) + index.readUInt32LE(last + 8);
      if (end + END_MAGIC.length !== size) {
        throw new TableFileError(path, { code: 'length', size, end: end + END_MAGIC.length });
      }
      if (read(end, END_MAGIC.length, 'end marker').toString('latin1') !== END_MAGIC) {
        throw new TableFileError(path, { code: 'end-marker' });
      }
      const checksums = new Uint32Array(blocks);
      for (let i = 0; i < blocks; i++) checksums[i] = index.readUInt32LE(i * BLOCK_INDEX_ENTRY + 12);
      if (crc32(new Uint8Array(checksums.buffer)) !== header.payloadChecksum) {
        throw new TableFileError(path, { code: 'payload-checksum' });
      }
      return new TableFile(path, fd, header, index, tableIndex, orders);
    } catch (error) {
      closeSync(fd);
      if (error instanceof SyntaxError) throw new TableFileError(path, { code: 'header-json' });
      throw error;
    }
  }

  get blocksPerSide(): number {
    return blocksPerSide(this.header);
  }

  /** Compressed bytes of all blocks, for size reports. */
  get payloadBytes(): number {
    let total = 0;
    for (let i = 0; i < this.index.length; i += BLOCK_INDEX_ENTRY) total += this.index.readUInt32LE(i + 8);
    return total;
  }

  /** Checks every block's checksum without decompressing; throws TableFileError on the first mismatch. */
  checkAllBlocks(): void {
    for (let side = 0; side < 2; side++) {
      for (let block = 0; block < this.blocksPerSide; block++) this.rawBlock(side, block);
    }
  }

  private rawBlock(side: number, block: number): Buffer {
    const entry = (side * this.blocksPerSide + block) * BLOCK_INDEX_ENTRY;
    const offset = Number(this.index.readBigUInt64LE(entry));
    const length = this.index.readUInt32LE(entry + 8);
    const data = Buffer.alloc(length);
    readSync(this.fd, data, 0, length, offset);
    if (crc32(data) !== this.index.readUInt32LE(entry + 12)) {
      throw new TableFileError(this.path, { code: 'block-checksum' }, { side, block });
    }
    return data;
  }

  /** Reads, checks and decompresses one block of values. */
  readBlock(side: number, block: number): Uint16Array {
    const raw = decompressBlock(this.header.codec, this.rawBlock(side, block));
    const entries = Math.min(this.header.blockEntries, this.header.entries - block * this.header.blockEntries);
    if (raw.length === entries) {
      // A plain loop: `Uint16Array.from(raw, map)` walks the iterator protocol and took 40-100 ms per
      // 131,072-entry block, which was most of a cold probe and of reading a sub-table into memory.
      // (A narrow block holds order-0 codes only, which every format codes alike.)
      const values = new Uint16Array(entries);
      for (let i = 0; i < entries; i++) values[i] = raw[i] === 0 ? DRAW : raw[i];
      return values;
    }
    if (raw.length !== entries * 2) throw new TableFileError(this.path, { code: 'block-size' }, { side, block });
    const values = uint16View(raw, entries);
    if (this.header.format < RULE_BIT_FORMAT && !recodeOlder(values, this.header.format)) {
      throw new TableFileError(this.path, { code: 'dtc-too-long', format: FORMAT_VERSION, maxDtc: MAX_DTC, maxRuleDtc: MAX_RULE_DTC }, { side, block });
    }
    return values;
  }

  /** Reads one whole side into `out`, in index order, each value passed through `map` when given. */
  readSide(side: number, out: Uint16Array | Uint8Array, map?: (value: number) => number): void {
    const order = this.orders[side], blockEntries = this.header.blockEntries;
    const indices = new Uint32Array(blockEntries);
    for (let block = 0; block < this.blocksPerSide; block++) {
      const values = this.readBlock(side, block);
      collectCodecMemory(values.byteLength);
      if (order.identity && !map) {
        out.set(values, block * blockEntries);
        continue;
      }
      const n = order.indicesFrom(block * blockEntries, indices);
      for (let j = 0; j < n; j++) out[indices[j]] = map ? map(values[j]) : values[j];
    }
  }

  close(): void {
    closeSync(this.fd);
  }
}

function indexOf(path: string, header: TableHeader): MaterialIndex {
  const material = parseSignature(header.material);
  if (!material.ok) throw new TableFileError(path, { code: 'no-material', material: String(header.material), reason: material.error.code });
  const scheme = header.indexScheme as IndexScheme;
  if (!INDEX_SCHEMES.includes(scheme)) throw new TableFileError(path, { code: 'scheme', scheme: JSON.stringify(header.indexScheme) });
  const index = new MaterialIndex(material.value, scheme);
  if (index.size !== header.entries) throw new TableFileError(path, { code: 'entries', entries: header.entries, material: header.material, size: index.size });
  return index;
}

/** The file holds what its name says: the material and metric, in the index scheme its format was written in. */
function checkName(path: string, header: TableHeader): void {
  const scheme: IndexScheme = header.format < 5 ? 1 : 2;
  if (header.indexScheme !== scheme) throw new TableFileError(path, { code: 'scheme-format', scheme: JSON.stringify(header.indexScheme), format: header.format, expected: scheme });
  const named = namedTable(path);
  if (!named) return;
  if (header.material !== named.material) throw new TableFileError(path, { code: 'holds-material', holds: header.material, named: named.material });
  if (header.metric !== named.metric) throw new TableFileError(path, { code: 'holds-metric', holds: header.metric.toUpperCase(), named: named.metric.toUpperCase() });
}

function digitOrders(path: string, header: TableHeader, radices: readonly number[]): [DigitOrder, DigitOrder] {
  if (header.format === 1) return [DigitOrder.identity(radices), DigitOrder.identity(radices)];
  try {
    if (!header.digitOrder) throw new Error('missing');
    return [new DigitOrder(radices, header.digitOrder[0]), new DigitOrder(radices, header.digitOrder[1])];
  } catch (error) {
    throw new TableFileError(path, { code: 'digit-order', reason: error instanceof Error ? error.message : String(error) });
  }
}

/** The first `entries` 16-bit values of `raw`: a typed view needs 2-byte alignment, which a decompressor's buffer does not promise. */
export function uint16View(raw: Uint8Array, entries: number): Uint16Array {
  return raw.byteOffset % 2 === 0 ? new Uint16Array(raw.buffer, raw.byteOffset, entries) : new Uint16Array(raw.slice().buffer, 0, entries);
}

/**
 * Recodes, in place, the wins and losses of a later repetition order from formats 1 and 2 (11 bits
 * of DTC, `1 + ((order << 11 | dtc) << 1 | win)`) and 3 (10 bits, no rule bit) to format 4's
 * (value.ts); order 0 codes the same in all. Older files do not say which rule decided a value: it
 * reads as perpetual check. False if a DTC does not fit.
 */
export function recodeOlder(values: Uint16Array, format: number): boolean {
  // The last code of order 0: 1 + (2047 << 1 | 1) in formats 1 and 2, 1 + (1023 << 1 | 1) since.
  const lastOrderZero = format < 3 ? 4096 : 2048;
  for (let i = 0; i < values.length; i++) {
    const code = values[i];
    if (code <= lastOrderZero || code >= ESCAPE) continue;
    const order = format < 3 ? (code - 1) >> 12 : (code - 1) >> 11, dtc = ((code - 1) >> 1) & (format < 3 ? 2047 : 1023);
    if (dtc > MAX_RULE_DTC) return false;
    values[i] = ((code - 1) & 1) === 1 ? winValue(order, dtc) : lossValue(order, dtc);
  }
  return true;
}
