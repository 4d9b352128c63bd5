/**
 * A game as text to paste into a document, in Chinese or English (its words: the catalogue's
 * `plainText` section): the Event tag as a title, the other tags, result and FEN as labelled lines
 * (the Metric tag's value explained), the start comment, then one full move per line. A comment goes
 * on its own indented line under its move, and each variation follows, labelled and indented further;
 * black's move after either is renumbered `N. ……` (`N. ...` in English). Moves use the plain notation
 * (ICCS as engines write it, `h2e2`). Throws where `writePgn` does.
 */
import { type PgnGame, type PgnMove, normalizeComment } from '../formats/pgn/game';
import { moveText, ownTags } from '../formats/pgn/write';
import type { Lang } from '../lang';
import type { Notation } from '../notation/types';
import { RED } from '../rules/piece';
import { Position } from '../rules/position';
import { WORDS } from './say';
import type { Words } from './words';

export function writePlainText(game: PgnGame, notation: Notation, lang: Lang): string {
  const w = WORDS[lang];
  const start = Position.fromFen(game.fen);
  const out: string[] = [];
  const tags = ownTags(game);
  for (const [name, value] of tags) if (name === 'Event') out.push(value);
  for (const [name, value] of tags) if (name !== 'Event') out.push(w.plainText.label(name) + (name === 'Metric' ? w.plainText.metric[value] ?? value : value));
  out.push(w.plainText.label('Result') + w.plainText.result[game.result], w.plainText.label('FEN') + start.fen(), '');
  const intro = normalizeComment(game.startComment ?? '');
  if (intro) out.push(intro, '');
  plainLines(out, start, game.moves, 1, '', notation, w);
  return `${out.join('\n')}\n`;
}

function plainLines(out: string[], pos: Position, moves: readonly PgnMove[], moveNo: number, indent: string, notation: Notation, w: Words): void {
  let line = '';
  const flush = () => {
    if (line) out.push(indent + line);
    line = '';
  };
  for (const { move, comment, variations } of moves) {
    const text = moveText(pos, move, notation, 'plain');
    const red = pos.turn === RED;
    if (red) {
      flush();
      line = `${moveNo}. ${text}`;
    } else {
      line = line ? `${line}  ${text}` : `${moveNo}. ${w.blackMoveMark}${text}`;
    }
    const note = normalizeComment(comment ?? '');
    const lines = (variations ?? []).filter((l) => l.length > 0);
    if (note || lines.length > 0) flush();
    if (note) out.push(`${indent}   ${note}`);
    for (const l of lines) {
      out.push(`${indent}   ${w.plainText.variation}`);
      plainLines(out, pos.clone(), l, moveNo, `${indent}      `, notation, w);
    }
    pos.play(move);
    if (!red) moveNo++;
  }
  flush();
}
