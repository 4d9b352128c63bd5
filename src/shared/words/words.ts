/**
 * The shape of the catalogue of words: for each code the core and the services emit, a function of
 * its parameters that puts it in one language. `zh.ts` and `en.ts` fill it, each in full; `say.ts`
 * picks one. Only the edges import this folder (the renderer, the CLI, the hosts, the engine's
 * messages and the export writers): ESLint refuses it to the core and the services
 * (eslint.config.js), which return codes.
 */
import type { LineEnd } from '../api/contract';
import type { ProblemCode, ProblemParams } from '../api/problem';
import { META_TAGS, type PgnResult } from '../formats/pgn/game';
import type { ReadError, ReadPlace } from '../formats/readError';
import type { MaterialProblem } from '../material/materialErrors';
import type { FenProblem } from '../rules/fen';
import type { Color } from '../rules/piece';
import type { Violation } from '../rules/validate';
import type { EngineNotice } from '../search/protocol/messages';
import type { ProofMark, StudyValue } from '../study/probe';
import type { FlawKind } from '../study/soundness';
import type { Stipulation } from '../study/stipulation';
import type { Metric, Wdl } from '../tablebase/value';

/** A function per code of a union of coded values, each taking the value of its code. */

/** The tags the printed text shows, each with a label in every language: the metadata, then Canju's and PGN's other descriptive tags. */
export const PRINTED_TAGS = [...META_TAGS, 'Variation', 'Annotator', 'Composer', 'Metric'] as const;
export type PrintedTag = (typeof PRINTED_TAGS)[number];

export type Section<T extends { readonly code: string }> = { readonly [C in T['code']]: (value: Extract<T, { readonly code: C }>) => string };

/** `value` in the words of its section. */
export function word<T extends { readonly code: string }>(section: Section<T>, value: T): string {
  return (section[value.code as T['code']] as (v: T) => string)(value);
}

/** A study file's fault in the words of its format, without the place. */
export function readFault(read: Words['read'], error: ReadError): string {
  switch (error.format) {
    case 'pgn': return word(read.pgn, error);
    case 'dhtmlxq': return word(read.dhtmlxq, error);
    case 'xqf': return word(read.xqf, error);
  }
}

/** One line naming the file, the place and the fault: `局.xqf: byte 0x1a4: …` (the separators are the same in both languages). */
export function readLine(read: Words['read'], file: string, error: ReadError): string {
  const place = read.place(error);
  return `${file}${place ? `: ${place}` : ''}: ${readFault(read, error)}`;
}

/** The words of the soundness report's text (reportText.ts). */
export interface ReportWords {
  readonly colon: string;
  readonly list: string;
  readonly title: string;
  readonly table: (result: string, agrees: boolean) => string;
  readonly searched: (result: string, agrees: boolean) => string;
  readonly startUnproven: string;
  readonly sound: string;
  readonly unsound: (reason: string) => string;
  readonly unproven: (where: string) => string;
  readonly atStart: string;
  readonly keyOthers: (key: string, n: number) => string;
  readonly plies: (n: number, mate: boolean) => string;
  /** A value's repetition order, after its distance. */
  readonly order: (k: number) => string;
  readonly marks: Readonly<Record<ProofMark, string>>;
  readonly provenBy: string;
  readonly plyRange: (from: number, to: number) => string;
  readonly notProven: string;
  readonly wrongResult: string;
  readonly wrongTurn: string;
  readonly keyDuals: (key: string) => string;
  readonly keyLoses: (key: string) => string;
  readonly line: (source: 'study' | 'tree', plies: number) => string;
  readonly only: string;
  readonly forced: string;
  readonly try: (text: string) => string;
  readonly refuted: (answer: string, only: boolean) => string;
  readonly deadDraw: string;
  readonly flaws: string;
  readonly noFlaws: string;
  readonly ply: (n: number, move: string) => string;
  readonly count: (n: number) => string;
  readonly wdl: Readonly<Record<Wdl, string>>;
  readonly kinds: Readonly<Record<FlawKind, string>>;
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
  /** Every problem of the API, the services and the hosts (api/problem.ts). */
  readonly problem: { readonly [C in ProblemCode]: (params: ProblemParams[C]) => string };
  /** The engine's notices to a GUI's user (UCI `info string`, UCCI `info message`). */
  readonly engine: Section<EngineNotice>;
  /** A search score for the side to move: 3步杀 / mate in 3, 库胜12步 / table win in 12, +1.25. */
  readonly score: (score: number) => string;
  /** 红先胜 / Red to move and win. */
  readonly stipulation: (s: Stipulation) => string;
  /** A value for the side to move as a stipulation would say it: 红先负 (DTC 12) / Red to move loses (DTC 12); a search's in plies. */
  readonly tableResult: (value: Pick<StudyValue, 'wdl' | 'dtc' | 'order' | 'dtm' | 'proof'>, turn: Color) => string;
  /** What stands for red's move before black's when a numbered move is black's: `2. …… 将5平4` / `2. ... 将5平4`. */
  readonly blackMoveMark: string;
  readonly report: ReportWords;
  /** A game as printed text (plainText.ts): a tag's label (with its separator), the Metric tag's value and the result explained. */
  readonly plainText: {
    readonly label: (tag: PrintedTag | 'Result' | 'FEN') => string;
    readonly metric: Readonly<Record<string, string>>;
    readonly result: Readonly<Record<PgnResult, string>>;
  };
  /** The comments of an exported best line (services/exportService.ts). */
  readonly line: {
    /** A value's distances by the line's metric (`DTC 12`; by DTM `DTM 15, DTC 12`), and the repetition order where the rule decided it (0: none). */
    readonly distances: (dtc: number, dtm: number | null, metric: Metric, order: number) => string;
    /** The start comment's heading: which line this is. */
    readonly title: Readonly<Record<Metric, string>>;
    readonly end: Readonly<Record<LineEnd, string>>;
    /** What settles a sideline at a capture: the smaller table it enters (its Chinese name and signature) and the distances left there. */
    readonly conversion: (name: string, signature: string, left: string) => string;
  };
}
