/**
 * Writes a table file of format version 1, as docs/table-format.md describes it: both sides stored
 * in index order, no `digitOrder` in the header, every block u16 values compressed with brotli. The
 * writer only writes the current version, so the bytes are laid out here from the description,
 * which also keeps the reader's version-1 path from being checked against the code that reads it.
 */
import { writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, crc32 } from 'node:zlib';
import type { GeneratedTable } from '../../src/main/tablebase/generate/generateTable';
import { tableStatistics } from '../../src/main/tablebase/generate/passes/statistics';
import { formatSignature } from '../../src/shared/material/signature';
import { MaterialIndex } from '../../src/shared/tablebase/materialIndex';
import { ILLEGAL, decodeValue } from '../../src/shared/tablebase/value';

function u32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b;
}

/**
 * A table's values numbered in index scheme 1, the only one formats 1-4 knew: each entry's position
 * looked up in the table as generated (docs/tablebase-index.md).
 */
export function inSchemeOne(table: Pick<GeneratedTable, 'index' | 'values'>): { index: MaterialIndex; values: [Uint16Array, Uint16Array] } {
  const index = new MaterialIndex(table.index.counts, 1);
  const values: [Uint16Array, Uint16Array] = [new Uint16Array(index.size).fill(ILLEGAL), new Uint16Array(index.size).fill(ILLEGAL)];
  const board = new Int8Array(90);
  for (let i = 0; i < index.size; i++) {
    if (!index.decodeBoard(i, board)) continue;
    const at = table.index.encode(board);
    for (const side of [0, 1] as const) values[side][i] = table.values[side][at];
  }
  return { index, values };
}

export function writeVersionOneTable(path: string, generated: GeneratedTable, blockEntries: number): void {
  const table = inSchemeOne(generated);
  const blocks: Buffer[] = [];
  for (const values of table.values) {
    for (let first = 0; first < values.length; first += blockEntries) {
      // Version 1 coded a win or loss as 1 + ((order << 11 | dtc) << 1 | win), from the description.
      const raw = values.slice(first, first + blockEntries).map((code) => {
        const v = decodeValue(code);
        return v && v.wdl !== 'draw' ? 1 + ((((v.order << 11) | v.dtc) << 1) | (v.wdl === 'win' ? 1 : 0)) : code;
      });
      blocks.push(brotliCompressSync(new Uint8Array(raw.buffer), { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
    }
  }
  const checksums = Uint32Array.from(blocks, (block) => crc32(block));
  const header = {
    format: 1, material: formatSignature(table.index.counts), indexScheme: 1, ruleSet: 'asian-perpetual-check-loses', metric: 'dtc',
    entries: table.index.size, blockEntries, codec: 'brotli', payloadChecksum: crc32(new Uint8Array(checksums.buffer)),
    statistics: tableStatistics(table), generator: 'canju-generator 1', createdAt: new Date(0).toISOString(), seconds: 0, peakRssBytes: 0,
  };
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const index = Buffer.alloc(16 * blocks.length);
  let offset = 8 + 4 + json.length + 4 + index.length + 4;
  blocks.forEach((block, i) => {
    index.writeBigUInt64LE(BigInt(offset), 16 * i);
    index.writeUInt32LE(block.length, 16 * i + 8);
    index.writeUInt32LE(checksums[i], 16 * i + 12);
    offset += block.length;
  });
  writeFileSync(path, Buffer.concat([
    Buffer.from('CANJUTB1', 'latin1'), u32(json.length), json, u32(crc32(json)), index, u32(crc32(index)), ...blocks, Buffer.from('CANJUEND', 'latin1'),
  ]));
}
