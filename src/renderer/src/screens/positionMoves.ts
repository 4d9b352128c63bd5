/** Playing a move (by ICCS) on a FEN in the renderer, with the shared rules: no host round trip. */
import { parseIccs } from '../../../shared/notation/iccs';
import { Position } from '../../../shared/rules/position';

export function fenAfter(fen: string, iccs: string): { fen: string; from: number; to: number } | null {
  const pos = Position.fromFen(fen);
  const move = parseIccs(pos, iccs);
  if (!move.ok) return null;
  return { fen: pos.after(move.value).fen(), from: move.value & 127, to: move.value >> 7 };
}

export function boardOf(fen: string): number[] {
  return Array.from(Position.fromFen(fen).board);
}

export function turnOf(fen: string): 0 | 1 {
  return Position.fromFen(fen).turn;
}
