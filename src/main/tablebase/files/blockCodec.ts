/**
 * Block compression: one place that knows how each codec named in a table header is run. Brotli at
 * quality 10 on 131,072-entry blocks is the default, chosen by measurement (docs/table-format.md);
 * `quick` compression (brotli quality 5) only ranks candidate layouts and is never written.
 */
import { brotliCompressSync, brotliDecompressSync, constants, deflateRawSync, inflateRawSync } from 'node:zlib';
import * as zlib from 'node:zlib';
import type { BlockCodec } from './format';

type Zstd = { zstdCompressSync(b: Uint8Array): Buffer; zstdDecompressSync(b: Uint8Array): Buffer };

export function compressBlock(codec: BlockCodec, raw: Uint8Array, quick = false): Uint8Array {
  switch (codec) {
    case 'brotli':
      return brotliCompressSync(raw, {
        params: { [constants.BROTLI_PARAM_QUALITY]: quick ? 5 : 10, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
      });
    case 'deflate':
      return deflateRawSync(raw, { level: quick ? 6 : 9 });
    case 'zstd':
      return (zlib as unknown as Zstd).zstdCompressSync(raw);
  }
}

export function decompressBlock(codec: BlockCodec, data: Uint8Array): Uint8Array {
  switch (codec) {
    case 'brotli':
      return brotliDecompressSync(data);
    case 'deflate':
      return inflateRawSync(data);
    case 'zstd':
      return (zlib as unknown as Zstd).zstdDecompressSync(data);
  }
}
