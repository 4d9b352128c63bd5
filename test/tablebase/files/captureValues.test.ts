/**
 * Capture values: which sub-tables a capture reaches and with which side to move, the one-byte form
 * of their values (result and repetition order; a capture is a conversion, so distance 1), and
 * reading them from the files.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type CaptureValues, captureLoads, captureSides, captureValueBytes, captureValueReader, compactValue, expandValue, loadCaptureSide } from '../../../src/main/tablebase/files/captureValues';
import { formatSignature } from '../../../src/shared/material/signature';
import { MaterialIndex } from '../../../src/shared/tablebase/materialIndex';
import { PositionCodec } from '../../../src/shared/tablebase/codec';
import { captureProbe } from '../../../src/main/tablebase/generate/captureProbe';
import { ADVISOR, BLACK, RED, ROOK, makePiece } from '../../../src/shared/rules/piece';
import { DRAW, ILLEGAL, MAX_DTC, MAX_ORDER, MAX_RULE_DTC, dtcOf, lossValue, orderOf, winValue } from '../../../src/shared/tablebase/value';
import { writeSpec } from '../../support/tableBytes';
import { counts } from '../../support/tables';

const scratch = mkdtempSync(join(tmpdir(), 'canju-capture-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const sides = (red: string, black: string) => captureSides(counts(red, black)).map(({ material, side }) => `${formatSignature(material)} ${side}`);

describe('the sub-tables captures reach', () => {
  it('one per capturable kind, with the captured side to move, leaving out kings and materials drawn by rule', () => {
    // The cannon or the pawn taken (red's, so red moves next), or the advisor (black's).
    expect(sides('KCP', 'KA')).toEqual(['KP-KA 0', 'KC-KA 0', 'KCP-K 1']);
    // The rook taken leaves K vs K+A, a draw by rule: no table.
    expect(sides('KR', 'KA')).toEqual(['KR-K 1']);
    // Two rooks: one sub-table. A black pawn, the last piece code, counts too.
    expect(sides('KRR', 'K')).toEqual(['KR-K 0']);
    expect(sides('KN', 'KP')).toEqual(['K-KP 0', 'KN-K 1']);
    expect(sides('KAB', 'KAB')).toEqual([]);
  });

  it('their bytes: a quarter per index entry of each', () => {
    const size = (red: string, black: string) => Math.ceil(new MaterialIndex(counts(red, black)).size / 4);
    expect(captureValueBytes(counts('KCP', 'KA'))).toBe(size('KP', 'KA') + size('KC', 'KA') + size('KCP', 'K'));
    expect(captureValueBytes(counts('KR', 'K'))).toBe(0);
  });
});

describe('the one-byte form of a capture’s value', () => {
  it('is 0 for a draw, 1 + 4 × order (+ 2 for a chase) for a loss and one more for a win, whatever the distance', () => {
    expect([compactValue(DRAW), compactValue(ILLEGAL)]).toEqual([0, 0]);
    expect([compactValue(lossValue(0, 0)), compactValue(winValue(0, 1)), compactValue(lossValue(3, 40)), compactValue(winValue(3, 7, true))]).toEqual([1, 2, 13, 16]);
    for (let order = 0; order <= MAX_ORDER; order++) {
      for (const dtc of [0, 1, 2, 99, order ? MAX_RULE_DTC : MAX_DTC]) {
        for (const chase of order ? [false, true] : [false]) {
          expect(compactValue(lossValue(order, dtc, chase))).toBe(1 + 4 * order + (chase ? 2 : 0));
          expect(compactValue(winValue(order, Math.max(1, dtc), chase))).toBe(2 + 4 * order + (chase ? 2 : 0));
        }
      }
    }
    expect(compactValue(winValue(MAX_ORDER, 1, true))).toBeLessThan(256);
  });

  it('reads back as the value at distance 1, of the same result, order and rule', () => {
    expect(expandValue(0)).toBe(DRAW);
    for (let order = 0; order <= MAX_ORDER; order++) {
      for (const chase of order ? [false, true] : [false]) {
        expect(expandValue(compactValue(lossValue(order, 17, chase)))).toBe(lossValue(order, 1, chase));
        expect(expandValue(compactValue(winValue(order, 33, chase)))).toBe(winValue(order, 1, chase));
      }
    }
  });
});

describe('loading capture values', () => {
  /** Every kind of value: draws, wins and losses of every order at assorted distances. */
  const synthetic = (size: number, seed: number) => Uint16Array.from({ length: size }, (_, i) => {
    const k = (i * 7 + seed) % 31;
    return k === 30 ? DRAW : k % 2 ? winValue(k >> 1, 1 + (i % 300), k > 1 && i % 3 === 0) : lossValue(k >> 1, i % 300, k > 1 && i % 3 === 0);
  });
  const KR_K = { material: 'KR-K', radices: [6, 9, 90], blockEntries: 1000, values: [synthetic(4860, 0), synthetic(4860, 5)] as const, orders: [[2, 1, 0], [1, 0, 2]] as const, format: 4 } as const;

  /** What a capture reads from loaded values, entry by entry, against what the file holds. */
  const readBack = (loaded: CaptureValues, n: number) => {
    const read = captureValueReader(loaded);
    return Array.from({ length: n }, (_, i) => read(i));
  };
  /** Two bits give the result at distance 1; an entry kept apart keeps its whole code. */
  const expected = (values: Uint16Array) => Array.from(values, (v) => (compactValue(v) > 2 ? v : expandValue(compactValue(v))));

  it('reads the side to move after the capture of each sub-table into shared memory, two bits per entry and its later orders apart', () => {
    const dir = mkdtempSync(join(scratch, 'kr-ka-'));
    writeSpec(join(dir, 'KR-K.cjtb'), KR_K);
    const loads = captureLoads(counts('KR', 'KA'), { 'KR-K': join(dir, 'KR-K.cjtb') });
    expect(loads.map((l) => [l.name, l.side, l.form])).toEqual([['KR-K', 1, 'wdl']]);
    const loaded = loadCaptureSide(loads[0]);
    expect(loaded.side).toBe(1);
    // A format 4 file: numbered in index scheme 1, which the generator's probe then uses.
    expect(loaded.scheme).toBe(1);
    expect(loaded.packed).toBeInstanceOf(SharedArrayBuffer);
    expect(loaded.packed.byteLength).toBe(Math.ceil(4860 / 4));
    expect(readBack(loaded, 4860)).toEqual(expected(KR_K.values[1]));
    // Only the entries of a later order are kept apart (6 bytes each), in index order.
    const later = [...KR_K.values[1].keys()].filter((i) => compactValue(KR_K.values[1][i]) > 2);
    expect(later.length).toBeGreaterThan(0);
    expect([...new Uint32Array(loaded.laterIndices)]).toEqual(later);
  });

  it('for DTM, reads a byte per entry and every value whole: DTM to 126 plies of order 0 in the byte, the rest apart', () => {
    const dir = mkdtempSync(join(scratch, 'kr-ka-dtm-'));
    writeSpec(join(dir, 'KR-K.cjtb'), KR_K);
    const loaded = loadCaptureSide(captureLoads(counts('KR', 'KA'), { 'KR-K': join(dir, 'KR-K.cjtb') }, 'dtm')[0]);
    expect(loaded.form).toBe('dtm');
    expect(loaded.packed.byteLength).toBe(4860);
    expect(readBack(loaded, 4860)).toEqual([...KR_K.values[1]]);
    const apart = [...KR_K.values[1].keys()].filter((i) => {
      const v = KR_K.values[1][i];
      return v !== DRAW && (orderOf(v) > 0 || dtcOf(v) > 126);
    });
    expect(apart.length).toBeGreaterThan(0);
    expect([...new Uint32Array(loaded.laterIndices)]).toEqual(apart);
    expect(captureValueBytes(counts('KR', 'KA'), 'dtm')).toBe(4860);
  });

  it('reads each sub-table of a material with several', () => {
    const dir = mkdtempSync(join(scratch, 'krr-ka-'));
    const size = (red: string, black: string) => new MaterialIndex(counts(red, black)).size;
    const radices = (red: string, black: string) => new MaterialIndex(counts(red, black)).radices;
    const files: Record<string, string> = {};
    const tables: Record<string, readonly [Uint16Array, Uint16Array]> = {};
    for (const [red, black] of [['KR', 'KA'], ['KRR', 'K']]) {
      const name = `${red}-${black}`;
      tables[name] = [synthetic(size(red, black), 1), synthetic(size(red, black), 2)];
      files[name] = join(dir, `${name}.cjtb`);
      writeSpec(files[name], { material: name, radices: radices(red, black), blockEntries: 4096, values: tables[name], format: 5 });
    }
    const loaded = Object.fromEntries(captureLoads(counts('KRR', 'KA'), files).map((load) => [load.name, loadCaptureSide(load)]));
    expect(Object.fromEntries(Object.entries(loaded).map(([name, v]) => [name, v.side]))).toEqual({ 'KR-KA': 0, 'KRR-K': 1 });
    // Numbered as their format 5 files number them (KR-KA's black defenders mirrored).
    expect(Object.values(loaded).map((v) => v.scheme)).toEqual([2, 2]);
    // Largest first, so that workers taking one each finish close together.
    expect(captureLoads(counts('KRR', 'KA'), files).map((l) => [l.name, l.entries])).toEqual(
      [['KRR-K', size('KRR', 'K')], ['KR-KA', size('KR', 'KA')]].sort((a, b) => Number(b[1]) - Number(a[1])),
    );
    expect(size('KRR', 'K')).not.toBe(size('KR', 'KA'));
    expect(readBack(loaded['KR-KA'], size('KR', 'KA'))).toEqual(expected(tables['KR-KA'][0]));
    expect(readBack(loaded['KRR-K'], size('KRR', 'K'))).toEqual(expected(tables['KRR-K'][1]));
  });

  it('says whether a side holds draws only, and a capture into such a side is a draw without its index', () => {
    const dir = mkdtempSync(join(scratch, 'drawn-'));
    const draws = Uint16Array.from({ length: 4860 }, (_, i) => (i % 7 === 0 ? ILLEGAL : DRAW));
    writeSpec(join(dir, 'KR-K.cjtb'), { ...KR_K, values: [KR_K.values[0], draws] });
    const loads = captureLoads(counts('KR', 'KA'), { 'KR-K': join(dir, 'KR-K.cjtb') });
    const drawn = loadCaptureSide(loads[0]);
    expect(drawn.drawn).toBe(true);
    writeSpec(join(dir, 'KR-K.cjtb'), KR_K);
    expect(loadCaptureSide(loads[0]).drawn).toBe(false);
    // The advisor taken: KR-K, whose index a drawn side never asks for.
    const index = new MaterialIndex(counts('KR', 'KA')), codec = new PositionCodec(index);
    const probe = (isDrawn: boolean) => captureProbe(counts('KR', 'KA'), () => ({
      index: new MaterialIndex(counts('KR', 'K')), drawn: isDrawn, value: () => winValue(0, 5),
    }));
    let at = 0;
    while (!codec.load(at)) at++;
    const rook = codec.pieces.indexOf(makePiece(RED, ROOK)), advisor = codec.pieces.indexOf(makePiece(BLACK, ADVISOR));
    expect([rook, advisor].every((i) => i >= 0)).toBe(true);
    expect(probe(true).valueAfterCapture(codec, rook, codec.squares[advisor], 1)).toBe(DRAW);
    expect(probe(false).valueAfterCapture(codec, rook, codec.squares[advisor], 1)).toBe(winValue(0, 5));
  });

  it('names a sub-table missing from the files given', () => {
    expect(() => captureLoads(counts('KR', 'KA'), {})).toThrow('sub-table KR-K is missing');
    expect(() => captureLoads(counts('KR', 'KA'), { 'KR-KA': join(scratch, 'x') })).toThrow('sub-table KR-K is missing');
    expect(captureLoads(counts('KR', 'K'), {})).toEqual([]);
  });
});
