/**
 * The move records after the header: the whole tree in pre-order, each record a node (XQStudio's
 * `dTXQFPlayNode`), its first child the move that continues the line, its next sibling the next
 * alternative to it from the same position. The first record is the start position itself, there
 * to carry the start comment; its points mean nothing.
 *
 *   byte 0  origin point + 0x18 (+ the from key)      byte 1  target point + 0x20 (+ the to key)
 *   byte 2  flags                                       byte 3  reserved (random in XQStudio 1.6)
 *   then a 32-bit comment length and that many bytes of GBK comment
 *
 * Up to version 10 the length is always there (0 for no comment), and a flag byte with any of its
 * high four bits set means "a continuation follows", any of its low four "a sibling follows", as
 * XQStudio 1.63 reads them (we write 0xF0 and 0x0F). From version 11 the top three bits say it:
 * 0x80 continuation, 0x40 sibling, 0x20 "a comment length follows" (with the comment key added);
 * the low five bits are noise.
 */
import { err, ok, type Result } from '../../result';
import type { ReadError } from '../readError';
import { commentOverrun, truncatedMoves } from './errors';
import { HEADER_SIZE } from './header';
import type { XqfKeys } from './keys';
import { commentFromFile, decodeGbk } from './text';

export interface XqfRecord {
  /** The point bytes with offsets and keys taken off; above 89 they name no point. */
  readonly from: number;
  readonly to: number;
  /** The record after this one's subtree continues its line. */
  readonly next: boolean;
  /** After the continuation's subtree comes an alternative to this move. */
  readonly sibling: boolean;
  readonly comment?: string;
  /** Where the next record starts. */
  readonly end: number;
}

const FROM_BASE = 0x18;
const TO_BASE = 0x20;
const NEXT = 0x80;
const SIBLING = 0x40;
const HAS_COMMENT = 0x20;

/** The record at `at` of the unscrambled records `data`; error offsets are the file's. */
export function readRecord(data: Uint8Array, at: number, plain: boolean, keys: XqfKeys): Result<XqfRecord, ReadError> {
  if (at + 4 > data.length) return err(truncatedMoves(HEADER_SIZE + at));
  const flags = data[at + 2];
  const from = (data[at] - FROM_BASE - keys.from) & 0xff;
  const to = (data[at + 1] - TO_BASE - keys.to) & 0xff;
  const next = plain ? (flags & 0xf0) !== 0 : (flags & NEXT) !== 0;
  const sibling = plain ? (flags & 0x0f) !== 0 : (flags & SIBLING) !== 0;
  let end = at + 4;
  let length = 0;
  if (plain || flags & HAS_COMMENT) {
    if (end + 4 > data.length) return err(truncatedMoves(HEADER_SIZE + at));
    length = (new DataView(data.buffer, data.byteOffset + end, 4).getUint32(0, true) - keys.comment) >>> 0;
    end += 4;
  }
  if (length > data.length - end) return err(commentOverrun(HEADER_SIZE + end, length, data.length - end));
  const comment = length ? commentFromFile(decodeGbk(data.subarray(end, end + length))) : '';
  end += length;
  return ok({ from, to, next, sibling, ...(comment ? { comment } : {}), end });
}

/** A version-10 record: unscrambled, with a comment length always (0 for none). */
export function plainRecord(from: number, to: number, next: boolean, sibling: boolean, comment: Uint8Array): Uint8Array {
  const out = new Uint8Array(8 + comment.length);
  out[0] = from + FROM_BASE;
  out[1] = to + TO_BASE;
  out[2] = (next ? 0xf0 : 0) | (sibling ? 0x0f : 0);
  new DataView(out.buffer).setUint32(4, comment.length, true);
  out.set(comment, 8);
  return out;
}
