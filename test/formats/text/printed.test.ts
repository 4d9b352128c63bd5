import { describe, expect, it } from 'vitest';
import { type PgnGame, type PgnMove, META_TAGS } from '../../../src/shared/formats/pgn/game';
import { printedMoves } from '../../../src/shared/formats/text/printed';
import { START_FEN } from '../../../src/shared/rules/fen';
import { type Move, moveToIccs } from '../../../src/shared/rules/move';
import { Position } from '../../../src/shared/rules/position';
import { writePlainText } from '../../../src/shared/words/plainText';

function legal(pos: Position, iccs: string): Move {
  const move = pos.legalMoves().find((m) => moveToIccs(m) === iccs);
  if (move === undefined) throw new Error(`${iccs} is not legal in ${pos.fen()}`);
  return move;
}

/** A line from ICCS moves played from `fen`, after the moves `before`. */
function line(fen: string, iccs: string, before = ''): PgnMove[] {
  const p = Position.fromFen(fen);
  for (const text of before.split(' ').filter(Boolean)) p.play(legal(p, text));
  return iccs.split(' ').map((text) => {
    const move = legal(p, text);
    p.play(move);
    return { move };
  });
}

const opening: PgnGame = {
  tags: [['Event', '残局练习'], ['Red', '甲'], ['ver', 'www_dpxq_com']],
  fen: START_FEN,
  startComment: '开局',
  result: '1-0',
  moves: [
    { ...line(START_FEN, 'h2e2')[0], comment: '中炮' },
    { ...line(START_FEN, 'h9g7', 'h2e2')[0], variations: [line(START_FEN, 'h7e7', 'h2e2')] },
    ...line(START_FEN, 'h0g2', 'h2e2 h9g7'),
  ],
};

describe('the printed text of a game', () => {
  it('numbers moves by pairs, puts a comment after its move and a variation in brackets where it branches', () => {
    expect(writePlainText(opening, 'chinese', 'zh')).toBe([
      '残局练习', '红方：甲', '结果：红胜', `局面：${START_FEN}`, '', '开局', '',
      '1. 炮二平五 中炮 1. … 马８进７ (1. … 炮８平５)', '2. 马二进三', '',
    ].join('\n'));
    expect(writePlainText(opening, 'wxf', 'en').split('\n')).toEqual([
      '残局练习', 'Red: 甲', 'Result: Red wins', `FEN: ${START_FEN}`, '', '开局', '',
      '1. C2.5 中炮 1. … H8+7 (1. … C8.5)', '2. H2+3', '',
    ]);
    expect(printedMoves(opening, 'iccs')).toEqual(['1. h2e2 中炮 1. … h9g7 (1. … h7e7)', '2. h0g2']);
  });

  it('starts a black-first line with 1. …, nests variations, and prints marks as glyphs or $n', () => {
    const fen = '3k5/4a4/4b4/9/9/9/9/4B4/2R6/4K4 b - - 0 1';
    const moves = line(fen, 'd9d8 c1c2 d8d9 c2c1');
    const game: PgnGame = {
      tags: [], fen, result: '*',
      moves: [
        { ...moves[0], nags: [2] },
        { ...moves[1], nags: [1, 14], variations: [[{ ...line(fen, 'c1c3', 'd9d8')[0], nags: [5] }, ...line(fen, 'd8d9', 'd9d8 c1c3')]] },
        moves[2],
        { ...moves[3], comment: '杀 着' },
      ],
    };
    expect(printedMoves(game, 'chinese')).toEqual([
      '1. … 将４进１?',
      '2. 车七进一! $14 (2. 车七进二!? 将４退１) 2. … 将４退１',
      '3. 车七退一 杀 着',
    ]);
  });

  it('shows every metadata tag under its label in each language, the title as the heading, and leaves other tags out', () => {
    const tags = META_TAGS.map((name) => [name, `v-${name}`] as const);
    const game: PgnGame = { tags: [...tags, ['init', '500,350']], fen: START_FEN, moves: [], result: '0-1' };
    const zh = writePlainText(game, 'chinese', 'zh').split('\n');
    expect(zh.slice(0, 3)).toEqual(['v-Title', '赛事：v-Event', '地点：v-Site']);
    expect(zh).toContain('红队：v-RedTeam');
    expect(zh).toContain('备注：v-Remark');
    expect(zh).toContain('结果：黑胜');
    const en = writePlainText(game, 'chinese', 'en').split('\n');
    expect(en).toContain('Black team: v-BlackTeam');
    expect(en).toContain('Remarks: v-Remark');
    expect(en).toContain('Result: Black wins');
    for (const text of [zh, en]) {
      expect(text.filter((l) => l.includes('v-'))).toHaveLength(META_TAGS.length);
      expect(text.join('\n')).not.toContain('500,350');
    }
    // No English label in the Chinese text, no Chinese one in the English.
    expect(zh.filter((l) => /^[A-Za-z ]+[:：]/.test(l) && !l.startsWith('ECCO'))).toEqual([]);
    expect(en.filter((l) => /[\u4e00-\u9fff]/.test(l))).toEqual([]);
  });

  it('wraps a long main-line pair at 80 columns and indents its continuation', () => {
    const moves = line(START_FEN, 'h2e2');
    const game: PgnGame = { tags: [], fen: START_FEN, result: '*', moves: [{ ...moves[0], comment: Array(30).fill('长评').join(' ') }] };
    const lines = printedMoves(game, 'chinese');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((l) => l.startsWith('   '))).toBe(true);
  });
});
