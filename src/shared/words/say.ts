/**
 * Codes and values put into words in a language, from the catalogue (`zh.ts`, `en.ts`). The edges
 * call these; the core and the services return the codes.
 */
import type { ReadError } from '../formats/readError';
import type { Lang } from '../lang';
import { chineseNameOf, readChineseName } from '../material/chineseName';
import type { Material } from '../material/material';
import type { MaterialProblem } from '../material/materialErrors';
import { formatSignature } from '../material/signature';
import type { FenProblem } from '../rules/fen';
import type { Violation } from '../rules/validate';
import { en } from './en';
import { type Words, word } from './words';
import { zh } from './zh';

export const WORDS: Readonly<Record<Lang, Words>> = { zh, en };

export const sayViolation = (v: Violation, lang: Lang): string => word(WORDS[lang].violation, v);
export const sayFen = (problem: FenProblem, lang: Lang): string => word(WORDS[lang].fen, problem);
export const sayMaterial = (problem: MaterialProblem, lang: Lang): string => word(WORDS[lang].material, problem);

/**
 * The note for a material typed as `typed` (a Chinese name placing a pawn: 炮高兵单士象对士象全):
 * the table of `m` covers every placement; null when the name placed none.
 */
export function placedPawnNote(typed: string, m: Material, lang: Lang): string | null {
  const name = readChineseName(typed);
  const words = name.ok ? name.value.placedPawns : [];
  return words.length === 0 ? null : WORDS[lang].placedPawns(words, formatSignature(m), chineseNameOf(m));
}

/** What is wrong with a study file, without the place. */
export function sayReadError(error: ReadError, lang: Lang): string {
  const read = WORDS[lang].read;
  switch (error.format) {
    case 'pgn': return word(read.pgn, error);
    case 'dhtmlxq': return word(read.dhtmlxq, error);
    case 'xqf': return word(read.xqf, error);
  }
}

/** One line naming the file, the place and the fault: `局.xqf: byte 0x1a4: …`. */
export function readErrorLine(fileName: string, error: ReadError, lang: Lang): string {
  const place = WORDS[lang].read.place(error);
  return `${fileName}${place ? `: ${place}` : ''}: ${sayReadError(error, lang)}`;
}
