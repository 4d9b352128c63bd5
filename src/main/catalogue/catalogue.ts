/**
 * The catalogue of one tables folder: which tables exist and what they hold, the generation jobs,
 * and the saved studies. It lives beside the tables (`catalogue.sqlite`) so the CLI and the app can
 * share a folder, and is reconciled with the files at start-up.
 */
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { StudyQuery, StudySoundness } from '../../shared/api/contract';
import { chineseNameOf } from '../../shared/material/chineseName';
import { type TreeEdits, emptyEdits } from '../../shared/study/edits';
import { isCanonicalSignature, parseSignature } from '../../shared/material/signature';
import { RenameError, renameWithRetry } from '../fs/renameWithRetry';
import type { TableStatistics } from '../tablebase/generate/passes/statistics';
import type { TableHeader } from '../tablebase/files/format';
import { TableFileError } from '../tablebase/files/format';
import { TableFile } from '../tablebase/files/reader';
import { type Database, type Param, type Statement, openSqlite } from './database';
import { studyFingerprint } from './fingerprint';
import { type FolderLock, defaultOwner, lockFolder } from './folderLock';
import { migrate } from './migrations';

export const CATALOGUE_FILE = 'catalogue.sqlite';

export type TableStatus = 'queued' | 'generating' | 'complete' | 'corrupt' | 'missing';
export type JobState = 'queued' | 'running' | 'done' | 'failed' | 'cancelled' | 'interrupted';

export interface TableRow {
  readonly material: string;
  readonly chineseName: string;
  readonly path: string;
  readonly sizeBytes: number | null;
  readonly indexSize: number;
  readonly statistics: TableStatistics | null;
  readonly ruleSet: string;
  readonly generator: string | null;
  readonly checksum: number | null;
  readonly createdAt: string | null;
  readonly seconds: number | null;
  readonly peakRssBytes: number | null;
  readonly status: TableStatus;
  readonly problem: string | null;
  /** Set when the material's DTM table (`.cjdtm`) failed its checks; the DTC table keeps its own status. */
  readonly dtmProblem: string | null;
}

