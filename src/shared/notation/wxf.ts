/**
 * WXF notation: piece letter (K A E H R C P), origin file counted from the mover's right, direction
 * (+ forward, - backward, . sideways; `=` accepted for `.`), then the target file (sideways moves, and
 * every advisor, elephant and horse move) or the number of points moved.
 *
 * Identical pieces on one file replace the file digit by + (front) / - (rear). Pawns, three on one
 * file: P+, P<file> (middle), P-; four: ++, P+, P-, --; five: ++, P+, P<file>, P-, --. Pawns crowded on
 * two files ("tandem"): the file digit replaces P and the position follows (3+.4, 33.4, 3-.4). We write
 * exactly these forms and read them case-insensitively, with B/N accepted for E/H.
 */
import { type Move, moveFrom, moveTo } from '../rules/move';
import { CANNON, HORSE, KING, PAWN, ROOK, type Color } from '../rules/piece';
import type { Position } from '../rules/position';
import { crowdedPawnFiles, fileFromRight, moveTarget, sameFile } from './files';
import type { Speller } from './spelling';

const LETTERS = ' KAEHRCP';
const DIRECTION = { forward: '+', backward: '-', sideways: '.' } as const;

/** Direction sign and target of a move, shared by every WXF form of it. */
function tail(pos: Position, move: Move): string {
  const { direction, target } = moveTarget(pos.board, moveFrom(move), moveTo(move));
  return `${DIRECTION[direction]}${target}`;
}

/** The two characters before the direction: piece and file, or their front/rear replacements. */
function head(pos: Position, move: Move): string {
  const from = moveFrom(move), piece = pos.pieceAt(from), color = (piece >> 3) as Color, kind = piece & 7;
  const file = fileFromRight(color, from);
  if (kind === PAWN) {
    const crowded = crowdedPawnFiles(pos.board, color);
    const mine = crowded.find((f) => f.squares.includes(from));
    if (mine) {
      const i = mine.squares.indexOf(from), n = mine.squares.length;
      if (crowded.length >= 2) return `${file}${n === 3 && i === 1 ? file : i === 0 ? '+' : '-'}`;
      const forms = [[], [], ['P+', 'P-'], ['P+', `P${file}`, 'P-'], ['++', 'P+', 'P-', '--'], ['++', 'P+', `P${file}`, 'P-', '--']];
      return forms[n][i];
    }
  } else if (kind === ROOK || kind === HORSE || kind === CANNON) {
    const twins = sameFile(pos.board, from);
    if (twins.length === 2) return `${LETTERS[kind]}${twins[0] === from ? '+' : '-'}`;
  }
  return `${LETTERS[kind]}${file}`;
}

export function writeWxf(pos: Position, move: Move): string {
  return head(pos, move) + tail(pos, move);
}

export const wxfSpeller: Speller = {
  name: 'WXF',
  spellings: (pos, move) => [writeWxf(pos, move)],
  vagueSpellings(pos, move) {
    const from = moveFrom(move), piece = pos.pieceAt(from), kind = piece & 7;
    const plain = `${LETTERS[kind]}${fileFromRight((piece >> 3) as Color, from)}${tail(pos, move)}`;
    return plain === writeWxf(pos, move) || kind === KING ? [] : [plain];
  },
  normalize(text) {
    const t = text.trim().toUpperCase().replace(/=/g, '.').replace(/^B/, 'E').replace(/^N/, 'H');
    return /^[KAEHRCP1-9+-][1-9+-][+.-][1-9]$/.test(t) ? t : null;
  },
};
