/**
 * Every fault the PGN reader reports: its code, its place (line and column from 1), the move and the
 * position for a move that cannot be played, and its wording in both languages.
 */
import { describe, expect, it } from 'vitest';
import { PGN_FAULT_CODES, readPgn, readPgnGames } from '../../../src/shared/formats/pgn';
import type { ReadError } from '../../../src/shared/formats/readError';
import { readErrorLine, sayReadError } from '../../../src/shared/words/say';

const HEADER = '[Game "Chinese Chess"]\n[Format "Chinese"]\n\n';
/** The opening after 炮二平五 (black to move) and after 炮二平五 马８进７ (red to move), worked out by hand. */
const AFTER_CANNON = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 0 1';
const AFTER_HORSE = 'rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 0 1';
const HAN = /\p{Script=Han}/u;

interface Case {
  readonly name: string;
  readonly text: string;
  readonly code: string;
  readonly at: readonly [number, number];
  readonly en: RegExp;
  readonly zh: RegExp;
  readonly move?: string;
  readonly fen?: string;
}

const CASES: readonly Case[] = [
  {
    name: 'a comment never closed', text: `${HEADER}1. 炮二平五 {中炮\n马８进７ *`, code: 'unclosed-comment', at: [4, 9],
    en: /^comment '\{' is never closed/, zh: /^注释的「\{」没有配对的「\}」$/,
  },
  { name: 'a stray brace', text: `${HEADER}1. 炮二平五 } 马８进７ *`, code: 'stray-brace', at: [4, 9], en: /^'\}' without an opening '\{'$/, zh: /没有配对的「\{」/ },
  { name: 'a bare $', text: `${HEADER}1. 炮二平五 $ 马８进７ *`, code: 'bad-nag', at: [4, 9], en: /NAG number/, zh: /注释符号的编号/ },
  {
    name: 'a malformed tag', text: '[Event "x"]\n[Red 甲]\n*', code: 'bad-tag', at: [2, 1],
    en: /^malformed tag \[Red 甲\]: expected \[Name "value"\]$/, zh: /^标签 \[Red 甲\] 的写法不对/,
  },
  {
    name: 'an unknown Format', text: '[Format "Pinyin"]\n*', code: 'bad-format', at: [1, 1],
    en: /^unknown Format "Pinyin": expected Chinese, WXF or ICCS$/, zh: /^无法识别的记谱格式 Format "Pinyin"/,
  },
  {
    name: 'a FEN that cannot be read',
    text: '[Game "Chinese Chess"]\n[FEN "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN w"]\n*', code: 'bad-fen', at: [2, 1],
    en: /^bad FEN tag ".*": rank 10 \('RNBAKABN'\) covers 8 files; Xiangqi has 9$/, zh: /^FEN 标签 ".*" 有误：第 10 行（'RNBAKABN'）占 8 列/,
  },
  {
    name: 'an illegal start position, each broken rule named', text: '[FEN "4k4/9/9/9/9/9/9/9/P8/4K4 w"]\n*', code: 'illegal-position',
    at: [1, 1], en: /is not a legal position: Red pawn on a point it can never reach \(red file 9, line 2\); the kings face each other/,
    zh: /局面不合规则：红方兵在它永远走不到的位置（红方九路第2横线）；将帅在同一直线上照面/,
  },
  {
    name: 'a variation never closed', text: `${HEADER}1. 炮二平五 (1. 兵七进一 马８进７ *`, code: 'unclosed-variation', at: [4, 9],
    en: /^variation '\(' is never closed$/, zh: /^变着的「\(」没有配对的「\)」$/,
  },
  {
    name: 'a variation cut off by the end of the file', text: `${HEADER}1. 炮二平五 马８进７\n2. 马二进三 (2. 兵七进一`, code: 'unclosed-variation',
    at: [5, 9], en: /never closed/, zh: /没有配对/,
  },
  { name: 'a stray parenthesis', text: `${HEADER}1. 炮二平五 ) 马８进７ *`, code: 'stray-paren', at: [4, 9], en: /^'\)' without an opening '\('$/, zh: /没有配对的「\(」/ },
  {
    name: 'a variation before any move', text: `${HEADER}(1. 兵七进一) 1. 炮二平五 *`, code: 'variation-first', at: [4, 1],
    en: /before any move it could replace/, zh: /出现在任何着法之前/,
  },
  {
    name: 'variations nested too deep', text: `1. 炮二平五 ${'(1. 兵七进一 '.repeat(1001)}`, code: 'deep-variation', at: [1, 9 + 1000 * 9],
    en: /^variations nested more than 1000 deep$/, zh: /^变着嵌套超过 1000 层$/,
  },
  {
    name: 'a result inside a variation', text: `${HEADER}1. 炮二平五 (1. 兵七进一 *) 马８进７ *`, code: 'result-in-variation', at: [4, 18],
    en: /^a result inside a variation/, zh: /^变着里出现了对局结果/,
  },
  {
    name: 'a game without its result before the next game', text: '[Event "一"]\n1. 炮二平五\n[Event "二"]\n1. 炮二平五 *', code: 'no-result',
    at: [3, 1], en: /has no result \(1-0, 0-1, 1\/2-1\/2 or \*\) before the next game's tags/, zh: /这一局没有结果/,
  },
  {
    name: 'a file cut short after a move', text: `${HEADER}1. 炮二平五 马８进７\n\n`, code: 'truncated', at: [4, 13],
    en: /^the file ends before the game's result .*cut short$/, zh: /^文件在这一局的结果.*之前就结束了，可能不完整$/,
  },
  { name: 'an empty file', text: ' \r\n\t\n', code: 'no-game', at: [1, 1], en: /^the file holds no game$/, zh: /^文件里没有棋局$/ },
  {
    name: 'a word that is no move', text: `${HEADER}1. 炮二平五 猫８进７ *`, code: 'bad-move', at: [4, 9],
    move: '猫８进７', fen: AFTER_CANNON, en: /^Black's move '猫８进７' is not a Chinese move \(position .*\)$/, zh: /^黑方着法「猫８进７」不是中文记谱着法（局面 .*）$/,
  },
  {
    name: 'WXF moves in a file without a Format tag', text: '1. C2.5 h8+7 *', code: 'bad-move', at: [1, 4], move: 'C2.5',
    fen: 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1',
    en: /^Red's move 'C2\.5' is not a Chinese move \(the file has no Format tag.*\[Format "WXF"\]/, zh: /文件没有 Format 标签/,
  },
  {
    name: 'a move no piece can make', text: `${HEADER}1. 炮二平五 马８进７\n2. 马二进四 车９平８ *`, code: 'illegal-move', at: [5, 4],
    move: '马二进四', fen: AFTER_HORSE, en: /^Red's move '马二进四' cannot be played: no legal move is written that way in this position \(position .*\)$/,
    zh: /^红方着法「马二进四」无法走出：这个局面中没有这样写的合法着法（局面 .*）$/,
  },
  {
    name: 'a pinned rook', text: '[FEN "3k5/9/4r4/9/9/9/9/4R4/9/4K4 w"]\n1. 车五平四 *', code: 'illegal-move', at: [2, 4], move: '车五平四',
    fen: '3k5/9/4r4/9/9/9/9/4R4/9/4K4 w - - 0 1', en: /cannot be played: it would leave the king in check/, zh: /走后己方被将军或将帅照面/,
  },
  {
    name: 'an ICCS move the piece cannot make', text: '[Format "ICCS"]\n1. H2-E2 B9-B5 *', code: 'illegal-move', at: [2, 10], move: 'B9-B5',
    fen: AFTER_CANNON, en: /^Black's move 'B9-B5' cannot be played: the piece cannot move that way/, zh: /^黑方着法「B9-B5」无法走出：这个棋子不能这样走/,
  },
  {
    name: 'an ICCS move from an empty point', text: '[Format "ICCS"]\n1. E5-E6 *', code: 'illegal-move', at: [2, 4], move: 'E5-E6',
    fen: 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1', en: /no red piece stands on its starting point/, zh: /起点上没有红方棋子/,
  },
  {
    name: 'an ICCS move into a pin', text: '[Format "ICCS"]\n[FEN "3k5/9/4r4/9/9/9/9/4R4/9/4K4 w"]\n1. e2d2 *', code: 'illegal-move',
    at: [3, 4], move: 'e2d2', fen: '3k5/9/4r4/9/9/9/9/4R4/9/4K4 w - - 0 1', en: /would leave the king in check/, zh: /走后己方被将军/,
  },
  {
    name: 'two rooks on one file without 前/后', text: '[FEN "4k4/4a4/9/9/9/9/4R4/9/4R4/3K5 w"]\n1. 车五平四 *', code: 'ambiguous-move',
    at: [2, 4], move: '车五平四', fen: '4k4/4a4/9/9/9/9/4R4/9/4R4/3K5 w - - 0 1', en: /^Red's move '车五平四' cannot be played: ambiguous/,
    zh: /^红方着法「车五平四」无法走出：有歧义/,
  },
];

function failure(text: string): ReadError {
  const read = readPgnGames(text);
  if (read.ok) throw new Error(`read without a fault: ${text}`);
  return read.error;
}

describe('faults', () => {
  for (const c of CASES) {
    it(`${c.name}: ${c.code} at ${c.at.join(':')}`, () => {
      const error = failure(c.text);
      expect({ format: error.format, code: error.code, line: error.line, column: error.column, move: error.move, fen: error.fen })
        .toEqual({ format: 'pgn', code: c.code, line: c.at[0], column: c.at[1], move: c.move, fen: c.fen });
      expect(sayReadError(error, 'en')).toMatch(c.en);
      expect(sayReadError(error, 'zh')).toMatch(c.zh);
      // Each wording in its own language: Chinese in the Chinese one; none in the English one
      // but what the file wrote (a tag, a move).
      expect(sayReadError(error, 'zh')).toMatch(HAN);
      expect(sayReadError(error, 'en').replaceAll(c.move ?? '\0', '').replace(/\[[^\]]*\]|前\/后/g, '')).not.toMatch(HAN);
      expect(readPgn(c.text)).toEqual({ ok: false, error });
    });
  }

  it('every code the reader can give has a case above', () => {
    expect(new Set(CASES.map((c) => c.code))).toEqual(new Set(PGN_FAULT_CODES));
  });

  it('a fault in a later game fails the whole file, at its place', () => {
    const text = `[Event "一"]\n1. 炮二平五 *\n\n[Event "二"]\n1. 炮二平五 马８进７ 2. 马二进四 *\n`;
    expect(failure(text)).toMatchObject({ code: 'illegal-move', line: 5, column: 17, move: '马二进四', fen: AFTER_HORSE });
  });

  it('the CLI line names the file and the place in the chosen language', () => {
    const error = failure(`${HEADER}1. 炮二平五 马８进７\n2. 马二进四 *`);
    expect(readErrorLine('局.pgn', error, 'en')).toBe(
      `局.pgn: line 5, column 4: Red's move '马二进四' cannot be played: no legal move is written that way in this position (position ${AFTER_HORSE})`);
    expect(readErrorLine('局.pgn', error, 'zh')).toBe(
      `局.pgn: 第 5 行第 4 列: 红方着法「马二进四」无法走出：这个局面中没有这样写的合法着法（局面 ${AFTER_HORSE}）`);
  });
});
