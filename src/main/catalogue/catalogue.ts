/**
 * The catalogue of one tables folder (`catalogue.sqlite`, beside the tables so the CLI and the app
 * can share a folder), over one database (database.ts, its schema in migrations.ts), by what it
 * records: the tables (tableRecords.ts), the generation jobs (jobRecords.ts) and the saved studies
 * (studyRecords.ts); reconciled with the files at start-up (reconcile.ts). Opening it takes the
 * folder's lock (folderLock.ts).
 */
import { join } from 'node:path';
import { type Database, openSqlite } from './database';
import { type FolderLock, defaultOwner, lockFolder } from './folderLock';
import { JobRecords } from './jobRecords';
import { migrate } from './migrations';
import { type ReconcileReport, reconcileFolder } from './reconcile';
import { StudyRecords } from './studyRecords';
import { TableRecords } from './tableRecords';

export const CATALOGUE_FILE = 'catalogue.sqlite';

export class Catalogue {
  readonly tables: TableRecords;
  readonly jobs: JobRecords;
  readonly studies: StudyRecords;

  private constructor(readonly dir: string, private readonly db: Database, private readonly lock: FolderLock) {
    this.tables = new TableRecords(db);
    this.jobs = new JobRecords(db);
    this.studies = new StudyRecords(db);
  }

  /** Opens the folder's catalogue for this process alone; throws FolderLockedError while another process has it. */
  static open(dir: string, owner = defaultOwner()): Catalogue {
    const lock = lockFolder(dir, owner);
    let db: Database | undefined;
    try {
      db = openSqlite(join(dir, CATALOGUE_FILE));
      migrate(db);
      const catalogue = new Catalogue(dir, db, lock);
      catalogue.studies.purgeDeleted();
      catalogue.studies.fillFingerprints();
      return catalogue;
    } catch (error) {
      db?.close();
      lock.release();
      throw error;
    }
  }

  close(): void {
    this.db.close();
    this.lock.release();
  }

  /** Brings the catalogue in line with the folder's files (reconcile.ts). */
  reconcile(): ReconcileReport {
    return reconcileFolder(this.dir, this.tables, this.jobs);
  }

  /** Points every table's row at this folder, after the folder was moved (moveFolder.ts). */
  relocate(): void {
    this.tables.relocate(this.dir);
  }
}
