/** The stipulation a game states without a Stipulation tag (gameDocument.ts reads the tag first). */
import type { PgnGame } from '../formats/pgn/game';
import { Position } from '../rules/position';
import { type Stipulation, findStipulation } from './stipulation';

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
