/** The format's constants (what files hold, so they must not drift from the description) and its error. */
import { describe, expect, it } from 'vitest';
import {
  BLOCK_INDEX_ENTRY, CHECK_ONLY_RULE_SET, END_MAGIC, FORMAT_VERSION, INDEX_SCHEME, MAGIC, NARROW_DRAW, READABLE_FORMATS, RULE_BIT_FORMAT, RULE_SET, TableFileError,
  blocksPerSide,
} from '../../../src/main/tablebase/files/format';
import { METRICS } from '../../../src/shared/tablebase/value';
import { sayFileFault } from '../../../src/shared/words/tableFaults';

describe('format constants and errors', () => {
  it('are those docs/table-format.md gives', () => {
    expect([MAGIC, END_MAGIC, FORMAT_VERSION, [...READABLE_FORMATS], RULE_BIT_FORMAT, INDEX_SCHEME, RULE_SET, CHECK_ONLY_RULE_SET, [...METRICS], BLOCK_INDEX_ENTRY, NARROW_DRAW])
      .toEqual(['CANJUTB1', 'CANJUEND', 5, [1, 2, 3, 4, 5], 4, 2, 'asian-perpetual-check-and-chase-lose', 'asian-perpetual-check-loses', ['dtc', 'dtm'], 16, 256]);
  });

  it('blocks per side round up', () => {
    expect(blocksPerSide({ entries: 4860, blockEntries: 1000 })).toBe(5);
    expect(blocksPerSide({ entries: 4000, blockEntries: 1000 })).toBe(4);
    expect(blocksPerSide({ entries: 1, blockEntries: 1000 })).toBe(1);
  });

  it('an error names the file, and the side and block when there is one, in either language', () => {
    const plain = new TableFileError('/t/KR-K.cjtb', { code: 'header-checksum' });
    expect(plain.message).toBe('/t/KR-K.cjtb: header checksum mismatch');
    expect(plain).toBeInstanceOf(Error);
    expect([plain.file, plain.detail, plain.block]).toEqual(['/t/KR-K.cjtb', 'header checksum mismatch', undefined]);
    const block = new TableFileError('f', { code: 'block-checksum' }, { side: 0, block: 0 });
    expect(block.message).toBe('f: block checksum mismatch (side red to move, block 0)');
    expect(new TableFileError('f', { code: 'block-size' }, { side: 1, block: 12 }).message).toBe('f: block decompressed to the wrong size (side black to move, block 12)');
    expect(sayFileFault(block.fileFault, 'zh')).toBe('f：数据块校验和不符（红方走，第 0 块）');
    expect(sayFileFault(new TableFileError('KR-KA.cjtb', { code: 'holds-material', holds: 'KR-K', named: 'KR-KA' }).fileFault, 'zh')).toBe('KR-KA.cjtb：其中是 KR-K 的库，不是 KR-KA');
  });
});
