/**
 * The study library's schema (migration 3): a catalogue of the previous version keeps its studies,
 * which get the new columns' defaults and their fingerprints (a twin saved twice keeps one), so that
 * importing one of them again finds it; the listing's queries use their indexes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Catalogue } from '../../src/main/catalogue/catalogue';
import { openSqlite } from '../../src/main/catalogue/database';
import { studyFingerprint } from '../../src/main/catalogue/fingerprint';
import { MIGRATIONS } from '../../src/main/catalogue/migrations';
import { importStudyFiles } from '../../src/main/services/importService';
import { KNIGHT, dumpStudies, pgnFile } from '../support/studyFiles';
import { worded } from '../support/worded';

const scratch: string[] = [];
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

const FEN = '3k5/9/9/9/9/9/9/9/4N4/5K3 w - - 0 1';

describe('migration to the study library', () => {
  it('keeps a version-2 catalogue\'s studies, with defaults and fingerprints; a twin keeps none, and an import finds the first', () => {
    const dir = mkdtempSync(join(tmpdir(), 'canju-cat-'));
    scratch.push(dir);
    const db = openSqlite(join(dir, 'catalogue.sqlite'));
    db.exec(MIGRATIONS[0]);
    db.exec(MIGRATIONS[1]);
    db.exec('PRAGMA user_version = 2');
    const insert = db.prepare('INSERT INTO studies (title, composer, source, stipulation, fen, notes, material, edits, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
    // What importing KNIGHT's PGN makes, saved by the version before, twice; and one study of its own.
    const scratchLibrary = mkdtempSync(join(tmpdir(), 'canju-cat-'));
    scratch.push(scratchLibrary);
    const reference = Catalogue.open(scratchLibrary);
    worded(importStudyFiles(reference, [{ name: 'k.pgn', bytes: new TextEncoder().encode(pgnFile(KNIGHT)) }]), 'en');
    const edits = JSON.stringify(reference.studies.get(1)!.edits);
    reference.close();
    insert.run('马擒孤将 红先胜', '佚名', '象棋残局选', '红先胜', FEN, '马的用法', 'KN-K', edits, 't1', 't1');
    insert.run('马擒孤将 红先胜', '', '', '红先胜', FEN, '', 'KN-K', edits, 't2', 't2');
    insert.run('旧排局', '', '', '', FEN, '', 'KN-K', '{"children":[]}', 't3', 't3');
    db.close();

    const catalogue = Catalogue.open(dir);
    try {
      expect(catalogue.studies.page().rows.map((s) => [s.id, s.title, s.sourceFile, s.soundness])).toEqual([
        [3, '旧排局', '', ''], [2, '马擒孤将 红先胜', '', ''], [1, '马擒孤将 红先胜', '', ''],
      ]);
      expect(catalogue.studies.get(1)).toMatchObject({ composer: '佚名', notes: '马的用法', edits: JSON.parse(edits) });
      const summary = worded(importStudyFiles(catalogue, [{ name: 'k.pgn', bytes: new TextEncoder().encode(pgnFile(KNIGHT)) }]), 'en');
      expect(summary).toMatchObject({ imported: [], duplicates: [{ id: 1 }] });
    } finally {
      catalogue.close();
    }
    const rows = dumpStudies(dir) as { id: number; fingerprint: string | null; deleted_at: string | null }[];
    expect(rows.map((r) => [r.id, r.fingerprint, r.deleted_at])).toEqual([
      [1, studyFingerprint(FEN, '马擒孤将 红先胜', JSON.parse(edits)), null],
      [2, null, null],
      [3, studyFingerprint(FEN, '旧排局', { children: [] }), null],
    ]);
  });

  it('lists through the indexes: no scan of the whole table for a page, a filter or the newest first order', () => {
    const dir = mkdtempSync(join(tmpdir(), 'canju-cat-'));
    scratch.push(dir);
    Catalogue.open(dir).close();
    const db = openSqlite(join(dir, 'catalogue.sqlite'));
    try {
      const plan = (sql: string) => db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all<{ detail: string }>().map((r) => r.detail).join('; ');
      const order = 'ORDER BY updated_at DESC, id DESC LIMIT 50';
      expect(plan(`SELECT id FROM studies WHERE deleted_at IS NULL ${order}`)).toMatch(/USING INDEX studies_newest/);
      for (const [column, index] of [['material', 'studies_by_material'], ['stipulation', 'studies_by_stipulation'], ['soundness', 'studies_by_soundness'], ['source_file', 'studies_by_source_file']]) {
        expect(plan(`SELECT id FROM studies WHERE deleted_at IS NULL AND ${column} = 'x' ${order}`)).toMatch(new RegExp(`USING INDEX ${index}`));
      }
      expect(plan("SELECT id FROM studies WHERE fingerprint = 'x'")).toMatch(/USING (COVERING )?INDEX studies_fingerprint/);
      expect(plan(`SELECT id FROM studies WHERE deleted_at IS NULL ${order}`)).not.toMatch(/TEMP B-TREE/);
    } finally {
      db.close();
    }
  });
});
