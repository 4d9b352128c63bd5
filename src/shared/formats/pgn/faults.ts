/**
 * Every fault the PGN lexer and reader report, with its stable code and its wording in Simplified
 * Chinese and English. A fault is thrown as a `PgnFault` between the lexer and the recursive reader,
 * so the reader reads straight through; `readPgnGames` catches it and returns its `ReadError`.
 */
import type { NotationError } from '../../notation';
import type { Notation } from '../../notation';
import type { FenProblem } from '../../rules/fen';
import { makeMove } from '../../rules/move';
import { MAX_MOVES, type Position } from '../../rules/position';
import { RED } from '../../rules/piece';
import { iccsToSquare } from '../../rules/square';
import type { Violation } from '../../rules/validate';
import type { ReadError } from '../readError';
import { sayFen, sayViolation } from '../../words/say';

export interface Place {
  readonly line: number;
  readonly column: number;
}

type Words = { readonly zh: string; readonly en: string };

const RESULTS_ZH = '1-0、0-1、1/2-1/2 或 *';
const RESULTS_EN = '1-0, 0-1, 1/2-1/2 or *';

/** The faults found in the text itself, before any move is played, by code. */
const TEXTS = {
  'unclosed-comment': (): Words => ({ zh: '注释的「{」没有配对的「}」', en: "comment '{' is never closed (no '}' follows)" }),
  'stray-brace': (): Words => ({ zh: '「}」前面没有配对的「{」', en: "'}' without an opening '{'" }),
  'bad-nag': (): Words => ({ zh: '「$」后面应是注释符号的编号，如 $1', en: "'$' must be followed by a NAG number, as in $1" }),
  'bad-tag': (text: string): Words => ({
    zh: `标签 ${text} 的写法不对：应为 [名称 "值"]`, en: `malformed tag ${text}: expected [Name "value"]`,
  }),
  'bad-format': (value: string): Words => ({
    zh: `无法识别的记谱格式 Format "${value}"：应为 Chinese、WXF 或 ICCS`,
    en: `unknown Format "${value}": expected Chinese, WXF or ICCS`,
  }),
  'bad-fen': (value: string, problem: FenProblem): Words => ({
    zh: `FEN 标签 "${value}" 有误：${sayFen(problem, 'zh')}`,
    en: `bad FEN tag "${value}": ${sayFen(problem, 'en')}`,
  }),
  'illegal-position': (value: string, violations: readonly Violation[]): Words => ({
    zh: `FEN 标签 "${value}" 的局面不合规则：${violations.map((v) => sayViolation(v, 'zh')).join('；')}`,
    en: `FEN tag "${value}" is not a legal position: ${violations.map((v) => sayViolation(v, 'en')).join('; ')}`,
  }),
  'unclosed-variation': (): Words => ({ zh: '变着的「(」没有配对的「)」', en: "variation '(' is never closed" }),
  'stray-paren': (): Words => ({ zh: '「)」前面没有配对的「(」', en: "')' without an opening '('" }),
  'variation-first': (): Words => ({
    zh: '变着「(」出现在任何着法之前，没有可替换的着法', en: "'(' opens a variation before any move it could replace",
  }),
  'deep-variation': (most: number): Words => ({
    zh: `变着嵌套超过 ${most} 层`, en: `variations nested more than ${most} deep`,
  }),
  'result-in-variation': (): Words => ({
    zh: '变着里出现了对局结果：结果只能写在主线末尾', en: "a result inside a variation: only the main line ends in a result",
  }),
  'no-result': (): Words => ({
    zh: `下一局的标签之前，这一局没有结果（${RESULTS_ZH}）`, en: `the game has no result (${RESULTS_EN}) before the next game's tags`,
  }),
  'truncated': (): Words => ({
    zh: `文件在这一局的结果（${RESULTS_ZH}）之前就结束了，可能不完整`,
    en: `the file ends before the game's result (${RESULTS_EN}): it may be cut short`,
  }),
  'no-game': (): Words => ({ zh: '文件里没有棋局', en: 'the file holds no game' }),
} as const;

export type TextFaultCode = keyof typeof TEXTS;
/** Every code a PGN `ReadError` can carry. */
export type PgnFaultCode = TextFaultCode | 'bad-move' | 'illegal-move' | 'ambiguous-move';
export const PGN_FAULT_CODES: readonly PgnFaultCode[] = [
  ...(Object.keys(TEXTS) as TextFaultCode[]), 'bad-move', 'illegal-move', 'ambiguous-move',
];

