import { describe, expect, it } from 'vitest';
import type { PgnGame } from '../../../src/shared/formats/pgn/game';
import type { ReadError } from '../../../src/shared/formats/readError';
import { readXqf } from '../../../src/shared/formats/xqf';
import { keysOf } from '../../../src/shared/formats/xqf/keys';
import { START_FEN } from '../../../src/shared/rules/fen';
import { Position } from '../../../src/shared/rules/position';
import { prng } from '../../support/random';
import { type KeyBytes, type RawFile, buildXqf, point } from './builder';
import { moves } from './games';
import { FIRST_MOVE_AT, STUDY, STUDY_RECORDS, STUDY_TEXTS, gbk, rec, studyFile, studyGame, studyPoints } from './study';
import { sayReadError } from '../../../src/shared/words/say';

function readOk(bytes: Uint8Array): PgnGame {
  const read = readXqf(bytes);
  if (!read.ok) throw new Error(`${read.error.code} at ${read.error.offset}: ${sayReadError(read.error, 'en')}`);
  return read.value;
}

function readErr(bytes: Uint8Array): ReadError {
  const read = readXqf(bytes);
  if (read.ok) throw new Error('read a file that should be refused');
  return read.error;
}

describe('keys', () => {
  it('follow the formulas, worked by hand for KeyXY 1, KeyXYf 2, KeyXYt 3, KeysSum 250, mask 0xFF', () => {
    const header = new Uint8Array(16);
    header[3] = 0xff;
    header.set([250, 1, 2, 3], 12);
    const keys = keysOf(header);
    // spread(1) = 275 → 275·1 mod 256 = 19; spread(2) = 437 → 437·19 mod 256 = 111; spread(3) = 707 → 707·111 mod 256 = 141.
    expect([keys.piece, keys.from, keys.to]).toEqual([19, 111, 141]);
    // (250·256 + 1) mod 32000 + 767 = 1 + 767
    expect(keys.comment).toBe(768);
    // '[' & 250, '(' & 1, 'C' & 2, ')' & 3, then ' ' & 250 …
    expect(Array.from(keys.stream.subarray(0, 5))).toEqual([0x5a, 0x00, 0x02, 0x01, 0x20 & 250]);
  });

  it('KeyOrA-D are ORed in after the mask', () => {
    const header = new Uint8Array(16);
    header.set([0x00, 0, 0, 0, 0, 0xff, 0x01, 0x00, 0x00], 3);
    const keys = keysOf(header);
    expect(keys.stream[0]).toBe('['.charCodeAt(0));
    expect(keys.stream[1]).toBe('('.charCodeAt(0) & 0x01);
    expect(keys.stream[2]).toBe(0);
  });
});

