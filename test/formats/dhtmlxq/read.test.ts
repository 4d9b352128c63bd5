/**
 * Reading hand-written files as sites carry DhtmlXQ: what each gives is built here independently,
 * by playing the moves as ICCS through `Position` from a FEN written out by hand.
 */
import { describe, expect, it } from 'vitest';
import { readDhtmlxq } from '../../../src/shared/formats/dhtmlxq';
import type { PgnGame } from '../../../src/shared/formats/pgn/game';
import { START_FEN } from '../../../src/shared/rules/fen';
import { Position } from '../../../src/shared/rules/position';
import { after, line, sample } from './helpers';
import { sayReadError } from '../../../src/shared/words/say';

function games(text: string): PgnGame[] {
  const read = readDhtmlxq(text);
  if (!read.ok) throw new Error(`${read.error.code} at ${read.error.line}:${read.error.column}: ${sayReadError(read.error, 'en')}`);
  return read.value;
}

describe('a study with nested variations and comments (study.html)', () => {
  const start = Position.fromFen('4k4/9/9/9/9/9/8p/9/R8/1R1K5 w - - 0 1');
  const main = line(start, 'b0b9 e9e8 a1a8 e8e7 b9b7');
  const v1 = line(after(start, 'b0b9 e9e8'), 'a1a7 e8f8 b9b8 f8f9 a7a9');
  const v2 = line(after(start, 'b0b9 e9e8 a1a7'), 'i3h3 a7a8 e8e7 b9b7');
  const v3 = line(after(start, 'b0b9 e9e8 a1a7 i3h3'), 'b9b8 e8e9 a7a9');
  const v4 = line(start, 'a1a9 e9e8 b0b8 e8e7 a9a7');
  const v5 = line(after(start, 'b0b9 e9e8 a1a7'), 'i3i2 a7a8 e8e7 b9b7');
  main[0].comment = '车八进九，照将';
  main[0].variations = [v4];
  v4[0].comment = '先走九路车也一样';
  main[2].variations = [v1];
  v1[0].comment = '车九进六，先封住将路';
  main[4].comment = '双车错，绝杀';
  v1[1].variations = [v2, v5];
  v2[0].comment = '黑方走闲着';
  v5[0].comment = '卒九进一';
  v2[1].variations = [v3];
  v3[0].comment = '另一种杀法';
  v3[2].comment = '也是绝杀';
  const expected: PgnGame = {
    tags: [
      ['ver', 'www_dpxq_com'], ['init', '500,350'], ['Title', '双车错 红先胜'], ['Event', '象棋排局选'], ['Author', '佚名'],
      ['type', '残局'], ['owner', '排局爱好者'], ['generator', 'www.dpxq.com'],
    ],
    fen: start.fen(),
    moves: main,
    result: '1-0',
    startComment: '双车错杀法\n红先胜',
  };

  it('reads the one block of the page, whatever surrounds it', () => {
    expect(games(sample('study.html'))).toEqual([expected]);
  });

  it('reads its variations in whatever order their tags come (a child before its parent)', () => {
    const text = sample('study.html');
    const tags = text.split('\n').filter((l) => l.startsWith('[DhtmlXQ_move_'));
    const shuffled = text.replace(tags.join('\n'), [...tags].reverse().join('\n'));
    expect(shuffled).not.toBe(text);
    // Alternatives at one point keep their file order, so only v2 and v5 change places.
    v1[1].variations = [v5, v2];
    try {
      expect(games(shuffled)).toEqual([expected]);
    } finally {
      v1[1].variations = [v2, v5];
    }
  });
});

