/**
 * Why a study file cannot be read, as a value: which format, where in the file, and what is wrong
 * (a code and its parameters), so that an import summary, the CLI (one language, chosen by
 * `--lang`) and the UI can each put one specific line in words (shared/words). A move that cannot
 * be played also names the move as written and the position it was tried in.
 */
import type { Notation, NotationError } from '../notation/types';
import type { FenProblem } from '../rules/fen';
import type { Color } from '../rules/piece';
import type { Violation } from '../rules/validate';

export type StudyFormat = 'pgn' | 'dhtmlxq' | 'xqf';

/** A fault's code and what its words need (one member per code of a union). */
type Fault<C extends string, P = Record<string, never>> = C extends string ? { readonly code: C; readonly params: P } : never;

/** A FEN tag that cannot be read, with its value as written. */
type BadFen = Fault<'bad-fen', { readonly value: string; readonly problem: FenProblem }>;

/** Why a PGN move names no move, from the notation's code and the position. */
export interface PgnMoveProblem {
  /** The side to move. */
  readonly turn: Color;
  readonly notation: Notation;
  readonly error: NotationError['code'];
  /** The file has a Format tag (else moves are read as Chinese, which the words hint at). */
  readonly formatGiven: boolean;
  /** For an `illegal` move: a move the piece could make that leaves its own king exposed. */
  readonly exposesKing: boolean;
}

export type PgnFault =
  | Fault<'unclosed-comment'> | Fault<'stray-brace'> | Fault<'bad-nag'>
  | Fault<'bad-tag', { readonly tag: string }>
  | Fault<'bad-format', { readonly value: string }>
  | BadFen
  | Fault<'illegal-position', { readonly value: string; readonly violations: readonly Violation[] }>
  | Fault<'unclosed-variation'> | Fault<'stray-paren'> | Fault<'variation-first'>
  | Fault<'deep-variation', { readonly most: number }>
  | Fault<'result-in-variation'> | Fault<'no-result'> | Fault<'truncated'> | Fault<'no-game'>
  | Fault<'bad-move' | 'illegal-move' | 'ambiguous-move', PgnMoveProblem>;

/** Why a DhtmlXQ move (four digits) cannot be played where it stands. */
export type DhtmlxqMoveProblem = 'off-board' | 'no-piece' | 'not-its-turn' | 'cannot-move' | 'exposes-king';

export type DhtmlxqFault =
  | Fault<'no-block'>
  | Fault<'truncated', { readonly line: number }>
  | Fault<'unclosed-block'>
  | Fault<'unclosed-tag' | 'duplicate-tag' | 'bad-variation', { readonly name: string }>
  | Fault<'bad-binit', { readonly value: string }>
  | BadFen
  /** The start position from the tag `source` breaks these rules. */
  | Fault<'illegal-position', { readonly source: 'FEN' | 'binit'; readonly violations: readonly Violation[] }>
  | Fault<'bad-movelist', { readonly name: string; readonly found: string | null }>
  | Fault<'illegal-move', { readonly turn: Color; readonly why: DhtmlxqMoveProblem }>;

export type XqfFault =
  | Fault<'bad-magic'> | Fault<'bad-keys'> | Fault<'truncated-moves'>
  | Fault<'unknown-version', { readonly version: number; readonly last: number }>
  | Fault<'truncated-header', { readonly length: number }>
  | Fault<'illegal-position', { readonly violations: readonly Violation[] }>
  | Fault<'comment-overrun', { readonly length: number; readonly left: number }>
  | Fault<'off-board', { readonly end: 'from' | 'to'; readonly point: number }>
  | Fault<'illegal-move'>;

/** Where the fault is: a text file's line and column (both from 1), a binary file's byte offset (from 0). */
export interface ReadPlace {
  readonly line?: number;
  readonly column?: number;
  readonly offset?: number;
  /** The move as the file wrote it, and the position (FEN) it was tried in. */
  readonly move?: string;
  readonly fen?: string;
}

export type ReadError = ReadPlace & (
  | ({ readonly format: 'pgn' } & PgnFault)
  | ({ readonly format: 'dhtmlxq' } & DhtmlxqFault)
  | ({ readonly format: 'xqf' } & XqfFault)
);
