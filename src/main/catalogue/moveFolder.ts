/**
 * Moves a tables folder to another place with its catalogue: every table file and the catalogue go,
 * the catalogue's paths are rewritten, files that are not ours stay where they were. Within one volume
 * the files are renamed; across volumes each is copied, and the originals are removed only once every
 * copy is complete, so an interrupted or failed move leaves the old folder whole and the new one empty.
 * Both folders are locked for the move: no other Canju process may be working in either.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { isCanonicalSignature } from '../../shared/material/signature';
import { renameWithRetry } from '../fs/renameWithRetry';
import { CATALOGUE_FILE, Catalogue } from './catalogue';
import { lockFolder } from './folderLock';

export class MoveFolderError extends Error {}

/** Our files in a tables folder: its tables (DTC and DTM) and its catalogue (with SQLite's companion files). */
function ourFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const table = (name: string, extension: string) => name.endsWith(extension) && isCanonicalSignature(name.slice(0, -extension.length));
  return readdirSync(dir).filter((name) =>
    table(name, '.cjtb') || table(name, '.cjdtm') || name === CATALOGUE_FILE
    || name === `${CATALOGUE_FILE}-wal` || name === `${CATALOGUE_FILE}-shm`);
}

export interface MoveOptions {
  /** Replaces the rename, for tests of a move across volumes (EXDEV). */
  readonly rename?: (from: string, to: string) => void;
}

/** Moves the tables of `from` into `to` (created if absent); returns the names of the files moved. */
export function moveTablesFolder(from: string, to: string, options: MoveOptions = {}): string[] {
  const source = resolve(from), target = resolve(to);
  const inside = relative(source, target);
  if (inside === '') throw new MoveFolderError(`${target} is the folder the tables are in`);
  if (!inside.startsWith('..') && !isAbsolute(inside)) throw new MoveFolderError(`${target} is inside ${source}`);
  if (ourFiles(target).length > 0) throw new MoveFolderError(`${target} already holds tables or a catalogue; choose an empty folder`);
  mkdirSync(target, { recursive: true });
  const sourceLock = lockFolder(source, 'moving the tables folder');
  const targetLock = lockFolder(target, 'moving the tables folder');
  try {
    // Closing the catalogue once folds its write-ahead log into the file, so the copy is whole.
    Catalogue.open(source, 'moving the tables folder').close();
    const files = ourFiles(source).sort((a, b) => Number(a === CATALOGUE_FILE) - Number(b === CATALOGUE_FILE));
    const moved: string[] = [];
    let copied = false;
    try {
      for (const name of files) {
        try {
          renameWithRetry(join(source, name), join(target, name), options.rename ? { rename: options.rename } : {});
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
          copyFileSync(join(source, name), join(target, name));
          copied = true;
        }
        moved.push(name);
      }
    } catch (error) {
      // Put back what was renamed and drop what was copied: the old folder stays as it was.
      for (const name of moved) {
        if (existsSync(join(source, name))) rmSync(join(target, name), { force: true });
        else renameWithRetry(join(target, name), join(source, name));
      }
      throw error;
    }
    if (copied) for (const name of moved) rmSync(join(source, name), { force: true });
    const catalogue = Catalogue.open(target, 'moving the tables folder');
    try {
      catalogue.relocate();
    } finally {
      catalogue.close();
    }
    return moved;
  } finally {
    targetLock.release();
    sourceLock.release();
  }
}
