/**
 * The study library a folder's catalogue records: each study's fields, its edits to the solution
 * tree, the file it came from, its dedupe fingerprint (fingerprint.ts) and its last soundness
 * verdict; listed in pages, deleted with undo until the catalogue is next opened.
 */
import type { StudyQuery, StudySoundness } from '../../shared/api/contract';
import { type TreeEdits, emptyEdits } from '../../shared/study/edits';
import type { Database, Param } from './database';
import { studyFingerprint } from './fingerprint';

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

const now = () => new Date().toISOString();

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

export class StudyRecords {
  constructor(private readonly db: Database) {}

  /**
   * Saves a new study (no `id`), taking its fingerprint (fingerprint.ts; left empty if another
   * study already has it: the caller checks `withFingerprint` first), or updates one: its
   * fingerprint and source file stay, and its soundness is unknown again, since the report depends
   * on what changed.
   */
  save(study: StudyInput, id?: number): number {
    const t = now();
    const fields = [study.title, study.composer ?? '', study.source ?? '', study.stipulation ?? '', study.fen, study.notes ?? '', study.material];
    const edits = study.edits === undefined ? null : JSON.stringify(study.edits);
    if (id === undefined) return this.insert(study, t);
    const changed = this.db.prepare(
      `UPDATE studies SET title = ?, composer = ?, source = ?, stipulation = ?, fen = ?, notes = ?, material = ?, edits = COALESCE(?, edits),
         soundness = '', updated_at = ? WHERE id = ? AND deleted_at IS NULL`,
    ).run(...fields, edits, t, id).changes;
    if (changed === 0) throw new Error(`no study ${id}`);
    return id;
  }

  private insert(study: StudyInput, t: string): number {
    const edits = study.edits ?? emptyEdits();
    const fingerprint = studyFingerprint(study.fen, study.title, edits);
    return Number(this.db.prepare(
      `INSERT INTO studies (title, composer, source, stipulation, fen, notes, material, edits, source_file, fingerprint, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, (SELECT ? WHERE NOT EXISTS (SELECT 1 FROM studies WHERE fingerprint = ?)), ?, ?)`,
    ).run(
      study.title, study.composer ?? '', study.source ?? '', study.stipulation ?? '', study.fen, study.notes ?? '', study.material,
      JSON.stringify(edits), study.sourceFile ?? '', fingerprint, fingerprint, t, t,
    ).lastInsertRowid);
  }

  /** The study with this content (fingerprint.ts), deleted or not. */
  withFingerprint(study: Pick<StudyInput, 'fen' | 'title' | 'edits'>): { id: number; deleted: boolean } | undefined {
    const row = this.db.prepare('SELECT id, deleted_at FROM studies WHERE fingerprint = ?')
      .get<{ id: number; deleted_at: string | null }>(studyFingerprint(study.fen, study.title, study.edits ?? emptyEdits()));
    return row && { id: row.id, deleted: row.deleted_at !== null };
  }

  /**
   * One file's studies, all in one transaction: each is added, or, when a study with its
   * fingerprint is listed, reported as that one; one that was deleted (not yet purged) is brought
   * back instead of added again. An exception leaves the catalogue as it was.
   */
  import(studies: readonly StudyInput[]): ImportedRow[] {
    return this.db.transaction(() => {
      const t = now();
      return studies.map((study) => {
        const found = this.withFingerprint(study);
        if (found && !found.deleted) return { id: found.id, duplicate: true };
        if (found) {
          this.db.prepare('UPDATE studies SET deleted_at = NULL, updated_at = ? WHERE id = ?').run(t, found.id);
          return { id: found.id, duplicate: false };
        }
        return { id: this.insert(study, t), duplicate: false };
      });
    });
  }

  /** A page of the studies not deleted, newest first (last updated), and how many match in all. */
  page(filter: StudyFilter = { offset: 0, limit: -1 }): { rows: StudyListRow[]; total: number } {
    const { where, params } = studyWhere(filter);
    const rows = this.db.prepare(`SELECT ${LIST_COLUMNS} FROM studies WHERE ${where} ORDER BY updated_at DESC, id DESC LIMIT ? OFFSET ?`)
      .all(...params, filter.limit, filter.offset).map(studyListRow);
    const total = rows.length < filter.limit && (rows.length > 0 || filter.offset === 0) ? filter.offset + rows.length
      : this.db.prepare(`SELECT COUNT(*) AS n FROM studies WHERE ${where}`).get<{ n: number }>(...params)!.n;
    return { rows, total };
  }

  /** A study not deleted. */
  get(id: number): StudyRow | undefined {
    const row = this.db.prepare('SELECT * FROM studies WHERE id = ? AND deleted_at IS NULL').get(id);
    return row && studyRow(row);
  }

  /** Marks a study deleted (false when there is none to delete); `restore` takes the mark off until the next open purges it. */
  delete(id: number): boolean {
    return this.db.prepare('UPDATE studies SET deleted_at = ? WHERE id = ? AND deleted_at IS NULL').run(now(), id).changes > 0;
  }

  restore(id: number): boolean {
    return this.db.prepare('UPDATE studies SET deleted_at = NULL WHERE id = ? AND deleted_at IS NOT NULL').run(id).changes > 0;
  }

  /** Records the verdict of a study's soundness report. */
  setSoundness(id: number, soundness: StudySoundness): void {
    this.db.prepare('UPDATE studies SET soundness = ? WHERE id = ?').run(soundness, id);
  }

  /** Purges the studies deleted before (their undo lasts until the catalogue is opened again). */
  purgeDeleted(): void {
    this.db.prepare('DELETE FROM studies WHERE deleted_at IS NOT NULL').run();
  }

  /** Fingerprints of studies saved before there were any (a study whose twin holds its fingerprint keeps none). */
  fillFingerprints(): void {
    const rows = this.db.prepare('SELECT id, fen, title, edits FROM studies WHERE fingerprint IS NULL ORDER BY id')
      .all<{ id: number; fen: string; title: string; edits: string }>();
    if (rows.length === 0) return;
    this.db.transaction(() => {
      const update = this.db.prepare('UPDATE studies SET fingerprint = ? WHERE id = ? AND NOT EXISTS (SELECT 1 FROM studies WHERE fingerprint = ?)');
      for (const row of rows) {
        const fingerprint = studyFingerprint(row.fen, row.title, JSON.parse(row.edits) as TreeEdits);
        update.run(fingerprint, row.id, fingerprint);
      }
    });
  }
}