export interface JobRow {
  readonly id: number;
  readonly material: string;
  /** The materials whose DTC table the job makes (the catalogue's rows), in order. */
  readonly tables: string[];
  /** The materials whose DTM table it makes too, in order. */
  readonly dtmTables: string[];
  readonly state: JobState;
  readonly progress: unknown;
  readonly error: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface StudyInput {
  readonly title: string;
  readonly composer?: string;
  readonly source?: string;
  readonly stipulation?: string;
  /** Canonical (the fingerprint is taken of it as given). */
  readonly fen: string;
  readonly notes?: string;
  readonly material: string;
  /** Left out when updating a study: its saved edits stay. */
  readonly edits?: TreeEdits;
  /** The file an imported study came from; kept when a study is updated. */
  readonly sourceFile?: string;
}

export interface StudyRow extends Required<StudyInput> {
  readonly id: number;
  readonly soundness: StudySoundness;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** A study as the library lists it, without its edits. */
export type StudyListRow = Omit<StudyRow, 'edits'>;

/** A page of the library, as the API asks for it (StudyQuery) but with `material` and `stipulation` as stored: a canonical signature, 红先胜 …. */
export type StudyFilter = StudyQuery;

/** What became of one study of an import: added under `id`, or already there as `id`. */
export interface ImportedRow {
  readonly id: number;
  readonly duplicate: boolean;
}

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
    if (file.header.material !== material) throw new TableFileError(path, `holds ${file.header.material}, not ${material}`);
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

const now = () => new Date().toISOString();

/** The DTM table beside a DTC table's file. */
const dtmPathOf = (path: string) => path.replace(/\.cjtb$/, '.cjdtm');

function tableRow(r: Record<string, unknown>): TableRow {
  return {
    material: r.material as string, chineseName: r.chinese_name as string, path: r.path as string,
    sizeBytes: r.size_bytes as number | null, indexSize: r.index_size as number,
    statistics: r.statistics ? JSON.parse(r.statistics as string) : null, ruleSet: r.rule_set as string,
    generator: r.generator as string | null, checksum: r.checksum as number | null, createdAt: r.created_at as string | null,
    seconds: r.seconds as number | null, peakRssBytes: r.peak_rss_bytes as number | null, status: r.status as TableStatus,
    problem: r.problem as string | null, dtmProblem: r.dtm_problem as string | null,
  };
}

function jobRow(r: Record<string, unknown>): JobRow {
  return {
    id: r.id as number, material: r.material as string, tables: JSON.parse(r.tables as string),
    dtmTables: JSON.parse(r.dtm_tables as string), state: r.state as JobState,
    progress: r.progress ? JSON.parse(r.progress as string) : null, error: r.error as string | null,
    createdAt: r.created_at as string, updatedAt: r.updated_at as string,
  };
}

function studyListRow(r: Record<string, unknown>): StudyListRow {
  return {
    id: r.id as number, title: r.title as string, composer: r.composer as string, source: r.source as string,
    stipulation: r.stipulation as string, fen: r.fen as string, notes: r.notes as string, material: r.material as string,
    sourceFile: r.source_file as string, soundness: r.soundness as StudySoundness,
    createdAt: r.created_at as string, updatedAt: r.updated_at as string,
  };
}

function studyRow(r: Record<string, unknown>): StudyRow {
  return { ...studyListRow(r), edits: JSON.parse(r.edits as string) };
}

/** The columns a listing reads: all but the edits, which can be large. */
const LIST_COLUMNS = 'id, title, composer, source, stipulation, fen, notes, material, source_file, soundness, created_at, updated_at';

/** `text` as a LIKE pattern that matches it anywhere, its own % and _ taken literally (ESCAPE '\\'). */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The WHERE clause of a listing and its parameters: rows not deleted, matching every filter given. */
function studyWhere(filter: StudyFilter): { where: string; params: Param[] } {
  const clauses = ['deleted_at IS NULL'], params: Param[] = [];
  const equal = (column: string, value: string | undefined) => {
    if (value === undefined) return;
    clauses.push(`${column} = ?`);
    params.push(value);
  };
  equal('material', filter.material);
  equal('stipulation', filter.stipulation);
  equal('soundness', filter.soundness);
  equal('source_file', filter.sourceFile);
  const text = filter.text?.trim();
  if (text) {
    clauses.push(`(${['title', 'composer', 'source', 'notes'].map((c) => `${c} LIKE ? ESCAPE '\\'`).join(' OR ')})`);
    params.push(...Array<string>(4).fill(containsPattern(text)));
  }
  return { where: clauses.join(' AND '), params };
}

function chineseName(material: string): string {
  const m = parseSignature(material);
  return m.ok ? chineseNameOf(m.value) : material;
}

export class Catalogue {
  private constructor(readonly dir: string, private readonly db: Database, private readonly lock: FolderLock) {}

  /** Prepared statements by their SQL: an import of thousands of studies prepares each once. */
  private readonly statements = new Map<string, Statement>();

  private statement(sql: string): Statement {
    let prepared = this.statements.get(sql);
    if (!prepared) this.statements.set(sql, (prepared = this.db.prepare(sql)));
    return prepared;
  }

