/** Games for the XQF tests: lines from ICCS text, and random trees of legal moves. */
import type { PgnMove } from '../../../src/shared/formats/pgn/game';
import { type Move, moveToIccs } from '../../../src/shared/rules/move';
import { Position } from '../../../src/shared/rules/position';
import type { TreeShape } from '../../support/randomGame';

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
 * Trees in the form an XQF file can hold: variations hang on main moves, never on the first move of
 * a variation. Comments mix Chinese, English and line breaks.
 */
export const XQF_SHAPE: TreeShape = {
  comments: 0.3, sidelines: 0.25, most: 3, nestedAtFirstMove: false,
  comment: (rand) => Array.from({ length: 1 + Math.floor(rand() * 3) }, () => WORDS[Math.floor(rand() * WORDS.length)]).join(rand() < 0.5 ? ' ' : '\n'),
};

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
