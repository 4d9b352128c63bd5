/**
 * Reading xqbase-dialect PGN back into games (docs/formats/pgn.md). The `[Format]` tag names the
 * notation (Chinese when absent, as xqbase specifies; ICCS moves may be `H2-E2` or `h2e2`), the
 * `[FEN]` tag the start (the standard opening when absent). Every move is read against the position
 * it is played in, so legality settles what text alone leaves open, and the line is played through
 * `Position` to follow the game and each variation from the position before the move it replaces.
 *
 * Marks (`$n` and the `!`/`?` glyphs) belong to the move before them, in order; one before the first
 * move of a line has no move and is passed over. Tag names that are metadata (`META_TAGS`) come back
 * in their canonical spelling whatever their case in the file.
 *
 * Comments: one after a move belongs to it (several are joined by a space), one after a variation
 * to the move the variation replaces, one before the first move to the game's `startComment`, and
 * one before a variation's first move to that move.
 *
 * The result is the one ending the movetext; where that is `*` (unknown), the Result tag's.
 *
 * A file holds any number of games, each its tag section and movetext, ended by its result. What
 * follows a result up to the next tag section is passed over (xqbase writes an advertisement
 * there), unless it starts with a move number: then it is a game without tags. A game that ends
 * without a result, at the next game's tags or at the end of the file (a file cut short), is a
 * fault, as is every unreadable token and every move that cannot be played: the first fault ends
 * the read, so a file is taken whole or not at all.
 */
import { NOTATIONS, type Notation, parseMove } from '../../notation';
import { err, ok, type Result } from '../../result';
import { START_FEN, parseFen } from '../../rules/fen';
import type { Move } from '../../rules/move';
import { Position } from '../../rules/position';
import type { ReadError } from '../readError';
import { PgnFaultError, fault, moveFault } from './faults';
import {
  FORMAT_NAMES, type PgnGame, type PgnMove, type PgnResult, canonicalTag, isDerivedTag, isPgnResult, normalizeComment,
} from './game';
import { Lexer, type Token } from './lexer';

/** A game read from a file, with the notation its moves were written in. */
export interface ReadGame extends PgnGame {
  readonly notation: Notation;
}

/**
 * Every game of `text`, in file order, or the first fault with its place: an unreadable or illegal
 * move (naming the move and the position), a bad tag, FEN or Format, an unclosed comment or
 * variation, a game without its result, a text with no game.
 */
export function readPgnGames(text: string): Result<ReadGame[], ReadError> {
  const lexer = new Lexer(text);
  const games: ReadGame[] = [];
  try {
    while (lexer.peek().kind !== 'end') games.push(readGame(lexer));
    if (games.length === 0) throw fault(lexer.peek().at, 'no-game');
  } catch (e) {
    if (e instanceof PgnFaultError) return err(e.error);
    throw e;
  }
  return ok(games);
}

/** The first game of `text`, for callers that take one; a fault anywhere in the text fails it. */
export function readPgn(text: string): Result<ReadGame, ReadError> {
  const games = readPgnGames(text);
  return games.ok ? ok(games.value[0]) : games;
}

type Tag = Extract<Token, { kind: 'tag' }>;

interface Dialect {
  readonly notation: Notation;
  /** Whether the file named its notation: a move that fits none is then no hint that the tag is missing. */
  readonly formatGiven: boolean;
}

function readGame(lexer: Lexer): ReadGame {
  const tags: Tag[] = [];
  while (lexer.peek().kind === 'tag') tags.push(lexer.next() as Tag);
  const find = (name: string) => tags.find((t) => t.name.toLowerCase() === name.toLowerCase());
  const format = find('Format');
  const dialect: Dialect = { notation: readFormat(format), formatGiven: format !== undefined };
  const start = readFen(find('FEN'));
  const main = readLine(lexer, start.clone(), dialect);
  const end = lexer.next();
  if (end.kind !== 'result') throw fault(end.at, end.kind === 'close' ? 'stray-paren' : end.kind === 'tag' ? 'no-result' : 'truncated');
  lexer.skipTrailer();
  const tagResult = find('Result')?.value.trim() ?? '';
  return {
    tags: tags.filter((t) => !isDerivedTag(t.name)).map((t) => [canonicalTag(t.name), t.value] as const),
    fen: start.fen(),
    moves: main.moves,
    result: gameResult(end.result, tagResult),
    notation: dialect.notation,
    ...(main.lead === undefined ? {} : { startComment: main.lead }),
  };
}

