/**
 * Writing a game as xqbase-dialect PGN ("Chinese Chess" PGN); in the printed form, text/printed.ts
 * (with its worded header: shared/words/plainText.ts).
 *
 * PGN layout, in the xqbase dialect:
 *   [Game "Chinese Chess"]       always first
 *   [Event "..."] ...            the game's own tags, in order
 *   [FEN "..."]                  always written: tablebase lines rarely start from the opening
 *   [Format "Chinese"]           or "WXF" / "ICCS", naming the notation of the moves
 *   [Result "1-0"]
 *   (blank line)
 *   1. 炮二平五 马８进７ 2. 马二进三 $1 {comment} 2. ... 车９平８ (2. ... 马２进３) 3. 车一平二 1-0
 *
 * A move's marks follow it as `$n` (the export form PGN prescribes), then its comment, then its
 * variations.
 * Red's moves carry `N.`; black's carry `N. ...` where the reader would otherwise lose count (at the
 * start of a line or variation, after a comment or a variation), the `1. ... 炮８平５` style xqbase
 * uses for a black-to-move start. Numbering starts at 1 whatever the FEN's move counter says, as
 * Chinese tools do. ICCS moves are written `H2-E2`, the form `[Format "ICCS"]` files use. Lines are
 * wrapped at 80 columns counting CJK and full-width characters as two, so Chinese movetext stays
 * inside an 80-column editor; a move and its number are never split.
 */
import { type Notation, writeMove } from '../../notation';
import { writeIccs } from '../../notation/iccs';
import { type Move, moveToIccs } from '../../rules/move';
import { RED } from '../../rules/piece';
import { Position } from '../../rules/position';
import { FORMAT_NAMES, type PgnGame, type PgnMove, isDerivedTag, normalizeComment } from './game';

const LINE_WIDTH = 80;

/**
 * The game as PGN text, ending in a newline. Throws on a bad FEN, an illegal move or a tag name PGN
 * cannot hold: games come from Canju's own analysis, so any of these is a bug to surface, not a
 * file to write.
 */
export function writePgn(game: PgnGame, notation: Notation): string {
  const start = Position.fromFen(game.fen);
  const tags: (readonly [string, string])[] = [
    ['Game', 'Chinese Chess'], ...ownTags(game), ['FEN', start.fen()], ['Format', FORMAT_NAMES[notation]],
    ['Result', game.result],
  ];
  const words = new Words();
  if (game.startComment !== undefined) words.comment(game.startComment);
  movetext(words, start, game.moves, 1, notation);
  words.add(game.result);
  return `${tags.map(tagLine).join('\n')}\n\n${wrap(words.list).join('\n')}\n`;
}

/** The game's tags but those the writers derive (Game, FEN, Format, Result). */
export function ownTags(game: PgnGame): readonly (readonly [string, string])[] {
  return game.tags.filter(([name]) => !isDerivedTag(name));
}

function tagLine([name, value]: readonly [string, string]): string {
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`'${name}' cannot be a PGN tag name`);
  return `[${name} "${value.replace(/[\r\n]+/g, ' ').replace(/[\\"]/g, '\\$&')}"]`;
}

/** The text of a move in `pos`, after checking that it can be played there. */
export function moveText(pos: Position, move: Move, notation: Notation, style: 'pgn' | 'plain'): string {
  if (!pos.isLegal(move)) throw new Error(`${moveToIccs(move)} is not a legal move in ${pos.fen()}`);
  return notation === 'iccs' && style === 'pgn' ? writeIccs(move, 'pgn') : writeMove(pos, move, notation);
}

/** Movetext as unbreakable words: a numbered move, a word of a comment, a bracket glued to its neighbour. */
class Words {
  readonly list: string[] = [];
  private glue = false;

  add(word: string): void {
    if (this.glue) this.list[this.list.length - 1] += word;
    else this.list.push(word);
    this.glue = false;
  }

  open(): void {
    this.add('(');
    this.glue = true;
  }

  close(): void {
    this.list[this.list.length - 1] += ')';
  }

  /** Adds `{text}`, unless it is blank; `}` would end it early, so it becomes the full-width ｝. */
  comment(text: string): boolean {
    const words = normalizeComment(text).replace(/}/g, '｝').split(' ').filter(Boolean);
    words.forEach((w, i) => this.add(`${i === 0 ? '{' : ''}${w}${i === words.length - 1 ? '}' : ''}`));
    return words.length > 0;
  }
}

function movetext(words: Words, pos: Position, moves: readonly PgnMove[], moveNo: number, notation: Notation): void {
  let numberBlack = true;
  for (const { move, comment, nags, variations } of moves) {
    const text = moveText(pos, move, notation, 'pgn');
    const red = pos.turn === RED;
    words.add(red ? `${moveNo}. ${text}` : numberBlack ? `${moveNo}. ... ${text}` : text);
    for (const nag of nags ?? []) words.add(`$${nag}`);
    numberBlack = comment !== undefined && words.comment(comment);
    for (const line of variations ?? []) {
      if (line.length === 0) continue;
      words.open();
      movetext(words, pos.clone(), line, moveNo, notation);
      words.close();
      numberBlack = true;
    }
    pos.play(move);
    if (!red) moveNo++;
  }
}

/** Display columns: CJK and full-width characters take two. */
export function width(text: string): number {
  let n = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    const wide = (c >= 0x2e80 && c <= 0xa4cf) || (c >= 0xac00 && c <= 0xd7a3) || (c >= 0xf900 && c <= 0xfaff)
      || (c >= 0xfe30 && c <= 0xfe4f) || (c >= 0xff00 && c <= 0xff60) || (c >= 0xffe0 && c <= 0xffe6) || c >= 0x20000;
    n += wide ? 2 : 1;
  }
  return n;
}

/** Words joined by spaces into lines of at most `lineWidth` columns; a word wider than that has a line of its own. */
export function wrap(words: readonly string[], lineWidth = LINE_WIDTH): string[] {
  const lines: string[] = [];
  let line = '', used = 0;
  for (const word of words) {
    const w = width(word);
    if (line !== '' && used + 1 + w > lineWidth) {
      lines.push(line);
      line = '';
    }
    used = line === '' ? w : used + 1 + w;
    line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(line);
  return lines;
}
