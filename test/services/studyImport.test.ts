/**
 * Importing study files: a folder with a good file of each format, a broken one, a duplicate and a
 * file that is no study, with the summary checked exactly; the catalogue byte for byte unchanged by
 * a failed file; a second import all duplicates; each refusal in both languages; the API's upload
 * of base64 files and its limits.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Catalogue } from '../../src/main/catalogue/catalogue';
import { collectStudyFiles } from '../../src/main/import/studyFiles';
import { type Services, createServices } from '../../src/main/services/canjuServices';
import { importStudyFiles } from '../../src/main/services/importService';
import { spawnWorker } from '../../src/main/tablebase/generate/spawnWorker';
import { ARGUMENT_CHECKS, MAX_IMPORT_BYTES } from '../../src/shared/api/contract';
import { KNIGHT, KN_K, PAWN, ROOK, dhtmlxqFile, dumpStudies, game, pgnFile, xqfFile } from '../support/studyFiles';
import { worded } from '../support/worded';

const scratch: string[] = [];
const services: Services[] = [];
afterAll(async () => {
  for (const s of services) await s.close();
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

function folder(prefix = 'canju-import-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  scratch.push(dir);
  return dir;
}

/** The knight's other first move, a study of its own. */
const KNIGHT_D3 = game(KN_K, [['Title', '马 另法']], 'e1d3 {也可} d9e9', '1-0');
/** A PGN file whose first game is good and whose second plays a knight move that cannot be played. */
const BROKEN = `${pgnFile(KNIGHT_D3)}\n${pgnFile(KNIGHT).replace('E1-F3', 'E1-E5')}`;

/** The study folder: a file of each format, the broken one, a duplicate of the PGN's first game, and notes. */
function studyFolder(): string {
  const dir = folder();
  mkdirSync(join(dir, 'sub'));
  writeFileSync(join(dir, 'a.pgn'), pgnFile(KNIGHT, ROOK));
  writeFileSync(join(dir, 'b.txt'), dhtmlxqFile(PAWN));
  writeFileSync(join(dir, 'sub', 'c.xqf'), xqfFile(KNIGHT_D3));
  writeFileSync(join(dir, 'broken.pgn'), BROKEN);
  writeFileSync(join(dir, 'sub', 'again.pgn'), pgnFile(KNIGHT));
  writeFileSync(join(dir, 'readme.md'), '# notes');
  return dir;
}

const BROKEN_EN = "line 17, column 11: Red's move 'E1-E5' cannot be played: the piece cannot move that way (position 3k5/9/9/9/9/9/9/9/4N4/5K3 w - - 0 1)";
const BROKEN_ZH = '第 17 行第 11 列: 红方着法「E1-E5」无法走出：这个棋子不能这样走（局面 3k5/9/9/9/9/9/9/9/4N4/5K3 w - - 0 1）';

