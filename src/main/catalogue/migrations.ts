/**
 * Versioned schema migrations, applied in order at start-up inside one transaction each; the
 * database's `user_version` records how far it has come.
 */
import { encodeTree } from '../../shared/study/flatTree';
import { type TreeEdits, documentTreeOfEdits } from '../../shared/study/edits';
import type { Database } from './database';

/** A migration: SQL, or a step that also rewrites rows (run inside the same transaction). */
export type Migration = string | ((db: Database) => void);

/**
 * The study document (issue 45): the composer becomes the author among the metadata columns a
 * library search reads, the result and the other fields files carry are kept, and each study's sparse
 * edits become its one move tree, stored flat (shared/study/flatTree.ts); fingerprints are taken
 * again of the tree (Catalogue.open fills them in).
 */
function studyDocument(db: Database): void {
  db.exec(`ALTER TABLE studies RENAME COLUMN composer TO author;
    ${['remarks', 'event', 'site', 'date', 'round', 'red', 'red_team', 'black', 'black_team', 'opening', 'ecco']
    .map((c) => `ALTER TABLE studies ADD COLUMN ${c} TEXT NOT NULL DEFAULT '';`).join('\n')}
    ALTER TABLE studies ADD COLUMN result TEXT NOT NULL DEFAULT '*' CHECK (result IN ('1-0', '0-1', '1/2-1/2', '*'));
    ALTER TABLE studies ADD COLUMN tree TEXT NOT NULL DEFAULT '{"moves":[],"children":[0],"comments":[],"nags":[]}';`);
  const rows = db.prepare('SELECT id, edits FROM studies').all<{ id: number; edits: string }>();
  const update = db.prepare('UPDATE studies SET tree = ?, fingerprint = NULL WHERE id = ?');
  for (const row of rows) update.run(JSON.stringify(encodeTree(documentTreeOfEdits(JSON.parse(row.edits) as TreeEdits))), row.id);
  db.exec('ALTER TABLE studies DROP COLUMN edits;');
}

export const MIGRATIONS: readonly Migration[] = [
  `CREATE TABLE tables (
     material TEXT PRIMARY KEY,
     chinese_name TEXT NOT NULL,
     path TEXT NOT NULL,
     size_bytes INTEGER,
     index_size INTEGER NOT NULL,
     statistics TEXT,
     rule_set TEXT NOT NULL,
     generator TEXT,
     checksum INTEGER,
     created_at TEXT,
     seconds REAL,
     peak_rss_bytes INTEGER,
     status TEXT NOT NULL CHECK (status IN ('queued', 'generating', 'complete', 'corrupt', 'missing')),
     problem TEXT
   );
   CREATE TABLE jobs (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     material TEXT NOT NULL,
     tables TEXT NOT NULL,
     state TEXT NOT NULL CHECK (state IN ('queued', 'running', 'done', 'failed', 'cancelled', 'interrupted')),
     progress TEXT,
     error TEXT,
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL
   );
   CREATE TABLE studies (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     title TEXT NOT NULL,
     composer TEXT NOT NULL DEFAULT '',
     source TEXT NOT NULL DEFAULT '',
     stipulation TEXT NOT NULL DEFAULT '',
     fen TEXT NOT NULL,
     notes TEXT NOT NULL DEFAULT '',
     material TEXT NOT NULL,
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL
   );`,
  // A study's edits to its solution tree (comments, pruned lines, move order: shared/study/edits.ts), as JSON.
  `ALTER TABLE studies ADD COLUMN edits TEXT NOT NULL DEFAULT '{"children":[]}';`,
  // The study library (issue 18): the file a study was imported from, what makes two studies the same
  // (fingerprint.ts; NULL until Catalogue.open fills it in, and for a study whose twin came first),
  // the last soundness report's verdict, and delete with undo (a marked row is purged at the next open).
  // Indexes: the listing is newest first among the rows not deleted, whole or by one filter.
  `ALTER TABLE studies ADD COLUMN source_file TEXT NOT NULL DEFAULT '';
   ALTER TABLE studies ADD COLUMN fingerprint TEXT;
   ALTER TABLE studies ADD COLUMN soundness TEXT NOT NULL DEFAULT '' CHECK (soundness IN ('', 'sound', 'unsound'));
   ALTER TABLE studies ADD COLUMN deleted_at TEXT;
   CREATE UNIQUE INDEX studies_fingerprint ON studies (fingerprint);
   CREATE INDEX studies_newest ON studies (updated_at DESC, id DESC) WHERE deleted_at IS NULL;
   CREATE INDEX studies_by_material ON studies (material, updated_at DESC, id DESC) WHERE deleted_at IS NULL;
   CREATE INDEX studies_by_stipulation ON studies (stipulation, updated_at DESC, id DESC) WHERE deleted_at IS NULL;
   CREATE INDEX studies_by_soundness ON studies (soundness, updated_at DESC, id DESC) WHERE deleted_at IS NULL;
   CREATE INDEX studies_by_source_file ON studies (source_file, updated_at DESC, id DESC) WHERE deleted_at IS NULL;`,
  // DTM tables (issue 20): the materials whose DTM table a job makes, as JSON (a job of an earlier
  // version made none), and a DTM table's own problem: its file corrupt while the DTC table stays usable.
  `ALTER TABLE jobs ADD COLUMN dtm_tables TEXT NOT NULL DEFAULT '[]';
   ALTER TABLE tables ADD COLUMN dtm_problem TEXT;`,
  studyDocument,
];

export function migrate(db: Database): number {
  const current = db.prepare('PRAGMA user_version').get<{ user_version: number }>()!.user_version;
  if (current > MIGRATIONS.length) throw new Error(`catalogue schema ${current} is newer than this Canju (${MIGRATIONS.length})`);
  for (let version = current; version < MIGRATIONS.length; version++) {
    db.transaction(() => {
      const migration = MIGRATIONS[version];
      if (typeof migration === 'string') db.exec(migration);
      else migration(db);
      db.exec(`PRAGMA user_version = ${version + 1}`);
    });
  }
  return MIGRATIONS.length;
}
