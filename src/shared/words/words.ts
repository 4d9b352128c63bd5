/**
 * The shape of the catalogue of words: for each code the core and the services emit, a function of
 * its parameters that puts it in one language. `zh.ts` and `en.ts` fill it, each in full; `say.ts`
 * picks one. Only the edges import this folder (the renderer, the CLI, the hosts, the engine's
 * messages and the export writers): ESLint refuses it to the core and the services
 * (eslint.config.js), which return codes.
 */
import type { ReadError, ReadPlace } from '../formats/readError';
import type { MaterialProblem } from '../material/materialErrors';
import type { FenProblem } from '../rules/fen';
import type { Violation } from '../rules/validate';

/** A function per code of a union of coded values, each taking the value of its code. */
export type Section<T extends { readonly code: string }> = { readonly [C in T['code']]: (value: Extract<T, { readonly code: C }>) => string };

/** `value` in the words of its section. */
export function word<T extends { readonly code: string }>(section: Section<T>, value: T): string {
  return (section[value.code as T['code']] as (v: T) => string)(value);
}

export interface Words {
  /** Each broken rule of a setup. */
  readonly violation: Section<Violation>;
  /** What is wrong with a FEN. */
  readonly fen: Section<FenProblem>;
  /** Why a typed material (a signature or a Chinese name) cannot be read. */
  readonly material: Section<MaterialProblem>;
  /** A typed name placed a pawn (高兵 …): the table of `signature` (`name`) covers every placement. */
  readonly placedPawns: (words: readonly string[], signature: string, name: string) => string;
  /** Why a study file cannot be read: the place (line 3, column 14 / byte 0x1a4, '' for none), and each format's faults without it. */
  readonly read: {
    readonly place: (place: ReadPlace) => string;
    readonly pgn: Section<Extract<ReadError, { readonly format: 'pgn' }>>;
    readonly dhtmlxq: Section<Extract<ReadError, { readonly format: 'dhtmlxq' }>>;
    readonly xqf: Section<Extract<ReadError, { readonly format: 'xqf' }>>;
  };
}
