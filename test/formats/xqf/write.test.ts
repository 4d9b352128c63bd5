import { describe, expect, it } from 'vitest';
import { encodeGbk } from '../../../src/main/export/gbk';
import type { PgnGame, PgnMove } from '../../../src/shared/formats/pgn/game';
import { readXqf, writeXqf } from '../../../src/shared/formats/xqf';
import { START_FEN } from '../../../src/shared/rules/fen';
import { BLACK, CANNON, HORSE, PAWN, RED, ROOK } from '../../../src/shared/rules/piece';
import { Position } from '../../../src/shared/rules/position';
import { prng, randomPosition } from '../../support/random';
import { buildXqf } from './builder';
import { randomLine } from '../../support/randomGame';
import { XQF_SHAPE, allMoves, moves } from './games';
import { STUDY, STUDY_RECORDS, STUDY_TEXTS, crlf, studyGame, studyPoints } from './study';
import { sayReadError } from '../../../src/shared/words/say';

function roundTrip(game: PgnGame): PgnGame {
  const read = readXqf(writeXqf(game, encodeGbk));
  if (!read.ok) throw new Error(`${read.error.code} at ${read.error.offset}: ${sayReadError(read.error, 'en')}`);
  return read.value;
}

describe('writeXqf: the bytes', () => {
  it('are the documented version-10 layout, byte for byte', () => {
    const records = [{ ...STUDY_RECORDS[0], comment: crlf('黑先和\n士象全守和') }, ...STUDY_RECORDS.slice(1)];
    const expected = buildXqf({ version: 10, points: studyPoints(), side: 1, result: 3, type: 3, texts: STUDY_TEXTS, records });
    expected[0x403] = 0xff; // the start record's reserved byte, as XQStudio 1.0's format note gives it
    expect(Array.from(writeXqf(studyGame(), encodeGbk))).toEqual(Array.from(expected));
  });

  it('mark a whole game as such, red to move, and its result', () => {
    const bytes = writeXqf({ tags: [], fen: START_FEN, moves: moves(START_FEN, 'h2e2'), result: '0-1' }, encodeGbk);
    expect([bytes[0x02], bytes[0x32], bytes[0x33], bytes[0x40]]).toEqual([10, 0, 2, 0]);
    expect(Array.from(bytes.subarray(0x400, 0x408))).toEqual([0x18, 0x20, 0xf0, 0xff, 0, 0, 0, 0]);
    expect(Array.from(bytes.subarray(0x408, 0x410))).toEqual([72 + 0x18, 42 + 0x20, 0, 0, 0, 0, 0, 0]);
    expect(bytes.length).toBe(0x410);
  });

  it('put two pieces of a kind in the kind\'s two slots and leave the rest off the board', () => {
    const fen = '3k5/9/9/9/9/9/9/9/9/R3K3R w - - 0 1';
    const bytes = writeXqf({ tags: [], fen, moves: [], result: '*' }, encodeGbk);
    const points = Array.from(bytes.subarray(0x10, 0x30));
    expect([points[0], points[8], points[4], points[20]]).toEqual([0, 80, 40, 39]);
    expect(points.filter((p) => p === 0xff).length).toBe(28);
  });
});

