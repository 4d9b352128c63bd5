/**
 * Encodes text as GBK, the encoding most Chinese Xiangqi programs expect of a PGN file. Node ships
 * a GBK decoder but no encoder, so the encoder is the decoder's table read backwards, built once.
 */
let table: Map<string, number> | undefined;

function buildTable(): Map<string, number> {
  const decoder = new TextDecoder('gbk', { fatal: true });
  const map = new Map<string, number>();
  const pair = new Uint8Array(2);
  for (let lead = 0x81; lead <= 0xfe; lead++) {
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      if (trail === 0x7f) continue;
      pair[0] = lead;
      pair[1] = trail;
      let ch: string;
      try {
        ch = decoder.decode(pair);
      } catch {
        continue;
      }
      if (ch.length === 1 && !map.has(ch)) map.set(ch, (lead << 8) | trail);
    }
  }
  return map;
}

/** A character GBK has no code for. */
export class GbkEncodingError extends Error {
  constructor(readonly char: string) {
    super(`'${char}' has no GBK code`);
  }
}

export function encodeGbk(text: string): Uint8Array {
  table ??= buildTable();
  const out: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code < 0x80) {
      out.push(code);
      continue;
    }
    const pair = table.get(ch);
    if (pair === undefined) throw new GbkEncodingError(ch);
    out.push(pair >> 8, pair & 0xff);
  }
  return Uint8Array.from(out);
}
