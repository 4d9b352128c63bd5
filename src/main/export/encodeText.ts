/** The bytes of an exported file: its encoding, with or without a byte-order mark, and its line endings. */
import type { LineEnding, TextEncodingName } from '../../shared/api/contract';
import { encodeGbk } from './gbk';

const BOM = [0xef, 0xbb, 0xbf];

/** Throws GbkEncodingError when GBK is asked for and `text` holds a character GBK lacks. */
export function encodeText(text: string, encoding: TextEncodingName, lineEnding: LineEnding): Uint8Array {
  const lines = lineEnding === 'crlf' ? text.replace(/\r?\n/g, '\r\n') : text;
  if (encoding === 'gbk') return encodeGbk(lines);
  const utf8 = new TextEncoder().encode(lines);
  if (encoding === 'utf-8') return utf8;
  const bytes = new Uint8Array(BOM.length + utf8.length);
  bytes.set(BOM);
  bytes.set(utf8, BOM.length);
  return bytes;
}