describe('a full-board game (game.txt)', () => {
  const start = Position.fromFen(START_FEN);
  const main = line(start, 'h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 c3c4 b7a7 b2c2 a9b9 b0a2 c6c5');
  const v1 = line(after(start, 'h2e2'), 'b9c7 h0g2 a9b9');
  const v2 = line(after(start, 'h2e2 h9g7 h0g2 i9h9 i0h0'), 'c6c5 h0h6');
  const v3 = line(after(start, 'h2e2 h9g7 h0g2 i9h9 i0h0 b9c7'), 'h0h4');
  main[0].comment = '炮二平五 &amp; 当头炮';
  main[1].comment = '红方<先手>';
  main[1].variations = [v1];
  main[5].variations = [v2];
  main[6].comment = '兵七进一?';
  main[6].variations = [v3];
  main[11].comment = '变化复杂 [见下局]';
  v2[0].comment = '挺卒\n活马';

  it('reads position, moves, variations, comments and headers, escapes decoded', () => {
    expect(games(sample('game.txt'))).toEqual([{
      tags: [
        ['ver', 'www_dpxq_com'], ['init', '500,350'], ['Title', '中炮过河车 & 屏风马'], ['Event', '全国象棋个人赛'],
        ['Date', '1998-05-12'], ['Site', '北京'], ['Round', '第3轮'], ['Red', '甲'], ['Black', '乙'], ['Opening', '中炮对屏风马'],
        ['ECCO', 'C02'], ['Remark', '记录员'], ['firstnum', '0'], ['gametype', '慢棋'], ['refer', 'http%3A//www.dpxq.com/'],
      ],
      fen: START_FEN,
      moves: main,
      result: '1-0',
      startComment: '中炮对屏风马\n常见布局',
    }]);
  });
});

describe('a forum page with two blocks (forum-page.html)', () => {
  const start = Position.fromFen('3k5/4a4/4b4/9/9/9/9/4B4/2R6/4K4 b - - 0 1');
  const read = games(sample('forum-page.html'));

  it('reads both blocks, the second an export variant on one line', () => {
    expect(read).toHaveLength(2);
  });

  it('takes the side to move from the first move, and passes over what no line reaches', () => {
    const main = line(start, 'd9d8 c1c8 d8d9 c8e8');
    const v1 = line(start, 'e8d7');
    v1[0].comment = '士5进4';
    main[0].variations = [v1];
    // The unclosed [DhtmlXQ_red], the empty comment at ply 2, the variations at ply 7 and of a branch 5 that does not exist,
    // and the comment at ply 9 of a four-ply line are all passed over.
    expect(read[0]).toEqual({
      tags: [['Title', '车相对士象 黑先']], fen: start.fen(), moves: main, result: '1/2-1/2', startComment: '黑先\n守和？',
    });
  });

  it('takes the side to move of a block without moves from its fen tag', () => {
    expect(read[1]).toEqual({ tags: [['Title', '黑先 = 测试']], fen: start.fen(), moves: [], result: '*' });
  });
});

describe('the side to move and the start without moves', () => {
  const block = (inner: string) => `[DhtmlXQ]${inner}[/DhtmlXQ]`;

  it('is red by default', () => {
    expect(games(block('[DhtmlXQ_binit]2899999949994799999999999999999999994241309999999999999999999999[/DhtmlXQ_binit]'))[0].fen)
      .toBe('3k5/4a4/4b4/9/9/9/9/4B4/2R6/4K4 w - - 0 1');
  });

  it('is black when only black to move is legal (black in check)', () => {
    // Red rook d1 checks the black king d9 along the file.
    const binit = `${'38'}${'99'.repeat(3)}49${'99'.repeat(11)}${'99'.repeat(4)}30${'99'.repeat(11)}`;
    expect(games(block(`[DhtmlXQ_binit]${binit}[/DhtmlXQ_binit]`))[0].fen).toBe('3k5/9/9/9/9/9/9/9/3R5/4K4 b - - 0 1');
  });

  it('is the opening without binit, and an empty binit is the opening too', () => {
    expect(games(block(''))[0].fen).toBe(START_FEN);
    expect(games(block('[DhtmlXQ_binit][/DhtmlXQ_binit][DhtmlXQ_movelist]7747[/DhtmlXQ_movelist]'))[0].fen).toBe(START_FEN);
  });

  it('takes the board from the fen tag when there is no binit', () => {
    expect(games(block('[DhtmlXQ_fen]4k4/9/9/9/9/9/9/9/4A4/3K5 w - - 0 1[/DhtmlXQ_fen]'))[0].fen).toBe('4k4/9/9/9/9/9/9/9/4A4/3K5 w - - 0 1');
  });

  it("lets the first move's piece, not the fen tag, say who moves first", () => {
    const read = games(block(
      '[DhtmlXQ_binit]2899999949994799999999999999999999994241309999999999999999999999[/DhtmlXQ_binit]'
      + '[DhtmlXQ_fen]3k5/4a4/4b4/9/9/9/9/4B4/2R6/4K4 w - - 0 1[/DhtmlXQ_fen][DhtmlXQ_movelist]3031[/DhtmlXQ_movelist]',
    ));
    expect(read[0].fen).toBe('3k5/4a4/4b4/9/9/9/9/4B4/2R6/4K4 b - - 0 1');
  });
});

