/**
 * The one table of known errors: each error the tables, the folder, the catalogue and the generation
 * throw, as the problem it is (a code and its parameters, worded at the edges), and each code's
 * class of answer, which the CLI makes its exit code. The services answer with these problems; the
 * CLI prints them; a tables folder that cannot be opened is said the same way by the Electron shell,
 * the browser host and the CLI. Anything not in the table is a bug: the hosts answer it as
 * `internal`, the CLI as an unexpected error.
 */
import { dirname } from 'node:path';
import { type CorruptTable, type Problem, type ProblemCode, problem } from '../../shared/api/problem';
import { ValueCodeLimitError } from '../../shared/tablebase/value';
import { FolderLockedError } from '../catalogue/folderLock';
import { GbkEncodingError } from '../export/gbk';
import { RenameError } from '../fs/renameWithRetry';
import { TableFileError } from '../tablebase/files/format';
import { AbortedError } from '../tablebase/generate/workerPool';
import { MemoryBudgetError } from '../tablebase/generationService';
import { CorruptTableError, MissingTablesError, TooLargeError } from '../tablebase/probe/tableSet';
import { CountTooLargeError, MAX_BOARDS, MissingDtmError } from '../tablebase/xiangqitbCount/positionGraph';

/** A table that failed its checks, as a problem names it. */
export function corruptTable(error: CorruptTableError): CorruptTable {
  return { material: error.material, metric: error.metric, detail: error.cause.message, fileFault: error.cause.fileFault };
}

/** A known error as its problem; undefined for any other. */
export function knownProblem(error: unknown): Problem | undefined {
  if (error instanceof FolderLockedError) return problem('folder-locked', { dir: error.dir, holder: error.holder });
  if (error instanceof MissingTablesError) return problem('missing-tables', { materials: error.materials });
  if (error instanceof TooLargeError) return problem('too-large', { material: error.material });
  if (error instanceof CorruptTableError) return problem('corrupt-table', corruptTable(error));
  if (error instanceof TableFileError) return problem('corrupt-file', { detail: error.message, fileFault: error.fileFault });
  if (error instanceof CountTooLargeError) return problem('count-too-large', { material: error.material, boards: error.boards, limit: MAX_BOARDS });
  if (error instanceof MissingDtmError) return problem('count-needs-dtm', { material: error.material });
  if (error instanceof MemoryBudgetError) return problem('memory-budget', { table: error.material, neededBytes: error.neededBytes, budgetBytes: error.budgetBytes });
  if (error instanceof ValueCodeLimitError) return problem('value-code-limit', { what: error.what, limit: error.limit });
  if (error instanceof RenameError) return problem('rename-failed', { from: error.from, to: error.to, errno: error.code ?? '?', dir: dirname(error.to) });
  if (error instanceof GbkEncodingError) return problem('encoding', { char: error.char });
  if (error instanceof AbortedError) return problem('cancelled');
  return undefined;
}

/** How an answer ends for the CLI (the README's exit codes): a refusal or negative answer, bad usage, or cancelled. */
export type ExitClass = 'refused' | 'usage' | 'cancelled';

/** Refusals of a value the user gave, as opposed to a negative answer about the position or the tables. */
const USAGE: ReadonlySet<ProblemCode> = new Set<ProblemCode>(['bad-fen', 'illegal-position', 'bad-material', 'bad-stipulation', 'stipulation-turn', 'bad-edits']);
const CANCELLED: ReadonlySet<ProblemCode> = new Set<ProblemCode>(['cancelled', 'tree-cancelled']);

export function exitClass(code: ProblemCode): ExitClass {
  return CANCELLED.has(code) ? 'cancelled' : USAGE.has(code) ? 'usage' : 'refused';
}

/** The system's code of an error (ENOENT, EACCES, SQLITE_NOTADB …), '' for none. */
export function errnoOf(error: unknown): string {
  return String((error as { code?: unknown })?.code ?? '');
}

/**
 * Why the services (or a CLI command) could not open a tables folder, as a user can act on it: the
 * folder is held by another Canju process, cannot be created or written, its catalogue is not a
 * database, or the database's native module does not load; the system's own message as the detail.
 */
export function openingProblem(error: unknown, dir: string): Problem {
  if (error instanceof FolderLockedError) return knownProblem(error)!;
  const errno = errnoOf(error), detail = error instanceof Error ? error.message : String(error);
  if (/better_sqlite3\.node|NODE_MODULE_VERSION|ERR_DLOPEN_FAILED|Could not locate the bindings file/.test(`${errno} ${detail}`)) return problem('database-module', { detail });
  if (errno.startsWith('SQLITE_')) return problem('catalogue-unusable', { dir, errno, detail });
  // Any system error (EACCES, ENAMETOOLONG, EISDIR …) or a path that is no regular file: the words say the code's meaning and the path it names.
  if (/^E[A-Z]+$/.test(errno) || errno === 'not-regular') {
    const path = (error as NodeJS.ErrnoException).path;
    return problem('folder-unusable', { dir, errno, detail, ...(typeof path === 'string' ? { path } : {}) });
  }
  return problem('services-failed', { dir, detail });
}
