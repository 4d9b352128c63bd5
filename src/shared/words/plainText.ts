/**
 * A game as text to print or paste into a document, in Chinese or English (its words: the
 * catalogue's `plainText` section): a header (the title, or the Event where there is none; then each
 * metadata tag with its label, the Metric tag's value explained; the result in words; the FEN), the
 * start comment, then the moves in the usual printed form (formats/text/printed.ts: numbered by move
 * pairs, variations in brackets where they branch, comments after their move). Tags that are not
 * metadata (a viewer's settings kept from a DhtmlXQ block, say) are left out. Throws where `writePgn` does.
 */
import { META_TAGS, type PgnGame, normalizeComment, tagValue } from '../formats/pgn/game';
import { ownTags } from '../formats/pgn/write';
import { printedMoves } from '../formats/text/printed';
import type { Lang } from '../lang';
import type { Notation } from '../notation/types';
import { Position } from '../rules/position';
import { WORDS } from './say';
import { PRINTED_TAGS } from './words';

export function writePlainText(game: PgnGame, notation: Notation, lang: Lang): string {
  const w = WORDS[lang].plainText;
  const start = Position.fromFen(game.fen);
  const tags = ownTags(game);
  const heading = tagValue(tags, 'Title') ?? tagValue(tags, 'Event');
  const headed = tagValue(tags, 'Title') !== undefined ? 'Title' : 'Event';
  const out: string[] = heading === undefined ? [] : [heading];
  const order = [...META_TAGS, ...PRINTED_TAGS.filter((t) => !(META_TAGS as readonly string[]).includes(t))];
  for (const name of order) {
    const value = name === headed ? undefined : tagValue(tags, name);
    if (value !== undefined) out.push(w.label(name) + (name === 'Metric' ? w.metric[value] ?? value : value));
  }
  out.push(w.label('Result') + w.result[game.result], w.label('FEN') + start.fen(), '');
  const intro = normalizeComment(game.startComment ?? '');
  if (intro) out.push(intro, '');
  const moves = printedMoves(game, notation);
  return `${[...out, ...moves].join('\n')}\n`;
}
