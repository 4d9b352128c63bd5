/**
 * The 1024-byte header, as XQStudio 1.63 declares it (`dTXQFHead` in XQFileRW.pas), little-endian:
 *
 *   0x00 "XQ"  0x02 version  0x03-0x0F keys (keys.ts)  0x10-0x2F the 32 piece points (points.ts)
 *   0x30 first move number (word)  0x32 side to move (0 red, 1 black)  0x33 result
 *   0x34 node count (dword)  0x38 tree offset (dword)  0x40 game type (word)
 *   0x50 title  0x90 second title  0xD0 event  0x110 date  0x120 place  0x130 red  0x140 black
 *   0x150 time rule  0x190 red's time  0x1A0 black's time  0x1D0 annotator  0x1E0 author
 *
 * Text fields are Pascal short strings in GBK: a length byte, then that many bytes of a fixed
 * capacity (63 for the fields 64 bytes long, 15 for those of 16). The rest is reserved.
 */
import type { PgnResult } from '../pgn/game';
import { decodeGbk } from './text';

export const HEADER_SIZE = 0x400;
export const VERSION_AT = 0x02;
export const KEYS_AT = 0x03;
export const PIECES_AT = 0x10;
export const SIDE_TO_MOVE_AT = 0x32;
export const RESULT_AT = 0x33;
export const GAME_TYPE_AT = 0x40;

/** The last version without scrambling, and the last XQStudio 1.63 opens (`dCFileVersion`). */
export const LAST_PLAIN_VERSION = 10;
export const LAST_VERSION = 18;

/** Game types (XQStudio's wizard): 0 a whole game, 1 an opening, 2 a played middle or end game, 3 a composed one. */
export const WHOLE_GAME = 0;
export const ENDGAME = 3;

export interface TextField {
  /** The PGN tag it reads into; later names are also written into it when the first is absent. */
  readonly tags: readonly [string, ...string[]];
  readonly at: number;
  readonly capacity: number;
}

export const TEXT_FIELDS: readonly TextField[] = [
  { tags: ['Title'], at: 0x50, capacity: 63 },
  { tags: ['Event'], at: 0xd0, capacity: 63 },
  { tags: ['Date'], at: 0x110, capacity: 15 },
  { tags: ['Site'], at: 0x120, capacity: 15 },
  { tags: ['Red'], at: 0x130, capacity: 15 },
  { tags: ['Black'], at: 0x140, capacity: 15 },
  { tags: ['TimeControl'], at: 0x150, capacity: 63 },
  { tags: ['RedTime'], at: 0x190, capacity: 15 },
  { tags: ['BlackTime'], at: 0x1a0, capacity: 15 },
  { tags: ['Annotator'], at: 0x1d0, capacity: 15 },
  { tags: ['Author', 'Composer'], at: 0x1e0, capacity: 15 },
];

/** Result bytes by PgnResult; 4, which some files hold, is read as a draw too. */
export const RESULT_CODES: Readonly<Record<PgnResult, number>> = { '*': 0, '1-0': 1, '0-1': 2, '1/2-1/2': 3 };
const RESULTS: readonly PgnResult[] = ['*', '1-0', '0-1', '1/2-1/2', '1/2-1/2'];

export function readResult(header: Uint8Array): PgnResult {
  return RESULTS[header[RESULT_AT]] ?? '*';
}

/**
 * The non-empty text fields as tags, in header order. A length past the capacity is cut to it, and
 * the text at a NUL, as some writers pad with zeros; surrounding spaces are dropped.
 */
export function readTags(header: Uint8Array): [string, string][] {
  const tags: [string, string][] = [];
  for (const { tags: [name], at, capacity } of TEXT_FIELDS) {
    const length = Math.min(header[at], capacity);
    const bytes = header.subarray(at + 1, at + 1 + length);
    const nul = bytes.indexOf(0);
    const value = decodeGbk(nul < 0 ? bytes : bytes.subarray(0, nul)).trim();
    if (value) tags.push([name, value]);
  }
  return tags;
}
