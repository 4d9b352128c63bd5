/**
 * Versioned schema migrations, applied in order at start-up inside one transaction each; the
 * database's `user_version` records how far it has come.
 */
import type { Database } from './database';

export const MIGRATIONS: readonly string[] = [
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
];

export function migrate(db: Database): number {
  const current = db.prepare('PRAGMA user_version').get<{ user_version: number }>()!.user_version;
  if (current > MIGRATIONS.length) throw new Error(`catalogue schema ${current} is newer than this Canju (${MIGRATIONS.length})`);
  for (let version = current; version < MIGRATIONS.length; version++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[version]);
      db.exec(`PRAGMA user_version = ${version + 1}`);
    });
  }
  return MIGRATIONS.length;
}
