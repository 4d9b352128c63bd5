/**
 * Hand-made files as other tools write them, read as an import reads them (bytes → decodeText →
 * readPgnGames): xqbase's own layout in GBK with CRLF, `%3d.` numbers, a comment on its own line
 * and its advertisement after each result; a UTF-8 collection (with a byte-order mark) of four games
 * in Chinese (tandem pieces, traditional glyphs, half-width digits for black, `2．`), WXF (`+ - . =`,
 * tandem cannons, `1. ....` for a black start as vschess writes) and ICCS (`H2-E2` and `h2e2`), with
 * nested variations and comments; and malformed files. Every expectation below (moves in ICCS, the
 * position the main line reaches, tags, comments) was worked out by hand from the files' text.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeText } from '../../../src/main/import/decodeText';
import { type PgnMove, type ReadGame, readPgnGames } from '../../../src/shared/formats/pgn';
import { START_FEN } from '../../../src/shared/rules/fen';
import { moveToIccs } from '../../../src/shared/rules/move';
import { Position } from '../../../src/shared/rules/position';
import { sayReadError } from '../../../src/shared/words/say';

const FILES = join(__dirname, 'files');

function open(name: string) {
  const { text, encoding } = decodeText(readFileSync(join(FILES, name)));
  return { encoding, read: readPgnGames(text) };
}

/** A line as ICCS words: `h2e2 {comment} (variation) (variation)`, variations nested the same way. */
function shape(moves: readonly PgnMove[]): string {
  return moves.map((m) => [
    moveToIccs(m.move),
    ...(m.comment === undefined ? [] : [`{${m.comment}}`]),
    ...(m.variations ?? []).map((v) => `(${shape(v)})`),
  ].join(' ')).join(' ');
}

/** Where the main line ends. */
function finalFen(game: ReadGame): string {
  const pos = Position.fromFen(game.fen);
  for (const { move } of game.moves) pos.play(move);
  return pos.fen();
}

function games(name: string): ReadGame[] {
  const { read } = open(name);
  if (!read.ok) throw new Error(sayReadError(read.error, 'en'));
  return read.value;
}

describe('xqbase, GBK with CRLF, two games each followed by the advertisement', () => {
  it('is detected as GBK and read whole', () => {
    const { encoding, read } = open('xqbase-gbk.pgn');
    expect(encoding).toBe('gbk');
    expect(read.ok && read.value.length).toBe(2);
  });

  it('the opening: every tag, the comment before the first move and one over two lines, the result', () => {
    const [game] = games('xqbase-gbk.pgn');
    expect(game.tags).toEqual([
      ['Event', '全国象棋个人赛'], ['Round', '第3轮'], ['Date', '2005.11.20'], ['Site', '北京'], ['RedTeam', '北京'], ['Red', '甲'],
      ['BlackTeam', '上海'], ['Black', '乙'], ['ECCO', 'C37'], ['Opening', '中炮过河车互进七兵对屏风马'], ['Variation', '平炮兑车'],
    ]);
    expect([game.fen, game.notation, game.result, game.startComment]).toEqual([START_FEN, 'chinese', '1-0', '本局选自全国个人赛。']);
    expect(shape(game.moves)).toBe('h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 c3c4 g6g5 h0h6 {过河车， 红方抢先。} h7i7 h6g6 i7i8');
    expect(finalFen(game)).toBe('r1bakabr1/8c/1cn3n2/p1p1p1R1p/6p2/2P6/P3P1P1P/1C2C1N2/9/RNBAKAB2 w - - 0 1');
  });

  it('the endgame: black to move from its FEN, xqbase\'s blank for red\'s first move', () => {
    const [, game] = games('xqbase-gbk.pgn');
    expect([game.tags, game.fen, game.result, game.startComment]).toEqual([
      [['Event', '残局练习']], '3k5/4a4/4b4/9/9/9/9/4B4/2R6/4K4 b - - 0 1', '*', undefined,
    ]);
    expect(shape(game.moves)).toBe('d9d8 c1c8 d8d9 c8c9 d9d8');
    expect(finalFen(game)).toBe('2R6/3ka4/4b4/9/9/9/9/4B4/9/4K4 w - - 0 1');
  });
});

