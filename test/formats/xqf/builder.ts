/**
 * Lays out XQF files byte by byte from docs/formats/xqf.md, the way XQStudio 1.63's save procedure
 * does (`iSaveXQFile`), so the reader is tested against the layout and not against our writer: the
 * keys from the key bytes by XQStudio's own formula, the piece slots rotated and shifted, the move
 * squares, flags and comment lengths keyed, random noise where XQStudio writes noise, and the key
 * stream added to every byte from 0x400 on.
 */

export interface RawRecord {
  /** Point bytes (x * 10 + y), before any offset or key. */
  readonly from: number;
  readonly to: number;
  readonly next: boolean;
  readonly sibling: boolean;
  /** The comment's bytes as they stand in the file before scrambling (GBK, CR LF). */
  readonly comment?: Uint8Array;
  /** Versions up to 10: the flag byte, if not XQStudio's 0xF0 / 0x0F. */
  readonly flags?: number;
}

export interface KeyBytes {
  readonly mask: number;
  readonly or: readonly [number, number, number, number];
  readonly xy: number;
  readonly xyf: number;
  readonly xyt: number;
  /** Defaults to the byte that makes the four key bytes sum to 0 modulo 256, as XQStudio requires. */
  readonly sum?: number;
}

export interface RawFile {
  readonly version: number;
  /** Only for versions 11 and later. */
  readonly keys?: KeyBytes;
  /** The 32 slots' points in slot order; 0xFF (or anything above 89) for a piece off the board. */
  readonly points: readonly number[];
  readonly side?: number;
  readonly result?: number;
  readonly type?: number;
  /** Text fields: offset of the length byte, the bytes, and a length byte other than theirs if given. */
  readonly texts?: readonly { readonly at: number; readonly bytes: Uint8Array; readonly lengthByte?: number }[];
  /** The start record first, then the tree in pre-order. */
  readonly records: readonly RawRecord[];
  /** Source of the bytes XQStudio fills at random (reserved bytes, low flag bits, dead pieces). */
  readonly noise?: () => number;
}

/** XQStudio's formula, as written in XQFileRW.pas. */
function xqstudioKey(b: number, times: number): number {
  return ((((((b * b) * 3 + 9) * 3 + 8) * 2 + 1) * 3 + 8) * times) % 256;
}

export function realKeys(k: KeyBytes): { xy: number; xyf: number; xyt: number; rmk: number; sum: number } {
  const sum = k.sum ?? (256 * 3 - k.xy - k.xyf - k.xyt) % 256;
  const xy = xqstudioKey(k.xy, k.xy);
  const xyf = xqstudioKey(k.xyf, xy);
  const xyt = xqstudioKey(k.xyt, xyf);
  return { xy, xyf, xyt, rmk: ((sum * 256 + k.xy) % 32000) + 767, sum };
}

export function buildXqf(file: RawFile): Uint8Array {
  const noise = file.noise ?? (() => 0);
  const scrambled = file.version > 10;
  const k = scrambled ? realKeys(file.keys!) : { xy: 0, xyf: 0, xyt: 0, rmk: 0, sum: 0 };
  const out: number[] = new Array(1024).fill(0);
  out[0] = 'X'.charCodeAt(0);
  out[1] = 'Q'.charCodeAt(0);
  out[2] = file.version;
  if (scrambled) {
    const keys = file.keys!;
    out[3] = keys.mask;
    [out[8], out[9], out[10], out[11]] = keys.or;
    [out[12], out[13], out[14], out[15]] = [k.sum, keys.xy, keys.xyf, keys.xyt];
  }
  for (let i = 0; i < 32; i++) {
    const source = file.version >= 12 ? file.points[(i + 1 + k.xy) % 32] : file.points[i];
    const point = scrambled && source > 89 ? 90 + Math.floor(noise() * 155) : source;
    out[16 + i] = (point + k.xy) % 256;
  }
  out[0x32] = file.side ?? 0;
  out[0x33] = file.result ?? 0;
  out[0x40] = file.type ?? 0;
  for (const { at, bytes, lengthByte } of file.texts ?? []) {
    out[at] = lengthByte ?? bytes.length;
    bytes.forEach((b, i) => (out[at + 1 + i] = b));
  }

  for (const record of file.records) {
    const comment = record.comment ?? new Uint8Array(0);
    out.push((record.from + 0x18 + k.xyf) % 256, (record.to + 0x20 + k.xyt) % 256);
    if (scrambled) {
      const flags = (record.next ? 0x80 : 0) | (record.sibling ? 0x40 : 0) | (comment.length ? 0x20 : 0);
      out.push(flags | Math.floor(noise() * 32), Math.floor(noise() * 256));
      if (comment.length) out.push(...le32(comment.length + k.rmk));
    } else {
      out.push(record.flags ?? ((record.next ? 0xf0 : 0) | (record.sibling ? 0x0f : 0)), 0, ...le32(comment.length));
    }
    out.push(...comment);
  }
  if (scrambled) {
    const keys = file.keys!;
    const parts = [k.sum, keys.xy, keys.xyf, keys.xyt].map((b, i) => (b & keys.mask) | keys.or[i]);
    const seed = '[(C) Copyright Mr. Dong Shiwei.]';
    for (let p = 1024; p < out.length; p++) out[p] = (out[p] + (seed.charCodeAt(p % 32) & parts[p % 4])) % 256;
  }
  return Uint8Array.from(out);
}

function le32(n: number): number[] {
  return [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];
}

/** The point byte of an ICCS square name (`e0` is 40). */
export function point(iccs: string): number {
  return (iccs.charCodeAt(0) - 97) * 10 + Number(iccs[1]);
}
