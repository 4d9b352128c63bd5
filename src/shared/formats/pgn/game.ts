/**
 * A game as a file holds it, the interchange shape of every reader and writer (PGN, DhtmlXQ, XQF, the
 * printed text): a start position, metadata as tags, the result, a start comment and one move tree.
 * Moves are the packed `Move` integers of `rules/move.ts`, not text, so one game can be written in any
 * notation and a line read from a file can be replayed without parsing it again.
 *
 * The tree, in PGN's own shape: `moves` is the main line; each move may carry `variations`, the lines
 * that replace it, each starting from the position before it (so its first move is made by the same
 * side) and each a line of the same kind, with variations of its own. As a tree of positions: the
 * children of the position before `line[i]` are `line[i]`, then the first move of each of
 * `line[i].variations` in order, then the first moves of the variations hung on those first moves
 * (depth first); the first child is the main continuation. Readers hang every alternative on the
 * move it replaces and never on a variation's first move, so `line[0].variations` of a variation is
 * empty in what they return; writers accept either.
 *
 * Readers and writers walk lines with loops, recursing (if at all) only per level of variation
 * nesting, so a main line of 100,000 plies reads and writes.
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
   * PGN's Numeric Annotation Glyphs, in the order written: 1 `!`, 2 `?`, 3 `!!`, 4 `??`, 5 `!?`,
   * 6 `?!`, and any other `$n` (0-255). Absent or empty: none.
   */
  readonly nags?: readonly number[];
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

/**
 * The metadata every format maps its fields to, under these names (study-design.md): readers give a
 * tag whose name matches one of them without regard to case under this spelling, writers map them
 * back to their own fields. Other tags travel as they are where a format can hold them.
 */
export const META_TAGS = [
  'Title', 'Event', 'Site', 'Date', 'Round', 'Red', 'RedTeam', 'Black', 'BlackTeam', 'Opening', 'ECCO', 'Author',
  'Source', 'Remark', 'Stipulation',
] as const;

export type MetaTag = (typeof META_TAGS)[number];

const META_BY_LOWER: ReadonlyMap<string, MetaTag> = new Map(META_TAGS.map((name) => [name.toLowerCase(), name]));

/** A tag name as readers return it: a metadata name in its canonical spelling, any other as written. */
export function canonicalTag(name: string): string {
  return META_BY_LOWER.get(name.toLowerCase()) ?? name;
}

/** The value of a tag, matched without regard to case, trimmed; undefined when absent or blank. */
export function tagValue(tags: PgnGame['tags'], name: string): string | undefined {
  const lower = name.toLowerCase();
  return tags.find(([tag, value]) => tag.toLowerCase() === lower && value.trim() !== '')?.[1].trim();
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
