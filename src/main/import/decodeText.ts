/**
 * The text of a file another program wrote: UTF-8 (with or without a byte-order mark) when its bytes
 * are valid UTF-8, else GBK, which Chinese Xiangqi programs write (a GBK file is almost never valid
 * UTF-8, since its two-byte codes do not follow UTF-8's continuation pattern).
 */
export type TextEncoding = 'utf-8' | 'gbk';

export function decodeText(bytes: Uint8Array): { readonly text: string; readonly encoding: TextEncoding } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('gbk').decode(bytes), encoding: 'gbk' };
  }
}
