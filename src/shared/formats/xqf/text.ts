/**
 * Text in XQF is GBK, as XQStudio, an ANSI Windows program, wrote it; comments are Windows text
 * (lines ended by CR LF, XQStudio's TStringList adding one after the last line). Reading decodes
 * with the platform's GBK decoder (a byte it cannot read becomes U+FFFD rather than an error);
 * writing takes the encoder as a parameter, as the shared layer has none.
 */
import { concatBytes } from './bytes';

/** Encodes text as GBK, one or two bytes a character; throws for a character GBK lacks. */
export type GbkEncoder = (text: string) => Uint8Array;

const decoder = new TextDecoder('gbk');

export function decodeGbk(bytes: Uint8Array): string {
  return decoder.decode(bytes);
}

/**
 * The text in GBK with each character GBK lacks written `?`, as Windows itself writes such a
 * character in an ANSI file: one emoji in a comment should not cost the whole export.
 */
export function encodeLenient(text: string, encode: GbkEncoder): Uint8Array {
  try {
    return encode(text);
  } catch {
    return concatBytes([...text].map((ch) => {
      try {
        return encode(ch);
      } catch {
        return Uint8Array.of(0x3f);
      }
    }));
  }
}

/** At most `capacity` bytes of GBK text, cut before a character that would not fit whole. */
export function cutGbk(bytes: Uint8Array, capacity: number): Uint8Array {
  let end = 0;
  while (end < bytes.length) {
    const width = bytes[end] >= 0x81 ? 2 : 1;
    if (end + width > capacity) break;
    end += width;
  }
  return bytes.subarray(0, end);
}

/** A comment as read: line breaks as `\n`, without the blank lines and spaces around it. */
export function commentFromFile(text: string): string {
  return text.replace(/\r\n?/g, '\n').trim();
}

/** A comment as XQStudio writes it: CR LF between lines. */
export function commentToFile(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/\n/g, '\r\n');
}
