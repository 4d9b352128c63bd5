/** Playing a move (by ICCS) on a FEN in the renderer, with the shared rules: no host round trip. */
import { parseIccs } from '../../../shared/notation/iccs';
import { parseFen } from '../../../shared/rules/fen';
import { Position } from '../../../shared/rules/position';
import { setupBoard } from '../../../shared/rules/setup';

export function fenAfter(fen: string, iccs: string): { fen: string; from: number; to: number } | null {
  let pos: Position;
  try {
    pos = Position.fromFen(fen);
  } catch {
    return null;
  }
  const move = parseIccs(pos, iccs);
  if (!move.ok) return null;
  return { fen: pos.after(move.value).fen(), from: move.value & 127, to: move.value >> 7 };
}

/** The pieces and side to move of a FEN, legal or not (an empty board if it does not parse). */
export function boardOf(fen: string): number[] {
  const setup = parseFen(fen);
  return setup.ok ? Array.from(setupBoard(setup.value)) : new Array<number>(90).fill(0);
}

export function turnOf(fen: string): 0 | 1 {
  const setup = parseFen(fen);
  return setup.ok ? setup.value.turn : 0;
}