describe('readXqf: version 10, laid out by hand', () => {
  it('reads the position, the side to move, the whole tree, comments, tags and result', () => {
    expect(readOk(studyFile(10))).toEqual(studyGame());
  });

  it('lays out exactly as documented: the first move record at 0x408 + the start comment', () => {
    const bytes = studyFile(10);
    expect(Array.from(bytes.subarray(FIRST_MOVE_AT, FIRST_MOVE_AT + 3))).toEqual([point('e8') + 0x18, point('f7') + 0x20, 0xff]);
    expect(Array.from(bytes.subarray(0x10, 0x10 + 5))).toEqual([21, 0xff, 42, 0xff, 40]);
  });

  it('takes any bit of the high four for a continuation and any of the low four for a sibling', () => {
    const rand = prng(4);
    const nibble = () => 1 << Math.floor(rand() * 4);
    for (let i = 0; i < 10; i++) {
      const records = STUDY_RECORDS.map((r) => ({ ...r, flags: (r.next ? nibble() << 4 : 0) | (r.sibling ? nibble() : 0) }));
      expect(readOk(buildXqf({ version: 10, points: studyPoints(), side: 1, result: 3, texts: STUDY_TEXTS, records }))).toEqual(studyGame());
    }
  });

  it('reads a file without moves, the side from the header byte', () => {
    const file: RawFile = { version: 10, points: studyPoints(), side: 1, records: [{ from: 0, to: 0, next: false, sibling: false }] };
    expect(readOk(buildXqf(file))).toEqual({ tags: [], fen: STUDY, moves: [], result: '*' });
    expect(readOk(buildXqf({ ...file, side: 0 })).fen).toBe(STUDY.replace(' b ', ' w '));
  });

  it('takes the side to move from the first move when the header byte says otherwise', () => {
    const bytes = buildXqf({ version: 10, points: studyPoints(), side: 0, records: STUDY_RECORDS });
    expect(readOk(bytes).fen).toBe(STUDY);
  });

  it('reads the standard opening and its moves', () => {
    const points = [
      'a0', 'b0', 'c0', 'd0', 'e0', 'f0', 'g0', 'h0', 'i0', 'b2', 'h2', 'a3', 'c3', 'e3', 'g3', 'i3',
      'a9', 'b9', 'c9', 'd9', 'e9', 'f9', 'g9', 'h9', 'i9', 'b7', 'h7', 'a6', 'c6', 'e6', 'g6', 'i6',
    ].map(point);
    const records = [{ from: 0, to: 0, next: true, sibling: false }, rec('h2', 'e2', true, false), rec('h9', 'g7', false, false)];
    const game = readOk(buildXqf({ version: 10, points, records }));
    expect(game.fen).toBe(START_FEN);
    expect(game.moves).toEqual(moves(START_FEN, 'h2e2 h9g7'));
  });

  it('maps the result byte, 4 as a draw and an unknown byte as unknown', () => {
    const results = [0, 1, 2, 3, 4, 9].map((result) =>
      readOk(buildXqf({ version: 10, points: studyPoints(), result, records: [{ from: 0, to: 0, next: false, sibling: false }] })).result);
    expect(results).toEqual(['*', '1-0', '0-1', '1/2-1/2', '1/2-1/2', '*']);
  });

  it('maps every text field to its tag, in header order', () => {
    const fields: [number, string, string][] = [
      [0x1e0, 'Author', '作者'], [0x50, 'Title', '标题'], [0xd0, 'Event', '赛事'], [0x110, 'Date', '1999年3月6日'],
      [0x120, 'Site', '北京'], [0x130, 'Red', '胡荣华'], [0x140, 'Black', '杨官璘'], [0x150, 'TimeControl', '30-10'],
      [0x190, 'RedTime', '5分'], [0x1a0, 'BlackTime', '6分'], [0x1d0, 'Annotator', '讲评'],
    ];
    const texts = fields.map(([at, , value]) => ({ at, bytes: gbk(value) }));
    const game = readOk(buildXqf({ version: 10, points: studyPoints(), texts, records: [{ from: 0, to: 0, next: false, sibling: false }] }));
    expect(game.tags).toEqual([...fields.slice(1), fields[0]].map(([, name, value]) => [name, value]));
  });

  it('cuts a text at its capacity, at a NUL, and drops the spaces around it', () => {
    const long = gbk('一二三四五六七八九十'); // 20 bytes in a field of 15
    const texts = [
      { at: 0x130, bytes: long, lengthByte: 200 },
      { at: 0x140, bytes: Uint8Array.of(...gbk('黑方'), 0, ...gbk('垃圾')), lengthByte: 8 },
      { at: 0x50, bytes: gbk('  标题 ') },
    ];
    const game = readOk(buildXqf({ version: 10, points: studyPoints(), texts, records: [{ from: 0, to: 0, next: false, sibling: false }] }));
    // 15 bytes: seven characters and the lead byte of the eighth, which decodes to U+FFFD.
    expect(game.tags).toEqual([['Title', '标题'], ['Red', '一二三四五六七\ufffd'], ['Black', '黑方']]);
  });
});

describe('readXqf: scrambled versions', () => {
  const rand = prng(18);
  const byte = () => Math.floor(rand() * 256);
  const randomKeys = (): KeyBytes => ({
    mask: Math.floor(rand() * 256) | 0xaa,
    or: [byte(), byte(), byte(), byte()],
    xy: 1 + Math.floor(rand() * 254),
    xyf: 1 + Math.floor(rand() * 254),
    xyt: 1 + Math.floor(rand() * 254),
  });

  for (const version of [11, 12, 13, 16, 18]) {
    it(`version ${version} with random keys reads the same game`, () => {
      for (let i = 0; i < 20; i++) expect(readOk(studyFile(version, randomKeys(), rand))).toEqual(studyGame());
    });
  }

  it('from version 12 the slots are rotated: the same bytes under version 11 are another position', () => {
    const keys: KeyBytes = { mask: 0xff, or: [0, 0, 0, 0], xy: 7, xyf: 9, xyt: 11 };
    const bytes = studyFile(12, keys);
    bytes[2] = 11;
    const read = readXqf(bytes);
    expect(read.ok && read.value.fen === STUDY).toBe(false);
  });

  it('reads keys that are all zero (comment lengths still keyed by 767)', () => {
    expect(readOk(studyFile(18, { mask: 0, or: [0, 0, 0, 0], xy: 0, xyf: 0, xyt: 0 }))).toEqual(studyGame());
  });
});

