/**
 * Every fault the DhtmlXQ reader reports, with its stable code and its wording in Simplified
 * Chinese and English. The place is the caller's: each fault is built at the offset it concerns.
 */
import type { FenProblem } from '../../rules/fen';
import { type Move, moveFrom } from '../../rules/move';
import { MAX_MOVES, type Position } from '../../rules/position';
import { RED, pieceColor } from '../../rules/piece';
import type { Violation } from '../../rules/validate';
import type { ReadError } from '../readError';
import { placeAt } from './place';
import { digitsMove } from './points';
import { sayFen, sayViolation } from '../../words/say';

type Words = { readonly zh: string; readonly en: string };

const TEXTS = {
  'no-block': (): Words => ({
    zh: '文本中没有 [DhtmlXQ] 棋谱块', en: 'the text holds no [DhtmlXQ] block',
  }),
  'truncated': (line: number): Words => ({
    zh: `第 ${line} 行开始的 [DhtmlXQ] 棋谱块没有结束标记 [/DhtmlXQ]，文本可能不完整`,
    en: `the [DhtmlXQ] block opened on line ${line} never reaches its [/DhtmlXQ]: the text may be cut short`,
  }),
  'unclosed-block': (): Words => ({
    zh: '这个 [DhtmlXQ] 棋谱块在下一个棋谱块开始之前没有结束标记 [/DhtmlXQ]',
    en: 'this [DhtmlXQ] block has no [/DhtmlXQ] before the next block opens',
  }),
  'unclosed-tag': (name: string): Words => ({
    zh: `标签 [DhtmlXQ_${name}] 在下一个标签之前没有结束标签 [/DhtmlXQ_${name}]`,
    en: `tag [DhtmlXQ_${name}] has no closing [/DhtmlXQ_${name}] before the next tag`,
  }),
  'duplicate-tag': (name: string): Words => ({
    zh: `标签 [DhtmlXQ_${name}] 重复出现，无法确定用哪一个`,
    en: `tag [DhtmlXQ_${name}] appears twice, so which one holds is unclear`,
  }),
  'bad-variation': (name: string): Words => ({
    zh: `变着 [DhtmlXQ_${name}] 的编号为 0，而 0 号是主线`,
    en: `variation [DhtmlXQ_${name}] is numbered 0, the main line's number`,
  }),
  'bad-binit': (value: string): Words => ({
    zh: `起始局面 binit「${value}」应为 64 位数字（32 枚棋子各两位：列、行）`,
    en: `start position binit '${value}' must be 64 digits (two a piece for 32 pieces: column, row)`,
  }),
  'bad-fen': (value: string, problem: FenProblem): Words => ({
    zh: `FEN 标签「${value}」有误：${sayFen(problem, 'zh')}`,
    en: `bad FEN tag '${value}': ${sayFen(problem, 'en')}`,
  }),
  'illegal-position': (source: string, violations: readonly Violation[]): Words => ({
    zh: `起始局面（${source}）不合规则：${violations.map((v) => sayViolation(v, 'zh')).join('；')}`,
    en: `the start position (${source}) is not legal: ${violations.map((v) => sayViolation(v, 'en')).join('; ')}`,
  }),
  'bad-movelist': (name: string, what: string): Words => ({
    zh: `[DhtmlXQ_${name}] 的着法应为每步 4 位数字（起点列、行，终点列、行），这里${what === 'short' ? '最后一步不足 4 位' : `有「${what}」`}`,
    en: `[DhtmlXQ_${name}] must hold 4 digits a move (from column, row, to column, row), ${what === 'short' ? 'but its last move has fewer' : `not '${what}'`}`,
  }),
} as const;

export type TextFaultCode = keyof typeof TEXTS;
/** Every code a DhtmlXQ `ReadError` can carry. */
export type DhtmlxqFaultCode = TextFaultCode | 'illegal-move';
export const DHTMLXQ_FAULT_CODES: readonly DhtmlxqFaultCode[] = [...(Object.keys(TEXTS) as TextFaultCode[]), 'illegal-move'];

export function fault<C extends TextFaultCode>(text: string, at: number, code: C, ...args: Parameters<(typeof TEXTS)[C]>): ReadError {
  const words = (TEXTS[code] as (...a: Parameters<(typeof TEXTS)[C]>) => Words)(...args);
  return { format: 'dhtmlxq', code, ...placeAt(text, at), text: words };
}

/** Why a move cannot be played in `pos`. */
function moveProblem(pos: Position, move: Move | undefined): Words {
  if (move === undefined) return { zh: '坐标不在棋盘上', en: 'a point is off the board' };
  const piece = pos.pieceAt(moveFrom(move));
  if (!piece) return { zh: '起点上没有棋子', en: 'no piece stands on its starting point' };
  if (pieceColor(piece) !== pos.turn) {
    return pos.turn === RED
      ? { zh: '起点上是黑方的棋子，而该红方走棋', en: "the piece on its starting point is black's, and red is to move" }
      : { zh: '起点上是红方的棋子，而该黑方走棋', en: "the piece on its starting point is red's, and black is to move" };
  }
  const pseudo = new Uint16Array(MAX_MOVES);
  if (!pseudo.subarray(0, pos.generatePseudo(pseudo)).includes(move)) {
    return { zh: '这个棋子不能这样走', en: 'the piece cannot move that way' };
  }
  return { zh: '走后己方被将军或将帅照面，不合规则', en: 'it would leave its own king in check (or the kings facing)' };
}

/** A move that cannot be played where it stands: names the move as written and the position. */
export function moveFault(text: string, at: number, pos: Position, digits: string): ReadError {
  const fen = pos.fen();
  const why = moveProblem(pos, digitsMove(digits));
  const red = pos.turn === RED;
  return {
    format: 'dhtmlxq', code: 'illegal-move', ...placeAt(text, at), move: digits, fen,
    text: {
      zh: `${red ? '红方' : '黑方'}着法 ${digits} 无法走出：${why.zh}（局面 ${fen}）`,
      en: `${red ? 'Red' : 'Black'}'s move ${digits} cannot be played: ${why.en} (position ${fen})`,
    },
  };
}
