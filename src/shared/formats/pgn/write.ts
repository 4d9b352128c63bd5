/**
 * Writing a game as xqbase-dialect PGN ("Chinese Chess" PGN), and as plain text for a document.
 *
 * PGN layout, in the xqbase dialect:
 *   [Game "Chinese Chess"]       always first
 *   [Event "..."] ...            the game's own tags, in order
 *   [FEN "..."]                  always written: tablebase lines rarely start from the opening
 *   [Format "Chinese"]           or "WXF" / "ICCS", naming the notation of the moves
 *   [Result "1-0"]
 *   (blank line)
 *   1. 炮二平五 马８进７ 2. 马二进三 {comment} 2. ... 车９平８ (2. ... 马２进３) 3. 车一平二 1-0
 *
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
import { FORMAT_NAMES, type PgnGame, type PgnMove, type PgnResult, isDerivedTag, normalizeComment } from './game';
import type { Lang } from '../../lang';

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

function ownTags(game: PgnGame): readonly (readonly [string, string])[] {
  return game.tags.filter(([name]) => !isDerivedTag(name));
}

function tagLine([name, value]: readonly [string, string]): string {
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`'${name}' cannot be a PGN tag name`);
  return `[${name} "${value.replace(/[\r\n]+/g, ' ').replace(/[\\"]/g, '\\$&')}"]`;
}

/** The text of a move in `pos`, after checking that it can be played there. */
function moveText(pos: Position, move: Move, notation: Notation, style: 'pgn' | 'plain'): string {
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
  for (const { move, comment, variations } of moves) {
    const text = moveText(pos, move, notation, 'pgn');
    const red = pos.turn === RED;
    words.add(red ? `${moveNo}. ${text}` : numberBlack ? `${moveNo}. ... ${text}` : text);
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
function width(text: string): number {
  let n = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    const wide = (c >= 0x2e80 && c <= 0xa4cf) || (c >= 0xac00 && c <= 0xd7a3) || (c >= 0xf900 && c <= 0xfaff)
      || (c >= 0xfe30 && c <= 0xfe4f) || (c >= 0xff00 && c <= 0xff60) || (c >= 0xffe0 && c <= 0xffe6) || c >= 0x20000;
    n += wide ? 2 : 1;
  }
  return n;
}

function wrap(words: readonly string[]): string[] {
  const lines: string[] = [];
  let line = '', used = 0;
  for (const word of words) {
    const w = width(word);
    if (line !== '' && used + 1 + w > LINE_WIDTH) {
      lines.push(line);
      line = '';
    }
    used = line === '' ? w : used + 1 + w;
    line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(line);
  return lines;
}

const ZH_LABELS: Readonly<Record<string, string>> = {
  Event: '赛事', Site: '地点', Date: '日期', Round: '轮次', Red: '红方', RedTeam: '红队', Black: '黑方',
  BlackTeam: '黑队', Opening: '开局', Variation: '变例', ECCO: 'ECCO', Annotator: '评注', Result: '结果',
  FEN: '局面', Title: '标题', Author: '作者', Composer: '作者', Source: '出处', Stipulation: '要求',
  Metric: '度量',
};
/** Canju's `Metric` tag (which distance the line follows) in words, as the app names the metrics. */
const METRIC_WORDS: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  zh: { DTC: 'DTC（最快转换）', DTM: 'DTM（最快杀棋）' },
  en: { DTC: 'DTC (fastest conversion)', DTM: 'DTM (fastest mate)' },
};
const RESULT_WORDS: Readonly<Record<Lang, Readonly<Record<PgnResult, string>>>> = {
  zh: { '1-0': '红胜', '0-1': '黑胜', '1/2-1/2': '和棋', '*': '未定' },
  en: { '1-0': 'Red wins', '0-1': 'Black wins', '1/2-1/2': 'Draw', '*': 'Undecided' },
};

/**
 * The game as text to paste into a document: the Event tag as a title, the other tags, result and FEN
 * as labelled lines (the Metric tag's value explained), the start comment, then one full move per line. A comment goes on its own
 * indented line under its move, and each variation follows, labelled and indented further; black's
 * move after either is renumbered `N. ……` (`N. ...` in English). Moves use the plain notation (ICCS
 * as engines write it, `h2e2`). Throws where `writePgn` does.
 */
export function writePlainText(game: PgnGame, notation: Notation, lang: Lang): string {
  const zh = lang === 'zh';
  const label = (name: string) => (zh ? `${ZH_LABELS[name] ?? name}：` : `${name}: `);
  const start = Position.fromFen(game.fen);
  const out: string[] = [];
  const tags = ownTags(game);
  for (const [name, value] of tags) if (name === 'Event') out.push(value);
  for (const [name, value] of tags) if (name !== 'Event') out.push(label(name) + (name === 'Metric' ? METRIC_WORDS[lang][value] ?? value : value));
  out.push(label('Result') + RESULT_WORDS[lang][game.result], label('FEN') + start.fen(), '');
  const intro = normalizeComment(game.startComment ?? '');
  if (intro) out.push(intro, '');
  plainLines(out, start, game.moves, 1, '', notation, zh);
  return `${out.join('\n')}\n`;
}

function plainLines(
  out: string[], pos: Position, moves: readonly PgnMove[], moveNo: number, indent: string, notation: Notation, zh: boolean,
): void {
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
      line = line ? `${line}  ${text}` : `${moveNo}. ${zh ? '……' : '...'} ${text}`;
    }
    const note = normalizeComment(comment ?? '');
    const lines = (variations ?? []).filter((l) => l.length > 0);
    if (note || lines.length > 0) flush();
    if (note) out.push(`${indent}   ${note}`);
    for (const l of lines) {
      out.push(`${indent}   ${zh ? '变着：' : 'Variation:'}`);
      plainLines(out, pos.clone(), l, moveNo, `${indent}      `, notation, zh);
    }
    pos.play(move);
    if (!red) moveNo++;
  }
  flush();
}
