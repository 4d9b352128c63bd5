/** What is wrong with a FEN, in Simplified Chinese and English. */
import type { FenProblem } from './fen';
import type { Lang } from '../lang';

export function describeFenError(e: FenProblem, lang: Lang): string {
  const zh = lang === 'zh';
  switch (e.code) {
    case 'empty':
      return zh ? 'FEN 是空的' : 'FEN is empty';
    case 'ranks':
      return zh ? `FEN 的棋盘有 ${e.count} 行；象棋棋盘有 10 行` : `FEN board has ${e.count} ranks; Xiangqi has 10`;
    case 'piece-letter':
      return zh ? `第 ${e.rank} 行有无法识别的棋子字母 '${e.letter}'` : `unknown piece letter '${e.letter}' in rank ${e.rank}`;
    case 'rank-width':
      return zh
        ? `第 ${e.rank} 行（'${e.text}'）占 ${e.files} 列；象棋棋盘有 9 列`
        : `rank ${e.rank} ('${e.text}') covers ${e.files} files; Xiangqi has 9`;
    case 'turn':
      return zh ? `走棋方只能是 'w'（或 'r'）或 'b'，不能是 '${e.text}'` : `side to move must be 'w' (or 'r') or 'b', not '${e.text}'`;
  }
}