describe('writeXqf then readXqf', () => {
  it('gives back the study: position, tree, comments, Chinese tags, result', () => {
    expect(roundTrip(studyGame())).toEqual(studyGame());
  });

  it('gives back a whole game with every header field', () => {
    const tags: [string, string][] = [
      ['Title', '中炮对屏风马'], ['Event', '全国象棋个人赛'], ['Date', '1960.05.01'], ['Site', '北京'], ['Red', '胡荣华'],
      ['Black', '杨官璘'], ['TimeControl', '各90分钟'], ['RedTime', '85分'], ['BlackTime', '88分'], ['Annotator', '屠景明'],
      ['Author', '象棋谱'],
    ];
    const game: PgnGame = { tags, fen: START_FEN, moves: moves(START_FEN, 'h2e2 h9g7 h0g2 i9h9'), result: '1-0' };
    expect(roundTrip(game)).toEqual(game);
  });

  it('gives back a start without moves, and a start comment alone', () => {
    const bare: PgnGame = { tags: [], fen: STUDY, moves: [], result: '*' };
    expect(roundTrip(bare)).toEqual(bare);
    expect(roundTrip({ ...bare, startComment: '只有局面' })).toEqual({ ...bare, startComment: '只有局面' });
  });

  it('gives back random trees of legal moves from random positions, either side to move', () => {
    const rand = prng(10);
    const material: [0 | 1, 1 | 2 | 3 | 4 | 5 | 6 | 7][] = [
      [RED, ROOK], [RED, HORSE], [RED, CANNON], [RED, PAWN], [RED, PAWN], [BLACK, ROOK], [BLACK, HORSE], [BLACK, PAWN],
      [BLACK, PAWN], [BLACK, CANNON],
    ];
    let games = 0, nodes = 0;
    while (games < 60) {
      const start = games % 10 === 0 ? Position.fromFen(START_FEN) : randomPosition(rand, material, (games % 2) as 0 | 1);
      if (!start?.hasLegalMove()) continue;
      const game: PgnGame = {
        tags: [['Title', `随机第${games}局`]],
        fen: start.fen(),
        moves: randomLine(rand, start, 5 + Math.floor(rand() * 30), 3, XQF_SHAPE),
        result: (['*', '1-0', '0-1', '1/2-1/2'] as const)[games % 4],
        ...(games % 3 ? { startComment: `开始\n第${games}局` } : {}),
      };
      expect(roundTrip(game)).toEqual(game);
      nodes += allMoves(game.moves).length;
      games++;
    }
    expect(nodes).toBeGreaterThan(1000);
  });

  it('gives back a main line of 30000 plies (no recursion over the line)', () => {
    const fen = '3k4r/9/9/9/9/9/9/9/9/R3K4 w - - 0 1';
    const cycle = moves(fen, 'a0a1 i9i8 a1a0 i8i9');
    const line: PgnMove[] = Array.from({ length: 30000 }, (_, i) => cycle[i % 4]);
    const game: PgnGame = { tags: [], fen, moves: line, result: '1/2-1/2' };
    expect(roundTrip(game)).toEqual(game);
  });

  it('turns a variation of a variation\'s first move into one more alternative from the same position', () => {
    const [e8f7, c1d1] = moves(STUDY, 'e8f7 c1d1');
    const d9e9 = moves(STUDY, 'd9e9')[0], e7g9 = moves(STUDY, 'e7g9')[0];
    const nested: PgnGame = {
      tags: [], fen: STUDY, result: '*',
      moves: [{ ...e8f7, variations: [[{ ...d9e9, variations: [[e7g9]] }]] }, c1d1],
    };
    expect(roundTrip(nested).moves).toEqual([{ ...e8f7, variations: [[d9e9], [e7g9]] }, c1d1]);
  });
});

describe('writeXqf: what a file cannot hold', () => {
  it('writes Composer as the author when there is no Author, metadata without a field in Canju\'s block, and drops other tags', () => {
    const game: PgnGame = { ...studyGame(), tags: [['Composer', '王再越'], ['Source', '梅花谱'], ['Variation', '甲'], ['Result', '1-0']] };
    expect(roundTrip(game).tags).toEqual([['Author', '王再越'], ['Source', '梅花谱']]);
    const both: PgnGame = { ...studyGame(), tags: [['Composer', '王再越'], ['Author', '佚名']] };
    expect(roundTrip(both).tags).toEqual([['Author', '佚名']]);
  });

  it('writes characters GBK lacks as ?', () => {
    const game: PgnGame = { ...studyGame(), tags: [['Title', '杀局😀']], startComment: '𠀀开局' };
    const back = roundTrip(game);
    expect(back.tags).toEqual([['Title', '杀局?']]);
    expect(back.startComment).toBe('?开局');
  });

  it('cuts a text too long for its field before a character that would not fit', () => {
    const game: PgnGame = { ...studyGame(), tags: [['Red', '一二三四五六七八'], ['Title', '长'.repeat(40)], ['Date', 'abcdefghijklmnopq']] };
    expect(roundTrip(game).tags).toEqual([['Title', '长'.repeat(31)], ['Date', 'abcdefghijklmno'], ['Red', '一二三四五六七']]);
  });

  it('keeps line breaks in comments but not the spaces around them, nor empty comments', () => {
    const [first, ...rest] = studyGame().moves;
    const game: PgnGame = { ...studyGame(), moves: [{ ...first, comment: '  第一行\r\n第二行\n\n' }, ...rest], startComment: '   ' };
    const back = roundTrip(game);
    expect(back.moves[0].comment).toBe('第一行\n第二行');
    expect(back.startComment).toBeUndefined();
  });

  it('throws on an illegal move or FEN: a game of ours with one is a bug', () => {
    const [e8f7] = moves(STUDY, 'e8f7');
    expect(() => writeXqf({ tags: [], fen: STUDY, moves: [e8f7, e8f7], result: '*' }, encodeGbk)).toThrow(/not a legal move/);
    expect(() => writeXqf({ tags: [], fen: '4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1', moves: [], result: '*' }, encodeGbk)).toThrow();
  });
});
