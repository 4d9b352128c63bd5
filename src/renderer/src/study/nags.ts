/**
 * A move's marks as PGN numbers them (NAGs) and as composers write them: $1 !, $2 ?, $3 !!, $4 ??,
 * $5 !?, $6 ?!; others are shown by number. The marks a composer picks from are the six.
 */
export const MOVE_MARKS: readonly (readonly [number, string])[] = [[1, '!'], [2, '?'], [3, '!!'], [4, '??'], [5, '!?'], [6, '?!']];

const GLYPHS = new Map(MOVE_MARKS);

export function nagText(nags: readonly number[]): string {
  return nags.map((n) => GLYPHS.get(n) ?? `$${n}`).join(' ');
}

/** One mark among the six at a time (a move is not both good and bad), others kept. */
export function withMark(nags: readonly number[], mark: number | null): number[] {
  const kept = nags.filter((n) => !GLYPHS.has(n));
  return mark === null ? kept : [mark, ...kept];
}
