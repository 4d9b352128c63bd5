/**
 * What the core and the services say went wrong: a code and the parameters its words need, never a
 * worded message. The edges put a problem into words in their language (shared/words: the
 * renderer, the CLI, the hosts); every code has its words in Chinese and in English.
 *
 * System errors (a folder that cannot be written, a catalogue that is no database) carry the
 * system's own code and message (`errno`, `detail`) under a lead that is worded like any other.
 */
import type { ReadError } from '../formats/readError';
import type { MaterialProblem } from '../material/materialErrors';
import type { Color } from '../rules/piece';
import type { FenProblem } from '../rules/fen';
import type { Violation } from '../rules/validate';
import type { StudyValue } from '../study/probe';
import type { Stipulation } from '../study/stipulation';
import type { Metric } from '../tablebase/value';

/** A table that failed its checks: its material, which of its files, and what failed (the file and the check). */
export interface CorruptTable {
  readonly material: string;
  readonly metric: Metric;
  readonly detail: string;
}

/** Who holds a tables folder (catalogue/folderLock.ts): what it is, its process and machine, and since when. */
export interface FolderHolder {
  readonly owner: string;
  readonly pid: number;
  readonly host: string;
  readonly since: string;
}

/** Why a material typed as text cannot be read: as a material (a signature or a Chinese name), or as a FEN's pieces. */
export type MaterialReason = { readonly material: MaterialProblem } | { readonly fen: FenProblem };

/** Every code, and the parameters its words need. */
export interface ProblemParams {
  // A position.
  'bad-fen': { readonly problem: FenProblem };
  /** One broken rule of a position (the editor lists each). */
  'broken-rule': { readonly violation: Violation };
  /** Every broken rule of a position, in one line. */
  'illegal-position': { readonly violations: readonly Violation[] };
  'bad-material': { readonly text: string; readonly reason?: MaterialReason };
  'too-large': { readonly material: string };
  // The tables.
  'missing-tables': { readonly materials: readonly string[] };
  /** Tables the verification of `table` reads that the folder lacks (`table` itself among them when it is missing). */
  'verify-missing': { readonly table: string; readonly materials: readonly string[] };
  'corrupt-table': CorruptTable;
  /** A table file that fails its checks: `detail` names the file and what failed. */
  'corrupt-file': { readonly detail: string };
  /** DTM tables that cannot be read, so their distances are left out; the DTC values stand. */
  'corrupt-dtm-table': { readonly tables: readonly CorruptTable[] };
  'no-table': { readonly material: string };
  /** No table file where the material's table would be. */
  'no-table-file': { readonly material: string; readonly path: string };
  'table-in-use': { readonly material: string };
  'value-code-limit': { readonly what: 'order' | 'dtc'; readonly limit: number };
  'count-too-large': { readonly material: string; readonly boards: number; readonly limit: number };
  'count-needs-dtm': { readonly material: string };
  // Generation.
  'job-running': { readonly material: string };
  'nothing-to-generate': { readonly material: string };
  /** `table` needs more working memory than the budget. */
  'memory-budget': { readonly table: string; readonly neededBytes: number; readonly budgetBytes: number };
  'no-job': { readonly id: number };
  /** A finished table could not be renamed into place (another program held it); it is kept and moved at the next start. */
  'rename-failed': { readonly from: string; readonly to: string; readonly errno: string; readonly dir: string };
  'cancelled': Record<string, never>;
  // Studies.
  'no-study': { readonly id: number };
  'study-exists': { readonly id: number };
  'not-deleted': { readonly id: number };
  'bad-stipulation': { readonly text: string };
  'no-stipulation': { readonly id: number };
  /** The stipulation's side is not the side to move. */
  'stipulation-turn': { readonly stipulation: Stipulation };
  /** The tables (or the prover) give `value` for `turn` to move, not the stipulated result. */
  'stipulation-wrong': { readonly value: Pick<StudyValue, 'wdl' | 'dtc' | 'order' | 'dtm' | 'proof'>; readonly turn: Color };
  'bad-edits': { readonly moves: readonly string[] };
  'tree-cancelled': Record<string, never>;
  'tree-busy': Record<string, never>;
  /** The tree asked for is not open (closed, replaced by a new build, or let go as the least recently used). */
  'no-tree': Record<string, never>;
  /** An edit asked of a built solution tree: only a document's tree is edited (keep the built one first). */
  'tree-read-only': Record<string, never>;
  /** A built tree kept for a study whose position is another. */
  'tree-start': Record<string, never>;
  /** A solution tree stopped at its size limit; what it holds so far stays open. */
  'tree-too-large': { readonly limit: number };
  'no-tree-node': { readonly id: number };
  // Import and export.
  'not-study-file': { readonly file: string };
  /** A file whose import failed in a way nobody foresaw: its `detail` is the error's own message; nothing of it was added. */
  'import-failed': { readonly file: string; readonly detail: string };
  /** A file that could not be read from the disk (`errno`: ENOENT, EACCES …). */
  'unreadable-file': { readonly file: string; readonly errno: string };
  'unreadable-study': { readonly file: string; readonly error: ReadError };
  /** A game (`game`, from 1, when the file holds several) whose position is not legal. */
  'study-position': { readonly file: string; readonly game: number | null; readonly problems: readonly Problem[] };
  'not-won': Record<string, never>;
  /** A character GBK has no code for. */
  'encoding': { readonly char: string };
  // Outside engines and analysis.
  'engine-path': { readonly path: string };
  'engine-missing': { readonly path: string };
  'not-an-engine': { readonly path: string };
  'engine-died': { readonly path: string };
  'engine-timeout': { readonly path: string };
  'analysis-failed': { readonly detail: string };
  // A tables folder the services cannot start over (knownErrors.ts openingProblem).
  'folder-locked': { readonly dir: string; readonly holder: FolderHolder };
  'folder-unusable': { readonly dir: string; readonly errno: string; readonly detail: string };
  'catalogue-unusable': { readonly dir: string; readonly detail: string };
  'database-module': { readonly detail: string };
  'services-failed': { readonly dir: string; readonly detail: string };
  // The hosts.
  /** The services threw, or the host could not be reached: `detail` is the error's own message. */
  'internal': { readonly detail: string };
  /** A request the contract's argument checks refused (a caller's bug, not the user's input). */
  'bad-argument': { readonly detail: string };
}

export type ProblemCode = keyof ProblemParams;

export type Problem<C extends ProblemCode = ProblemCode> = { [K in C]: { readonly code: K; readonly params: ProblemParams[K] } }[C];

export function problem<C extends ProblemCode>(code: C, ...params: ProblemParams[C] extends Record<string, never> ? [] : [ProblemParams[C]]): Problem<C> {
  return { code, params: params[0] ?? {} } as Problem<C>;
}

export type Failure = { readonly ok: false; readonly errors: Problem[] };

export function failure<C extends ProblemCode>(code: C, ...params: ProblemParams[C] extends Record<string, never> ? [] : [ProblemParams[C]]): Failure {
  return { ok: false, errors: [problem(code, ...params) as Problem] };
}
