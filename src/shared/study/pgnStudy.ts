/**
 * A study read from a PGN game: its title, composer, source and notes from the tags and the opening
 * comment, its stipulation, and the game's moves, comments and variations as the study's edits, the
 * game's main line first, so the composer's line is the study's main line.
 */
import type { PgnGame, PgnMove } from '../formats/pgn/game';
import { moveToIccs } from '../rules/move';
import { Position } from '../rules/position';
import { type TreeEdit, type TreeEdits, emptyEdits, enterEdit, orderOf, setOrder } from './edits';
import { type Stipulation, findStipulation } from './stipulation';
import type { ChildNode } from './tree';

export interface PgnStudy {
  readonly title: string;
  readonly composer: string;
  readonly source: string;
  readonly notes: string;
  readonly stipulation: Stipulation | undefined;
  readonly edits: TreeEdits;
}

function tag(game: PgnGame, ...names: string[]): string | undefined {
  for (const name of names) {
    const found = game.tags.find(([n]) => n.toLowerCase() === name.toLowerCase())?.[1].trim();
    if (found) return found;
  }
  return undefined;
}

/**
 * The stipulation a game states: 红先胜 (or an English one) in its title or event, else its result
 * with the side to move of its FEN (1-0 with red to move: 红先胜; a draw: 红先和 or 黑先和). A
 * result won by the side not to move states none of the four.
 */
export function stipulationOfGame(game: PgnGame): Stipulation | undefined {
  for (const text of [tag(game, 'Title'), tag(game, 'Event')]) {
    const found = text && findStipulation(text);
    if (found) return found;
  }
  const side = Position.fromFen(game.fen).turn;
  if (game.result === '1/2-1/2') return { side, goal: 'draw' };
  const winner = game.result === '1-0' ? 0 : game.result === '0-1' ? 1 : undefined;
  return winner === side ? { side, goal: 'win' } : undefined;
}

function addLine(from: TreeEdits | ChildNode<TreeEdit>, line: readonly PgnMove[]): void {
  let node = from;
  for (const { move, comment, variations } of line) {
    const iccs = moveToIccs(move);
    const order = orderOf(node) ?? [];
    if (!order.includes(iccs)) setOrder(node, [...order, iccs]);
    const child = enterEdit(node, iccs);
    if (comment) child.data.comment = child.data.comment ? `${child.data.comment} ${comment}` : comment;
    for (const variation of variations ?? []) addLine(node, variation);
    node = child;
  }
}

/**
 * `fileName` titles a game that names itself nowhere. A game with both a title and an event names
 * its collection or match in the event (DhtmlXQ and XQF files do), which is the study's source when
 * no Source tag says otherwise.
 */
export function studyOfGame(game: PgnGame, fileName: string): PgnStudy {
  const edits = emptyEdits();
  addLine(edits, game.moves);
  const title = tag(game, 'Title'), event = tag(game, 'Event');
  return {
    title: title ?? event ?? fileName,
    composer: tag(game, 'Composer', 'Author') ?? '',
    source: tag(game, 'Source') ?? (title && event !== title ? event : undefined) ?? '',
    notes: game.startComment ?? '',
    stipulation: stipulationOfGame(game),
    edits,
  };
}
