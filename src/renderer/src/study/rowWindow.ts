/**
 * Which rows of a long move list are on screen, for a list that draws only those: rows have one
 * height, and past a few million pixels (browsers cap an element's height) the scroll bar stands
 * for the rows in proportion rather than pixel for pixel, so a million-node tree still scrolls end
 * to end.
 */
export const ROW_HEIGHT = 26;
/** Below every browser's largest element height (Chromium's is about 33 million pixels). */
export const MAX_SCROLL_PX = 8_000_000;

/** The height of the scrolled content for `rowCount` rows. */
export function contentHeight(rowCount: number): number {
  return Math.min(rowCount * ROW_HEIGHT, MAX_SCROLL_PX);
}

export interface RowWindow {
  /** The first row drawn. */
  readonly first: number;
  /** How many rows from `first` are drawn (one more than fit, for the part-shown row at the bottom). */
  readonly count: number;
  /** Where the first row is drawn, in pixels from the top of the content. */
  readonly top: number;
}

/** How far down the list the view is, as a row number (fractional) at its top edge. */
function topRow(scrollTop: number, viewHeight: number, rowCount: number): number {
  const height = contentHeight(rowCount);
  if (height < rowCount * ROW_HEIGHT) {
    const scrollable = height - viewHeight;
    const rows = Math.max(0, rowCount - viewHeight / ROW_HEIGHT);
    return scrollable > 0 ? Math.min(1, Math.max(0, scrollTop / scrollable)) * rows : 0;
  }
  return Math.max(0, scrollTop / ROW_HEIGHT);
}

export function rowWindow(scrollTop: number, viewHeight: number, rowCount: number): RowWindow {
  const exact = Math.min(topRow(scrollTop, viewHeight, rowCount), Math.max(0, rowCount - 1));
  const first = Math.floor(exact);
  const count = Math.max(0, Math.min(Math.ceil(viewHeight / ROW_HEIGHT) + 1, rowCount - first));
  const top = Math.max(0, scrollTop - (exact - first) * ROW_HEIGHT);
  return { first, count, top };
}

/** The scroll position that shows `row` (changing the present one only as far as needed), or the present one when it shows already. */
export function scrollToRow(row: number, scrollTop: number, viewHeight: number, rowCount: number): number {
  const exact = topRow(scrollTop, viewHeight, rowCount);
  const fit = Math.max(1, Math.floor(viewHeight / ROW_HEIGHT));
  if (row >= exact && row + 1 <= exact + fit) return scrollTop;
  const wanted = row < exact ? row : row + 1 - fit;
  const height = contentHeight(rowCount);
  if (height < rowCount * ROW_HEIGHT) {
    const rows = Math.max(1, rowCount - viewHeight / ROW_HEIGHT);
    return Math.max(0, Math.min(1, wanted / rows)) * (height - viewHeight);
  }
  return Math.max(0, wanted * ROW_HEIGHT);
}
