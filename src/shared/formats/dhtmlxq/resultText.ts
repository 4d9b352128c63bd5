/**
 * `[DhtmlXQ_result]`. dpxq.com writes 红胜, 黑胜, 和棋 and 未知 (unknown); other sites and tools
 * 红先胜, 黑负, 和局, 先和, the traditional 紅勝, or PGN's own `1-0`. Read: the first of 红/黑/先/后
 * names a side (先 the side to move first, 后 the other), the first of 胜/负/和 what became of it;
 * anything else is unknown. Written: dpxq's four words.
 */
import type { PgnResult } from '../pgn/game';
import { isPgnResult } from '../pgn/game';
import { BLACK, type Color, RED, opposite } from '../../rules/piece';

export function readResult(text: string, firstToMove: Color): PgnResult {
  const plain = text.trim();
  if (isPgnResult(plain)) return plain;
  const simplified = plain.replace(/紅/g, '红').replace(/勝/g, '胜').replace(/負/g, '负');
  const outcome = /[胜负和]/.exec(simplified)?.[0];
  if (outcome === '和') return '1/2-1/2';
  const side = /[红黑先后]/.exec(simplified)?.[0];
  if (!outcome || !side) return '*';
  const named = side === '红' ? RED : side === '黑' ? BLACK : side === '先' ? firstToMove : opposite(firstToMove);
  const winner = outcome === '胜' ? named : opposite(named);
  return winner === RED ? '1-0' : '0-1';
}

const WORDS: Readonly<Record<PgnResult, string>> = { '1-0': '红胜', '0-1': '黑胜', '1/2-1/2': '和棋', '*': '未知' };

export function resultWord(result: PgnResult): string {
  return WORDS[result];
}
