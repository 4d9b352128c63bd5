/**
 * A game as PGN holds it: a start position, a main line with comments, and sidelines. Moves are the
 * packed `Move` integers of `rules/move.ts`, not text, so one game can be written in any notation
 * and a line read from a file can be replayed without parsing it again.
 */
import type { Notation } from '../../notation';
import type { Move } from '../../rules/move';

/** `1-0` red wins, `0-1` black wins, `1/2-1/2` a draw, `*` unknown or unfinished. */
export type PgnResult = '1-0' | '0-1' | '1/2-1/2' | '*';

export const PGN_RESULTS: readonly PgnResult[] = ['1-0', '0-1', '1/2-1/2', '*'];

export function isPgnResult(text: string): text is PgnResult {
  return (PGN_RESULTS as readonly string[]).includes(text);
}

export interface PgnMove {
  readonly move: Move;
  /** Text shown after the move. */
  readonly comment?: string;
  /**
   * Alternatives to this move: each line starts from the position before it, so its first move is
   * made by the same side. A tablebase line puts the other winning (or best defending) moves here.
   */
  readonly variations?: readonly (readonly PgnMove[])[];
}

export interface PgnGame {
  /**
   * Tag pairs in file order, without Game, FEN, Format and Result: the writer derives those from the
   * other fields (and drops them here if given), the reader returns them as fields.
   */
  readonly tags: readonly (readonly [string, string])[];
  /** The start position; any FEN `parseFen` accepts, written back canonical (`B`/`N`, `w`/`b`). */
  readonly fen: string;
  readonly moves: readonly PgnMove[];
  readonly result: PgnResult;
  /** Text before the first move, e.g. what the analysed position is and how the line was found. */
  readonly startComment?: string;
}

/**
 * Whether a tag is one the writer derives from a game's fields rather than from its tag list (Game,
 * FEN, Format, Result); case-insensitive, as files from other tools are not always careful.
 */
export function isDerivedTag(name: string): boolean {
  return ['game', 'fen', 'format', 'result'].includes(name.toLowerCase());
}

/** The `[Format]` tag value of each notation, as xqbase spells it. */
export const FORMAT_NAMES: Readonly<Record<Notation, string>> = { chinese: 'Chinese', wxf: 'WXF', iccs: 'ICCS' };

/**
 * Comments are prose, not layout: runs of spaces and line breaks become one space, so the writer may
 * wrap a comment over lines and the reader still gets back the text that was written.
 */
export function normalizeComment(text: string): string {
  return text.split(/[ \t\r\n]+/).filter(Boolean).join(' ');
}
