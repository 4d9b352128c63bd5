/**
 * Writing a game as an XQF file of version 10, the last unscrambled one. XQStudio 1.63 reads every
 * version up to 18 and takes 10 and below as plain, and so does every other reader we know of, so a
 * version-10 file opens wherever XQF does; scrambling would protect nothing and, with XQStudio's
 * random keys, would make the same game a different file each time. Variations are kept: version 10
 * marks a following sibling in the flag byte's low four bits, as XQStudio 1.63 reads it.
 *
 * Kept: the start position and side to move, the whole tree (the main line and every variation,
 * nested), every comment and the start comment, the marks (NAGs) at the head of their move's comment
 * (marks.ts: XQF has no field for them), the result, and the tags the header has fields for
 * (header.ts; `Composer` goes into the author field when there is no `Author`). Dropped: other
 * tags. Text GBK lacks is written `?`, and a tag too long for its field is cut at a character
 * boundary. A variation's first move's own variations are written as further alternatives from the
 * same position, the only form the file has for them. Throws on an illegal FEN or move, as `writePgn`
 * does: games come from Canju's own analysis, so either is a bug to surface, not a file to write.
 */
import { START_FEN } from '../../rules/fen';
import { moveFrom, moveTo, moveToIccs } from '../../rules/move';
import { RED } from '../../rules/piece';
import { Position } from '../../rules/position';
import { markedComment } from '../marks';
import type { PgnGame, PgnMove } from '../pgn/game';
import { concatBytes } from './bytes';
import { writeExtra } from './extra';
import {
  ENDGAME, GAME_TYPE_AT, HEADER_SIZE, LAST_PLAIN_VERSION, PIECES_AT, RESULT_AT, RESULT_CODES, SIDE_TO_MOVE_AT,
  TEXT_FIELDS, VERSION_AT, WHOLE_GAME,
} from './header';
import { SLOT_PIECES } from '../pieceSlots';
import { OFF_BOARD, squarePoint } from './points';
import { plainRecord } from './records';
import { type GbkEncoder, commentToFile, cutGbk, encodeLenient } from './text';

export function writeXqf(game: PgnGame, encodeGbk: GbkEncoder): Uint8Array {
  const start = Position.fromFen(game.fen);
  const parts = [header(game, start, encodeGbk)];
  const root = plainRecord(0, 0, game.moves.length > 0, false, commentBytes(game.startComment, encodeGbk));
  root[3] = 0xff;
  parts.push(root);
  writeTree(parts, game.moves, start, encodeGbk);
  return concatBytes(parts);
}

function header(game: PgnGame, start: Position, encode: GbkEncoder): Uint8Array {
  const bytes = new Uint8Array(HEADER_SIZE);
  bytes.set([0x58, 0x51], 0);
  bytes[VERSION_AT] = LAST_PLAIN_VERSION;
  bytes.set(piecePoints(start), PIECES_AT);
  bytes[SIDE_TO_MOVE_AT] = start.turn === RED ? 0 : 1;
  bytes[RESULT_AT] = RESULT_CODES[game.result];
  bytes[GAME_TYPE_AT] = start.fen() === Position.fromFen(START_FEN).fen() ? WHOLE_GAME : ENDGAME;
  for (const { tags, at, capacity } of TEXT_FIELDS) {
    const value = tagValue(game, tags);
    if (value === undefined) continue;
    const text = cutGbk(encodeLenient(value, encode), capacity);
    bytes[at] = text.length;
    bytes.set(text, at + 1);
  }
  writeExtra(bytes, game.tags, encode);
  return bytes;
}

function tagValue(game: PgnGame, names: readonly string[]): string | undefined {
  for (const name of names) {
    const value = game.tags.find(([tag]) => tag.toLowerCase() === name.toLowerCase())?.[1].trim();
    if (value) return value;
  }
  return undefined;
}

/** Each piece in the first free slot of its kind; a legal position never has more than the slots. */
function piecePoints(pos: Position): Uint8Array {
  const points = new Uint8Array(32).fill(OFF_BOARD);
  pos.board.forEach((piece, square) => {
    if (!piece) return;
    const slot = SLOT_PIECES.findIndex((p, i) => p === piece && points[i] === OFF_BOARD);
    points[slot] = squarePoint(square);
  });
  return points;
}

function commentBytes(comment: string | undefined, encode: GbkEncoder): Uint8Array {
  const text = comment?.trim();
  return text ? encodeLenient(commentToFile(text), encode) : new Uint8Array(0);
}

/** One move of a line, and the alternatives to it from the same position (its group). */
interface Member {
  readonly line: readonly PgnMove[];
  readonly index: number;
}

/** The children of one position: the move its line continues with, then every variation replacing it. */
function group(line: readonly PgnMove[], index: number): Member[] {
  const members: Member[] = [{ line, index }];
  const addVariations = (move: PgnMove) => {
    for (const variation of move.variations ?? []) {
      if (!variation.length) continue;
      members.push({ line: variation, index: 0 });
      addVariations(variation[0]);
    }
  };
  addVariations(line[index]);
  return members;
}

/** The records in pre-order: a move, its continuation's subtree, then its next sibling's. */
function writeTree(parts: Uint8Array[], moves: readonly PgnMove[], start: Position, encode: GbkEncoder): void {
  if (!moves.length) return;
  const work = [{ members: group(moves, 0), at: 0, pos: start.clone() }];
  for (let task = work.pop(); task; task = work.pop()) {
    const { members, at, pos } = task;
    const { line, index } = members[at];
    const { move, comment, nags } = line[index];
    if (!pos.isLegal(move)) throw new Error(`${moveToIccs(move)} is not a legal move in ${pos.fen()}`);
    const next = index + 1 < line.length, sibling = at + 1 < members.length;
    parts.push(plainRecord(squarePoint(moveFrom(move)), squarePoint(moveTo(move)), next, sibling, commentBytes(markedComment(nags, comment), encode)));
    if (sibling) work.push({ members, at: at + 1, pos });
    if (next) {
      const after = sibling ? pos.clone() : pos;
      after.play(move);
      work.push({ members: group(line, index + 1), at: 0, pos: after });
    }
  }
}
