/** What the DhtmlXQ tests share: the sample files, and lines of moves built from ICCS through `Position`. */
import { readFileSync } from 'node:fs';
import type { PgnMove } from '../../../src/shared/formats/pgn/game';
import { type Move, moveToIccs } from '../../../src/shared/rules/move';
import { Position } from '../../../src/shared/rules/position';

export function sample(name: string): string {
  return readFileSync(new URL(`./files/${name}`, import.meta.url), 'utf8');
}

export function legal(pos: Position, iccs: string): Move {
  const move = pos.legalMoves().find((m) => moveToIccs(m) === iccs);
  if (move === undefined) throw new Error(`${iccs} is not legal in ${pos.fen()}`);
  return move;
}

/** A move of a line being built: comments and variations are set after. */
export interface Built {
  move: Move;
  comment?: string;
  variations?: Built[][];
}

/** A line from ICCS moves (`b0b9 e9e8`), played from `pos`, which is left as it was. */
export function line(pos: Position, iccs: string): Built[] {
  const p = pos.clone();
  return iccs.split(' ').map((text) => {
    const move = legal(p, text);
    p.play(move);
    return { move };
  });
}

/** The position after ICCS moves from `pos`. */
export function after(pos: Position, iccs: string): Position {
  const p = pos.clone();
  for (const text of iccs.split(' ')) p.play(legal(p, text));
  return p;
}

/** Every move of a tree, depth first, for counting and comparing. */
export function allMoves(moves: readonly PgnMove[]): PgnMove[] {
  const out: PgnMove[] = [];
  const stack = [...moves].reverse();
  for (let m = stack.pop(); m; m = stack.pop()) {
    out.push(m);
    for (const v of [...(m.variations ?? [])].reverse()) stack.push(...[...v].reverse());
  }
  return out;
}
