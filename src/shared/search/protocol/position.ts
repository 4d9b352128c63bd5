/**
 * A `position` command made into the game the search starts from: the FEN (or the start position)
 * checked by the rules core, then each move played in ICCS. A bad FEN or an illegal position sets
 * nothing; an illegal move keeps the game up to the move before it, as Pikafish does, and says which.
 */
import { parseIccs } from '../../notation/iccs';
import { type FenProblem, START_FEN, parseFen } from '../../rules/fen';
import type { Move } from '../../rules/move';
import { Position } from '../../rules/position';
import type { Violation } from '../../rules/validate';

export interface Game {
  readonly start: Position;
  /** The moves played from `start`: the search counts their positions for repetition. */
  readonly moves: readonly Move[];
  /** The position after them, the one searched. */
  readonly current: Position;
}

export type PositionProblem =
  | { readonly code: 'fen'; readonly problem: FenProblem }
  | { readonly code: 'illegal-position'; readonly violations: readonly Violation[] }
  /** `index` counts from 1. */
  | { readonly code: 'illegal-move'; readonly index: number; readonly move: string };

export interface SetPosition {
  /** Undefined when the FEN or its position is unusable. */
  readonly game: Game | undefined;
  readonly problem: PositionProblem | undefined;
}

export function setPosition(fen: string | undefined, moves: readonly string[]): SetPosition {
  const setup = parseFen(fen ?? START_FEN);
  if (!setup.ok) return { game: undefined, problem: { code: 'fen', problem: setup.error } };
  const start = Position.fromSetup(setup.value);
  if (!start.ok) return { game: undefined, problem: { code: 'illegal-position', violations: start.error } };
  const current = start.value.clone();
  const played: Move[] = [];
  for (const [i, text] of moves.entries()) {
    const move = parseIccs(current, text);
    if (!move.ok) return { game: { start: start.value, moves: played, current }, problem: { code: 'illegal-move', index: i + 1, move: text } };
    current.play(move.value);
    played.push(move.value);
  }
  return { game: { start: start.value, moves: played, current }, problem: undefined };
}
