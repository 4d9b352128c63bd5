/**
 * Our material names in xiangqitb's spelling (noobpwnftw/xiangqitb, `src/chess/piece_config.h` and
 * `piece_config.cpp`, `Piece_Config::sort_pieces` and `name()`): the stronger side comes first
 * ("white"), scored per piece R 4000, N 600, C 603, P 80, A 11, B 10 (the sides swap only when the
 * second scores strictly more); each side is written K A B R N C P, with no separator between the
 * sides. So our KCPA-KAB (red K C P A, black K A B) is KACPKAB, and KAB-KCP is KCPKAB too.
 */
import { ADVISOR, CANNON, ELEPHANT, HORSE, KING, PAWN, type PieceKind, ROOK } from '../src/shared/rules/piece';
import type { Material } from '../src/shared/material/material';

const ORDER: readonly [PieceKind, string][] = [
  [KING, 'K'], [ADVISOR, 'A'], [ELEPHANT, 'B'], [ROOK, 'R'], [HORSE, 'N'], [CANNON, 'C'], [PAWN, 'P'],
];
const STRENGTH: Readonly<Record<number, number>> = {
  [KING]: 0, [ADVISOR]: 11, [ELEPHANT]: 10, [ROOK]: 4000, [HORSE]: 600, [CANNON]: 603, [PAWN]: 80,
};

function score(counts: readonly number[]): number {
  return ORDER.reduce((total, [kind]) => total + STRENGTH[kind] * counts[kind], 0);
}

function side(counts: readonly number[]): string {
  return ORDER.map(([kind, letter]) => letter.repeat(counts[kind])).join('');
}

/** The name xiangqitb gives the table of material `m` (its files are `<name>.lzw`, `<name>.lzdtc`). */
export function xiangqitbName(m: Material): string {
  const [white, black] = score(m[1]) > score(m[0]) ? [m[1], m[0]] : [m[0], m[1]];
  return side(white) + side(black);
}
