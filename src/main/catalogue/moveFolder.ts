/**
 * Moves a tables folder to another place with its catalogue: every table file and the catalogue go,
 * the catalogue's paths are rewritten, files that are not ours stay where they were. Within one volume
 * the files are renamed; across volumes each is copied (under a temporary name, flushed to disk, then
 * renamed), and the originals are removed only once every copy is complete and the catalogue points
 * at them. A move that fails or is cancelled at any point puts back what was renamed and deletes what
 * was copied, partial copies too, and a target folder it made: both folders are as they were.
 *
 * Asynchronous throughout (the desktop app runs it on the Electron main process, which must keep
 * drawing the window): the bytes move on libuv's thread pool, progress is reported by byte, and an
 * AbortSignal cancels it between any two chunks. Both folders are locked for the move: no other
 * Canju process may be working in either.
 */
import { createReadStream, createWriteStream, existsSync, readdirSync, statSync } from 'node:fs';
import { mkdir, rm, rmdir, stat } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isCanonicalSignature } from '../../shared/material/signature';
import { renameWithRetryAsync } from '../fs/renameWithRetry';
import { CATALOGUE_FILE, Catalogue } from './catalogue';
import { lockFolder } from './folderLock';

const OWNER = 'moving the tables folder';
/** A copy in progress: not a table's name, so a copy cut short by a crash is never taken for a table. */
const PARTIAL = '.moving';

/** Why a folder cannot be the target, as a code the shell words in the user's language. */
export type MoveProblem =
  | { readonly code: 'same-folder'; readonly dir: string }
  | { readonly code: 'inside-source'; readonly dir: string }
  | { readonly code: 'target-holds-tables'; readonly dir: string };

export class MoveFolderError extends Error {
  constructor(readonly problem: MoveProblem) {
    super({
      'same-folder': `${problem.dir} is the folder the tables are in`,
      'inside-source': `${problem.dir} is inside the folder the tables are in`,
      'target-holds-tables': `${problem.dir} already holds tables or a catalogue; choose an empty folder`,
    }[problem.code]);
    this.name = 'MoveFolderError';
  }
}

/** Bytes moved so far of all to move; never goes backwards. */
export interface MoveProgress {
  readonly doneBytes: number;
  readonly totalBytes: number;
}

export interface MoveOptions {
  /** Replaces the rename, for tests of a move across volumes (EXDEV). */
  readonly rename?: (from: string, to: string) => Promise<void>;
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: MoveProgress) => void;
}

export interface MoveResult {
  /** The files moved, the catalogue last. */
  readonly moved: readonly string[];
  /** Originals a copying move could not remove afterwards (another program holds them); the move itself is complete. */
  readonly leftBehind: readonly string[];
}

/** Our files in a tables folder: its tables (DTC and DTM) and its catalogue (with SQLite's companion files). */
function ourFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const table = (name: string, extension: string) => name.endsWith(extension) && isCanonicalSignature(name.slice(0, -extension.length));
  return readdirSync(dir).filter((name) =>
    table(name, '.cjtb') || table(name, '.cjdtm') || name === CATALOGUE_FILE
    || name === `${CATALOGUE_FILE}-wal` || name === `${CATALOGUE_FILE}-shm`);
}

/** Whether `to` can receive the tables of `from`; null when it can. Checked again by the move itself. */
export function checkMoveTarget(from: string, to: string): MoveProblem | null {
  const source = resolve(from), target = resolve(to);
  const inside = relative(source, target);
  if (inside === '') return { code: 'same-folder', dir: target };
  if (!inside.startsWith('..') && !isAbsolute(inside)) return { code: 'inside-source', dir: target };
  if (ourFiles(target).length > 0) return { code: 'target-holds-tables', dir: target };
  return null;
}

/** One file's move: renamed, or copied (known once the rename refused with EXDEV). */
interface Step {
  readonly name: string;
  readonly size: number;
  copied?: boolean;
}

