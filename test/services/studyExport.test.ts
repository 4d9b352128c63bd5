/**
 * Exporting a saved study: each study format exported and imported back gives the same position,
 * move tree, comments and metadata (what the format can hold); an edited study's whole tree comes out
 * in its order, variations included; the diagrams and the text, encodings, and the refusals.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Catalogue } from '../../src/main/catalogue/catalogue';
import { importStudyFiles } from '../../src/main/services/importService';
import { exportStudy } from '../../src/main/services/studyExportService';
import { type Services, createServices } from '../../src/main/services/canjuServices';
import { spawnWorker } from '../../src/main/tablebase/generate/spawnWorker';
import type { StudyExportOptions } from '../../src/shared/api/contract';
import { type MoveNote, emptyMeta } from '../../src/shared/study/document';
import { encodeTree } from '../../src/shared/study/flatTree';
import { childNode, rootNode } from '../../src/shared/study/tree';
import { KNIGHT, PAWN, pgnFile } from '../support/studyFiles';
import { worded } from '../support/worded';

const scratch: string[] = [];
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

function withCatalogue<T>(fn: (catalogue: Catalogue) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'canju-export-'));
  scratch.push(dir);
  const catalogue = Catalogue.open(dir);
  try {
    return fn(catalogue);
  } finally {
    catalogue.close();
  }
}

const utf8 = (text: string) => new TextEncoder().encode(text);
const options = (format: StudyExportOptions['format'], more: Partial<StudyExportOptions> = {}): StudyExportOptions => ({ format, encoding: 'utf-8', notation: 'chinese', lang: 'en', ...more });

/** Exports study `id` from `from` and imports the file into a fresh catalogue: the study as read back. */
function roundTrip(from: Catalogue, id: number, opts: StudyExportOptions) {
  const file = worded(exportStudy(from, id, { ...opts, lang: 'zh' }), 'zh');
  if (!file.ok) throw new Error(file.errors[0].message);
  return withCatalogue((to) => {
    const summary = worded(importStudyFiles(to, [{ name: file.fileName, bytes: Buffer.from(file.base64, 'base64') }]), 'en');
    expect(summary.failed).toEqual([]);
    expect(summary.imported).toHaveLength(1);
    return { file, study: to.studies.get(summary.imported[0].id)! };
  });
}

describe('export and import back', () => {
  it.each([
    ['pgn', {}, '马擒孤将 红先胜.pgn', 'application/x-chess-pgn; charset=utf-8'],
    ['pgn', { encoding: 'gbk', notation: 'wxf', lineEnding: 'crlf' }, '马擒孤将 红先胜.pgn', 'application/x-chess-pgn; charset=gbk'],
    ['dhtmlxq', {}, '马擒孤将 红先胜.dhtmlxq.txt', 'text/plain; charset=utf-8'],
    ['dhtmlxq', { encoding: 'gbk' }, '马擒孤将 红先胜.dhtmlxq.txt', 'text/plain; charset=gbk'],
    ['xqf', {}, '马擒孤将 红先胜.xqf', 'application/octet-stream'],
  ] as const)('%s %j: the same position, lines, comments and headers', (format, more, fileName, mimeType) => {
    withCatalogue((from) => {
      const [{ id }] = worded(importStudyFiles(from, [{ name: 'k.pgn', bytes: utf8(pgnFile(KNIGHT)) }]), 'en').imported;
      const original = from.studies.get(id)!;
      const { file, study } = roundTrip(from, id, options(format, more));
      expect(file).toMatchObject({ fileName, mimeType });
      const kept = { fen: original.fen, notes: original.notes, stipulation: original.stipulation, material: original.material };
      expect(study).toMatchObject({ ...kept, meta: { title: original.meta.title, author: original.meta.author, result: '1-0' } });
      expect(study.meta.source).toBe('象棋残局选');
      expect(encodeTree(study.tree)).toEqual(encodeTree(original.tree));
    });
  });

  it('an edited study comes out whole: its main line first, every variation in its order, comments; a draw for black stays one', () => {
    withCatalogue((from) => {
      const [{ id }] = worded(importStudyFiles(from, [{ name: 'k.pgn', bytes: utf8(pgnFile(KNIGHT)) }]), 'en').imported;
      const m = (iccs: string, children: ReturnType<typeof childNode<MoveNote>>[] = [], comment?: string) => childNode<MoveNote>({ iccs, ...(comment ? { comment } : {}) }, children);
      const tree = rootNode([
        m('e1f3', [m('d9d8', [], '另一着'), m('d9e9', [m('f3e5', [], '妙')])], '跳马'),
        m('e1d3', [m('d9e9')], '也可'),
      ]);
      from.studies.save({ ...from.studies.get(id)!, tree }, id);
      for (const format of ['pgn', 'dhtmlxq', 'xqf'] as const) expect(encodeTree(roundTrip(from, id, options(format)).study.tree)).toEqual(encodeTree(tree));
      const [{ id: pawn }] = worded(importStudyFiles(from, [{ name: 'p.pgn', bytes: utf8(pgnFile(PAWN)) }]), 'en').imported;
      for (const format of ['pgn', 'dhtmlxq', 'xqf'] as const) expect(roundTrip(from, pawn, options(format)).study.stipulation).toBe('黑先和');
    });
  });
});

