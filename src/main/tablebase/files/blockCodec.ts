/**
 * Block compression: one place that knows how each codec named in a table header is run. zstd at
 * level 15 on 131,072-entry blocks is the default since generator 2: as small as brotli quality 10
 * and 3.4 times faster to write (docs/table-format.md). `quick` compression (zstd level 6, whatever
 * the codec) only ranks candidate layouts and is never written (docs/table-format.md).
 */
import {
  brotliCompressSync, brotliDecompressSync, constants, deflateRawSync, inflateRawSync, zstdCompressSync, zstdDecompressSync,
} from 'node:zlib';
import { collectGarbageNow } from '../../memory/collectGarbage';
import type { BlockCodec } from './format';

/**
 * zstd's level for ranking layouts: it picks what brotli quality 5 picked where level 1 did not (on
 * KCPA-KAB's black side, a layout 4.4% larger), in four fifths of brotli's time.
 */
const QUICK_ZSTD_LEVEL = 6;

/** zstd's level for table files: its optimal parser starts here, and level 16 gains under 1% for 1.7 times the time. */
const ZSTD_LEVEL = 15;

/**
 * Compressors' native memory a thread may leave uncollected: each compression holds its own until
 * V8, which does not see it, next collects (measured on a 256 kB block: 3.8 MB at zstd level 15,
 * 2.8 MB at level 6). Collecting after every task cost a small table several full collections of its
 * worker; collecting after 16 blocks let a KCPA-KAB's compression hold 120 MB more.
 */
const UNCOLLECTED_BYTES = 32 << 20;
const HELD_BYTES = 4 << 20, QUICK_HELD_BYTES = 3 << 20;
let uncollected = 0;

/** Collects the garbage of this thread once enough compressors' native memory waits. */
export function collectCompressors(): void {
  if (uncollected < UNCOLLECTED_BYTES) return;
  uncollected = 0;
  collectGarbageNow();
}

export function compressBlock(codec: BlockCodec, raw: Uint8Array, quick = false): Uint8Array {
  uncollected += quick ? QUICK_HELD_BYTES : HELD_BYTES;
  if (quick) return zstdCompressSync(raw, { params: { [constants.ZSTD_c_compressionLevel]: QUICK_ZSTD_LEVEL } });
  switch (codec) {
    case 'brotli':
      return brotliCompressSync(raw, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
      });
    case 'deflate':
      return deflateRawSync(raw, { level: 9 });
    case 'zstd':
      return zstdCompressSync(raw, { params: { [constants.ZSTD_c_compressionLevel]: ZSTD_LEVEL } });
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
