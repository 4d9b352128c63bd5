/**
 * The files an import reads, from the paths it was given: a file is read whatever its name (its
 * content says what it is); a folder is walked recursively, and its files named like study files
 * (STUDY_FILE_EXTENSIONS) are read while the others are listed as skipped, so that a folder of
 * pictures and notes beside the studies imports cleanly. Every file is read whole before anything
 * is imported.
 */
import { type Stats, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_IMPORT_BYTES } from '../../shared/api/contract';
import { extensionOf } from '../../shared/formats/studyFile';
import { readRegularFile } from '../fs/regularFile';

/** Extensions a folder's study files may have: the formats' own, and text files that may hold PGN or DhtmlXQ. */
export const STUDY_FILE_EXTENSIONS: readonly string[] = ['pgn', 'xqf', 'dhtmlxq', 'txt', 'htm', 'html'];

export interface FileToImport {
  /** As the summary names it: the path as given, or the folder given joined with the path inside it. */
  readonly name: string;
  readonly bytes: Uint8Array;
}

export type SkipReason = { readonly kind: 'unreadable'; readonly detail: string } | { readonly kind: 'not-study-file' };

export interface CollectedFiles {
  readonly files: FileToImport[];
  readonly skipped: { readonly file: string; readonly reason: SkipReason }[];
}

/** Reads the given files and the study files of the given folders (recursively, in name order). */
export function collectStudyFiles(paths: readonly string[]): CollectedFiles {
  const files: FileToImport[] = [], skipped: CollectedFiles['skipped'] = [];
  const unreadable = (file: string, error: unknown) =>
    skipped.push({ file, reason: { kind: 'unreadable', detail: (error as NodeJS.ErrnoException).code ?? String(error) } });
  const statOf = (path: string): Stats | undefined => {
    try {
      return statSync(path);
    } catch (error) {
      unreadable(path, error);
      return undefined;
    }
  };
  const read = (name: string) => {
    try {
      files.push({ name, bytes: readRegularFile(name, MAX_IMPORT_BYTES) });
    } catch (error) {
      unreadable(name, error);
    }
  };
  for (const path of paths) {
    const stat = statOf(path);
    if (!stat?.isDirectory()) {
      if (stat) read(path);
      continue;
    }
    for (const inside of readdirSync(path, { recursive: true, encoding: 'utf8' }).sort()) {
      const full = join(path, inside);
      if (!statOf(full)?.isFile()) continue;
      if (STUDY_FILE_EXTENSIONS.includes(extensionOf(inside))) read(full);
      else skipped.push({ file: full, reason: { kind: 'not-study-file' } });
    }
  }
  return { files, skipped };
}
