/**
 * Why a study file cannot be read, as a value: which format, where in the file, and what is wrong,
 * worded in both languages by the reader that found it, so that an import summary, the CLI (one
 * language, chosen by `--lang`) and the UI can each show one specific line. A move that cannot be
 * played also names the move as written and the position it was tried in.
 */
import type { Lang } from '../lang';

export type StudyFormat = 'pgn' | 'dhtmlxq' | 'xqf';

export interface ReadError {
  readonly format: StudyFormat;
  /** A short stable name for the fault (`truncated`, `illegal-move`, `bad-fen`, …), for tests and callers. */
  readonly code: string;
  /** A text file's line and column (both from 1). */
  readonly line?: number;
  readonly column?: number;
  /** A binary file's byte offset (from 0). */
  readonly offset?: number;
  /** The move as the file wrote it, and the position (FEN) it was tried in. */
  readonly move?: string;
  readonly fen?: string;
  /** What is wrong, without the place: the caller says where. */
  readonly text: { readonly zh: string; readonly en: string };
}

/** The place part of an error: "line 3, column 14" / "第 3 行第 14 列", or "byte 0x1a4" / "第 0x1a4 字节". */
export function placeText(error: ReadError, lang: Lang): string {
  if (error.line !== undefined) {
    const column = error.column ?? 1;
    return lang === 'zh' ? `第 ${error.line} 行第 ${column} 列` : `line ${error.line}, column ${column}`;
  }
  if (error.offset !== undefined) {
    const hex = `0x${error.offset.toString(16)}`;
    return lang === 'zh' ? `第 ${hex} 字节` : `byte ${hex}`;
  }
  return '';
}

/** One line naming the file, the place and the fault: `局.xqf: byte 0x1a4: …`. */
export function readErrorLine(fileName: string, error: ReadError, lang: Lang): string {
  const place = placeText(error, lang);
  return `${fileName}${place ? `: ${place}` : ''}: ${error.text[lang]}`;
}