describe('lenient forms sites write', () => {
  const block = (inner: string) => `[DhtmlXQ]${inner}[/DhtmlXQ]`;
  const start = Position.fromFen(START_FEN);

  it('reads move_0_1_0, the viewer’s own name of the main line', () => {
    expect(games(block('[DhtmlXQ_move_0_1_0]77477062[/DhtmlXQ_move_0_1_0]'))[0].moves).toEqual(line(start, 'h2e2 h9g7'));
  });

  it('reads comment0_N as comment N, and tag names in any case', () => {
    const read = games('[dhtmlxq][DHTMLXQ_MOVELIST]7747[/dhtmlxq_movelist][DhtmlXQ_comment0_1]好[/DhtmlXQ_comment0_1][DhtmlXQ_TITLE]x[/DhtmlXQ_title][/DhtmlXQ]');
    expect(read[0].moves).toEqual([{ ...line(start, 'h2e2')[0], comment: '好' }]);
    expect(read[0].tags).toEqual([['Title', 'x']]);
  });

  it('reads an alternative to a variation’s first move given under the variation itself as one more alternative at that point', () => {
    // In file order among the alternatives given the usual way, though it is read after them.
    const read = games(block(
      '[DhtmlXQ_movelist]77477062[/DhtmlXQ_movelist][DhtmlXQ_move_0_2_1]1022[/DhtmlXQ_move_0_2_1]'
      + '[DhtmlXQ_move_1_2_2]1002[/DhtmlXQ_move_1_2_2][DhtmlXQ_move_0_2_3]8081[/DhtmlXQ_move_0_2_3]',
    ));
    const main = line(start, 'h2e2 h9g7');
    main[1].variations = ['b9c7', 'b9a7', 'i9i8'].map((iccs) => line(after(start, 'h2e2'), iccs));
    expect(read[0].moves).toEqual(main);
  });

  it('reads pieces parked in the tray (column 9, any row) as off the board', () => {
    const binit = `08${'91'.repeat(3)}39${'95'.repeat(11)}${'99'.repeat(4)}40${'93'.repeat(11)}`;
    expect(games(block(`[DhtmlXQ_binit]${binit}[/DhtmlXQ_binit][DhtmlXQ_movelist]0807[/DhtmlXQ_movelist]`))[0].fen)
      .toBe('4k4/9/9/9/9/9/9/9/R8/3K5 w - - 0 1');
  });

  it('maps the result words sites write', () => {
    const result = (word: string, moves = '') => games(block(`[DhtmlXQ_result]${word}[/DhtmlXQ_result][DhtmlXQ_movelist]${moves}[/DhtmlXQ_movelist]`))[0].result;
    expect(['红胜', '紅勝', '红先胜', '黑负', '1-0', '先胜'].map((w) => result(w))).toEqual(['1-0', '1-0', '1-0', '1-0', '1-0', '1-0']);
    expect(['黑胜', '红负', '红先负', '0-1', '后胜'].map((w) => result(w))).toEqual(['0-1', '0-1', '0-1', '0-1', '0-1']);
    expect(['和棋', '和局', '红先和', '1/2-1/2'].map((w) => result(w))).toEqual(['1/2-1/2', '1/2-1/2', '1/2-1/2', '1/2-1/2']);
    expect(['未知', '', '*', '中断'].map((w) => result(w))).toEqual(['*', '*', '*', '*']);
  });
});
