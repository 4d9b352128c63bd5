/** The study the XQF tests lay out by hand, read, write and damage: its file parts and its game. */
import { encodeGbk } from '../../../src/main/export/gbk';
import type { PgnGame } from '../../../src/shared/formats/pgn/game';
import { type KeyBytes, type RawRecord, buildXqf, point } from './builder';
import { moves } from './games';

/** Black to move: 车相对士象 (rook and elephant against advisor and elephant). */
export const STUDY = '3k5/4a4/4b4/9/9/9/9/4B4/2R6/4K4 b - - 0 1';

/** STUDY's pieces in their slots: red rook 1, elephant 1 and king; black elephant 1, advisor 1 and king. */
export function studyPoints(): number[] {
  const points = new Array(32).fill(0xff);
  points[0] = point('c1');
  points[2] = point('e2');
  points[4] = point('e0');
  points[18] = point('e7');
  points[19] = point('e8');
  points[20] = point('d9');
  return points;
}

export const gbk = (text: string) => encodeGbk(text);
export const crlf = (text: string) => gbk(text.replace(/\n/g, '\r\n'));

export function rec(from: string, to: string, next: boolean, sibling: boolean, comment?: string): RawRecord {
  return { from: point(from), to: point(to), next, sibling, ...(comment && { comment: crlf(comment) }) };
}

/** The start comment as XQStudio writes it: CR LF between lines and after the last. */
export const START_COMMENT = crlf('黑先和\n士象全守和\n');

/** Where the first move record starts in the version-10 file. */
export const FIRST_MOVE_AT = 0x408 + START_COMMENT.length;

/** The start record (its points mean nothing), then the tree of the expected game below, in pre-order. */
export const STUDY_RECORDS: RawRecord[] = [
  { from: 0, to: 0, next: true, sibling: false, comment: START_COMMENT },
  rec('e8', 'f7', true, true, '支士'),
  rec('c1', 'd1', true, true, '车占肋道'),
  rec('d9', 'e9', false, false),
  rec('c1', 'c9', false, false, '沉底'),
  rec('d9', 'e9', true, true),
  rec('c1', 'c9', false, false),
  rec('e7', 'g9', false, false),
];

export const STUDY_TEXTS = [
  { at: 0x50, bytes: gbk('士象全巧和车相') },
  { at: 0xd0, bytes: gbk('象棋排局') },
  { at: 0x130, bytes: gbk('红方') },
  { at: 0x1e0, bytes: gbk('佚名') },
];

export function studyGame(): PgnGame {
  const [e8f7, c1d1, d9e9] = moves(STUDY, 'e8f7 c1d1 d9e9');
  return {
    tags: [['Title', '士象全巧和车相'], ['Event', '象棋排局'], ['Red', '红方'], ['Author', '佚名']],
    fen: STUDY,
    moves: [
      { ...e8f7, comment: '支士', variations: [moves(STUDY, 'd9e9 c1c9'), moves(STUDY, 'e7g9')] },
      { ...c1d1, comment: '车占肋道', variations: [[{ ...moves(STUDY, 'e8f7 c1c9')[1], comment: '沉底' }]] },
      d9e9,
    ],
    result: '1/2-1/2',
    startComment: '黑先和\n士象全守和',
  };
}

export function studyFile(version: number, keys?: KeyBytes, noise?: () => number): Uint8Array {
  return buildXqf({
    version, keys, noise, points: studyPoints(), side: 1, result: 3, type: 3, texts: STUDY_TEXTS, records: STUDY_RECORDS,
  });
}