describe('importing a folder', () => {
  const library = folder('canju-library-');
  const source = studyFolder();
  const p = (name: string) => join(source, name);

  it('imports each good file, names the duplicate, the broken file and the skipped one', () => {
    const catalogue = Catalogue.open(library);
    try {
      const { files, skipped } = collectStudyFiles([source]);
      expect(files.map((f) => f.name)).toEqual([p('a.pgn'), p('b.txt'), p('broken.pgn'), p('sub/again.pgn'), p('sub/c.xqf')]);
      const summary = worded(importStudyFiles(catalogue, files, { skipped }), 'en');
      expect(summary).toEqual({
        imported: [
          { id: 1, title: '马擒孤将 红先胜', file: p('a.pgn') },
          { id: 2, title: 'Rook alone', file: p('a.pgn') },
          { id: 3, title: '兵对士 黑先和', file: p('b.txt') },
          { id: 4, title: '马 另法', file: p('sub/c.xqf') },
        ],
        duplicates: [{ id: 1, title: '马擒孤将 红先胜', file: p('sub/again.pgn') }],
        failed: [{ file: p('broken.pgn'), message: `${p('broken.pgn')}: ${BROKEN_EN}` }],
        skipped: [{ file: p('readme.md'), message: `${p('readme.md')}: not a study file (PGN, DhtmlXQ or XQF)` }],
      });
      expect(catalogue.studies.page({ offset: 0, limit: 10 }).rows.map((s) => [s.id, s.sourceFile, s.stipulation, s.material])).toEqual([
        [4, 'c.xqf', '红先胜', 'KN-K'], [3, 'b.txt', '黑先和', 'KP-KA'], [2, 'a.pgn', '红先胜', 'KR-K'], [1, 'a.pgn', '红先胜', 'KN-K'],
      ]);
      expect(catalogue.studies.get(1)).toMatchObject({ meta: { author: '佚名', source: '象棋残局选', result: '1-0' }, notes: '马的用法', fen: '3k5/9/9/9/9/9/9/9/4N4/5K3 w - - 0 1' });
    } finally {
      catalogue.close();
    }
  });

  it('a failed file changes nothing in the catalogue, though its first game was good; in Chinese too', () => {
    const before = dumpStudies(library);
    const catalogue = Catalogue.open(library);
    try {
      const summary = worded(importStudyFiles(catalogue, [{ name: 'broken.pgn', bytes: new TextEncoder().encode(BROKEN) }]), 'zh');
      expect(summary).toEqual({ imported: [], duplicates: [], failed: [{ file: 'broken.pgn', message: `broken.pgn: ${BROKEN_ZH}` }], skipped: [] });
    } finally {
      catalogue.close();
    }
    expect(dumpStudies(library)).toEqual(before);
  });

  it('a second import of the folder adds nothing: every study is already there', () => {
    const before = dumpStudies(library);
    const catalogue = Catalogue.open(library);
    try {
      const { files } = collectStudyFiles([source]);
      const summary = worded(importStudyFiles(catalogue, files), 'en');
      expect(summary.imported).toEqual([]);
      expect(summary.duplicates).toEqual([
        { id: 1, title: '马擒孤将 红先胜', file: p('a.pgn') },
        { id: 2, title: 'Rook alone', file: p('a.pgn') },
        { id: 3, title: '兵对士 黑先和', file: p('b.txt') },
        { id: 1, title: '马擒孤将 红先胜', file: p('sub/again.pgn') },
        { id: 4, title: '马 另法', file: p('sub/c.xqf') },
      ]);
      expect(summary.failed.map((f) => f.file)).toEqual([p('broken.pgn')]);
    } finally {
      catalogue.close();
    }
    expect(dumpStudies(library)).toEqual(before);
  });

  it('the same study in another format is the same study; one deleted comes back when imported again', () => {
    const catalogue = Catalogue.open(library);
    try {
      const summary = worded(importStudyFiles(catalogue, [{ name: 'knight.xqf', bytes: xqfFile(KNIGHT) }]), 'en');
      // XQF keeps no Source tag, which is no part of the fingerprint: the position, title and lines are the same.
      expect(summary.duplicates).toEqual([{ id: 1, title: '马擒孤将 红先胜', file: 'knight.xqf' }]);
      expect(catalogue.studies.delete(2)).toBe(true);
      expect(worded(importStudyFiles(catalogue, [{ name: 'rook.pgn', bytes: new TextEncoder().encode(pgnFile(ROOK)) }]), 'en').imported)
        .toEqual([{ id: 2, title: 'Rook alone', file: 'rook.pgn' }]);
      expect(catalogue.studies.get(2)).toMatchObject({ meta: { title: 'Rook alone' } });
    } finally {
      catalogue.close();
    }
  });
});

