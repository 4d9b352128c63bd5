/**
 * What studies need from the tables, as a function of positions: the services pass their Prober,
 * tests may pass the forward solver. Moves come ranked best first for the mover, as the Prober
 * ranks them (result, then repetition order, then DTC). Beyond the tables a `ProvingProbe`
 * (proof.ts) answers the same questions from proofs, each value marked with how it is known.
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
  /** How the value is known (proof.ts); absent: from the tables. */
  readonly proof?: ProofMark;
}

/** How a value is known: from a table (or a proof that ends in one), by the search alone, or not at all. */
export type ProofMark = 'table' | 'search' | 'unproven';

/** A position's value for the side to move, with how it is known; an unproven value reads as a draw and keeps nobody's goal. */
export interface StudyValue extends Value {
  readonly dtm?: number | null;
  readonly proof?: ProofMark;
  /** Set when a proof by search gave the value: how its line ends (search/prove). */
  readonly by?: 'mate' | 'table' | 'rule';
}

export const isProven = (v: { readonly proof?: ProofMark }): boolean => v.proof !== 'unproven';

export interface StudyProbe {
  /** The position's value for the side to move. */
  value(pos: Position): StudyValue;
  moves(pos: Position): readonly ProbedMove[];
  /** Makes `moves(pos)` answer at once, where answering needs work that waits (proofs in a worker). */
  prepare?(pos: Position, signal?: AbortSignal): Promise<void>;
}
