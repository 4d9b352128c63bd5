/**
 * A service's answer with its problems in words, for tests that check what a user reads: its errors,
 * a probe's or a line's `dtmProblem`, an event's `problem` and an import summary's (or an answer's)
 * failed and skipped files become `{ code, message }` (or `{ file, message }`), the message in `lang` from the catalogue
 * (shared/words).
 */
import type { ImportProblem, ImportSummary } from '../../src/shared/api/contract';
import type { Problem } from '../../src/shared/api/problem';
import type { Lang } from '../../src/shared/lang';
import { say } from '../../src/shared/words/say';

/**
 * A problem as `{ code, message }`: its parameters are left out so that an expectation compares the
 * words; the type keeps them, so a worded answer still goes wherever the answer does.
 */
export type WordedProblem = Problem & { readonly message: string };

type WordedFiles = { readonly file: string; readonly message: string }[];
type WordedSummary = Omit<ImportSummary, 'failed' | 'skipped'> & { readonly failed: WordedFiles; readonly skipped: WordedFiles };

/** `T` (each member of a union) with its problems worded. */
export type Worded<T> = T extends object ? {
  [K in keyof T]: K extends 'errors' ? WordedProblem[] : K extends 'dtmProblem' | 'problem' ? WordedProblem : K extends 'summary' ? WordedSummary
    : K extends 'failed' | 'skipped' ? WordedFiles : T[K];
} : T;

const problemWords = (p: Problem, lang: Lang) => ({ code: p.code, message: say(p, lang) }) as WordedProblem;
const fileWords = (files: readonly ImportProblem[], lang: Lang): WordedFiles => files.map((f) => ({ file: f.file, message: say(f.problem, lang) }));

function word<T>(answer: T, lang: Lang): Worded<T> {
  if (typeof answer !== 'object' || answer === null) return answer as Worded<T>;
  const out: Record<string, unknown> = { ...(answer as object) };
  if (Array.isArray(out.errors)) out.errors = (out.errors as Problem[]).map((p) => problemWords(p, lang));
  for (const key of ['dtmProblem', 'problem'] as const) if (out[key]) out[key] = problemWords(out[key] as Problem, lang);
  if (out.summary) out.summary = word(out.summary, lang);
  for (const key of ['failed', 'skipped'] as const) if (Array.isArray(out[key])) out[key] = fileWords(out[key] as ImportProblem[], lang);
  return out as Worded<T>;
}

export function worded<T>(answer: Promise<T>, lang: Lang): Promise<Worded<T>>;
export function worded<T>(answer: T, lang: Lang): Worded<T>;
export function worded<T>(answer: T | Promise<T>, lang: Lang): Worded<T> | Promise<Worded<T>> {
  return answer instanceof Promise ? answer.then((a) => word(a, lang)) : word(answer, lang);
}
