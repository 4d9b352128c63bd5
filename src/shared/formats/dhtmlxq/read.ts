/**
 * Reading DhtmlXQ: every block of a text is one game (docs/formats/dhtmlxq.md has the format).
 *
 * The start position is `binit` (the opening when absent or empty), else vschess's `[DhtmlXQ_fen]`.
 * DhtmlXQ does not say who moves first: the first move of the main line does, by the colour of the
 * piece it moves, as the dpxq viewer plays it; without moves the `fen` tag's side does, else red,
 * unless only black to move is a legal position.
 *
 * Lines are read from the main line out, each from the position before the move it replaces, so a
 * variation tag may come before its parent's. A variation whose parent line or ply does not exist
 * is passed over, as are comments on plies no line has: the viewers show neither, and dpxq's editor
 * leaves them behind when a line is cut shorter. Every other fault is a `ReadError`; the reader
 * never throws.
 */
import { unmarkComment } from '../marks';
import { type PgnGame, type PgnMove, canonicalTag } from '../pgn/game';
import type { ReadError } from '../readError';
import { err, ok, type Result } from '../../result';
import { parseFen } from '../../rules/fen';
import type { Move } from '../../rules/move';
import { BLACK, type Color, RED, pieceColor } from '../../rules/piece';
import { Position } from '../../rules/position';
import type { Placement, Setup } from '../../rules/setup';
import { START_BINIT, binitPlacements } from './binit';
import { fault, moveFault } from './faults';
import { isContentTag, tagKind } from './names';
import { digitsMove, pointSquare } from './points';
import { readResult } from './resultText';
import { type RawBlock, type RawTag, type ScanFault, scanBlocks } from './scan';
import { decodeValue } from './text';
import { placeAt } from './place';

/** The games of every [DhtmlXQ] block in `text`, in order, or the first fault found. */
export function readDhtmlxq(text: string): Result<PgnGame[], ReadError> {
  const blocks = scanBlocks(text, isContentTag);
  if (!blocks.ok) return err(scanFault(text, blocks.error));
  const games: PgnGame[] = [];
  for (const block of blocks.value) {
    const game = readBlock(text, block);
    if (!game.ok) return game;
    games.push(game.value);
  }
  return ok(games);
}

function scanFault(text: string, fault_: ScanFault): ReadError {
  switch (fault_.code) {
    case 'no-block':
      return fault(text, 0, 'no-block');
    case 'truncated':
      return fault(text, fault_.at, 'truncated', { line: placeAt(text, fault_.blockAt).line });
    case 'unclosed-block':
      return fault(text, fault_.at, 'unclosed-block');
    case 'unclosed-tag':
      return fault(text, fault_.at, 'unclosed-tag', { name: fault_.name });
  }
}

/** A line of moves: the main line (branch 0, from ply 1, maybe without a tag) or a variation. */
interface Line {
  readonly branch: number;
  /** The ply, counted from the start of the game, of its first move. */
  readonly ply: number;
  readonly parent: number;
  readonly tag?: RawTag;
  /** Its tag's place among the block's tags: the order of alternatives at one point. */
  readonly order: number;
}

interface Parts {
  binit?: RawTag;
  fen?: RawTag;
  result?: RawTag;
  main?: RawTag;
  readonly variations: Line[];
  /** By `branch_ply`; the start comment is `0_0`. */
  readonly comments: Map<string, string>;
  readonly tags: (readonly [string, string])[];
}

function readBlock(text: string, block: RawBlock): Result<PgnGame, ReadError> {
  const parts = collect(text, block);
  if (!parts.ok) return parts;
  const main = splitMoves(text, parts.value.main);
  if (!main.ok) return main;
  const start = startPosition(text, parts.value, main.value[0]);
  if (!start.ok) return start;
  const moves = playLines(text, parts.value, start.value);
  if (!moves.ok) return moves;
  const { result, comments, tags } = parts.value;
  const startComment = comments.get('0_0');
  return ok({
    tags,
    fen: start.value.fen(),
    moves: moves.value,
    result: result ? readResult(decodeValue(result.value), start.value.turn) : '*',
    ...(startComment === undefined ? {} : { startComment }),
  });
}

