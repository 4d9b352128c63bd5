/**
 * The `--dir` tables folder: checked before any work, then opened as the services open one
 * (services/tablesFolder.ts), a folder that cannot be opened said in one line.
 */
import { type Stats, statSync } from 'node:fs';
import type { Lang } from '../../shared/lang';
import { sayFileFault } from '../../shared/words/tableFaults';
import { openingProblem } from '../services/knownErrors';
import { type TablesFolder, openTablesFolder } from '../services/tablesFolder';
import type { ParsedArgs } from './args';
import { BadArgument, CliFailure, EXIT, UsageError } from './failure';
import type { CliIo } from './io';
import { said, text } from './messages';

function statOf(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch (error) {
    // ENOTDIR: a file stands where a parent folder should be, so there is no such folder either.
    if (['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) return undefined;
    // ENAMETOOLONG, EACCES, ELOOP …: said as any folder that cannot be used is.
    throw new BadArgument(said(openingProblem(error, path)));
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

/**
 * Runs `fn` over the folder (created if need be), then closes it; returns `fn`'s exit code. Known
 * errors reach runCli, which words them. Told where to (`io`, `lang`), a DTM table found corrupt on
 * the way is said once on stderr after the answer.
 */
export async function withFolder(dir: string, fn: (folder: TablesFolder) => number | Promise<number>, warn?: { io: CliIo; lang: Lang }): Promise<number> {
  let folder: TablesFolder;
  try {
    folder = openTablesFolder(dir);
  } catch (error) {
    throw new CliFailure(EXIT.no, said(openingProblem(error, dir)));
  }
  try {
    const code = await fn(folder);
    if (warn) for (const e of folder.dtmProblems()) warn.io.err(text('dtm-left-out', e.material, e.fileFault ? sayFileFault(e.fileFault, warn.lang) : e.detail)(warn.lang));
    return code;
  } finally {
    folder.close();
  }
}
