/** Playing a move (by ICCS) on a FEN in the renderer, with the shared rules: no host round trip. */
import { parseIccs } from '../../../shared/notation/iccs';
import { parseFen } from '../../../shared/rules/fen';
import { moveFrom, moveTo } from '../../../shared/rules/move';
import { BLACK } from '../../../shared/rules/piece';
import { Position } from '../../../shared/rules/position';
import { setupBoard } from '../../../shared/rules/setup';

/**
 * The FEN after a move, with its counters carried on: the plies since the last capture (reset by a
 * capture) and the move number (counted up after black's move).
 */
export function fenAfter(fen: string, iccs: string): { fen: string; from: number; to: number } | null {
  let pos: Position;
  try {
    pos = Position.fromFen(fen);
  } catch {
    return null;
  }
  const move = parseIccs(pos, iccs);
  if (!move.ok) return null;
  const from = moveFrom(move.value), to = moveTo(move.value);
  const [, , , , half = '0', full = '1'] = fen.trim().split(/\s+/);
  const plies = pos.pieceAt(to) !== 0 ? 0 : (Number(half) || 0) + 1;
  const number = (Number(full) || 1) + (pos.turn === BLACK ? 1 : 0);
  const [board, turn] = pos.after(move.value).fen().split(' ');
  return { fen: `${board} ${turn} - - ${plies} ${number}`, from, to };
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

/** The points the piece on `from` may legally move to (none for an empty point, the other side's piece or a FEN that is no position). */
export function targetsFrom(fen: string, from: number): number[] {
  let pos: Position;
  try {
    pos = Position.fromFen(fen);
  } catch {
    return [];
  }
  return pos.legalMoves().filter((m) => moveFrom(m) === from).map(moveTo);
}
