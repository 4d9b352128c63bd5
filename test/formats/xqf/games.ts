/** Games for the XQF tests: lines from ICCS text, and random trees of legal moves. */
import type { PgnMove } from '../../../src/shared/formats/pgn/game';
import { type Move, moveToIccs } from '../../../src/shared/rules/move';
import { Position } from '../../../src/shared/rules/position';

export function legal(pos: Position, iccs: string): Move {
  const move = pos.legalMoves().find((m) => moveToIccs(m) === iccs);
  if (move === undefined) throw new Error(`${iccs} is not legal in ${pos.fen()}`);
  return move;
}

/** The moves of `iccs` (`h2e2 h9g7`) played from `fen`, each as a bare PgnMove. */
export function moves(fen: string, iccs: string): PgnMove[] {
  const pos = Position.fromFen(fen);
  return iccs.split(' ').map((text) => {
    const move = legal(pos, text);
    pos.play(move);
    return { move };
  });
}

const WORDS = ['好棋', '劣着', 'only move', '唯一着法', '红方胜定', 'wins', '黑方', '平稳'];

/**
 * A random tree in the form an XQF file can hold: variations hang on main moves, never on the first
 * move of a variation. Comments mix Chinese, English and line breaks.
 */
export function randomTree(rand: () => number, pos: Position, plies: number, depth: number, inVariation = false): PgnMove[] {
  const p = pos.clone();
  const line: PgnMove[] = [];
  for (let i = 0; i < plies; i++) {
    const legalMoves = p.legalMoves();
    if (!legalMoves.length) break;
    const move = legalMoves[Math.floor(rand() * legalMoves.length)];
    const words = Array.from({ length: 1 + Math.floor(rand() * 3) }, () => WORDS[Math.floor(rand() * WORDS.length)]);
    const comment = rand() < 0.3 ? words.join(rand() < 0.5 ? ' ' : '\n') : undefined;
    const variations: PgnMove[][] = [];
    if (depth > 0 && !(inVariation && i === 0)) {
      while (rand() < 0.25) variations.push(randomTree(rand, p, 1 + Math.floor(rand() * 5), depth - 1, true));
    }
    line.push({ move, ...(comment && { comment }), ...(variations.length && { variations }) });
    p.play(move);
  }
  return line;
}

/** Every move of a tree, main lines and variations, in pre-order; for counting and walking. */
export function allMoves(line: readonly PgnMove[]): PgnMove[] {
  const out: PgnMove[] = [];
  const stack: (readonly PgnMove[])[] = [line];
  for (let l = stack.pop(); l; l = stack.pop()) {
    for (const m of l) {
      out.push(m);
      for (const v of m.variations ?? []) stack.push(v);
    }
  }
  return out;
}
