/** A move packed in one small integer: origin in bits 0-6, target in bits 7-13. */
import type { Square } from './square';
import { squareToIccs } from './square';

export type Move = number;

export function makeMove(from: Square, to: Square): Move {
  return from | (to << 7);
}

export function moveFrom(move: Move): Square {
  return move & 127;
}

export function moveTo(move: Move): Square {
  return move >> 7;
}

/** Plain ICCS text (`h2e2`), for logs and tests; notation/ has the full writers and readers. */
export function moveToIccs(move: Move): string {
  return squareToIccs(moveFrom(move)) + squareToIccs(moveTo(move));
}
