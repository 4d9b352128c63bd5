/**
 * Block compression: each codec a header names is run with the documented settings when writing
 * (brotli quality 10, raw deflate level 9, zstd level 15, a narrow block's with matches of 6 bytes
 * at least and a search of 8 candidates), quick ranking is zstd level 6 whatever the codec, and each
 * decompresses what it compressed.
 */
import { brotliCompressSync, constants, deflateRawSync, zstdCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressBlock, decompressBlock } from '../../../src/main/tablebase/files/blockCodec';
import { blockValues } from '../../support/tableBytes';

/** Table-like u16 values, where the settings make a difference to the bytes. */
const raw = new Uint8Array(blockValues([6, 9, 90], [0, 1, 2], 1000, [], 1).buffer);

const zstd = (level: number) => zstdCompressSync(raw, { params: { [constants.ZSTD_c_compressionLevel]: level } });
const brotli = (quality: number) => brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });

describe('block codecs', () => {
  it('brotli: quality 10 when writing, zstd 6 when only ranking layouts', () => {
    expect(compressBlock('brotli', raw)).toEqual(brotli(10));
    expect(compressBlock('brotli', raw, 'quick')).toEqual(zstd(6));
    expect(brotli(10)).not.toEqual(brotli(5));
    expect(brotli(10)).not.toEqual(brotliCompressSync(raw));
  });

  it('deflate: raw deflate at level 9 when writing, zstd 6 when ranking', () => {
    expect(compressBlock('deflate', raw)).toEqual(deflateRawSync(raw, { level: 9 }));
    expect(compressBlock('deflate', raw, 'quick')).toEqual(zstd(6));
    expect(deflateRawSync(raw, { level: 9 })).not.toEqual(deflateRawSync(raw, { level: 6 }));
  });

  it('zstd: level 15 when writing, a narrow block at level 10 with longer matches, level 6 when ranking', () => {
    expect(compressBlock('zstd', raw)).toEqual(zstd(15));
    expect(compressBlock('zstd', raw, 'wide')).toEqual(zstd(15));
    expect(zstd(15)).not.toEqual(zstdCompressSync(raw));
    const narrow = zstdCompressSync(raw, { params: { [constants.ZSTD_c_compressionLevel]: 10, [constants.ZSTD_c_minMatch]: 6 } });
    expect(compressBlock('zstd', raw, 'narrow')).toEqual(narrow);
    expect(narrow).not.toEqual(zstd(15));
    expect(narrow).not.toEqual(zstd(10));
    expect(compressBlock('zstd', raw, 'quick')).toEqual(zstd(6));
    expect(zstd(6)).not.toEqual(zstd(15));
  });

  for (const codec of ['brotli', 'deflate', 'zstd'] as const) {
    it(`${codec}: decompresses what it compressed, and refuses another codec's data`, () => {
      expect(new Uint8Array(decompressBlock(codec, compressBlock(codec, raw)))).toEqual(raw);
      expect(new Uint8Array(decompressBlock(codec, compressBlock(codec, raw.subarray(0, 10))))).toEqual(raw.subarray(0, 10));
      const other = codec === 'zstd' ? 'brotli' : 'zstd';
      let decoded: Uint8Array | undefined;
      try {
        decoded = decompressBlock(codec, compressBlock(other, raw));
      } catch {
        decoded = undefined;
      }
      expect(decoded === undefined || !Buffer.from(decoded).equals(Buffer.from(raw))).toBe(true);
    });
  }
});
