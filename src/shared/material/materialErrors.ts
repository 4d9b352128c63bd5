/**
 * Why a typed material (a signature or a Chinese name) cannot be read: a value with a code and the
 * details, which the edges put into words (shared/words).
 */
import { type Color, MAX_COUNT, type PieceKind } from '../rules/piece';

export type MaterialProblem =
  | { readonly code: 'signature-sides'; readonly text: string }
  | { readonly code: 'piece-letter'; readonly letter: string; readonly text: string }
  | { readonly code: 'kings'; readonly color: Color; readonly count: number }
  | { readonly code: 'too-many'; readonly color: Color; readonly kind: PieceKind; readonly count: number; readonly max: number }
  | { readonly code: 'name-sides'; readonly text: string }
  | { readonly code: 'unknown-word'; readonly word: string; readonly color: Color };

/** The first kind of piece a side has more of than the rules allow. */
export function tooMany(counts: readonly number[], color: Color): MaterialProblem | null {
  for (let kind = 2; kind <= 7; kind++) {
    if (counts[kind] > MAX_COUNT[kind]) return { code: 'too-many', color, kind: kind as PieceKind, count: counts[kind], max: MAX_COUNT[kind] };
  }
  return null;
}
