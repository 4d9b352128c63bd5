/**
 * Reading one xqbase-dialect PGN game back into moves. The `[Format]` tag names the notation
 * (Chinese when absent, as xqbase specifies; ICCS moves may be `H2-E2` or `h2e2`), the `[FEN]` tag
 * the start (the standard opening when absent). Every move is read against the position it is
 * played in, so legality settles what text alone leaves open, and the line is played through
 * `Position` to follow the game and each variation from the position before the move it replaces.
 *
 * Comments: one after a move belongs to it (several are joined by a space), one after a variation
 * to the move the variation replaces, one before the first move to the game's `startComment`, and
 * one before a variation's first move to that move. Reading stops after the first game's result (or
 * at the next game's tags), so a file of many games yields its first. The result is that terminator;
 * without one, the Result tag (`[Result ""]`, as some tools write, counts as `*`).
 */
import { NOTATIONS, type Notation, parseMove } from '../../notation';
import { err, ok, type Result } from '../../result';
import { START_FEN, parseFen } from '../../rules/fen';
import type { Move } from '../../rules/move';
import { RED } from '../../rules/piece';
import { Position } from '../../rules/position';
import { describeViolation } from '../../rules/violationText';
import { FORMAT_NAMES, type PgnGame, type PgnMove, isDerivedTag, isPgnResult, normalizeComment } from './game';
import { Lexer, PgnSyntaxError, type Token } from './lexer';

export interface PgnError {
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

/** A game read from a file, with the notation its moves were written in. */
export interface ReadGame extends PgnGame {
  readonly notation: Notation;
}

/**
 * The first game of `text`, or where and why it cannot be read: an unreadable or illegal move, an
 * unclosed comment or variation, a bad tag.
 */
export function readPgn(text: string): Result<ReadGame, PgnError> {
  try {
    return ok(readGame(new Lexer(text)));
  } catch (e) {
    if (e instanceof PgnSyntaxError) return err({ ...e.at, message: e.message });
    throw e;
  }
}

type Tag = Extract<Token, { kind: 'tag' }>;

function readGame(lexer: Lexer): ReadGame {
  const tags: Tag[] = [];
  while (lexer.peek().kind === 'tag') tags.push(lexer.next() as Tag);
  const find = (name: string) => tags.find((t) => t.name.toLowerCase() === name.toLowerCase());
  const notation = readFormat(find('Format'));
  const start = readFen(find('FEN'));
  const main = readLine(lexer, start.clone(), 1, notation);
  const end = lexer.peek();
  if (end.kind === 'close') throw new PgnSyntaxError(end.at, `')' without an opening '('`);
  const tagResult = find('Result')?.value ?? '';
  const result = end.kind === 'result' ? end.result : isPgnResult(tagResult) ? tagResult : '*';
  return {
    tags: tags.filter((t) => !isDerivedTag(t.name)).map((t) => [t.name, t.value] as const),
    fen: start.fen(),
    moves: main.moves,
    result,
    notation,
    ...(main.lead === undefined ? {} : { startComment: main.lead }),
  };
}

function readFormat(tag: Tag | undefined): Notation {
  if (!tag) return 'chinese';
  const notation = NOTATIONS.find((n) => FORMAT_NAMES[n].toLowerCase() === tag.value.trim().toLowerCase());
  if (!notation) throw new PgnSyntaxError(tag.at, `unknown Format "${tag.value}": expected Chinese, WXF or ICCS`);
  return notation;
}

function readFen(tag: Tag | undefined): Position {
  if (!tag) return Position.fromFen(START_FEN);
  const setup = parseFen(tag.value);
  if (!setup.ok) throw new PgnSyntaxError(tag.at, `bad FEN tag "${tag.value}": ${setup.error.message}`);
  const pos = Position.fromSetup(setup.value);
  if (!pos.ok) {
    const reasons = pos.error.map((v) => describeViolation(v, 'en')).join('; ');
    throw new PgnSyntaxError(tag.at, `FEN tag "${tag.value}" is not a legal position: ${reasons}`);
  }
  return pos.value;
}

/** A move while its line is read: comments and variations are added as they come. */
interface OpenMove {
  readonly move: Move;
  comment?: string;
  variations?: PgnMove[][];
}

function joinComment(before: string | undefined, text: string): string {
  return before ? `${before} ${text}` : text;
}

/**
 * Reads moves, comments and variations from `pos` (which it plays on) up to the token that ends the
 * line, which it leaves unread: `)` for a variation; a result, the next game's tags or the end of
 * the text for the main line.
 */
function readLine(lexer: Lexer, pos: Position, moveNo: number, notation: Notation): { moves: OpenMove[]; lead?: string } {
  const moves: OpenMove[] = [];
  let lead: string | undefined;
  let before: Position | undefined;
  let beforeNo = moveNo;
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
      case 'open': {
        lexer.next();
        const last = moves.at(-1);
        if (!last || !before) throw new PgnSyntaxError(token.at, `'(' opens a variation before any move it could replace`);
        const line = readLine(lexer, before.clone(), beforeNo, notation);
        const close = lexer.next();
        if (close.kind !== 'close') throw new PgnSyntaxError(token.at, `variation '(' is never closed`);
        const first = line.moves.at(0);
        if (!first) break;
        if (line.lead !== undefined) first.comment = first.comment === undefined ? line.lead : `${line.lead} ${first.comment}`;
        (last.variations ??= []).push(line.moves);
        break;
      }
      case 'move': {
        lexer.next();
        const parsed = parseMove(pos, token.text, notation);
        const label = `${moveNo}${pos.turn === RED ? '.' : '...'}`;
        if (!parsed.ok) throw new PgnSyntaxError(token.at, `move ${label} '${token.text}': ${parsed.error.message}`);
        before = pos.clone();
        beforeNo = moveNo;
        if (pos.turn !== RED) moveNo++;
        pos.play(parsed.value);
        moves.push({ move: parsed.value });
        break;
      }
      default:
        return lead === undefined ? { moves } : { moves, lead };
    }
  }
}
