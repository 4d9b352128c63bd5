/**
 * The study library a folder's catalogue records: each study's document (its metadata in columns a
 * search reads, its move tree stored flat: shared/study/flatTree.ts), the file it came from, its dedupe fingerprint (fingerprint.ts) and its last soundness
 * verdict; listed in pages, deleted with undo until the catalogue is next opened.
 */
import type { StudyQuery, StudySoundness, StudySummary } from '../../shared/api/contract';
import { META_TEXTS, type MetaText, type MoveNote, type StudyMeta, emptyMeta } from '../../shared/study/document';
import { decodeTree, encodeTree } from '../../shared/study/flatTree';
import { type Node, rootNode } from '../../shared/study/tree';
import type { Database, Param } from './database';
import { studyFingerprint } from './fingerprint';

export interface StudyInput {
  /** Canonical (the fingerprint is taken of it as given). */
  readonly fen: string;
  readonly stipulation?: string;
  readonly meta: StudyMeta;
  readonly notes?: string;
  readonly material: string;
  /** Left out when updating a study: its saved moves stay. */
  readonly tree?: Node<MoveNote>;
  /** The file an imported study came from; kept when a study is updated. */
  readonly sourceFile?: string;
}

/** A study as the library lists it, without its moves: the API's summary. */
export type StudyListRow = StudySummary;

export interface StudyRow extends StudyListRow {
  readonly tree: Node<MoveNote>;
}

/** A page of the library, as the API asks for it (StudyQuery) but with `material` and `stipulation` as stored: a canonical signature, 红先胜 …. */
export type StudyFilter = StudyQuery;

/** What became of one study of an import: added under `id`, or already there as `id`. */
export interface ImportedRow {
  readonly id: number;
  readonly duplicate: boolean;
}

const now = () => new Date().toISOString();

/** Each metadata field's column. */
const META_COLUMNS: Readonly<Record<MetaText, string>> = {
  title: 'title', author: 'author', source: 'source', remarks: 'remarks', event: 'event', site: 'site', date: 'date', round: 'round',
  red: 'red', redTeam: 'red_team', black: 'black', blackTeam: 'black_team', opening: 'opening', ecco: 'ecco',
};
const META_COLUMN_LIST = [...META_TEXTS.map((k) => META_COLUMNS[k]), 'result'];
/** The columns a library search reads. */
const SEARCHED = ['title', 'author', 'source', 'event', 'red', 'black', 'date', 'opening', 'ecco', 'notes'];

const metaValues = (meta: StudyMeta): string[] => [...META_TEXTS.map((k) => meta[k]), meta.result];

function studyListRow(r: Record<string, unknown>): StudyListRow {
  return {
    id: r.id as number, stipulation: r.stipulation as string, fen: r.fen as string, notes: r.notes as string, material: r.material as string,
    meta: emptyMeta({ ...Object.fromEntries(META_TEXTS.map((k) => [k, r[META_COLUMNS[k]] as string])), result: r.result as StudyMeta['result'] }),
    sourceFile: r.source_file as string, soundness: r.soundness as StudySoundness,
    createdAt: r.created_at as string, updatedAt: r.updated_at as string,
  };
}

function storedTree(text: string, id: number): Node<MoveNote> {
  const tree = decodeTree(JSON.parse(text));
  if (!tree.ok) throw new Error(`study ${id}: its stored moves are damaged (${tree.error})`);
  return tree.value;
}

const treeText = (tree: Node<MoveNote>) => JSON.stringify(encodeTree(tree));

/** The columns a listing reads: all but the moves, which can be large. */
const LIST_COLUMNS = `id, ${META_COLUMN_LIST.join(', ')}, stipulation, fen, notes, material, source_file, soundness, created_at, updated_at`;

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
    clauses.push(`(${SEARCHED.map((c) => `${c} LIKE ? ESCAPE '\\'`).join(' OR ')})`);
    params.push(...Array<string>(SEARCHED.length).fill(containsPattern(text)));
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
    if (id === undefined) return this.insert(study, t);
    const fields = [...metaValues(study.meta), study.stipulation ?? '', study.fen, study.notes ?? '', study.material];
    const tree = study.tree === undefined ? null : treeText(study.tree);
    const changed = this.db.prepare(
      `UPDATE studies SET ${META_COLUMN_LIST.map((c) => `${c} = ?`).join(', ')}, stipulation = ?, fen = ?, notes = ?, material = ?, tree = COALESCE(?, tree),
         soundness = '', updated_at = ? WHERE id = ? AND deleted_at IS NULL`,
    ).run(...fields, tree, t, id).changes;
    if (changed === 0) throw new Error(`no study ${id}`);
    return id;
  }

  private insert(study: StudyInput, t: string): number {
    const tree = study.tree ?? rootNode<MoveNote>();
    const fingerprint = studyFingerprint(study.fen, study.meta.title, tree);
    return Number(this.db.prepare(
      `INSERT INTO studies (${META_COLUMN_LIST.join(', ')}, stipulation, fen, notes, material, tree, source_file, fingerprint, created_at, updated_at)
       VALUES (${META_COLUMN_LIST.map(() => '?').join(', ')}, ?, ?, ?, ?, ?, ?, (SELECT ? WHERE NOT EXISTS (SELECT 1 FROM studies WHERE fingerprint = ?)), ?, ?)`,
    ).run(
      ...metaValues(study.meta), study.stipulation ?? '', study.fen, study.notes ?? '', study.material,
      treeText(tree), study.sourceFile ?? '', fingerprint, fingerprint, t, t,
    ).lastInsertRowid);
  }

  /** The study with this content (fingerprint.ts), deleted or not. */
  withFingerprint(study: Pick<StudyInput, 'fen' | 'meta' | 'tree'>): { id: number; deleted: boolean } | undefined {
    const row = this.db.prepare('SELECT id, deleted_at FROM studies WHERE fingerprint = ?')
      .get<{ id: number; deleted_at: string | null }>(studyFingerprint(study.fen, study.meta.title, study.tree ?? rootNode()));
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
    return row && { ...studyListRow(row), tree: storedTree(row.tree as string, id) };
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
    const rows = this.db.prepare('SELECT id, fen, title, tree FROM studies WHERE fingerprint IS NULL ORDER BY id')
      .all<{ id: number; fen: string; title: string; tree: string }>();
    if (rows.length === 0) return;
    this.db.transaction(() => {
      const update = this.db.prepare('UPDATE studies SET fingerprint = ? WHERE id = ? AND NOT EXISTS (SELECT 1 FROM studies WHERE fingerprint = ?)');
      for (const row of rows) {
        const fingerprint = studyFingerprint(row.fen, row.title, storedTree(row.tree, row.id));
        update.run(fingerprint, row.id, fingerprint);
      }
    });
  }
}
