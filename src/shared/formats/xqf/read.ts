/**
 * Reading an XQF file, any version XQStudio 1.63 opens (up to 18), into a game: the header's text
 * fields become tags, its result byte the result, the first record's comment the start comment (a
 * move's comment gives back the marks the writer put at its head, marks.ts), and
 * the tree of records the main line (each first child) with its variations (the later children of
 * a position hang, in file order, on its first child, the move they replace).
 *
 * The side to move is the colour of the piece the first move moves; the header's side byte (0x32),
 * which not every writer sets, decides only where there is no such piece (no move at all). Every
 * move is checked against the position it is played in, and the first that cannot be played stops
 * the reading with its place; so does any other fault, as a `ReadError` value: no input throws. The
 * tree is walked with a stack of its own, so no nesting or length of line can exhaust the call stack.
 */
import { err, ok, type Result } from '../../result';
import { type Move, makeMove, moveToIccs } from '../../rules/move';
import { BLACK, type Color, RED, pieceColor } from '../../rules/piece';
import { Position } from '../../rules/position';
import type { Placement } from '../../rules/setup';
import { unmarkComment } from '../marks';
import type { PgnGame } from '../pgn/game';
import type { ReadError } from '../readError';
import { readExtra } from './extra';
import { badKeys, badMagic, illegalMove, illegalStart, offBoard, truncatedHeader, unknownVersion } from './errors';
import {
  HEADER_SIZE, LAST_PLAIN_VERSION, LAST_VERSION, PIECES_AT, SIDE_TO_MOVE_AT, VERSION_AT, readResult, readTags,
} from './header';
import { PLAIN_KEYS, type XqfKeys, keysOf, keysSumToZero, unscramble } from './keys';
import { SLOT_PIECES } from '../pieceSlots';
import { pointSquare } from './points';
import { type XqfRecord, readRecord } from './records';

export function readXqf(bytes: Uint8Array): Result<PgnGame, ReadError> {
  if (bytes.length >= 2 && (bytes[0] !== 0x58 || bytes[1] !== 0x51)) return err(badMagic());
  if (bytes.length > VERSION_AT && bytes[VERSION_AT] > LAST_VERSION) return err(unknownVersion(bytes[VERSION_AT]));
  if (bytes.length < HEADER_SIZE) return err(truncatedHeader(bytes.length));
  const version = bytes[VERSION_AT];
  const plain = version <= LAST_PLAIN_VERSION;
  if (!plain && !keysSumToZero(bytes)) return err(badKeys());
  const keys = plain ? PLAIN_KEYS : keysOf(bytes);
  const records = plain ? bytes.subarray(HEADER_SIZE) : unscramble(bytes, keys);

  const root = readRecord(records, 0, plain, keys);
  if (!root.ok) return root;
  const first = root.value.next ? readRecord(records, root.value.end, plain, keys) : undefined;
  const placements = startPlacements(bytes, version, keys);
  const turn = sideToMove(placements, first?.ok ? first.value : undefined, bytes[SIDE_TO_MOVE_AT]);
  const start = Position.fromSetup({ placements, turn });
  if (!start.ok) return err(illegalStart(start.error));

  const moves = root.value.next ? readTree(records, root.value.end, plain, keys, start.value) : ok([]);
  if (!moves.ok) return moves;
  const startComment = root.value.comment;
  return ok({
    tags: [...readTags(bytes), ...readExtra(bytes)],
    fen: start.value.fen(),
    moves: moves.value,
    result: readResult(bytes),
    ...(startComment === undefined ? {} : { startComment }),
  });
}

/**
 * The 32 slots' points: from version 12 the slots are rotated by 1 + the piece key, and from
 * version 11 the key is added to each point; a point above 89 leaves its piece off the board.
 */
function startPlacements(header: Uint8Array, version: number, keys: XqfKeys): Placement[] {
  const points = new Uint8Array(32);
  for (let i = 0; i < 32; i++) {
    const slot = version >= 12 ? (i + 1 + keys.piece) % 32 : i;
    points[slot] = header[PIECES_AT + i] - keys.piece;
  }
  const placements: Placement[] = [];
  points.forEach((point, slot) => {
    const square = pointSquare(point);
    if (square !== undefined) placements.push({ square, piece: SLOT_PIECES[slot] });
  });
  return placements;
}

function sideToMove(placements: readonly Placement[], first: XqfRecord | undefined, sideByte: number): Color {
  const from = first && pointSquare(first.from);
  const mover = placements.find((p) => p.square === from);
  if (mover) return pieceColor(mover.piece);
  return sideByte === 1 ? BLACK : RED;
}

/** A move while the tree is read: comments and variations are added as their records come. */
interface OpenMove {
  readonly move: Move;
  readonly comment?: string;
  readonly nags?: number[];
  variations?: OpenMove[][];
}

/** A record's move with its comment, the marks at the comment's head taken out (marks.ts). */
function openMove(move: Move, text: string | undefined): OpenMove {
  if (text === undefined) return { move };
  const { nags, comment } = unmarkComment(text);
  return { move, ...(comment ? { comment } : {}), ...(nags.length ? { nags } : {}) };
}

/** Where to go on when a line ends: an alternative to `replaced`, played from `pos`. */
interface Fork {
  readonly pos: Position;
  readonly replaced: OpenMove;
}

function readTree(records: Uint8Array, at: number, plain: boolean, keys: XqfKeys, start: Position): Result<OpenMove[], ReadError> {
  const main: OpenMove[] = [];
  const forks: Fork[] = [];
  let line = main;
  let pos = start.clone();
  let replaced: OpenMove | undefined;
  for (;;) {
    const read = readRecord(records, at, plain, keys);
    if (!read.ok) return read;
    const record = read.value;
    const offset = HEADER_SIZE + at;
    const from = pointSquare(record.from), to = pointSquare(record.to);
    if (from === undefined) return err(offBoard(offset, 'from', record.from));
    if (to === undefined) return err(offBoard(offset, 'to', record.to));
    const move = makeMove(from, to);
    if (!pos.isLegal(move)) return err(illegalMove(offset, moveToIccs(move), pos.fen()));

    const node = openMove(move, record.comment);
    if (replaced) (replaced.variations ??= []).push((line = [node]));
    else line.push(node);
    if (record.sibling) forks.push({ pos: pos.clone(), replaced: replaced ?? node });
    at = record.end;
    if (record.next) {
      pos.play(move);
      replaced = undefined;
      continue;
    }
    const fork = forks.pop();
    if (!fork) return ok(main);
    ({ pos, replaced } = fork);
  }
}