describe('a UTF-8 collection of four games with variations and comments', () => {
  it('is detected as UTF-8 (the byte-order mark dropped) and read whole', () => {
    const { encoding, read } = open('collection-utf8.pgn');
    expect(encoding).toBe('utf-8');
    expect(read.ok && read.value.map((g) => [g.notation, g.result])).toEqual([
      ['chinese', '1-0'], ['chinese', '1/2-1/2'], ['wxf', '*'], ['iccs', '0-1'],
    ]);
  });

  it('a study in Chinese: tandem rooks and three pawns on a file, variations two deep', () => {
    const game = games('collection-utf8.pgn')[0];
    expect(game.tags).toEqual([['Event', '排局选 第一局'], ['Title', '双车三兵 红先胜'], ['Author', '佚名']]);
    expect([game.fen, game.startComment]).toEqual(['r2aka3/9/6P2/6P2/2R3P2/9/2R6/9/9/5K3 w - - 0 1', '红方双车三兵，先行取胜。']);
    expect(shape(game.moves)).toBe([
      'c5e5 {照将}',
      'd9e8 (f9e8 {另一种垫法} e5f5 (c3c9 {沉底} a9c9))',
      'g7f7 (g6f6) (g5f5 {也可以})',
      'a9b9 c3c9 {弃车引离} b9c9 e5e8 e9d9',
    ].join(' '));
    expect(finalFen(game)).toBe('2rk1a3/4R4/5P3/6P2/6P2/9/9/9/9/5K3 w - - 0 1');
  });

  it('an opening in traditional glyphs with half-width digits for black, ; comments, glued and full-width numbers', () => {
    const game = games('collection-utf8.pgn')[1];
    expect([game.tags, game.fen]).toEqual([[['Event', '開局練習'], ['Red', '甲'], ['Black', '乙']], START_FEN]);
    expect(shape(game.moves)).toBe('h2e2 h9g7 {屏風馬} h0g2 (c3c4 g6g5 (i9h9)) i9h9 i0h0 h7i7 {平炮兌車} h0h9 g7h9');
    expect(finalFen(game)).toBe('rnbakabn1/9/1c6c/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB2 w - - 0 1');
  });

  it('WXF from a black-to-move FEN: tandem cannons with + and -, = for ., a comment on its own line', () => {
    const game = games('collection-utf8.pgn')[2];
    expect([game.tags, game.fen, game.startComment]).toEqual([
      [['Event', 'Cannons study']], '3k5/9/4c4/9/4c4/9/9/9/R8/5K3 b - - 0 1', 'Black to move; the front cannon steps aside.',
    ]);
    expect(shape(game.moves)).toBe('e5d5 (e7f7 {the rear cannon instead} a1a9) a1a9 d9d8 {forced} a9a8 d8d7');
    expect(finalFen(game)).toBe('9/R8/3kc4/9/3c5/9/9/9/9/5K3 w - - 0 1');
  });

  it('ICCS in both spellings, a NAG and a ; comment before a variation', () => {
    const game = games('collection-utf8.pgn')[3];
    expect([game.tags, game.fen]).toEqual([[['Event', 'ICCS']], START_FEN]);
    expect(shape(game.moves)).toBe('h2e2 h7e7 h0g2 h9g7 {both horses out} (b9c7 i0h0) i0h0 i9h9');
    expect(finalFen(game)).toBe('rnbakabr1/9/1c2c1n2/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKABR1 w - - 0 1');
  });
});

describe('malformed files: the first fault, its place and what it names', () => {
  it('a collection cut short in its third game', () => {
    const { read } = open('malformed/truncated.pgn');
    expect(!read.ok && [read.error.code, read.error.line, read.error.column]).toEqual(['truncated', 33, 15]);
  });

  it('GBK, an illegal king move in the second game: the move as written and the position', () => {
    const { encoding, read } = open('malformed/illegal-move-gbk.pgn');
    expect(encoding).toBe('gbk');
    expect(!read.ok && read.error).toMatchObject({
      code: 'illegal-move', line: 34, column: 11, move: '将４退２', fen: '9/2Rka4/4b4/9/9/9/9/4B4/9/4K4 b - - 0 1',
    });
  });

  it('a variation left open, its result inside it', () => {
    const { read } = open('malformed/unclosed-variation.pgn');
    expect(!read.ok && [read.error.code, read.error.line, read.error.column]).toEqual(['unclosed-variation', 7, 36]);
  });

  it('a game without its result before the next game\'s tags', () => {
    const { read } = open('malformed/no-result.pgn');
    expect(!read.ok && [read.error.code, read.error.line, read.error.column]).toEqual(['no-result', 9, 1]);
  });
});