/** The movetext's result, or the Result tag's where the movetext leaves it open (`*`) and the tag does not. */
function gameResult(terminator: PgnResult, tag: string): PgnResult {
  return terminator === '*' && isPgnResult(tag) ? tag : terminator;
}

function readFormat(tag: Tag | undefined): Notation {
  if (!tag) return 'chinese';
  const notation = NOTATIONS.find((n) => FORMAT_NAMES[n].toLowerCase() === tag.value.trim().toLowerCase());
  if (!notation) throw fault(tag.at, 'bad-format', { value: tag.value });
  return notation;
}

function readFen(tag: Tag | undefined): Position {
  if (!tag) return Position.fromFen(START_FEN);
  const setup = parseFen(tag.value);
  if (!setup.ok) throw fault(tag.at, 'bad-fen', { value: tag.value, problem: setup.error });
  const pos = Position.fromSetup(setup.value);
  if (!pos.ok) throw fault(tag.at, 'illegal-position', { value: tag.value, violations: pos.error });
  return pos.value;
}

/** A move while its line is read: comments and variations are added as they come. */
interface OpenMove {
  readonly move: Move;
  comment?: string;
  nags?: number[];
  variations?: PgnMove[][];
}

function joinComment(before: string | undefined, text: string): string {
  return before ? `${before} ${text}` : text;
}

/** How deep variations may nest: far beyond any study, well within the call stack of this recursive reader. */
export const MAX_VARIATION_DEPTH = 1000;

/**
 * Reads moves, comments and variations from `pos` (which it plays on) up to the token that ends the
 * line, which it leaves unread: `)` for a variation; a result, the next game's tags or the end of
 * the text for the main line.
 */
function readLine(lexer: Lexer, pos: Position, dialect: Dialect, depth = 0): { moves: OpenMove[]; lead?: string } {
  const moves: OpenMove[] = [];
  let lead: string | undefined;
  let before: Position | undefined;
  for (;;) {
    const token = lexer.peek();
    switch (token.kind) {
      case 'comment': {
        lexer.next();
        const text = normalizeComment(token.text);
        const last = moves.at(-1);
        if (!text) break;
        if (last) last.comment = joinComment(last.comment, text);
        else lead = joinComment(lead, text);
        break;
      }
      case 'nag': {
        lexer.next();
        const last = moves.at(-1);
        if (last) (last.nags ??= []).push(token.nag);
        break;
      }
      case 'open': {
        lexer.next();
        const last = moves.at(-1);
        if (!last || !before) throw fault(token.at, 'variation-first');
        if (depth === MAX_VARIATION_DEPTH) throw fault(token.at, 'deep-variation', { most: MAX_VARIATION_DEPTH });
        const line = readLine(lexer, before.clone(), dialect, depth + 1);
        const close = lexer.next();
        if (close.kind === 'result' && lexer.peek().kind === 'close') throw fault(close.at, 'result-in-variation');
        if (close.kind !== 'close') throw fault(token.at, 'unclosed-variation');
        const first = line.moves.at(0);
        if (!first) break;
        if (line.lead !== undefined) first.comment = first.comment === undefined ? line.lead : `${line.lead} ${first.comment}`;
        (last.variations ??= []).push(line.moves);
        break;
      }
      case 'move': {
        lexer.next();
        const parsed = parseMove(pos, token.text, dialect.notation);
        if (!parsed.ok) throw moveFault(token.at, pos, token.text, dialect.notation, parsed.error, dialect.formatGiven);
        before = pos.clone();
        pos.play(parsed.value);
        moves.push({ move: parsed.value });
        break;
      }
      default:
        return lead === undefined ? { moves } : { moves, lead };
    }
  }
}
