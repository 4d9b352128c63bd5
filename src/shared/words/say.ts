/**
 * Codes and values put into words in a language, from the catalogue (`zh.ts`, `en.ts`). The edges
 * call these; the core and the services return the codes.
 */
import type { Problem } from '../api/problem';
import type { ReadError } from '../formats/readError';
import type { Lang } from '../lang';
import type { MaterialProblem } from '../material/materialErrors';
import type { FenProblem } from '../rules/fen';
import type { Violation } from '../rules/validate';
import type { EngineNotice } from '../search/protocol/messages';
import type { Stipulation } from '../study/stipulation';
import { en } from './en';
import { type Words, readFault, readLine, word } from './words';
import { zh } from './zh';

export const WORDS: Readonly<Record<Lang, Words>> = { zh, en };

export const sayViolation = (v: Violation, lang: Lang): string => word(WORDS[lang].violation, v);
export const sayFen = (problem: FenProblem, lang: Lang): string => word(WORDS[lang].fen, problem);
export const sayMaterial = (problem: MaterialProblem, lang: Lang): string => word(WORDS[lang].material, problem);

/**
 * The note for the words of a typed name that place a pawn (高兵 in 炮高兵单士象对士象全): the table
 * of `signature` (`name`) covers every placement; null when the name placed none.
 */
export function placedPawnNote(words: readonly string[], signature: string, name: string, lang: Lang): string | null {
  return words.length === 0 ? null : WORDS[lang].placedPawns(words, signature, name);
}

/** What is wrong with a study file, without the place. */
export const sayReadError = (error: ReadError, lang: Lang): string => readFault(WORDS[lang].read, error);

/** One line naming the file, the place and the fault: `局.xqf: byte 0x1a4: …`. */
export const readErrorLine = (fileName: string, error: ReadError, lang: Lang): string => readLine(WORDS[lang].read, fileName, error);

/** A problem of the API, the services or the hosts in words. */
export function say(problem: Problem, lang: Lang): string {
  return (WORDS[lang].problem[problem.code] as (params: Problem['params']) => string)(problem.params);
}

/** The engine's notice to a GUI's user. */
export const sayNotice = (notice: EngineNotice, lang: Lang): string => word(WORDS[lang].engine, notice);

/** A search score for the side to move: 3步杀 / mate in 3, 库胜12步 / table win in 12, +1.25 (a pawn is 100). */
export const sayScore = (score: number, lang: Lang): string => WORDS[lang].score(score);

/** 红先胜 / Red to move and win. */
export const sayStipulation = (s: Stipulation, lang: Lang): string => WORDS[lang].stipulation(s);

/** A move with its number counted from the study's first move: `2. 炮八平五`, `2. …… 将5平4` (`2. ... 将5平4` in English). */
export function numberedMove(ply: number, text: string, blackFirst: boolean, lang: Lang): string {
  const half = ply - 1 + (blackFirst ? 1 : 0);
  return `${Math.floor(half / 2) + 1}. ${half % 2 === 1 ? WORDS[lang].blackMoveMark : ''}${text}`;
}