describe('diagrams, text and refusals', () => {
  it('svg is the diagram with its caption, and the key move as an arrow when asked', () => {
    withCatalogue((c) => {
      const [{ id }] = worded(importStudyFiles(c, [{ name: 'k.pgn', bytes: utf8(pgnFile(KNIGHT)) }]), 'en').imported;
      const plain = worded(exportStudy(c, id, { ...options('svg'), lang: 'en' }), 'en');
      expect(plain).toMatchObject({ ok: true, fileName: '马擒孤将 红先胜.svg', mimeType: 'image/svg+xml' });
      if (!plain.ok) return;
      expect(plain.text).toMatch(/^<svg /);
      expect(plain.text).toContain('马擒孤将 红先胜');
      expect(plain.text).toContain('Red to move and win');
      expect(plain.text).not.toContain('class="arrow"');
      expect(Buffer.from(plain.base64, 'base64').toString('utf8')).toBe(plain.text);
      const arrows = worded(exportStudy(c, id, { ...options('svg', { arrows: true }), lang: 'zh' }), 'zh');
      expect(arrows.ok && arrows.text).toContain('class="arrow" data-from="e1" data-to="f3"');
      expect(arrows.ok && arrows.text).toContain('红先胜');
    });
  });

  it('png is a PNG picture', () => {
    withCatalogue((c) => {
      const [{ id }] = worded(importStudyFiles(c, [{ name: 'k.pgn', bytes: utf8(pgnFile(KNIGHT)) }]), 'en').imported;
      const png = worded(exportStudy(c, id, { ...options('png'), lang: 'en' }), 'en');
      expect(png).toMatchObject({ ok: true, text: '', fileName: '马擒孤将 红先胜.png', mimeType: 'image/png' });
      expect(png.ok && [...Buffer.from(png.base64, 'base64').subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    }, );
  }, 30_000);

  it('text is the text diagram, then the study: heading, source, notes, moves by pairs with comments and variations in brackets', () => {
    withCatalogue((c) => {
      const [{ id }] = worded(importStudyFiles(c, [{ name: 'k.pgn', bytes: utf8(pgnFile(KNIGHT)) }]), 'en').imported;
      const text = worded(exportStudy(c, id, { ...options('text', { encoding: 'gbk' }), lang: 'zh' }), 'zh');
      if (!text.ok) throw new Error(text.errors[0].message);
      const lines = text.text.split('\n');
      expect(lines.slice(0, 3)).toEqual(['马擒孤将 红先胜', '佚名', '红先胜']);
      expect(lines).toContain('九　八　七　六　五　四　三　二　一');
      expect(lines).toContain('出处：象棋残局选');
      expect(lines).toContain('马的用法');
      expect(lines).toContain('1. 马五进四 跳马 1. … 将４平５ (1. … 将４进１ 另一着)');
      expect(lines).toContain('2. 马四进五');
      expect(text.mimeType).toBe('text/plain; charset=gbk');
      expect(new TextDecoder('gbk').decode(Buffer.from(text.base64, 'base64'))).toBe(text.text);
    });
  });

  it('refuses a study that is not there, and a title GBK cannot hold in GBK', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'canju-export-'));
    scratch.push(dir);
    const services: Services = createServices({ dir, owner: 'test', threads: 1, memoryBytes: 2 ** 30, spawn: spawnWorker });
    try {
      const { api } = services;
      expect(await worded(api.exportStudy(7, { ...options('pgn'), lang: 'en' }), 'en')).toEqual({ ok: false, errors: [{ code: 'no-study', message: 'no study 7' }] });
      const saved = await worded(api.saveStudy({ meta: emptyMeta({ title: 'Knight 🐴' }), stipulation: '红先胜', fen: KNIGHT.fen, notes: '' }, null), 'en');
      if (!saved.ok) throw new Error(saved.errors[0].message);
      expect(await worded(api.exportStudy(saved.study.id, { ...options('pgn', { encoding: 'gbk' }), lang: 'zh' }), 'zh'))
        .toEqual({ ok: false, errors: [{ code: 'encoding', message: "无法用 GBK 编码：'🐴' 在 GBK 中没有编码" }] });
      expect(await worded(api.exportStudy(saved.study.id, { ...options('pgn', { encoding: 'utf-8-bom' }), lang: 'zh' }), 'zh')).toMatchObject({ ok: true, fileName: 'Knight 🐴.pgn' });
      expect(await worded(api.deleteStudy(saved.study.id), 'en')).toMatchObject({ ok: true });
      expect(await worded(api.exportStudy(saved.study.id, { ...options('pgn'), lang: 'en' }), 'en')).toMatchObject({ ok: false, errors: [{ code: 'no-study' }] });
    } finally {
      await services.close();
    }
  });
});