describe('readXqf: faults', () => {
  const plain = () => studyFile(10);
  const firstMoveAt = FIRST_MOVE_AT;

  it('bad magic', () => {
    const bytes = plain();
    bytes[1] = 0x52;
    expect(readErr(bytes)).toMatchObject({ format: 'xqf', code: 'bad-magic', offset: 0 });
    expect(readErr(new TextEncoder().encode('[Game "Chinese Chess"]')).code).toBe('bad-magic');
  });

  it('unknown version', () => {
    const bytes = plain();
    bytes[2] = 19;
    const error = readErr(bytes);
    expect(error).toMatchObject({ code: 'unknown-version', offset: 2 });
    expect(sayReadError(error, 'zh')).toContain('19');
    expect(sayReadError(error, 'en')).toContain('19');
  });

  it('truncated header', () => {
    expect(readErr(plain().subarray(0, 1000))).toMatchObject({ code: 'truncated-header', offset: 1000 });
    expect(readErr(new Uint8Array(0))).toMatchObject({ code: 'truncated-header', offset: 0 });
    expect(readErr(Uint8Array.of(0x58))).toMatchObject({ code: 'truncated-header', offset: 1 });
  });

  it('scrambling keys that do not sum to zero', () => {
    const bytes = studyFile(18, { mask: 0xff, or: [1, 2, 3, 250], xy: 7, xyf: 9, xyt: 11 });
    bytes[12]++;
    expect(readErr(bytes)).toMatchObject({ code: 'bad-keys', offset: 12 });
  });

  it('an illegal start position, naming the broken rule in both languages', () => {
    const points = studyPoints();
    points[20] = 0xff; // no black king
    const error = readErr(buildXqf({ version: 10, points, records: [{ from: 0, to: 0, next: false, sibling: false }] }));
    expect(error).toMatchObject({ code: 'illegal-position', offset: 0x10 });
    expect(sayReadError(error, 'zh')).toContain('黑方缺少将');
    expect(sayReadError(error, 'en')).toContain('Black has no king');
  });

  it('two pieces on one point', () => {
    const points = studyPoints();
    points[1] = point('c1');
    const error = readErr(buildXqf({ version: 10, points, records: [{ from: 0, to: 0, next: false, sibling: false }] }));
    expect(error.code).toBe('illegal-position');
    expect(sayReadError(error, 'en')).toContain('two pieces on');
  });

  it('move records cut short: in the start record, a record, a comment length', () => {
    const bytes = plain();
    expect(readErr(bytes.subarray(0, 0x402))).toMatchObject({ code: 'truncated-moves', offset: 0x400 });
    expect(readErr(bytes.subarray(0, firstMoveAt + 3))).toMatchObject({ code: 'truncated-moves', offset: firstMoveAt });
    expect(readErr(bytes.subarray(0, firstMoveAt + 6))).toMatchObject({ code: 'truncated-moves', offset: firstMoveAt });
    expect(readErr(bytes.subarray(0, firstMoveAt))).toMatchObject({ code: 'truncated-moves', offset: firstMoveAt });
  });

  it('a comment running past the end', () => {
    const bytes = plain();
    const error = readErr(bytes.subarray(0, firstMoveAt + 9));
    expect(error).toMatchObject({ code: 'comment-overrun', offset: firstMoveAt + 8 });
    expect(sayReadError(error, 'en')).toContain(`${gbk('支士').length} bytes`);
    const huge = plain();
    huge[0x404 + 3] = 0x80;
    expect(readErr(huge)).toMatchObject({ code: 'comment-overrun', offset: 0x408 });
  });

  it('a scrambled comment length below the comment key', () => {
    const keys: KeyBytes = { mask: 0, or: [0, 0, 0, 0], xy: 0, xyf: 0, xyt: 0 };
    const bytes = buildXqf({ version: 18, keys, points: studyPoints(), records: [{ from: 0, to: 0, next: false, sibling: false, comment: gbk('注') }] });
    bytes[0x405] = 0; // stored 769 (767 + 2) becomes 1: 1 - 767 as a 32-bit length is far past the end
    expect(readErr(bytes)).toMatchObject({ code: 'comment-overrun', offset: 0x408 });
  });

  it('a move off the board', () => {
    const records = [...STUDY_RECORDS];
    records[2] = { ...records[2], to: 95 };
    const at = firstMoveAt + 8 + gbk('支士').length;
    const error = readErr(buildXqf({ version: 10, points: studyPoints(), records }));
    expect(error).toMatchObject({ code: 'off-board', offset: at });
    expect(sayReadError(error, 'en')).toContain('95');
  });

  it('an illegal move, naming it and the position', () => {
    const records = [...STUDY_RECORDS];
    records[6] = rec('c1', 'd2', false, false); // in a variation, after 1... d9e9: a rook moving like an advisor
    const at = firstMoveAt + 8 * 5 + gbk('支士').length + gbk('车占肋道').length + gbk('沉底').length;
    const error = readErr(buildXqf({ version: 10, points: studyPoints(), records }));
    const fen = Position.fromFen('4k4/4a4/4b4/9/9/9/9/4B4/2R6/4K4 w - - 0 1').fen();
    expect(error).toMatchObject({ code: 'illegal-move', offset: at, move: 'c1d2', fen });
    expect(sayReadError(error, 'zh')).toContain('c1d2');
    expect(sayReadError(error, 'en')).toContain(fen);
  });

  it('a black move where red is to move', () => {
    const records = [{ from: 0, to: 0, next: true, sibling: false }, rec('c1', 'd1', true, false), rec('c1', 'd1', false, false)];
    const error = readErr(buildXqf({ version: 10, points: studyPoints(), records }));
    expect(error).toMatchObject({ code: 'illegal-move', move: 'c1d1', offset: 0x408 + 8 });
  });
});