/** Sorts a block's tags by what they are; a tag that must be one of its kind and is not is a fault. */
function collect(text: string, block: RawBlock): Result<Parts, ReadError> {
  const parts: Parts = { variations: [], comments: new Map(), tags: [] };
  const seen = new Set<string>();
  const first = (key: string, tag: RawTag): ReadError | undefined => {
    if (seen.has(key)) return fault(text, tag.at, 'duplicate-tag', { name: tag.name });
    seen.add(key);
    return undefined;
  };
  for (const [order, tag] of block.tags.entries()) {
    const kind = tagKind(tag.name);
    let duplicate: ReadError | undefined;
    switch (kind.kind) {
      case 'binit':
      case 'fen':
      case 'result':
        duplicate = first(kind.kind, tag);
        parts[kind.kind] = tag;
        break;
      case 'movelist':
        duplicate = first('movelist', tag);
        parts.main = tag;
        break;
      case 'variation':
        // The viewer's own name for the main line is move_0_1_0.
        if (kind.branch === 0 && kind.parent === 0 && kind.ply === 1) {
          duplicate = first('movelist', tag);
          parts.main = tag;
        } else if (kind.branch === 0) {
          return err(fault(text, tag.at, 'bad-variation', { name: tag.name }));
        } else {
          duplicate = first(`move ${kind.branch}`, tag);
          parts.variations.push({ branch: kind.branch, ply: kind.ply, parent: kind.parent, tag, order });
        }
        break;
      case 'comment': {
        const key = `${kind.branch}_${kind.ply}`;
        duplicate = first(`comment ${key}`, tag);
        const comment = decodeValue(tag.value);
        if (comment) parts.comments.set(key, comment);
        break;
      }
      case 'header':
        parts.tags.push([canonicalTag(kind.pgn), decodeValue(tag.value)]);
        break;
      case 'dropped':
        break;
    }
    if (duplicate) return err(duplicate);
  }
  return ok(parts);
}

interface Digits {
  readonly digits: string;
  readonly at: number;
}

/** A line's moves, four digits each; white space between digits is layout. */
function splitMoves(text: string, tag: RawTag | undefined): Result<Digits[], ReadError> {
  const moves: Digits[] = [];
  if (!tag) return ok(moves);
  let group = '', groupAt = 0;
  for (let i = 0; i < tag.value.length; i++) {
    const ch = tag.value[i];
    if (/\s/.test(ch)) continue;
    if (ch < '0' || ch > '9') return err(fault(text, tag.valueAt + i, 'bad-movelist', { name: tag.name, found: ch }));
    if (!group) groupAt = tag.valueAt + i;
    group += ch;
    if (group.length === 4) {
      moves.push({ digits: group, at: groupAt });
      group = '';
    }
  }
  return group ? err(fault(text, groupAt, 'bad-movelist', { name: tag.name, found: null })) : ok(moves);
}

/** The colour of the piece a move starts from, if it names a point with a piece on it. */
function moverOf(placements: readonly Placement[], first: Digits | undefined): Color | undefined {
  if (!first) return undefined;
  const from = pointSquare(Number(first.digits[0]), Number(first.digits[1]));
  const piece = placements.findLast((p) => p.square === from)?.piece;
  return piece === undefined ? undefined : pieceColor(piece);
}

/** A long value shown in a message, cut to a readable length. */
function shown(value: string): string {
  return value.length > 80 ? `${value.slice(0, 80)}…` : value;
}