  /** Opens the folder's catalogue for this process alone; throws FolderLockedError while another process has it. */
  static open(dir: string, owner = defaultOwner()): Catalogue {
    const lock = lockFolder(dir, owner);
    let db: Database | undefined;
    try {
      db = openSqlite(join(dir, CATALOGUE_FILE));
      migrate(db);
      const catalogue = new Catalogue(dir, db, lock);
      catalogue.purgeDeletedStudies();
      catalogue.fillFingerprints();
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

  // ---- tables

  tables(): TableRow[] {
    return this.db.prepare('SELECT * FROM tables ORDER BY index_size, material').all().map(tableRow);
  }

  table(material: string): TableRow | undefined {
    const row = this.db.prepare('SELECT * FROM tables WHERE material = ?').get(material);
    return row && tableRow(row);
  }

  /** Marks a table as queued or generating (the file does not exist yet). */
  setPending(material: string, path: string, indexSize: number, status: 'queued' | 'generating'): void {
    this.db.prepare(
      `INSERT INTO tables (material, chinese_name, path, index_size, rule_set, status) VALUES (?, ?, ?, ?, '', ?)
       ON CONFLICT(material) DO UPDATE SET status = excluded.status, path = excluded.path, problem = NULL`,
    ).run(material, chineseName(material), path, indexSize, status);
  }

  /** Records a table whose file is in place (call only after the file was renamed into place). */
  setComplete(path: string, header: TableHeader, sizeBytes: number): void {
    this.db.prepare(
      `INSERT INTO tables (material, chinese_name, path, size_bytes, index_size, statistics, rule_set, generator, checksum,
         created_at, seconds, peak_rss_bytes, status, problem)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'complete', NULL)
       ON CONFLICT(material) DO UPDATE SET path = excluded.path, size_bytes = excluded.size_bytes,
         index_size = excluded.index_size, statistics = excluded.statistics, rule_set = excluded.rule_set,
         generator = excluded.generator, checksum = excluded.checksum, created_at = excluded.created_at,
         seconds = excluded.seconds, peak_rss_bytes = excluded.peak_rss_bytes, status = 'complete', problem = NULL`,
    ).run(
      header.material, chineseName(header.material), path, sizeBytes, header.entries, JSON.stringify(header.statistics),
      header.ruleSet, header.generator, header.payloadChecksum, header.createdAt, header.seconds, header.peakRssBytes,
    );
  }

  setProblem(material: string, status: 'corrupt' | 'missing', problem: string): void {
    this.db.prepare('UPDATE tables SET status = ?, problem = ? WHERE material = ?').run(status, problem, material);
  }

  /** Records what is wrong with a material's DTM table (null: nothing), leaving its DTC table's status alone. */
  setDtmProblem(material: string, problem: string | null): void {
    this.db.prepare('UPDATE tables SET dtm_problem = ? WHERE material = ?').run(problem, material);
  }

  deleteTable(material: string): void {
    const row = this.table(material);
    if (!row) return;
    rmSync(row.path, { force: true });
    // Its DTM table goes with it: it is of no use without the DTC table.
    rmSync(dtmPathOf(row.path), { force: true });
    this.db.prepare('DELETE FROM tables WHERE material = ?').run(material);
  }

  // ---- jobs

  /** A job that makes the DTC tables of `tables` and the DTM tables of `dtmTables`. */
  createJob(material: string, tables: string[], dtmTables: string[] = []): number {
    const t = now();
    return Number(this.db.prepare('INSERT INTO jobs (material, tables, dtm_tables, state, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(material, JSON.stringify(tables), JSON.stringify(dtmTables), 'queued', t, t).lastInsertRowid);
  }

  updateJob(id: number, change: { state?: JobState; progress?: unknown; error?: string | null }): void {
    const job = this.job(id);
    if (!job) throw new Error(`no job ${id}`);
    this.db.prepare('UPDATE jobs SET state = ?, progress = ?, error = ?, updated_at = ? WHERE id = ?').run(
      change.state ?? job.state, JSON.stringify(change.progress ?? job.progress), change.error === undefined ? job.error : change.error, now(), id,
    );
  }

  job(id: number): JobRow | undefined {
    const row = this.db.prepare('SELECT * FROM jobs WHERE id = ?').get(id);
    return row && jobRow(row);
  }

  jobs(): JobRow[] {
    return this.db.prepare('SELECT * FROM jobs ORDER BY id DESC').all().map(jobRow);
  }

  // ---- studies

  /**
   * Saves a new study (no `id`), taking its fingerprint (fingerprint.ts; left empty if another
   * study already has it: the caller checks `studyWithFingerprint` first), or updates one: its
   * fingerprint and source file stay, and its soundness is unknown again, since the report depends
   * on what changed.
   */
  saveStudy(study: StudyInput, id?: number): number {
    const t = now();
    const fields = [study.title, study.composer ?? '', study.source ?? '', study.stipulation ?? '', study.fen, study.notes ?? '', study.material];
    const edits = study.edits === undefined ? null : JSON.stringify(study.edits);
    if (id === undefined) return this.insertStudy(study, t);
    const changed = this.statement(
      `UPDATE studies SET title = ?, composer = ?, source = ?, stipulation = ?, fen = ?, notes = ?, material = ?, edits = COALESCE(?, edits),
         soundness = '', updated_at = ? WHERE id = ? AND deleted_at IS NULL`,
    ).run(...fields, edits, t, id).changes;
    if (changed === 0) throw new Error(`no study ${id}`);
    return id;
  }

  private insertStudy(study: StudyInput, t: string): number {
    const edits = study.edits ?? emptyEdits();
    const fingerprint = studyFingerprint(study.fen, study.title, edits);
    return Number(this.statement(
      `INSERT INTO studies (title, composer, source, stipulation, fen, notes, material, edits, source_file, fingerprint, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, (SELECT ? WHERE NOT EXISTS (SELECT 1 FROM studies WHERE fingerprint = ?)), ?, ?)`,
    ).run(
      study.title, study.composer ?? '', study.source ?? '', study.stipulation ?? '', study.fen, study.notes ?? '', study.material,
      JSON.stringify(edits), study.sourceFile ?? '', fingerprint, fingerprint, t, t,
    ).lastInsertRowid);
  }

  /** The study with this content (fingerprint.ts), deleted or not. */
  studyWithFingerprint(study: Pick<StudyInput, 'fen' | 'title' | 'edits'>): { id: number; deleted: boolean } | undefined {
    const row = this.statement('SELECT id, deleted_at FROM studies WHERE fingerprint = ?')
      .get<{ id: number; deleted_at: string | null }>(studyFingerprint(study.fen, study.title, study.edits ?? emptyEdits()));
    return row && { id: row.id, deleted: row.deleted_at !== null };
  }

  /**
   * One file's studies, all in one transaction: each is added, or, when a study with its
   * fingerprint is listed, reported as that one; one that was deleted (not yet purged) is brought
   * back instead of added again. An exception leaves the catalogue as it was.
   */
  importStudies(studies: readonly StudyInput[]): ImportedRow[] {
    return this.db.transaction(() => {
      const t = now();
      return studies.map((study) => {
        const found = this.studyWithFingerprint(study);
        if (found && !found.deleted) return { id: found.id, duplicate: true };
        if (found) {
          this.statement('UPDATE studies SET deleted_at = NULL, updated_at = ? WHERE id = ?').run(t, found.id);
          return { id: found.id, duplicate: false };
        }
        return { id: this.insertStudy(study, t), duplicate: false };
      });
    });
  }

  /** A page of the studies not deleted, newest first (last updated), and how many match in all. */
  studies(filter: StudyFilter = { offset: 0, limit: -1 }): { rows: StudyListRow[]; total: number } {
    const { where, params } = studyWhere(filter);
    const rows = this.statement(`SELECT ${LIST_COLUMNS} FROM studies WHERE ${where} ORDER BY updated_at DESC, id DESC LIMIT ? OFFSET ?`)
      .all(...params, filter.limit, filter.offset).map(studyListRow);
    const total = rows.length < filter.limit && (rows.length > 0 || filter.offset === 0) ? filter.offset + rows.length
      : this.statement(`SELECT COUNT(*) AS n FROM studies WHERE ${where}`).get<{ n: number }>(...params)!.n;
    return { rows, total };
  }

  /** A study not deleted. */
  study(id: number): StudyRow | undefined {
    const row = this.statement('SELECT * FROM studies WHERE id = ? AND deleted_at IS NULL').get(id);
    return row && studyRow(row);
  }

  /** Marks a study deleted (false when there is none to delete); `restoreStudy` takes the mark off until the next open purges it. */
  deleteStudy(id: number): boolean {
    return this.statement('UPDATE studies SET deleted_at = ? WHERE id = ? AND deleted_at IS NULL').run(now(), id).changes > 0;
  }

  restoreStudy(id: number): boolean {
    return this.statement('UPDATE studies SET deleted_at = NULL WHERE id = ? AND deleted_at IS NOT NULL').run(id).changes > 0;
  }

  /** Records the verdict of a study's soundness report. */
  setSoundness(id: number, soundness: StudySoundness): void {
    this.statement('UPDATE studies SET soundness = ? WHERE id = ?').run(soundness, id);
  }

  private purgeDeletedStudies(): void {
    this.statement('DELETE FROM studies WHERE deleted_at IS NOT NULL').run();
  }

  /** Fingerprints of studies saved before there were any (a study whose twin holds its fingerprint keeps none). */
  private fillFingerprints(): void {
    const rows = this.statement('SELECT id, fen, title, edits FROM studies WHERE fingerprint IS NULL ORDER BY id')
      .all<{ id: number; fen: string; title: string; edits: string }>();
    if (rows.length === 0) return;
    this.db.transaction(() => {
      const update = this.statement('UPDATE studies SET fingerprint = ? WHERE id = ? AND NOT EXISTS (SELECT 1 FROM studies WHERE fingerprint = ?)');
      for (const row of rows) {
        const fingerprint = studyFingerprint(row.fen, row.title, JSON.parse(row.edits) as TreeEdits);
        update.run(fingerprint, row.id, fingerprint);
      }
    });
  }

  /** Points every table's row at this folder, after the folder was moved (moveFolder.ts). */
  relocate(): void {
    this.db.transaction(() => {
      const update = this.db.prepare('UPDATE tables SET path = ? WHERE material = ?');
      for (const row of this.tables()) update.run(join(this.dir, `${row.material}.cjtb`), row.material);
    });
  }

  // ---- start-up

  /**
   * Brings the catalogue in line with the folder: files without a row are registered once their
   * checksums pass (or recorded as corrupt), rows without a file are marked missing, jobs that were
   * running when the process died are marked interrupted. A temporary file of an unfinished write is
   * removed, but one holding a whole, valid table whose final name is absent (the rename failed:
   * on Windows another program can hold a new file open) is renamed into place. Files named like
   * tables but not by a canonical signature (macOS's `._KN-K.cjtb` companions, `KN-K - Copy.cjtb`)
   * are left alone and listed as foreign.
   */
  reconcile(): ReconcileReport {
    const report = {
      registered: [] as string[], corrupt: [] as string[], missing: [] as string[], interruptedJobs: [] as number[],
      removedTemporary: [] as string[], recovered: [] as string[], keptTemporary: [] as string[], foreign: [] as string[],
    };
    const tables = new Set<string>(), temporaries: TableFileName[] = [];
    for (const name of readdirSync(this.dir)) {
      const file = tableFileName(name);
      if (file === undefined) continue;
      if (!isCanonicalSignature(file.material)) report.foreign.push(name);
      else if (file.temporary) temporaries.push(file);
      else tables.add(name);
    }
    for (const { name, material } of temporaries) {
      const path = join(this.dir, name), finalPath = join(this.dir, `${material}.cjtb`);
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
      this.setComplete(finalPath, header, statSync(finalPath).size);
      report.recovered.push(name);
    }
    const rows = new Map(this.tables().map((r) => [r.material, r]));
    for (const name of tables) {
      const path = join(this.dir, name);
      const material = name.slice(0, -'.cjtb'.length);
      const row = rows.get(material);
      if (row?.status === 'complete' && row.sizeBytes === statSync(path).size) continue;
      try {
        this.setComplete(path, checkedHeader(path, material), statSync(path).size);
        report.registered.push(material);
      } catch (error) {
        if (!(error instanceof TableFileError)) throw error;
        this.setPending(material, path, row?.indexSize ?? 0, 'generating');
        this.setProblem(material, 'corrupt', error.message);
        report.corrupt.push(material);
      }
    }
    for (const row of rows.values()) {
      if ((row.status === 'complete' || row.status === 'corrupt') && !existsSync(row.path)) {
        this.setProblem(row.material, 'missing', `file ${row.path} is gone`);
        report.missing.push(row.material);
      }
      if (row.status === 'generating' && !existsSync(row.path)) this.db.prepare("UPDATE tables SET status = 'queued' WHERE material = ?").run(row.material);
      // A corrupt DTM table removed by hand takes its problem with it.
      if (row.dtmProblem !== null && !existsSync(dtmPathOf(row.path))) this.setDtmProblem(row.material, null);
    }
    for (const job of this.jobs().filter((j) => j.state === 'running' || j.state === 'queued')) {
      this.updateJob(job.id, { state: 'interrupted' });
      report.interruptedJobs.push(job.id);
    }
    return report;
  }
}