export class PgnFault extends Error {
  constructor(readonly error: ReadError) {
    super(error.text.en);
  }
}

function readError(at: Place, code: PgnFaultCode, text: Words, extra: Pick<ReadError, 'move' | 'fen'> = {}): ReadError {
  return { format: 'pgn', code, line: at.line, column: at.column, ...extra, text };
}

export function fault<C extends TextFaultCode>(at: Place, code: C, ...args: Parameters<(typeof TEXTS)[C]>): PgnFault {
  const words = (TEXTS[code] as (...a: Parameters<(typeof TEXTS)[C]>) => Words)(...args);
  return new PgnFault(readError(at, code, words));
}

const NOTATION_NAMES: Readonly<Record<Notation, Words>> = {
  chinese: { zh: '中文记谱', en: 'Chinese' }, wxf: { zh: 'WXF 记谱', en: 'WXF' }, iccs: { zh: 'ICCS 坐标', en: 'ICCS' },
};

/** Why `text` names no move, in both languages, from the notation's code and the position. */
function moveProblem(pos: Position, text: string, notation: Notation, error: NotationError, formatGiven: boolean): Words {
  const name = NOTATION_NAMES[notation];
  switch (error.code) {
    case 'malformed': {
      const hint: Words = formatGiven ? { zh: '', en: '' } : {
        zh: '（文件没有 Format 标签，着法按中文记谱读；WXF 或 ICCS 着法需要 [Format "WXF"] 或 [Format "ICCS"]）',
        en: ' (the file has no Format tag, so moves are read as Chinese; WXF or ICCS moves need [Format "WXF"] or [Format "ICCS"])',
      };
      return { zh: `不是${name.zh}着法${hint.zh}`, en: `not a ${name.en} move${hint.en}` };
    }
    case 'ambiguous':
      return {
        zh: '有歧义，可指不止一个合法着法（同一路上有两枚相同的棋子时要写明前、后）',
        en: 'ambiguous: it fits more than one legal move (two like pieces on one file need 前/后, or + and - in WXF)',
      };
    case 'no-piece': {
      const side = pos.turn === RED ? { zh: '红方', en: 'red' } : { zh: '黑方', en: 'black' };
      return { zh: `起点上没有${side.zh}棋子`, en: `no ${side.en} piece stands on its starting point` };
    }
    case 'illegal':
      return leavesKingExposed(pos, text, notation)
        ? { zh: '走后己方被将军或将帅照面，不合规则', en: 'it would leave the king in check (or the kings facing)' }
        : { zh: '这个棋子不能这样走', en: 'the piece cannot move that way' };
    case 'no-match':
      return { zh: '这个局面中没有这样写的合法着法', en: 'no legal move is written that way in this position' };
  }
}

/**
 * For an `illegal` move: whether it is a move the piece could make but that exposes its own king.
 * WXF and Chinese report `illegal` only for that; ICCS also for a piece that cannot reach the point.
 */
function leavesKingExposed(pos: Position, text: string, notation: Notation): boolean {
  if (notation !== 'iccs') return true;
  const match = /^([a-i][0-9])-?([a-i][0-9])$/i.exec(text.trim());
  if (!match) return false;
  const pseudo = new Uint16Array(MAX_MOVES);
  const n = pos.generatePseudo(pseudo);
  return pseudo.subarray(0, n).includes(makeMove(iccsToSquare(match[1])!, iccsToSquare(match[2])!));
}

const MOVE_CODES: Readonly<Record<NotationError['code'], PgnFaultCode>> = {
  malformed: 'bad-move', ambiguous: 'ambiguous-move', 'no-piece': 'illegal-move', illegal: 'illegal-move', 'no-match': 'illegal-move',
};

/** A move that cannot be read or played where it stands: names the move as written and the position. */
export function moveFault(
  at: Place, pos: Position, text: string, notation: Notation, error: NotationError, formatGiven: boolean,
): PgnFault {
  const fen = pos.fen();
  const why = moveProblem(pos, text, notation, error, formatGiven);
  const red = pos.turn === RED;
  return new PgnFault(readError(at, MOVE_CODES[error.code], {
    zh: `${red ? '红方' : '黑方'}着法「${text}」${error.code === 'malformed' ? '' : '无法走出：'}${why.zh}（局面 ${fen}）`,
    en: `${red ? 'Red' : 'Black'}'s move '${text}' ${error.code === 'malformed' ? 'is ' : 'cannot be played: '}${why.en} (position ${fen})`,
  }, { move: text, fen }));
}