export async function moveTablesFolder(from: string, to: string, options: MoveOptions = {}): Promise<MoveResult> {
  const source = resolve(from), target = resolve(to);
  const problem = checkMoveTarget(source, target);
  if (problem) throw new MoveFolderError(problem);
  const made = !existsSync(target);
  await mkdir(target, { recursive: true });
  const locks: { release(): void }[] = [];
  let moved = false;
  try {
    locks.push(lockFolder(source, OWNER), lockFolder(target, OWNER));
    // Closing the catalogue once folds its write-ahead log into the file, so the catalogue is one whole file.
    Catalogue.open(source, OWNER).close();
    const names = ourFiles(source).sort((a, b) => Number(a === CATALOGUE_FILE) - Number(b === CATALOGUE_FILE));
    const steps: Step[] = names.map((name) => ({ name, size: statSync(join(source, name)).size }));
    const done = await moveEach(source, target, steps, options);
    try {
      options.signal?.throwIfAborted();
      const catalogue = Catalogue.open(target, OWNER);
      try {
        catalogue.relocate();
      } finally {
        catalogue.close();
      }
    } catch (error) {
      await undo(source, target, done);
      throw error;
    }
    moved = true;
    const leftBehind: string[] = [];
    for (const step of done.filter((s) => s.copied)) {
      await rm(join(source, step.name), { force: true }).catch(() => leftBehind.push(step.name));
    }
    return { moved: done.map((s) => s.name), leftBehind };
  } finally {
    for (const lock of locks.reverse()) lock.release();
    // A target folder the move made goes again, unless something else was put there meanwhile.
    if (!moved && made) await rmdir(target).catch(() => undefined);
  }
}

/** Moves the files in order; on a failure or a cancel undoes those already moved and rethrows. */
async function moveEach(source: string, target: string, steps: Step[], options: MoveOptions): Promise<Step[]> {
  const totalBytes = steps.reduce((sum, s) => sum + s.size, 0);
  let doneBytes = 0;
  const advance = (bytes: number) => {
    doneBytes += bytes;
    options.onProgress?.({ doneBytes, totalBytes });
  };
  options.onProgress?.({ doneBytes, totalBytes });
  const done: Step[] = [];
  try {
    for (const step of steps) {
      options.signal?.throwIfAborted();
      const at = join(source, step.name), dest = join(target, step.name);
      try {
        await renameWithRetryAsync(at, dest, options.rename ? { rename: options.rename } : {});
        done.push(step);
        advance(step.size);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        step.copied = true;
        done.push(step);
        await copyWhole(at, dest, advance, options.signal);
      }
    }
    return done;
  } catch (error) {
    await undo(source, target, done);
    throw error;
  }
}

/**
 * Copies a file under a temporary name, flushed to disk before it takes its own name: the original is
 * removed later, and a copy the system had not yet written would then be all there is.
 */
async function copyWhole(from: string, to: string, advance: (bytes: number) => void, signal?: AbortSignal): Promise<void> {
  const partial = to + PARTIAL;
  const counting = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      try {
        advance(chunk.length);
      } catch (error) {
        // A progress report that fails ends this copy like a failed write, undone the same way.
        return callback(error as Error);
      }
      callback(null, chunk);
    },
  });
  await pipeline(createReadStream(from), counting, createWriteStream(partial, { flags: 'w', flush: true }), { signal });
  await renameWithRetryAsync(partial, to);
}

/** Puts back what was renamed and deletes what was copied, a partial copy too. */
async function undo(source: string, target: string, done: readonly Step[]): Promise<void> {
  for (const step of [...done].reverse()) {
    const dest = join(target, step.name);
    if (step.copied) {
      await rm(dest + PARTIAL, { force: true });
      await rm(dest, { force: true });
    } else if (await stat(dest).then(() => true, () => false)) {
      await renameWithRetryAsync(dest, join(source, step.name));
    }
  }
}
