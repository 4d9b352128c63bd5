import { describe, expect, it } from 'vitest';
import { PositionCodec } from '../../src/shared/tablebase/codec';
import { mirrorSquare } from '../../src/shared/tablebase/defenders';
import { MaterialIndex } from '../../src/shared/tablebase/materialIndex';
import { prng } from '../support/random';
import { counts } from '../support/tables';

// Materials with symmetric mirrored defenders (a lone king on the middle file, K+A+B on it), other
// defenders that mirror to other placements, and attackers of one and of two of a kind; red's
// defenders mirrored (KCPAB-KAABB, and every material in scheme 1) and black's (the others in scheme 2).
const MATERIALS = [['KCP', 'KAB', 2], ['KCP', 'KAB', 1], ['KCPAB', 'KAABB', 2], ['KNN', 'KA', 2], ['KRA', 'KCB', 2], ['KRA', 'KCB', 1]] as const;

describe('the generator\'s position codec', () => {
  for (const [red, black, scheme] of MATERIALS) {
    it(`${red}-${black}, scheme ${scheme}: loading indices in any order places what a fresh decode places`, () => {
      const index = new MaterialIndex(counts(red, black), scheme);
      const codec = new PositionCodec(index), fresh = new Int8Array(index.pieces.length);
      const random = prng(7);
      const mismatches: string[] = [];
      let at = 0;
      for (let n = 0; n < 20_000 && mismatches.length < 5; n++) {
        // Mostly short jumps, as a frontier's positions come (a few places either way, often within the
        // last digit, or up to 3,000 ahead), sometimes anywhere.
        const jump = random();
        if (jump < 0.4) at = Math.max(0, Math.min(index.size - 1, at + Math.floor(random() * 8) - 2));
        else if (jump < 0.8) at = Math.min(index.size - 1, at + Math.floor(random() * 3000));
        else at = Math.floor(random() * index.size);
        const ok = codec.load(at);
        if (ok !== index.decode(at, fresh)) mismatches.push(`${at}: overlap reported differently`);
        else if (ok && codec.squares.some((sq, p) => sq !== fresh[p])) mismatches.push(`${at}: other squares`);
        else if (ok && codec.board.reduce((k, piece) => k + (piece !== 0 ? 1 : 0), 0) !== index.pieces.length) mismatches.push(`${at}: stale pieces on the board`);
      }
      expect(mismatches).toEqual([]);
    });

    it(`${red}-${black}, scheme ${scheme}: the index after a move, and its mirror image's, are those the board encodes to`, () => {
      const index = new MaterialIndex(counts(red, black), scheme);
      const codec = new PositionCodec(index);
      const random = prng(11);
      const mismatches: string[] = [];
      let checked = 0, mirrors = 0, shortcuts = 0;
      for (let n = 0; n < 3000 && mismatches.length < 5; n++) {
        const at = Math.floor(random() * index.size);
        if (!codec.load(at)) continue;
        const board = Int8Array.from(codec.board);
        for (let p = 0; p < codec.squares.length; p++) {
          const from = codec.squares[p], piece = board[from];
          for (let to = 0; to < 90; to++) {
            if (board[to] !== 0) continue;
            board[from] = 0;
            board[to] = piece;
            const expected = index.encode(board);
            if (expected >= 0) {
              const got = codec.indexAfter(p, to);
              if (got !== expected) mismatches.push(`${at}: piece ${p} to ${to} gives ${got}, encodes to ${expected}`);
              checked++;
              // The kernel's shortcuts: a lone attacker's slot, a defender's group's code when even.
              const slots = codec.loneSlots(p), base = at - codec.digitOf(p) * codec.strideOf(p);
              if (slots !== null && base + slots[to] * codec.strideOf(p) !== expected) mismatches.push(`${at}: lone man ${p} to ${to}`);
              const codes = codec.codesOf(p), code = codes !== null ? codes[codec.movedRow(p) + to] : 0;
              if (codes !== null && (code & 1) === 0 && base + (code >> 1) * codec.strideOf(p) !== expected) mismatches.push(`${at}: defender ${p} to ${to}`);
              if (slots !== null || (codes !== null && (code & 1) === 0)) shortcuts++;
              // A board that needs no mirroring, whose mirrored defenders are symmetric: its image has an entry of its own.
              const first = codec.groupOf[p] === 0 ? code >> 1 : index.digitOf(at, 0);
              if ((code & 1) === 0 && codec.symmetric[first] === 1) {
                const mirrored = new Int8Array(90);
                for (let sq = 0; sq < 90; sq++) mirrored[mirrorSquare(sq)] = board[sq];
                const image = codec.mirrorIndexAfter(p, to), encoded = index.encode(mirrored);
                if (image !== encoded) mismatches.push(`${at}: mirror image of piece ${p} to ${to} gives ${image}, encodes to ${encoded}`);
                mirrors++;
              }
            }
            board[to] = 0;
            board[from] = piece;
          }
        }
      }
      expect(mismatches).toEqual([]);
      expect(checked).toBeGreaterThan(1000);
      expect(mirrors).toBeGreaterThan(10);
      expect(shortcuts).toBeGreaterThan(1000);
    });
  }
});
