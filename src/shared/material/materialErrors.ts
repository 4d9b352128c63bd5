/**
 * Why a typed material (a signature or a Chinese name) cannot be read: a value with a code and the
 * details, put in words in Simplified Chinese or English by describeMaterialError.
 */
import { type Color, MAX_COUNT, type PieceKind, RED } from '../rules/piece';
import type { Lang } from '../lang';

export type MaterialProblem =
  | { readonly code: 'signature-sides'; readonly text: string }
  | { readonly code: 'piece-letter'; readonly letter: string; readonly text: string }
  | { readonly code: 'kings'; readonly color: Color; readonly count: number }
  | { readonly code: 'too-many'; readonly color: Color; readonly kind: PieceKind; readonly count: number; readonly max: number }
  | { readonly code: 'name-sides'; readonly text: string }
  | { readonly code: 'unknown-word'; readonly word: string; readonly color: Color };

/** A problem with its English text, for logs and callers that have no language. */
export type MaterialError = MaterialProblem & { readonly message: string };

/** By piece kind (rules/piece.ts). */
const EN_NAMES = ['', 'king', 'advisor', 'elephant', 'horse', 'rook', 'cannon', 'pawn'];
const ZH_NAMES = ['', '将', '士', '象', '马', '车', '炮', '兵'];

export function materialError(problem: MaterialProblem): MaterialError {
  return { ...problem, message: describeMaterialError(problem, 'en') };
}

/** The first kind of piece a side has more of than the rules allow. */
export function tooMany(counts: readonly number[], color: Color): MaterialError | null {
  for (let kind = 2; kind <= 7; kind++) {
    if (counts[kind] > MAX_COUNT[kind]) return materialError({ code: 'too-many', color, kind: kind as PieceKind, count: counts[kind], max: MAX_COUNT[kind] });
  }
  return null;
}

export function describeMaterialError(e: MaterialProblem, lang: Lang): string {
  const zh = lang === 'zh';
  const side = (color: Color) => (zh ? (color === RED ? '红方' : '黑方') : color === RED ? 'red' : 'black');
  switch (e.code) {
    case 'signature-sides':
      return zh ? `'${e.text}' 要用一个 '-' 分开红方和黑方的棋子` : `'${e.text}' needs exactly one '-' between red's and black's pieces`;
    case 'piece-letter':
      return zh
        ? `'${e.text}' 中有无法识别的棋子字母 '${e.letter}'（可用 K A B N R C P）`
        : `unknown piece letter '${e.letter}' in '${e.text}' (use K A B N R C P)`;
    case 'kings':
      return zh ? `${side(e.color)}要有且只有一个将（K），不能是 ${e.count} 个` : `${side(e.color)} must have exactly one king (K), not ${e.count}`;
    case 'too-many':
      return zh
        ? `${side(e.color)}的${ZH_NAMES[e.kind]}太多（${e.count} 个，最多 ${e.max} 个）`
        : `${side(e.color)} has too many ${EN_NAMES[e.kind]}s (${e.count} > ${e.max})`;
    case 'name-sides':
      return zh
        ? `'${e.text}' 要用"对"分开红方和黑方的棋子（例如 车兵对马炮双士）`
        : `'${e.text}' needs 对 between red's and black's pieces (e.g. 车兵对马炮双士)`;
    case 'unknown-word':
      return zh ? `${side(e.color)}的名称中有无法识别的词 '${e.word}'` : `unknown word '${e.word}' in ${side(e.color)}'s side of the name`;
  }
}
