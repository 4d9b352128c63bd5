/**
 * What studies need from the tables, as a function of positions: the services pass their Prober,
 * tests may pass the forward solver. Moves come ranked best first for the mover, as the Prober
 * ranks them (result, then repetition order, then DTC).
 */
import type { Move } from '../rules/move';
import type { Position } from '../rules/position';
import type { Value, Wdl } from '../tablebase/value';

export interface ProbedMove {
  readonly move: Move;
  readonly iccs: string;
  /** From the mover's point of view. */
  readonly wdl: Wdl;
  readonly dtc: number;
  readonly order: number;
  readonly capture: boolean;
  /** The move ends the game: the opponent has no legal move. */
  readonly mate: boolean;
  /** Plies to mate, where a DTM table answers; absent (or null) while Canju has only DTC tables. */
  readonly dtm?: number | null;
}

export interface StudyProbe {
  /** The position's value for the side to move. */
  value(pos: Position): Value;
  moves(pos: Position): readonly ProbedMove[];
}
