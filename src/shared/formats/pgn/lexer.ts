/**
 * PGN text as tokens, each with the line and column where it starts (1-based; columns count UTF-16
 * units, one per character for every Chinese character a PGN holds), so the reader can point at
 * the exact spot of a problem.
 *
 * Read: `[Name "value"]` tags (`\"` and `\\` escaped; a value with bare quotes inside, as some tools
 * write, runs to the last `"]` of its line); `{...}` comments, over any number of lines; `;` comments
 * to the end of the line; a line starting with `%` (the PGN escape) is skipped; `(` `)`; the results
 * `1-0` `0-1` `1/2-1/2` `*`; everything else is a move. Skipped: move numbers (`1.`, `1...`, `12.`,
 * `2．` with the full-width stop, also glued to the move: `1.炮二平五`) and lone ellipses (`...`,
 * `……`, `…………`). Move numbers are not checked: files from other tools number from the FEN's
 * counter, or not at all. NAGs (`$12`) and the glyphs `!` `?` `!!` `??` `!?` `?!`, alone or glued to
 * the move as a suffix, are `nag` tokens (a suffix comes as the token after its move).
 */
import { MAX_NAG, glyphNag } from '../marks';
import { type PgnResult, isPgnResult } from './game';
import { type Place, fault } from './faults';

export type { Place } from './faults';

export type Token =
  | { readonly kind: 'tag'; readonly name: string; readonly value: string; readonly at: Place }
  | { readonly kind: 'comment'; readonly text: string; readonly at: Place }
  | { readonly kind: 'move'; readonly text: string; readonly at: Place }
  | { readonly kind: 'result'; readonly result: PgnResult; readonly at: Place }
  | { readonly kind: 'nag'; readonly nag: number; readonly at: Place }
  | { readonly kind: 'open' | 'close' | 'end'; readonly at: Place };

/** Characters that end a move word. */
const DELIMITER = /[\s{}();[$]/;
/** A WXF move that starts with a digit (tandem pawns, `33.4`), which would otherwise read as move 33. */
const DIGIT_WXF = /^[1-9][1-9+-][.=+-][1-9]$/;
/** A move number, or an ellipsis standing for red's move, before a move or alone. */
const MOVE_NUMBER = /^[0-9０-９]*[.．…]+/;
const TAG = /\[\s*([A-Za-z0-9_]+)\s*"((?:[^"\\\n]|\\.)*)"\s*\]/y;
/** A tag whose value holds bare quotes: the value runs to the last `"]` on the line. */
const LOOSE_TAG = /\[\s*([A-Za-z0-9_]+)\s*"([^\n]*)"\s*\]/y;

export class Lexer {
  private i = 0;
  private readonly lineStarts: number[] = [0];
  private peeked: Token | undefined;
  /** A `!`/`?` suffix split off the move just scanned, given as the next token. */
  private suffix: Token | undefined;

  constructor(private readonly text: string) {
    for (let k = 0; k < text.length; k++) if (text[k] === '\n') this.lineStarts.push(k + 1);
  }

  peek(): Token {
    this.peeked ??= this.scan();
    return this.peeked;
  }

  next(): Token {
    const token = this.peek();
    this.peeked = undefined;
    return token;
  }

  /**
   * After a game's result: passes over what follows it up to the next line that opens a tag
   * section (xqbase writes an advertisement there), unless another game starts at once, with tags
   * or with a move number (a game written without tags).
   */
  skipTrailer(): void {
    if (this.peeked) return;
    const rest = /\S/g;
    rest.lastIndex = this.i;
    const first = rest.exec(this.text);
    if (!first || first[0] === '[' || /^[0-9０-９]+\s*[.．]/.test(this.text.slice(first.index, first.index + 12))) return;
    const tags = /\n[ \t\u3000]*\[/g;
    tags.lastIndex = first.index;
    const found = tags.exec(this.text);
    this.i = found ? found.index + 1 : this.text.length;
  }

  private place(index: number): Place {
    let lo = 0, hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.lineStarts[mid] <= index) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: index - this.lineStarts[lo] + 1 };
  }

  /** Where the text ends: just after its last character that is not white space. */
  private endPlace(): Place {
    let k = this.text.length;
    while (k > 0 && /\s/.test(this.text[k - 1])) k--;
    return this.place(k);
  }

  private scan(): Token {
    const suffix = this.suffix;
    if (suffix) {
      this.suffix = undefined;
      return suffix;
    }
    const text = this.text;
    for (;;) {
      while (this.i < text.length && /\s/.test(text[this.i])) this.i++;
      const start = this.i;
      if (start >= text.length) return { kind: 'end', at: this.endPlace() };
      const at = this.place(start);
      switch (text[start]) {
        case '[':
          return this.tag(at);
        case '{': {
          const close = text.indexOf('}', start + 1);
          if (close < 0) throw fault(at, 'unclosed-comment');
          this.i = close + 1;
          return { kind: 'comment', text: text.slice(start + 1, close), at };
        }
        case '}':
          throw fault(at, 'stray-brace');
        case ';':
        case '%': {
          if (text[start] === '%' && at.column !== 1) break;
          const eol = text.indexOf('\n', start);
          this.i = eol < 0 ? text.length : eol;
          if (text[start] === '%') continue;
          return { kind: 'comment', text: text.slice(start + 1, this.i), at };
        }
        case '(':
        case ')':
          this.i++;
          return { kind: text[start] === '(' ? 'open' : 'close', at };
        case '$': {
          const nag = /^\$(\d+)/.exec(text.slice(start, start + 8));
          if (!nag || Number(nag[1]) > MAX_NAG) throw fault(at, 'bad-nag');
          this.i += nag[0].length;
          return { kind: 'nag', nag: Number(nag[1]), at };
        }
      }
      while (this.i < text.length && !DELIMITER.test(text[this.i])) this.i++;
      const token = this.word(start, text.slice(start, this.i));
      if (token) return token;
    }
  }

  private tag(at: Place): Token {
    for (const [pattern, escaped] of [[TAG, true], [LOOSE_TAG, false]] as const) {
      pattern.lastIndex = this.i;
      const match = pattern.exec(this.text);
      if (!match) continue;
      this.i = pattern.lastIndex;
      return { kind: 'tag', name: match[1], value: escaped ? match[2].replace(/\\(.)/g, '$1') : match[2], at };
    }
    throw fault(at, 'bad-tag', { tag: this.text.slice(this.i).split('\n')[0].trim().slice(0, 40) });
  }

  /**
   * A result, move or mark token for a word (a move's glyph suffix kept for the next token), or
   * undefined for a word to skip (a bare number or ellipsis, a run of `!`/`?` that is no glyph).
   */
  private word(start: number, word: string): Token | undefined {
    if (isPgnResult(word)) return { kind: 'result', result: word, at: this.place(start) };
    const prefix = DIGIT_WXF.test(word) ? 0 : (MOVE_NUMBER.exec(word)?.[0].length ?? 0);
    const body = word.slice(prefix);
    const move = body.replace(/[!?]+$/, '');
    const nag = glyphNag(body.slice(move.length));
    const mark = nag === undefined ? undefined : { kind: 'nag' as const, nag, at: this.place(start + prefix + move.length) };
    if (!move) return mark;
    if (mark) this.suffix = mark;
    return { kind: 'move', text: move, at: this.place(start + prefix) };
  }
}
