/**
 * The scrambling of versions 11 to 18 (XQStudio 1.1 and later), after XQStudio's own reader
 * (`dCalculateSecurityKeys` and `dTXqfStream` in XQFileRW.pas). Header bytes 0x03-0x0F seed it:
 *
 *   KeyMask 0x03, KeyOrA-D 0x08-0x0B, KeysSum 0x0C, KeyXY 0x0D, KeyXYf 0x0E, KeyXYt 0x0F
 *
 * Each key byte b is spread as 54·b² + 221 (XQStudio writes it ((((b·b·3+9)·3+8)·2+1)·3+8)) and
 * chained, all modulo 256: piece = spread(KeyXY)·KeyXY, from = spread(KeyXYf)·piece,
 * to = spread(KeyXYt)·from. Comment lengths carry (KeysSum·256 + KeyXY) mod 32000 + 767 more than
 * the comment has. Every byte from 0x400 on, at file offset p, has stream[p mod 32] added, where the
 * stream is the 32 characters of "[(C) Copyright Mr. Dong Shiwei.]" each ANDed with one of four
 * bytes (KeysSum, KeyXY, KeyXYf, KeyXYt in turn, each ANDed with KeyMask and ORed with KeyOrA-D).
 * XQStudio opens a file only if KeysSum + KeyXY + KeyXYf + KeyXYt is 0 modulo 256.
 */
import { HEADER_SIZE, KEYS_AT } from './header';

// The key bytes' offsets in the header: KeyMask, the 4-byte ProductId (ignored), KeyOrA-D, then the four keys.
const KEY_MASK = KEYS_AT;
const KEY_OR = KEYS_AT + 5;
const KEYS_SUM = KEYS_AT + 9;
const KEY_XY = KEYS_AT + 10;
const KEY_XYF = KEYS_AT + 11;
const KEY_XYT = KEYS_AT + 12;

export interface XqfKeys {
  /** Added to each piece's point byte (and, from version 12, the rotation of the 32 slots). */
  readonly piece: number;
  /** Added to a move's origin and target bytes, over the fixed 0x18 and 0x20. */
  readonly from: number;
  readonly to: number;
  /** Added to each comment's length. */
  readonly comment: number;
  /** The 32 bytes added to the move records, indexed by file offset modulo 32. */
  readonly stream: Uint8Array;
}

/** Versions up to 10 scramble nothing. */
export const PLAIN_KEYS: XqfKeys = { piece: 0, from: 0, to: 0, comment: 0, stream: new Uint8Array(32) };

const STREAM_SEED = '[(C) Copyright Mr. Dong Shiwei.]';

function spread(key: number): number {
  return 54 * key * key + 221;
}

/** The keys a scrambled file's header (at least its first 16 bytes) sets. */
export function keysOf(header: Uint8Array): XqfKeys {
  const mask = header[KEY_MASK], sum = header[KEYS_SUM], xy = header[KEY_XY], xyf = header[KEY_XYF], xyt = header[KEY_XYT];
  const piece = (spread(xy) * xy) & 0xff;
  const from = (spread(xyf) * piece) & 0xff;
  const to = (spread(xyt) * from) & 0xff;
  const parts = [sum, xy, xyf, xyt].map((key, i) => (key & mask) | header[KEY_OR + i]);
  const stream = Uint8Array.from(STREAM_SEED, (ch, i) => ch.charCodeAt(0) & parts[i % 4]);
  return { piece, from, to, comment: ((sum * 256 + xy) % 32000) + 767, stream };
}

/** XQStudio's check of the four key bytes, which refuses a file whose sum is not 0 modulo 256. */
export function keysSumToZero(header: Uint8Array): boolean {
  return ((header[KEYS_SUM] + header[KEY_XY] + header[KEY_XYF] + header[KEY_XYT]) & 0xff) === 0;
}

/** The move records after the header with the stream taken off (a copy; `file` is left as it is). */
export function unscramble(file: Uint8Array, keys: XqfKeys): Uint8Array {
  const out = file.slice(HEADER_SIZE);
  for (let i = 0; i < out.length; i++) out[i] = (out[i] - keys.stream[(HEADER_SIZE + i) % 32]) & 0xff;
  return out;
}
