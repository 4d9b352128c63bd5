import { describe, expect, it } from 'vitest';
import { PositionCodec } from '../../src/shared/tablebase/codec';
import { MaterialIndex } from '../../src/shared/tablebase/materialIndex';
import { counts } from '../support/tables';

describe('material index', () => {
  it('炮高兵单士象对士象全 (KCPAB-KAABB) has 963,171,000 entries per side to move', () => {
    const index = new MaterialIndex(counts('KCPAB', 'KAABB'));
    expect(index.radices).toEqual([138, 1410, 90, 55]);
    expect(index.size).toBe(963_171_000);
    expect(index.mirrored).toBe(0);
  });

  it('scheme 2 mirrors the defenders that halve to fewer entries: KCP-KAB has xiangqitb\'s 6,147,900 entries, scheme 1 8,167,500', () => {
    const now = new MaterialIndex(counts('KCP', 'KAB')), before = new MaterialIndex(counts('KCP', 'KAB'), 1);
    expect([now.scheme, now.mirrored, now.radices, now.size]).toEqual([2, 1, [138, 9, 90, 55], 6_147_900]);
    expect([before.mirrored, before.radices, before.size]).toEqual([0, [6, 275, 90, 55], 8_167_500]);
    // Black's king first among the men, where his defenders make the first digit.
    expect([now.kings, before.kings]).toEqual([[3, 0], [0, 1]]);
    // A tie (a lone king each) keeps red's.
    expect(new MaterialIndex(counts('KR', 'K')).mirrored).toBe(0);
  });

  for (const [red, black, scheme] of [['KR', 'K', 2], ['KCP', 'KA', 2], ['KCP', 'KA', 1], ['KPP', 'KB', 2], ['KRR', 'K', 2], ['KNA', 'KC', 2], ['KAAB', 'KP', 2]] as const) {
    it(`${red}-${black}, scheme ${scheme}: every index decodes to a board that encodes back to it`, () => {
      const index = new MaterialIndex(counts(red, black), scheme);
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

  it('a position and its mirror image share an entry unless the mirrored defenders are symmetric', () => {
    const index = new MaterialIndex(counts('KCP', 'KA'));
    const codec = new PositionCodec(index);
    let shared = 0, separate = 0;
    for (let i = 0; i < index.size; i += 97) {
      if (!codec.load(i)) continue;
      const mirror = new Int8Array(90);
      for (let sq = 0; sq < 90; sq++) mirror[sq - (sq % 9) + 8 - (sq % 9)] = codec.board[sq];
      const j = index.encode(mirror);
      if (codec.symmetric[index.digitOf(i, 0)]) {
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
