/**
 * Move marks (PGN's Numeric Annotation Glyphs) as text: the six glyphs PGN's `!`/`?` suffixes stand
 * for, and the form in which formats without a field for them (XQF, DhtmlXQ) keep them: at the head
 * of the move's comment, each mark a word (`!?`, `?`, or `$14` for one without a glyph), so XQStudio
 * and the dpxq viewer show them as the text a reader would write, and our readers take them back.
 */

/** $1 `!` good, $2 `?` mistake, $3 `!!`, $4 `??`, $5 `!?` interesting, $6 `?!` dubious. */
const GLYPHS: Readonly<Record<number, string>> = { 1: '!', 2: '?', 3: '!!', 4: '??', 5: '!?', 6: '?!' };
const CODES: ReadonlyMap<string, number> = new Map(Object.entries(GLYPHS).map(([code, glyph]) => [glyph, Number(code)]));

/** The largest NAG PGN defines room for. */
export const MAX_NAG = 255;

/** The NAG a `!`/`?` glyph stands for, or undefined for any other text. */
export function glyphNag(text: string): number | undefined {
  return CODES.get(text);
}

/** A mark as a word: its glyph, or `$n` where it has none. */
export function nagWord(nag: number): string {
  return GLYPHS[nag] ?? `$${nag}`;
}

/** A comment with the marks at its head, for a format that has no field for them; '' for neither. */
export function markedComment(nags: readonly number[] | undefined, comment: string | undefined): string {
  return [...(nags ?? []).map(nagWord), ...(comment ? [comment] : [])].join(' ');
}

const LEADING_MARK = /^(\$(\d{1,3})|!!|\?\?|!\?|\?!|!|\?)(?:[ \t]+|$)/;

/**
 * A comment as `markedComment` wrote it, split back: the marks at its head (each a glyph or `$n`
 * followed by a space or the end) and the text after them.
 */
export function unmarkComment(text: string): { readonly nags: number[]; readonly comment: string } {
  const nags: number[] = [];
  let rest = text;
  for (let m = LEADING_MARK.exec(rest); m; m = LEADING_MARK.exec(rest)) {
    const nag = m[2] === undefined ? glyphNag(m[1])! : Number(m[2]);
    if (nag > MAX_NAG) break;
    nags.push(nag);
    rest = rest.slice(m[0].length);
  }
  return { nags, comment: rest };
}
