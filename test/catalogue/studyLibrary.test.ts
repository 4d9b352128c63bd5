/**
 * The study library's schema (migrations 3 and 5): a catalogue of an earlier version keeps its
 * studies, which get the new columns' defaults, their edits as the document's move tree and their
 * fingerprints (a twin saved twice keeps one), so that importing one of them again finds it; the
 * listing's queries use their indexes.
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
import type { MoveNote } from '../../src/shared/study/document';
import type { TreeEdits } from '../../src/shared/study/edits';
import { childNode, rootNode } from '../../src/shared/study/tree';
import { KNIGHT, dumpStudies, pgnFile } from '../support/studyFiles';
import { worded } from '../support/worded';

const scratch: string[] = [];
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

const FEN = '3k5/9/9/9/9/9/9/9/4N4/5K3 w - - 0 1';

describe('migration to the study library and to the study document', () => {
  it('keeps a version-2 catalogue\'s studies, their edits as the document tree, with defaults and fingerprints; a twin keeps none, and an import finds the first', () => {
    const dir = mkdtempSync(join(tmpdir(), 'canju-cat-'));
    scratch.push(dir);
    const db = openSqlite(join(dir, 'catalogue.sqlite'));
    db.exec(MIGRATIONS[0] as string);
    db.exec(MIGRATIONS[1] as string);
    db.exec('PRAGMA user_version = 2');
    const insert = db.prepare('INSERT INTO studies (title, composer, source, stipulation, fen, notes, material, edits, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
    // What importing KNIGHT's PGN made in that version, saved twice; and one study of its own with a pruned move.
    const knight: TreeEdits = {
      order: ['e1f3'],
      children: [{
        data: { iccs: 'e1f3', comment: '跳马', order: ['d9e9', 'd9d8'] },
        children: [{ data: { iccs: 'd9e9', order: ['f3e5'] }, children: [{ data: { iccs: 'f3e5' }, children: [] }] }, { data: { iccs: 'd9d8', comment: '另一着' }, children: [] }],
      }],
    };
    const edits = JSON.stringify(knight);
    insert.run('马擒孤将 红先胜', '佚名', '象棋残局选', '红先胜', FEN, '马的用法', 'KN-K', edits, 't1', 't1');
    insert.run('马擒孤将 红先胜', '', '', '红先胜', FEN, '', 'KN-K', edits, 't2', 't2');
    insert.run('旧排局', '', '', '', FEN, '', 'KN-K', '{"order":["e1f3"],"children":[{"data":{"iccs":"e1g2","pruned":true},"children":[]}]}', 't3', 't3');
    db.close();

    const catalogue = Catalogue.open(dir);
    const main = rootNode([childNode<MoveNote>({ iccs: 'e1f3', comment: '跳马' }, [childNode({ iccs: 'd9e9' }, [childNode({ iccs: 'f3e5' })]), childNode({ iccs: 'd9d8', comment: '另一着' })])]);
    try {
      expect(catalogue.studies.page().rows.map((s) => [s.id, s.meta.title, s.sourceFile, s.soundness])).toEqual([
        [3, '旧排局', '', ''], [2, '马擒孤将 红先胜', '', ''], [1, '马擒孤将 红先胜', '', ''],
      ]);
      expect(catalogue.studies.get(1)).toMatchObject({ meta: { author: '佚名', source: '象棋残局选', result: '*' }, notes: '马的用法', tree: main });
      expect(catalogue.studies.get(3)!.tree).toEqual(rootNode([childNode({ iccs: 'e1f3' }), childNode({ iccs: 'e1g2', nags: [2] })]));
      const summary = worded(importStudyFiles(catalogue, [{ name: 'k.pgn', bytes: new TextEncoder().encode(pgnFile(KNIGHT)) }]), 'en');
      expect(summary).toMatchObject({ imported: [], duplicates: [{ id: 1 }] });
      expect(catalogue.studies.page({ text: '佚名', offset: 0, limit: 10 }).rows.map((s) => s.id)).toEqual([1]);
    } finally {
      catalogue.close();
    }
    const rows = dumpStudies(dir) as { id: number; fingerprint: string | null; deleted_at: string | null; edits?: string }[];
    expect(rows.map((r) => [r.id, r.fingerprint, r.deleted_at])).toEqual([
      [1, studyFingerprint(FEN, '马擒孤将 红先胜', main), null],
      [2, null, null],
      [3, studyFingerprint(FEN, '旧排局', rootNode([childNode({ iccs: 'e1f3' }), childNode({ iccs: 'e1g2', nags: [2] })])), null],
    ]);
    expect(rows[0].edits).toBeUndefined();
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
