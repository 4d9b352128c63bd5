import { describe, expect, it } from 'vitest';
import { PositionCodec } from '../../src/shared/tablebase/codec';
import { MaterialIndex } from '../../src/shared/tablebase/materialIndex';
import { counts } from '../support/tables';

describe('material index', () => {
  it('炮高兵单士象对士象全 (KCPAB-KAABB) has 963,171,000 entries per side to move', () => {
    const index = new MaterialIndex(counts('KCPAB', 'KAABB'));
    expect(index.radices).toEqual([138, 1410, 90, 55]);
    expect(index.size).toBe(963_171_000);
  });

  for (const [red, black] of [['KR', 'K'], ['KCP', 'KA'], ['KPP', 'KB'], ['KRR', 'K'], ['KNA', 'KC'], ['KAAB', 'KP']]) {
    it(`${red}-${black}: every index decodes to a board that encodes back to it`, () => {
      const index = new MaterialIndex(counts(red, black));
      const codec = new PositionCodec(index);
      const sequential = new PositionCodec(index);
      let placements = 0;
      const mismatches: string[] = [];
      for (let i = 0; i < index.size && mismatches.length < 5; i++) {
        const ok = codec.load(i);
        if ((i === 0 ? sequential.load(0) : sequential.next()) !== ok) mismatches.push(`${i}: next() disagrees on overlap`);
        if (!ok) continue;
        if (sequential.squares.some((sq, p) => sq !== codec.squares[p])) mismatches.push(`${i}: next() placed other squares`);
        const back = index.encode(codec.board);
        if (back !== i) mismatches.push(`${i} decodes to a board that encodes to ${back}`);
        // The men listed in reverse, so that the list's order cannot stand in for the board's.
        const squares = codec.squares.toReversed(), pieces = codec.pieces.toReversed();
        const fromMen = index.encodeMen(squares, pieces, squares.length);
        if (fromMen !== i) mismatches.push(`${i}: its men encode to ${fromMen}`);
        placements++;
      }
      expect(mismatches).toEqual([]);
      expect(placements).toBeGreaterThan(index.size / 2);
    });
  }

  it('a position and its mirror image share an entry unless the red defenders are symmetric', () => {
    const index = new MaterialIndex(counts('KCP', 'KA'));
    const codec = new PositionCodec(index);
    let shared = 0, separate = 0;
    for (let i = 0; i < index.size; i += 97) {
      if (!codec.load(i)) continue;
      const mirror = new Int8Array(90);
      for (let sq = 0; sq < 90; sq++) mirror[sq - (sq % 9) + 8 - (sq % 9)] = codec.board[sq];
      const j = index.encode(mirror);
      if (codec.redSymmetric[index.digitOf(i, 0)]) {
        // Stored separately: the mirror image has its own (valid) entry, the same one only if symmetric.
        expect(j).toBeGreaterThanOrEqual(0);
        if (j !== i) separate++;
      } else {
        expect(j).toBe(i);
        shared++;
      }
    }
    expect(shared).toBeGreaterThan(0);
    expect(separate).toBeGreaterThan(0);
  });
});