function startPosition(text: string, parts: Parts, first: Digits | undefined): Result<Position, ReadError> {
  const binit = parts.binit?.value.replace(/\s+/g, '');
  let placements: readonly Placement[] | undefined;
  if (binit) {
    placements = binitPlacements(binit);
    if (!placements) return err(fault(text, parts.binit!.valueAt, 'bad-binit', { value: shown(binit) }));
  }
  let fenSetup: Setup | undefined;
  if (parts.fen && (!placements || !first)) {
    const value = decodeValue(parts.fen.value);
    const parsed = parseFen(value);
    if (!parsed.ok) return err(fault(text, parts.fen.valueAt, 'bad-fen', { value: shown(value), problem: parsed.error }));
    fenSetup = parsed.value;
  }
  const source = placements ? parts.binit! : fenSetup ? parts.fen! : undefined;
  placements ??= fenSetup?.placements ?? binitPlacements(START_BINIT)!;
  const turn = moverOf(placements, first) ?? fenSetup?.turn;
  const tried = (turn === undefined ? [RED, BLACK] : [turn]).map((t) => Position.fromSetup({ placements: placements!, turn: t }));
  const legal = tried.find((p) => p.ok);
  if (legal?.ok) return ok(legal.value);
  const violations = tried[0].ok ? [] : tried[0].error;
  const name = source !== undefined && source === parts.fen ? 'FEN' : 'binit';
  return err(fault(text, source?.valueAt ?? 0, 'illegal-position', { source: name, violations }));
}

/** A move while the lines are read: comments and variations are added as they are found. */
interface OpenMove {
  readonly move: Move;
  comment?: string;
  nags?: number[];
  variations?: OpenMove[][];
}

interface Task {
  readonly line: Line;
  readonly pos: Position;
  /** The move this line replaces, whose variations it joins; none for the main line. */
  readonly replaces?: OpenMove;
}

function listIn<K, V>(map: Map<K, V[]>, key: K): V[] {
  let list = map.get(key);
  if (!list) map.set(key, (list = []));
  return list;
}

/**
 * Plays the main line and every variation reachable from it, breadth first with a queue rather
 * than recursion, so that no depth of nesting can overflow the stack.
 */
function playLines(text: string, parts: Parts, start: Position): Result<PgnMove[], ReadError> {
  const children = new Map<string, Line[]>();
  for (const line of parts.variations) listIn(children, `${line.parent}_${line.ply}`).push(line);
  const found = new Map<OpenMove, { order: number; moves: OpenMove[] }[]>();
  const tasks: Task[] = [{ line: { branch: 0, ply: 1, parent: 0, tag: parts.main, order: -1 }, pos: start.clone() }];
  let mainLine: OpenMove[] = [];
  for (let next = 0; next < tasks.length; next++) {
    const { line, pos, replaces } = tasks[next];
    const digits = splitMoves(text, line.tag);
    if (!digits.ok) return digits;
    const moves: OpenMove[] = [];
    for (const [k, { digits: written, at }] of digits.value.entries()) {
      const ply = line.ply + k;
      const move = digitsMove(written);
      if (move === undefined || !pos.isLegal(move)) return err(moveFault(text, at, pos, written));
      const open: OpenMove = { move };
      const marked = parts.comments.get(`${line.branch}_${ply}`);
      if (marked !== undefined) {
        const { nags, comment } = unmarkComment(marked);
        if (comment) open.comment = comment;
        if (nags.length) open.nags = nags;
      }
      moves.push(open);
      // A variation's alternatives to its own first move are alternatives to the move it replaces.
      const replaced = k === 0 && replaces ? replaces : open;
      for (const child of children.get(`${line.branch}_${ply}`) ?? []) tasks.push({ line: child, pos: pos.clone(), replaces: replaced });
      pos.play(move);
    }
    if (!replaces) mainLine = moves;
    else if (moves.length) listIn(found, replaces).push({ order: line.order, moves });
  }
  for (const [move, lines] of found) move.variations = lines.sort((a, b) => a.order - b.order).map((l) => l.moves);
  return ok(mainLine);
}
