/**
 * Capture values: a sub-table side packed into two bits per entry with the entries of a later
 * repetition order kept apart must read back as the file's value, result and order, for every entry.
 * K+R vs K+N is the smallest table here where the perpetual-check rule gives values of later orders.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { captureValueBytes, captureValueReader, compactValue, expandValue, readCaptureValues } from '../../src/main/tablebase/files/captureValues';
import { TableFile } from '../../src/main/tablebase/files/reader';
import { MaterialIndex } from '../../src/shared/tablebase/materialIndex';
import { orderOf } from '../../src/shared/tablebase/value';
import { generatedFolder } from '../support/tableFolder';
import { counts } from '../support/tables';

const dir = generatedFolder(counts('KR', 'KN'));

describe('capture values', () => {
  it('read back every entry of both sides of KR-KN, later orders included', () => {
    const file = TableFile.open(join(dir, 'KR-KN.cjtb'));
    try {
      let later = 0;
      for (const side of [0, 1] as const) {
        const stored = new Uint16Array(file.header.entries);
        file.readSide(side, stored);
        const loaded = readCaptureValues(file, side);
        const read = captureValueReader(loaded);
        expect(loaded.packed.byteLength).toBe(Math.ceil(file.header.entries / 4));
        const mismatches: number[] = [];
        for (let i = 0; i < stored.length; i++) {
          if (read(i) !== expandValue(compactValue(stored[i])) && mismatches.length < 5) mismatches.push(i);
          if (stored[i] < 0xfffe && orderOf(stored[i]) > 0) later++;
        }
        expect(mismatches).toEqual([]);
        expect(new Uint32Array(loaded.laterIndices).length).toBe(new Uint8Array(loaded.laterCodes).length);
      }
      expect(later).toBeGreaterThan(1000);
    } finally {
      file.close();
    }
  });

  it('estimates a quarter of a byte per entry of each sub-table side a capture reaches', () => {
    // KRA-KN: black takes the rook (KA-KN) or the advisor (KR-KN), red takes the horse (KRA-K).
    const size = (red: string, black: string) => Math.ceil(new MaterialIndex(counts(red, black)).size / 4);
    expect(captureValueBytes(counts('KRA', 'KN'))).toBe(size('KA', 'KN') + size('KR', 'KN') + size('KRA', 'K'));
  });
});
