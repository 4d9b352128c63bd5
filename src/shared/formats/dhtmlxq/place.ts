/** Where an offset in the text is, as a reader's error gives it: line and column from 1, columns in UTF-16 units. */
export interface Place {
  readonly line: number;
  readonly column: number;
}

export function placeAt(text: string, offset: number): Place {
  let line = 1, lineStart = 0;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}
