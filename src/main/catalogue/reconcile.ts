/**
 * Bringing a folder's catalogue in line with its files, at start-up: files without a row are
 * registered once their checksums pass (or recorded as corrupt), rows without a file are marked
 * missing, jobs that were running when the process died are marked interrupted. A temporary file of
 * an unfinished write is removed, but one holding a whole, valid table whose final name is absent
 * (the rename failed: on Windows another program can hold a new file open) is renamed into place.
 * Files named like tables but not by a canonical signature (macOS's `._KN-K.cjtb` companions,
 * `KN-K - Copy.cjtb`) are left alone and listed as foreign.
 */
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isCanonicalSignature } from '../../shared/material/signature';
import { RenameError, renameWithRetry } from '../fs/renameWithRetry';
import { type TableHeader, TableFileError } from '../tablebase/files/format';
import { TableFile } from '../tablebase/files/reader';
import type { JobRecords } from './jobRecords';
import { type TableRecords, dtmPathOf } from './tableRecords';

export interface ReconcileReport {
  readonly registered: string[];
  readonly corrupt: string[];
  readonly missing: string[];
  readonly interruptedJobs: number[];
  readonly removedTemporary: string[];
  /** Temporary files that held a whole table and were renamed to its name. */
  readonly recovered: string[];
  /** Temporary files that hold a whole table but could not be renamed yet; tried again next time. */
  readonly keptTemporary: string[];
  /** Files named like tables whose names are not canonical signatures; not registered, not touched. */
  readonly foreign: string[];
}

interface TableFileName {
  readonly name: string;
  readonly material: string;
  readonly temporary: boolean;
}

/** A table file's name (`KN-K.cjtb`) or the writer's temporary one (`KN-K.cjtb.tmp-<pid>`); undefined for any other file. */
function tableFileName(name: string): TableFileName | undefined {
  const match = /^(.*)\.cjtb(\.tmp-\d+)?$/.exec(name);
  return match ? { name, material: match[1], temporary: match[2] !== undefined } : undefined;
}

/** The header of a table file that passes every checksum and holds `material`; throws TableFileError otherwise. */
function checkedHeader(path: string, material: string): TableHeader {
  const file = TableFile.open(path);
  try {
    file.checkAllBlocks();
    if (file.header.material !== material) throw new TableFileError(path, { code: 'holds-material', holds: file.header.material, named: material });
    return file.header;
  } finally {
    file.close();
  }
}

function wholeTableHeader(path: string, material: string): TableHeader | undefined {
  try {
    return checkedHeader(path, material);
  } catch (error) {
    if (error instanceof TableFileError) return undefined;
    throw error;
  }
}

export function reconcileFolder(dir: string, tables: TableRecords, jobs: JobRecords): ReconcileReport {
  const report = {
    registered: [] as string[], corrupt: [] as string[], missing: [] as string[], interruptedJobs: [] as number[],
    removedTemporary: [] as string[], recovered: [] as string[], keptTemporary: [] as string[], foreign: [] as string[],
  };
  const names = new Set<string>(), temporaries: TableFileName[] = [];
  for (const name of readdirSync(dir)) {
    const file = tableFileName(name);
    if (file === undefined) continue;
    if (!isCanonicalSignature(file.material)) report.foreign.push(name);
    else if (file.temporary) temporaries.push(file);
    else names.add(name);
  }
  for (const { name, material } of temporaries) {
    const path = join(dir, name), finalPath = join(dir, `${material}.cjtb`);
    const header = existsSync(finalPath) ? undefined : wholeTableHeader(path, material);
    if (!header) {
      try {
        rmSync(path, { force: true });
      } catch (error) {
        // A scanner holding the file on Windows (EBUSY, EPERM): leave it for the next start rather than fail this one.
        if (!['EBUSY', 'EPERM', 'EACCES'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
        report.keptTemporary.push(name);
        continue;
      }
      report.removedTemporary.push(name);
      continue;
    }
    try {
      renameWithRetry(path, finalPath);
    } catch (error) {
      if (!(error instanceof RenameError)) throw error;
      report.keptTemporary.push(name);
      continue;
    }
    tables.setComplete(finalPath, header, statSync(finalPath).size);
    report.recovered.push(name);
  }
  const rows = new Map(tables.list().map((r) => [r.material, r]));
  for (const name of names) {
    const path = join(dir, name);
    const material = name.slice(0, -'.cjtb'.length);
    const row = rows.get(material);
    if (row?.status === 'complete' && row.sizeBytes === statSync(path).size) continue;
    try {
      tables.setComplete(path, checkedHeader(path, material), statSync(path).size);
      report.registered.push(material);
    } catch (error) {
      if (!(error instanceof TableFileError)) throw error;
      tables.setPending(material, path, row?.indexSize ?? 0, 'generating');
      tables.setProblem(material, 'corrupt', error.message);
      report.corrupt.push(material);
    }
  }
  for (const row of rows.values()) {
    if ((row.status === 'complete' || row.status === 'corrupt') && !existsSync(row.path)) {
      tables.setProblem(row.material, 'missing', `file ${row.path} is gone`);
      report.missing.push(row.material);
    }
    if (row.status === 'generating' && !existsSync(row.path)) tables.setQueued(row.material);
    // A corrupt DTM table removed by hand takes its problem with it.
    if (row.dtmProblem !== null && !existsSync(dtmPathOf(row.path))) tables.setDtmProblem(row.material, null);
  }
  for (const job of jobs.list().filter((j) => j.state === 'running' || j.state === 'queued')) {
    jobs.update(job.id, { state: 'interrupted' });
    report.interruptedJobs.push(job.id);
  }
  return report;
}
