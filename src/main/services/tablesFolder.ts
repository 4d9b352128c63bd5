/**
 * A tables folder opened for this process, the one way the services, the CLI and (through
 * createServices) the hosts open one: the folder created if need be, its lock taken and its catalogue
 * opened (catalogue/folderLock.ts: one process owns a folder), and its tables read through one block
 * cache. A table found corrupt while probing is recorded in the catalogue (a DTM table's as the
 * material's DTM problem, its DTC table left alone). Opening does not reconcile the catalogue with
 * the files: the services and the commands that list or generate tables do (`catalogue.reconcile()`).
 */
import { mkdirSync } from 'node:fs';
import type { CorruptTable } from '../../shared/api/problem';
import { Catalogue } from '../catalogue/catalogue';
import { Prober } from '../tablebase/probe/prober';
import { TableSet } from '../tablebase/probe/tableSet';
import { corruptTable } from './knownErrors';

/** The block cache of a folder's tables unless told otherwise. */
const CACHE_BYTES = 256 << 20;

export interface TablesFolder {
  readonly dir: string;
  readonly catalogue: Catalogue;
  /** The prober over the folder's tables as they are now. */
  prober(): Prober;
  /** Starts a fresh table set: probers remember which tables exist, so a generated or deleted table needs one. */
  reopenTables(): void;
  /** The DTM tables the current table set found corrupt (their DTC tables still answer). */
  dtmProblems(): CorruptTable[];
  /** Closes the tables and the catalogue, and lets the folder go. */
  close(): void;
}

export interface FolderOptions {
  /** Who holds the folder, as another process's refusal names it (`Canju app`, `npm run serve`); the process's command line when left out. */
  readonly owner?: string;
  readonly cacheBytes?: number;
}

/** Throws what opening failed with (FolderLockedError, a file-system or SQLite error): knownErrors.ts's openingProblem words it. */
export function openTablesFolder(dir: string, options: FolderOptions = {}): TablesFolder {
  mkdirSync(dir, { recursive: true });
  const catalogue = Catalogue.open(dir, options.owner);
  const tableSet = () => new TableSet(dir, options.cacheBytes ?? CACHE_BYTES, (e) => {
    if (e.metric === 'dtm') catalogue.tables.setDtmProblem(e.material, e.cause.message);
    else catalogue.tables.setProblem(e.material, 'corrupt', e.cause.message);
  });
  let tables = tableSet();
  let prober = new Prober(tables);
  return {
    dir,
    catalogue,
    prober: () => prober,
    reopenTables() {
      tables.close();
      tables = tableSet();
      prober = new Prober(tables);
    },
    dtmProblems: () => tables.dtmProblems().map(corruptTable),
    close() {
      tables.close();
      catalogue.close();
    },
  };
}
