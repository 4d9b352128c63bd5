/** The `--dir` tables folder: checked before any work, and its catalogue opened with failures in words. */
import { mkdirSync, statSync, type Stats } from 'node:fs';
import { Catalogue } from '../catalogue/catalogue';
import { FolderLockedError } from '../catalogue/folderLock';
import type { ParsedArgs } from './args';
import { BadArgument, CliFailure, EXIT, UsageError } from './failure';
import { openingProblem } from '../services/knownErrors';
import { said, text } from './messages';

function statOf(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch (error) {
    // ENOTDIR: a file stands where a parent folder should be, so there is no such folder either.
    if (['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) return undefined;
    throw error;
  }
}

/** The folder named by `--dir`: it must exist to be read; `gen` may create it. */
export function tablesDir(args: ParsedArgs, mayCreate: boolean): string {
  const dir = args.options.get('dir');
  if (typeof dir !== 'string') throw new UsageError(text('missing-dir'));
  const stat = statOf(dir);
  if (stat && !stat.isDirectory()) throw new BadArgument(text('not-a-folder', dir));
  if (!stat && !mayCreate) throw new BadArgument(text('no-folder', dir));
  return dir;
}

/** Opens (creating the folder if need be) the folder's catalogue; a folder in use stays a FolderLockedError. */
export function openCatalogue(dir: string): Catalogue {
  try {
    mkdirSync(dir, { recursive: true });
    return Catalogue.open(dir);
  } catch (error) {
    if (error instanceof FolderLockedError) throw error;
    throw new CliFailure(EXIT.no, said(openingProblem(error, dir)));
  }
}
