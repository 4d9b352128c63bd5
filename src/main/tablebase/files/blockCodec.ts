/**
 * Block compression: one place that knows how each codec named in a table header is run. zstd at
 * level 15 on 131,072-entry blocks is the default since generator 2: as small as brotli quality 10
 * and 3.4 times faster to write (docs/table-format.md); narrow blocks at level 10.
 * `quick` compression (zstd level 6, whatever the codec) only ranks candidate layouts and is never
 * written (docs/table-format.md).
 */
import {
  brotliCompressSync, brotliDecompressSync, constants, deflateRawSync, inflateRawSync, zstdCompressSync, zstdDecompressSync,
} from 'node:zlib';
import { collectYoungGarbageNow } from '../../memory/collectGarbage';
import type { BlockCodec } from './format';

/**
 * zstd's level for ranking layouts: it picks what brotli quality 5 picked where level 1 did not (on
 * KCPA-KAB's black side, a layout 4.4% larger), in four fifths of brotli's time.
 */
const QUICK_ZSTD_LEVEL = 6;

/** zstd's level for table files: its optimal parser starts here, and level 16 gains under 1% for 1.2-1.7 times the time. */
const ZSTD_LEVEL = 15;

/**
 * A narrow block (a byte an entry) at level 10 with matches of 6 bytes at least: on the KCPA-KAB
 * chain's blocks (every one of them narrow) 0.18 of the CPU time of the level 15 search used before
 * (minMatch 6, searchLog 3), for 14.5% more bytes, and compression was an eighth of the chain's time.
 * The chain's files stay smaller than xiangqitb's. Wide blocks keep level 15: they hold nine tenths
 * of the main table's bytes, whose file is now as large as xiangqitb's (docs/table-format.md,
 * "Narrow blocks: zstd level 10 with 6-byte matches").
 */
const ZSTD_NARROW_PARAMS = { [constants.ZSTD_c_compressionLevel]: 10, [constants.ZSTD_c_minMatch]: 6 };

/** What a block is compressed for: a file's narrow (a byte an entry) or wide block, or only ranking layouts. */
export type CompressionUse = 'narrow' | 'wide' | 'quick';

/**
 * Bytes through the codec between two collections. A compressor's native memory grows with its
 * input (3.8 MB for a 256 kB block at level 15, 2.8 MB at level 6; far less for the order choice's
 * small slices), and a collection costs 0.2-0.3 ms: after every call it was a tenth of a small
 * table's time (the order choice compresses hundreds of slices of a few kilobytes).
 */
const COLLECT_AFTER_BYTES = 256 * 1024;
let bytesSinceCollection = 0;

/**
 * Frees the native memory this thread's compressors and decompressed blocks hold once
 * `COLLECT_AFTER_BYTES` have gone through them, which V8 returns only when it collects their
 * handles: one young-generation collection. Full collections every 32 MB held let a worker keep up
 * to 36 MB, and KCPA-KAB's compression raised the process's peak by about 40 MB; a full collection
 * per block cost 10 ms each. Reading KCPA-KAB's sub-tables for its captures (a few megabytes kept)
 * left 88 MB of blocks to collect, and its peak came down from 337 to 280 MB once they were freed
 * as they were read.
 */
export function collectCodecMemory(bytes: number): void {
  bytesSinceCollection += bytes;
  if (bytesSinceCollection < COLLECT_AFTER_BYTES) return;
  bytesSinceCollection = 0;
  collectYoungGarbageNow();
}

export function compressBlock(codec: BlockCodec, raw: Uint8Array, use: CompressionUse = 'wide'): Uint8Array {
  if (use === 'quick') return zstdCompressSync(raw, { params: { [constants.ZSTD_c_compressionLevel]: QUICK_ZSTD_LEVEL } });
  switch (codec) {
    case 'brotli':
      return brotliCompressSync(raw, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
      });
    case 'deflate':
      return deflateRawSync(raw, { level: 9 });
    case 'zstd':
      return zstdCompressSync(raw, { params: use === 'narrow' ? ZSTD_NARROW_PARAMS : { [constants.ZSTD_c_compressionLevel]: ZSTD_LEVEL } });
  }
}

export function decompressBlock(codec: BlockCodec, data: Uint8Array): Uint8Array {
  switch (codec) {
    case 'brotli':
      return brotliDecompressSync(data);
    case 'deflate':
      return inflateRawSync(data);
    case 'zstd':
      return zstdDecompressSync(data);
  }
}
