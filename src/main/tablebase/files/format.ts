/**
 * The table file format (see docs/table-format.md). Layout:
 *   magic "CANJUTB1" | u32 header length | header JSON (UTF-8) | u32 CRC-32 of the header JSON
 *   | block index: per side, per block: u64 offset, u32 compressed length, u32 CRC-32 of those bytes
 *   | u32 CRC-32 of the block index | blocks | magic "CANJUEND"
 * All integers little-endian. Each block holds `blockEntries` consecutive values (u16 LE, see
 * shared/tablebase/value.ts) of one side to move in that side's digit order, compressed on its own.
 */
import { type FileFault, type TableFault, describeFault, describeFileFault } from '../../../shared/tablebase/tableFault';
import type { Metric } from '../../../shared/tablebase/value';
export { INDEX_SCHEME } from '../../../shared/tablebase/materialIndex';
import type { TableStatistics } from '../generate/passes/statistics';

export const MAGIC = 'CANJUTB1';
export const END_MAGIC = 'CANJUEND';
export const FORMAT_VERSION = 5;
/**
 * Versions a reader accepts: 1 stored every side in index order (no `digitOrder`); 1 and 2 coded a
 * win or loss with 11 bits of DTC and 4 of repetition order, 3 with 10 and 5 but no rule bit (the
 * reader recodes them, value.ts); 1-4 were written in index scheme 1, 5 in scheme 2 (its header
 * says which: docs/tablebase-index.md).
 */
export const READABLE_FORMATS: readonly number[] = [1, 2, 3, 4, 5];
/** The first format whose values say which repetition rule decided them (value.ts); older ones are recoded. */
export const RULE_BIT_FORMAT = 4;
/** The Asian rules as the generator applies them: perpetual check and perpetual chase lose (docs/rules.md). */
export const RULE_SET = 'asian-perpetual-check-and-chase-lose';
/**
 * The rule set of tables made before the chase trap: their values are still the Asian rules' where no
 * chase trap applies (generate/trapSides.ts), and stale where one does.
 */
export const CHECK_ONLY_RULE_SET = 'asian-perpetual-check-loses';
export const BLOCK_INDEX_ENTRY = 16;
/** Values of a narrow (one byte per entry) block are below this; 0 there stands for a draw. */
export const NARROW_DRAW = 256;

export type BlockCodec = 'brotli' | 'deflate' | 'zstd';

export interface TableHeader {
  readonly format: number;
  readonly material: string;
  readonly indexScheme: number;
  readonly ruleSet: string;
  readonly metric: Metric;
  /** Index entries per side to move. */
  readonly entries: number;
  readonly blockEntries: number;
  readonly codec: BlockCodec;
  /**
   * Per side to move, the index digits (0 = the mirrored defenders, 1 = the other defenders, then the attacker
   * groups) from most to least significant in the order the values are stored. Format 2.
   */
  readonly digitOrder?: readonly [readonly number[], readonly number[]];
  /** CRC-32 over the blocks' CRC-32s in file order: one number that changes with any payload byte. */
  readonly payloadChecksum: number;
  readonly statistics: TableStatistics;
  readonly generator: string;
  readonly createdAt: string;
  readonly seconds: number;
  readonly peakRssBytes: number;
}

export function blocksPerSide(header: Pick<TableHeader, 'entries' | 'blockEntries'>): number {
  return Math.ceil(header.entries / header.blockEntries);
}

/** A table file that failed a check: the fault as a code (worded in either language at the edges), its message in English for logs. */
export class TableFileError extends Error {
  constructor(readonly file: string, readonly fault: TableFault, readonly block?: { side: number; block: number }) {
    super(describeFileFault({ file, fault, block }));
  }

  /** The fault in English, without the file. */
  get detail(): string {
    return describeFault(this.fault);
  }

  get fileFault(): FileFault {
    return { file: this.file, fault: this.fault, ...(this.block ? { block: this.block } : {}) };
  }
}
