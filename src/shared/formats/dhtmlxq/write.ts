/**
 * Writing a game as one DhtmlXQ block that dpxq.com's viewer, vschess and the other readers show:
 *
 *   [DhtmlXQ]
 *   [DhtmlXQ_title]…[/DhtmlXQ_title]          the game's tags, in order (names.ts renames them)
 *   [DhtmlXQ_result]红胜[/DhtmlXQ_result]
 *   [DhtmlXQ_binit]…[/DhtmlXQ_binit]          always written, in the viewer's slot order
 *   [DhtmlXQ_fen]… b - - 0 1[/DhtmlXQ_fen]    vschess's tag: the only place the side to move of a
 *                                             position without moves can be said
 *   [DhtmlXQ_movelist]7747…[/DhtmlXQ_movelist]
 *   [DhtmlXQ_move_0_3_1]…[/DhtmlXQ_move_0_3_1] every variation, by branch number
 *   [DhtmlXQ_comment0]…[/DhtmlXQ_comment0]    the start comment, then the moves' comments
 *   [DhtmlXQ_comment1_3]…[/DhtmlXQ_comment1_3]
 *   [/DhtmlXQ]
 *
 * Branches are numbered 1, 2, … depth first, each line before the variations inside it. DhtmlXQ has
 * one list of alternatives a point: the alternatives to a variation's own first move are written as
 * further variations of the move it replaces, right after it, so they read back there.
 */
import { markedComment } from '../marks';
import type { PgnGame, PgnMove } from '../pgn/game';
import { parseFen } from '../../rules/fen';
import { moveToIccs } from '../../rules/move';
import { Position } from '../../rules/position';
import { boardBinit } from './binit';
import { dhtmlxqTagName } from './names';
import { moveDigits } from './points';
import { resultWord } from './resultText';
import { encodeValue } from './text';

function tag(name: string, value: string): string {
  return `[DhtmlXQ_${name}]${value}[/DhtmlXQ_${name}]`;
}

/**
 * The game as a DhtmlXQ block, ending in a newline. Tags DhtmlXQ cannot hold (names.ts) are left
 * out, as are empty comments. Throws on a bad FEN or an illegal move: games come from Canju's own
 * analysis or a reader that checked them, so either is a bug to surface, not a block to write.
 */
export function writeDhtmlxq(game: PgnGame): string {
  const start = startOf(game.fen);
  const out = ['[DhtmlXQ]'];
  for (const [pgn, value] of game.tags) {
    const name = dhtmlxqTagName(pgn);
    if (name !== undefined) out.push(tag(name, encodeValue(value)));
  }
  out.push(tag('result', resultWord(game.result)), tag('binit', boardBinit(start.board)), tag('fen', start.fen()));
  const { lines, comments } = numberLines(start, game.moves);
  for (const line of lines) out.push(tag(line.branch === 0 ? 'movelist' : `move_${line.parent}_${line.ply}_${line.branch}`, line.digits));
  if (game.startComment) out.push(tag('comment0', encodeValue(game.startComment)));
  for (const c of comments) out.push(tag(c.branch === 0 ? `comment${c.ply}` : `comment${c.branch}_${c.ply}`, encodeValue(c.text)));
  out.push('[/DhtmlXQ]');
  return `${out.join('\n')}\n`;
}

function startOf(fen: string): Position {
  const setup = parseFen(fen);
  if (!setup.ok) throw new Error(`bad FEN ${fen}: ${setup.error.code}`);
  const pos = Position.fromSetup(setup.value);
  if (!pos.ok) throw new Error(`illegal position ${fen}: ${pos.error.map((v) => v.code).join(', ')}`);
  return pos.value;
}

interface WrittenLine {
  readonly branch: number;
  readonly parent: number;
  readonly ply: number;
  readonly digits: string;
}

interface WrittenComment {
  readonly branch: number;
  readonly ply: number;
  readonly text: string;
}

interface Pending {
  readonly moves: readonly PgnMove[];
  readonly parent: number;
  readonly ply: number;
  readonly pos: Position;
}

/**
 * The alternatives at one point, in order: each variation, then (depth first) the alternatives to
 * its own first move. Empty variations replace nothing and are left out.
 */
function alternatives(variations: readonly (readonly PgnMove[])[]): (readonly PgnMove[])[] {
  const out: (readonly PgnMove[])[] = [];
  const stack = [...variations].reverse();
  for (let line = stack.pop(); line; line = stack.pop()) {
    if (!line.length) continue;
    out.push(line);
    stack.push(...[...(line[0].variations ?? [])].reverse());
  }
  return out;
}

/** Every line with its branch number, parent and first ply, and every comment's key, with a stack rather than recursion. */
function numberLines(start: Position, main: readonly PgnMove[]): { lines: WrittenLine[]; comments: WrittenComment[] } {
  const lines: WrittenLine[] = [];
  const comments: WrittenComment[] = [];
  const stack: Pending[] = [{ moves: main, parent: 0, ply: 1, pos: start.clone() }];
  for (let line = stack.pop(); line; line = stack.pop()) {
    const branch = lines.length;
    const { moves, pos } = line;
    const inner: Pending[] = [];
    let digits = '';
    moves.forEach(({ move, comment, nags, variations }, k) => {
      const ply = line.ply + k;
      // The first move's alternatives were written with the line itself, as its parent's.
      const here = k === 0 && branch !== 0 ? [] : alternatives(variations ?? []);
      for (const alt of here) inner.push({ moves: alt, parent: branch, ply, pos: pos.clone() });
      if (!pos.isLegal(move)) throw new Error(`${moveToIccs(move)} is not a legal move in ${pos.fen()}`);
      digits += moveDigits(move);
      const text = markedComment(nags, comment);
      if (text) comments.push({ branch, ply, text });
      pos.play(move);
    });
    lines.push({ branch, parent: line.parent, ply: line.ply, digits });
    // One push a line rather than a spread, which takes its arguments on the call stack.
    for (let i = inner.length - 1; i >= 0; i--) stack.push(inner[i]);
  }
  return { lines, comments };
}