describe('files that fail', () => {
  const cases: [string, Uint8Array | string, RegExp][] = [
    ['empty.pgn', '', /^empty\.pgn: line 1, column 1: /],
    ['cut.xqf', xqfFile(KNIGHT).subarray(0, 1030), /^cut\.xqf: byte 0x400: /],
    ['facing.pgn', '[FEN "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1"]\n*\n', /^facing\.pgn: line 1, column 1: .*kings? .*fac/i],
    ['unclosed.txt', '[DhtmlXQ][DhtmlXQ_movelist]7747', /^unclosed\.txt: /],
  ];
  it.each(cases)('%s fails with its place and its fault, and adds nothing', (name, content, message) => {
    const dir = folder();
    const catalogue = Catalogue.open(dir);
    try {
      const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
      const summary = worded(importStudyFiles(catalogue, [{ name, bytes }]), 'en');
      expect(summary).toEqual({ imported: [], duplicates: [], failed: [{ file: name, message: expect.stringMatching(message) }], skipped: [] });
      expect(catalogue.studies.page().total).toBe(0);
    } finally {
      catalogue.close();
    }
  });

  it('names an unreadable folder entry and a file of another kind as skipped, with the reason', () => {
    const dir = folder();
    writeFileSync(join(dir, 'photo.png'), new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
    writeFileSync(join(dir, 'notes.txt'), 'just words');
    const { files, skipped } = collectStudyFiles([dir]);
    expect(skipped).toEqual([{ file: join(dir, 'photo.png'), reason: { kind: 'not-study-file' } }]);
    const catalogue = Catalogue.open(folder());
    try {
      const summary = worded(importStudyFiles(catalogue, files, { skipped }), 'zh');
      expect(summary.skipped).toEqual([
        { file: join(dir, 'photo.png'), message: `${join(dir, 'photo.png')}：不是排局文件（PGN、DhtmlXQ 或 XQF）` },
        { file: join(dir, 'notes.txt'), message: `${join(dir, 'notes.txt')}：不是排局文件（PGN、DhtmlXQ 或 XQF）` },
      ]);
    } finally {
      catalogue.close();
    }
  });
});

describe('importStudies through the API', () => {
  it('takes base64 files, as the app uploads them, and answers the summary', async () => {
    const s = createServices({ dir: folder(), owner: 'test', threads: 1, memoryBytes: 2 ** 30, spawn: spawnWorker });
    services.push(s);
    const b64 = (text: string | Uint8Array) => Buffer.from(text).toString('base64');
    const answer = await worded(s.api.importStudies([
      { name: 'dropped/a.pgn', base64: b64(pgnFile(KNIGHT)) }, { name: 'dropped/b.xqf', base64: b64(xqfFile(ROOK)) },
    ]), 'en');
    expect(answer).toEqual({
      ok: true, summary: {
        imported: [{ id: 1, title: '马擒孤将 红先胜', file: 'dropped/a.pgn' }, { id: 2, title: 'Rook alone', file: 'dropped/b.xqf' }],
        duplicates: [], failed: [], skipped: [],
      },
    });
    const listed = await worded(s.api.listStudies({ offset: 0, limit: 10 }), 'en');
    expect(listed.ok && listed.studies.map((x) => x.sourceFile)).toEqual(['b.xqf', 'a.pgn']);
  });

  it('refuses what is not a list of named base64 files, and more than 50 MB in one call', () => {
    const check = ARGUMENT_CHECKS.importStudies;
    expect(check([[{ name: 'a.pgn', base64: 'QUJD' }]])).toBeNull();
    expect(check([[]])).toMatch(/files must be a list of 1 to/);
    expect(check([[{ name: 'a.pgn', base64: 'not base64!' }]])).toMatch(/base64/);
    expect(check([[{ name: '', base64: 'QUJD' }]])).toMatch(/file name/);
    expect(check([[{ name: 'a.pgn', base64: 'QUJD', path: '/etc' }]])).toMatch(/unknown field "path"/);
    const half = 'A'.repeat(Math.ceil(MAX_IMPORT_BYTES / 2 / 3) * 4 + 4);
    expect(check([[{ name: 'a', base64: half }, { name: 'b', base64: half }]])).toMatch(/at most 52428800 bytes/);
    expect(check([[{ name: 'a', base64: half }]])).toBeNull();
  });
});
