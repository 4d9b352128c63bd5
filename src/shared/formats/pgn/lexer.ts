/**
 * PGN text as tokens, each with the line and column where it starts (1-based; columns count UTF-16
 * units, one per character for every Chinese character a PGN holds), so the reader can point at
 * the exact spot of a problem.
 *
 * Read: `[Name "value"]` tags (`\"` and `\\` escaped); `{...}` comments, over any number of lines;
 * `;` comments to the end of the line; `(` `)`; the results `1-0` `0-1` `1/2-1/2` `*`; everything
 * else is a move. Skipped: move numbers (`1.`, `1...`, `12.`, also glued to the move: `1.炮二平五`),
 * lone ellipses (`...`, `……`), NAGs (`$12`) and `!`/`?` suffixes. Move numbers are not checked:
 * files from other tools number from the FEN's counter, or not at all.
 */
import { type PgnResult, isPgnResult } from './game';

export interface Place {
  readonly line: number;
  readonly column: number;
}

export type Token =
  | { readonly kind: 'tag'; readonly name: string; readonly value: string; readonly at: Place }
  | { readonly kind: 'comment'; readonly text: string; readonly at: Place }
  | { readonly kind: 'move'; readonly text: string; readonly at: Place }
  | { readonly kind: 'result'; readonly result: PgnResult; readonly at: Place }
  | { readonly kind: 'open' | 'close' | 'end'; readonly at: Place };

/**
 * A problem in the text. Thrown only between the lexer and the parser, so the recursive parser
 * reads straight through; `readPgn` catches it and returns it as an error value.
 */
export class PgnSyntaxError extends Error {
  constructor(readonly at: Place, message: string) {
    super(message);
  }
}

/** Characters that end a move word. */
const DELIMITER = /[\s{}();[$]/;
/** A WXF move that starts with a digit (tandem pawns, `33.4`), which would otherwise read as move 33. */
const DIGIT_WXF = /^[1-9][1-9+-][.=+-][1-9]$/;
const TAG = /\[\s*([A-Za-z0-9_]+)\s*"((?:[^"\\\n]|\\.)*)"\s*\]/y;

export class Lexer {
  private i = 0;
  private readonly lineStarts: number[] = [0];
  private peeked: Token | undefined;

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

  private place(index: number): Place {
    let lo = 0, hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.lineStarts[mid] <= index) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: index - this.lineStarts[lo] + 1 };
  }

  private scan(): Token {
    const text = this.text;
    for (;;) {
      while (this.i < text.length && /\s/.test(text[this.i])) this.i++;
      const start = this.i, at = this.place(start);
      if (start >= text.length) return { kind: 'end', at };
      switch (text[start]) {
        case '[':
          return this.tag(at);
        case '{': {
          const close = text.indexOf('}', start + 1);
          if (close < 0) throw new PgnSyntaxError(at, `comment '{' is never closed (no '}' follows)`);
          this.i = close + 1;
          return { kind: 'comment', text: text.slice(start + 1, close), at };
        }
        case '}':
          throw new PgnSyntaxError(at, `'}' without an opening '{'`);
        case ';': {
          const eol = text.indexOf('\n', start);
          this.i = eol < 0 ? text.length : eol;
          return { kind: 'comment', text: text.slice(start + 1, this.i), at };
        }
        case '(':
        case ')':
          this.i++;
          return { kind: text[start] === '(' ? 'open' : 'close', at };
        case '$': {
          const nag = /^\$\d+/.exec(text.slice(start, start + 8));
          if (!nag) throw new PgnSyntaxError(at, `'$' must be followed by a NAG number, as in $1`);
          this.i += nag[0].length;
          continue;
        }
      }
      while (this.i < text.length && !DELIMITER.test(text[this.i])) this.i++;
      const token = this.word(start, text.slice(start, this.i));
      if (token) return token;
    }
  }

  private tag(at: Place): Token {
    TAG.lastIndex = this.i;
    const match = TAG.exec(this.text);
    if (!match) {
      const rest = this.text.slice(this.i).split('\n')[0].trim().slice(0, 40);
      throw new PgnSyntaxError(at, `malformed tag ${rest}: expected [Name "value"]`);
    }
    this.i = TAG.lastIndex;
    return { kind: 'tag', name: match[1], value: match[2].replace(/\\(.)/g, '$1'), at };
  }

  /** A result or move token for a word, or undefined for a word to skip (a bare number or ellipsis). */
  private word(start: number, word: string): Token | undefined {
    if (isPgnResult(word)) return { kind: 'result', result: word, at: this.place(start) };
    const prefix = DIGIT_WXF.test(word) ? 0 : (/^\d*[.…]+/.exec(word)?.[0].length ?? 0);
    const move = word.slice(prefix).replace(/[!?]+$/, '');
    return move ? { kind: 'move', text: move, at: this.place(start + prefix) } : undefined;
  }
}
