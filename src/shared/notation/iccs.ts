/** ICCS coordinates: `h2e2` as engines write it, `H2-E2` as PGN with `[Format "ICCS"]` writes it. */
import { type Move, makeMove, moveFrom, moveTo } from '../rules/move';
import type { Position } from '../rules/position';
import { iccsToSquare, squareToIccs } from '../rules/square';
import { err, ok, type Result } from '../result';
import type { NotationError } from './types';

export function writeIccs(move: Move, style: 'engine' | 'pgn' = 'engine'): string {
  const from = squareToIccs(moveFrom(move)), to = squareToIccs(moveTo(move));
  return style === 'engine' ? from + to : `${from.toUpperCase()}-${to.toUpperCase()}`;
}

export function parseIccs(pos: Position, text: string): Result<Move, NotationError> {
  const match = /^\s*([a-i][0-9])-?([a-i][0-9])\s*$/i.exec(text);
  if (!match) return err({ code: 'malformed', message: `'${text}' is not ICCS (expected e.g. h2e2 or H2-E2)` });
  const from = iccsToSquare(match[1])!, to = iccsToSquare(match[2])!;
  const move = makeMove(from, to);
  const piece = pos.pieceAt(from);
  if (piece === 0 || piece >> 3 !== pos.turn) {
    return err({ code: 'no-piece', message: `no ${pos.turn === 0 ? 'red' : 'black'} piece on ${match[1].toLowerCase()}` });
  }
  if (pos.isLegal(move)) return ok(move);
  const pseudo = new Uint16Array(256);
  const n = pos.generatePseudo(pseudo);
  if (pseudo.subarray(0, n).includes(move)) {
    return err({ code: 'illegal', message: `${writeIccs(move)} would leave the king in check (or the kings facing)` });
  }
  return err({ code: 'illegal', message: `the piece on ${match[1].toLowerCase()} cannot move to ${match[2].toLowerCase()}` });
}
