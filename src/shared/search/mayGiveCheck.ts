/**
 * A cheap test that rules a check out before a move is played: the search skips quiet moves that
 * cannot check at the frontier (futility), late in a node (late-move pruning) and in its mate search,
 * and captures that cannot check in quiescence (delta pruning).
 */
import { touchesKingLines } from '../rules/check';
import { HORSE_SOURCES, PAWN_SOURCES } from '../rules/geometry';
import { HORSE, PAWN } from '../rules/piece';

/**
 * By `king * 90 + point`: whether a horse, or a pawn of each colour, on the point would attack the
 * king there (a horse's leg aside): a horse or pawn can check from its new point only from one of these.
 */
const HORSE_CHECKS = new Uint8Array(90 * 90);
const PAWN_CHECKS = [new Uint8Array(90 * 90), new Uint8Array(90 * 90)];
for (let king = 0; king < 90; king++) {
  const horses = HORSE_SOURCES[king];
  for (let i = 0; i < horses.length; i += 2) HORSE_CHECKS[king * 90 + horses[i]] = 1;
  for (let color = 0; color < 2; color++) for (const sq of PAWN_SOURCES[color][king]) PAWN_CHECKS[color][king * 90 + sq] = 1;
}

/**
 * Whether `piece` moving from `from` to `to` could check the king on `king`: a horse or pawn from a
 * point that attacks the king, anything through a line to the king (`touchesKingLines`: a piece
 * leaving or reaching the king's lines, or freeing a horse's leg). False rules a check out without
 * playing the move; true leaves it to `givesCheck`. Most horse and pawn moves fail it, and each of
 * those was played and taken back only to see that it gave no check.
 */
export function mayGiveCheck(piece: number, from: number, to: number, king: number): boolean {
  const kind = piece & 7;
  return (kind === HORSE && HORSE_CHECKS[king * 90 + to] === 1) || (kind === PAWN && PAWN_CHECKS[piece >> 3][king * 90 + to] === 1)
    || touchesKingLines(king, from, to);
}
