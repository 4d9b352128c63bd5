/**
 * A game's moves in the usual printed form, as books and magazines print a solution, without a word
 * of any language (the header around it is worded at the edges: shared/words/plainText.ts):
 *
 *   1. 炮二进六 士５进４ (1. … 将６进１ 上将 2. 兵三进一 将６退１)
 *   2. 兵三进一! 士４退５ 3. 兵三进一 将６进１ 黑将上楼
 *
 * Moves are numbered by move pairs from 1 whatever the FEN's counter says; black's move carries
 * `N. …` where its red move is not right before it (a black-first line, after a comment or a
 * variation). A move's marks follow it (`!` `?` `!!` `??` `!?` `?!` glued on, other NAGs as `$n`),
 * then its comment, then its variations, each in brackets where it branches, nested as deep as the
 * game's. Each move pair of the main line starts a line; a line longer than 80 columns (CJK and
 * full-width characters counting two) wraps, its continuation indented. The main line is walked with
 * a loop (recursion only per level of variation nesting), so a line of any length prints.
 */
import type { Notation } from '../../notation';
import { RED } from '../../rules/piece';
import { Position } from '../../rules/position';
import { glyphNag, nagWord } from '../marks';
import { type PgnGame, type PgnMove, normalizeComment } from '../pgn/game';
import { moveText, wrap } from '../pgn/write';

const LINE_WIDTH = 80;
const CONTINUATION = '   ';

/** The movetext's lines, without line ends; none for a game without moves. */
export function printedMoves(game: PgnGame, notation: Notation): string[] {
  const pos = Position.fromFen(game.fen);
  const paragraphs: string[][] = [];
  let words: string[] = [];
  let moveNo = 1, numberBlack = true;
  for (const move of game.moves) {
    const red = pos.turn === RED;
    if (red && words.length) {
      paragraphs.push(words);
      words = [];
    }
    numberBlack = printMove(words, pos, move, moveNo, numberBlack || !words.length, notation);
    pos.play(move.move);
    if (!red) moveNo++;
  }
  if (words.length) paragraphs.push(words);
  return paragraphs.flatMap((p) => wrap(p, LINE_WIDTH - CONTINUATION.length).map((line, i) => (i === 0 ? line : CONTINUATION + line)));
}

/**
 * Adds one move with its marks, comment and variations (each printed from `pos`, the position
 * before the move, which is left as it was); returns whether a black move after it needs its number.
 */
function printMove(words: string[], pos: Position, { move, comment, nags, variations }: PgnMove, moveNo: number, numberBlack: boolean, notation: Notation): boolean {
  const red = pos.turn === RED;
  const glyphs = (nags ?? []).filter((nag) => glyphNag(nagWord(nag)) !== undefined).map(nagWord).join('');
  const text = moveText(pos, move, notation, 'plain') + glyphs;
  words.push(red ? `${moveNo}. ${text}` : numberBlack ? `${moveNo}. … ${text}` : text);
  for (const nag of nags ?? []) if (glyphNag(nagWord(nag)) === undefined) words.push(nagWord(nag));
  const note = normalizeComment(comment ?? '');
  if (note) words.push(...note.split(' '));
  let interrupted = note !== '';
  for (const line of variations ?? []) {
    if (!line.length) continue;
    const inner = variationWords(pos.clone(), line, moveNo, notation);
    inner[0] = `(${inner[0]}`;
    inner[inner.length - 1] += ')';
    // A loop, not a spread: a long variation's words would not fit the call stack as arguments.
    for (const word of inner) words.push(word);
    interrupted = true;
  }
  return interrupted;
}

function variationWords(pos: Position, line: readonly PgnMove[], moveNo: number, notation: Notation): string[] {
  const words: string[] = [];
  let numberBlack = true;
  for (const move of line) {
    const red = pos.turn === RED;
    numberBlack = printMove(words, pos, move, moveNo, numberBlack, notation);
    pos.play(move.move);
    if (!red) moveNo++;
  }
  return words;
}
