/**
 * The study library through the API: pages and their total, newest first, each filter alone and
 * together, the text search (its % and _ taken literally), delete with undo and the purge when the
 * catalogue is opened again, a saved twin refused, and every refusal by code and message.
 */
import { emptyMeta } from '../../src/shared/study/document';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Catalogue } from '../../src/main/catalogue/catalogue';
import { type Services, createServices } from '../../src/main/services/canjuServices';
import { importStudyFiles } from '../../src/main/services/importService';
import { spawnWorker } from '../../src/main/tablebase/generate/spawnWorker';
import { ARGUMENT_CHECKS, type CanjuApi, type StudyQuery } from '../../src/shared/api/contract';
import { chineseNameOf } from '../../src/shared/material/chineseName';
import { parseSignature } from '../../src/shared/material/signature';
import { KNIGHT, PAWN, ROOK, dhtmlxqFile, dumpStudies, pgnFile } from '../support/studyFiles';
import { worded } from '../support/worded';
import { say } from '../../src/shared/words/say';

const dir = mkdtempSync(join(tmpdir(), 'canju-library-'));
let services: Services;
let api: CanjuApi;
const open = () => {
  services = createServices({ dir, owner: 'test', threads: 1, memoryBytes: 2 ** 30, spawn: spawnWorker });
  api = services.api;
};

/** 12 knight studies (composers 甲 and 乙 by turns, the first three with a source, all with notes), 8 rook studies (one with notes holding % and _), the pawn draw; two marked sound, one unsound. */
beforeAll(() => {
  const catalogue = Catalogue.open(dir);
  try {
    const knights = Array.from({ length: 12 }, (_, i) => ({ ...KNIGHT, tags: [['Title', `马 ${i + 1}`], ['Author', i % 2 ? '乙' : '甲'], ...(i < 3 ? [['Source', '象棋残局选']] : [])] as [string, string][] }));
    const rooks = Array.from({ length: 8 }, (_, i) => ({ ...ROOK, tags: [['Title', `Rook ${i + 1}`]] as [string, string][], ...(i === 3 ? { startComment: 'a 100% sure_thing' } : {}) }));
    const utf8 = (text: string) => new TextEncoder().encode(text);
    const summary = worded(importStudyFiles(catalogue, [
      { name: 'knights.pgn', bytes: utf8(pgnFile(...knights)) }, { name: 'set/rooks.pgn', bytes: utf8(pgnFile(...rooks)) }, { name: 'pawn.txt', bytes: utf8(dhtmlxqFile(PAWN)) },
    ]), 'en');
    expect(summary.imported).toHaveLength(21);
    catalogue.studies.setSoundness(1, 'sound');
    catalogue.studies.setSoundness(13, 'sound');
    catalogue.studies.setSoundness(2, 'unsound');
  } finally {
    catalogue.close();
  }
  open();
});
afterAll(async () => {
  await services.close();
  rmSync(dir, { recursive: true, force: true });
});

const page = (query: Partial<StudyQuery>) => ({ offset: 0, limit: 50, ...query });
async function ids(query: Partial<StudyQuery>): Promise<{ ids: number[]; total: number }> {
  const answer = await api.listStudies(page(query));
  if (!answer.ok) throw new Error(say(answer.errors[0], 'en'));
  return { ids: answer.studies.map((s) => s.id), total: answer.total };
}
const range = (from: number, to: number) => Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => (from > to ? from - i : from + i));
const fail = (code: string, message: string) => ({ ok: false, errors: [{ code, message }] });

describe('listing', () => {
  it('reads pages, newest first, each with the total', async () => {
    expect(await ids({ limit: 10 })).toEqual({ ids: range(21, 12), total: 21 });
    expect(await ids({ offset: 10, limit: 10 })).toEqual({ ids: range(11, 2), total: 21 });
    expect(await ids({ offset: 20, limit: 10 })).toEqual({ ids: [1], total: 21 });
    expect(await ids({ offset: 30, limit: 10 })).toEqual({ ids: [], total: 21 });
  });

  it('a row is the study without its moves, with its metadata, source file and soundness', async () => {
    const answer = await worded(api.listStudies(page({ sourceFile: 'rooks.pgn', limit: 1 })), 'en');
    expect(answer).toEqual({
      ok: true, total: 8, studies: [{
        id: 20, meta: emptyMeta({ title: 'Rook 8', result: '1-0' }), stipulation: '红先胜', fen: '3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1', notes: '', material: 'KR-K',
        sourceFile: 'rooks.pgn', soundness: '', createdAt: expect.any(String), updatedAt: expect.any(String),
      }],
    });
  });

  it('filters by material (signature or Chinese name), stipulation (either language), soundness and source file', async () => {
    expect(await ids({ material: 'KR-K' })).toEqual({ ids: range(20, 13), total: 8 });
    const name = chineseNameOf((parseSignature('KN-K') as unknown as { value: never }).value);
    expect(await ids({ material: name })).toEqual({ ids: range(12, 1), total: 12 });
    expect(await ids({ stipulation: 'Black to move and draw' })).toEqual({ ids: [21], total: 1 });
    expect(await ids({ stipulation: '红先胜' })).toMatchObject({ total: 20 });
    expect(await ids({ soundness: 'sound' })).toEqual({ ids: [13, 1], total: 2 });
    expect(await ids({ soundness: 'unsound' })).toEqual({ ids: [2], total: 1 });
    expect(await ids({ soundness: '' })).toMatchObject({ total: 18 });
    expect(await ids({ sourceFile: 'pawn.txt' })).toEqual({ ids: [21], total: 1 });
    expect(await ids({ sourceFile: 'knights.pgn', soundness: 'sound' })).toEqual({ ids: [1], total: 1 });
  });

  it('searches title, author, source, event, players, date, opening and notes; % and _ are literal', async () => {
    expect(await ids({ text: 'rook' })).toEqual({ ids: range(20, 13), total: 8 });
    expect(await ids({ text: '乙', material: 'KN-K' })).toEqual({ ids: [12, 10, 8, 6, 4, 2], total: 6 });
    expect(await ids({ text: '马 1' })).toEqual({ ids: [12, 11, 10, 1], total: 4 });
    expect(await ids({ text: '残局选' })).toEqual({ ids: [3, 2, 1], total: 3 });
    expect(await ids({ text: '马的用法' })).toMatchObject({ total: 12 });
    expect(await ids({ text: '100% sure_' })).toEqual({ ids: [16], total: 1 });
    expect(await ids({ text: '1%0' })).toEqual({ ids: [], total: 0 });
    expect(await ids({ text: 'sure_thing', offset: 5 })).toEqual({ ids: [], total: 1 });
  });

  it('refuses a material or stipulation it cannot read, and a query outside the contract', async () => {
    expect(await worded(api.listStudies(page({ material: 'KZ-K' })), 'en')).toMatchObject({ ok: false, errors: [{ code: 'bad-material' }] });
    expect(await worded(api.listStudies(page({ stipulation: 'win' })), 'zh')).toEqual(fail('bad-stipulation', "无法识别的要求：'win'（应为 红先胜、红先和、黑先胜 或 黑先和）"));
    const check = ARGUMENT_CHECKS.listStudies;
    expect(check([page({})])).toBeNull();
    expect(check([page({ limit: 501 })])).toMatch(/limit must be a whole number from 1 to 500/);
    expect(check([page({ offset: -1 })])).toMatch(/offset/);
    expect(check([{ ...page({}), soundness: 'maybe' }])).toMatch(/soundness must be one of/);
    expect(check([{ ...page({}), sort: 'id' }])).toMatch(/unknown field "sort"/);
    expect(check([{ limit: 5 }])).toMatch(/lacks the field "offset"/);
  });
});

describe('delete with undo', () => {
  it('a deleted study is listed and opened no more until restored; a study never deleted cannot be restored', async () => {
    expect(await worded(api.deleteStudy(21), 'en')).toEqual({ ok: true, deleted: 21 });
    expect(await ids({ limit: 3 })).toEqual({ ids: [20, 19, 18], total: 20 });
    expect(await ids({ sourceFile: 'pawn.txt' })).toEqual({ ids: [], total: 0 });
    expect(await worded(api.openStudy(21), 'en')).toEqual(fail('no-study', 'no study 21'));
    expect(await worded(api.deleteStudy(21), 'en')).toEqual(fail('no-study', 'no study 21'));
    expect(await worded(api.restoreStudy(21), 'en')).toEqual({ ok: true, restored: 21 });
    expect(await ids({ limit: 1 })).toEqual({ ids: [21], total: 21 });
    expect(await worded(api.restoreStudy(21), 'zh')).toEqual(fail('not-deleted', '没有可以恢复的已删除排局 21（排局库重新打开后，删除的排局就清除了）'));
    expect(await worded(api.restoreStudy(99), 'en')).toEqual(fail('not-deleted', 'no deleted study 99 to restore (deleted studies are purged when the library is next opened)'));
  });

  it('a saved twin of a listed study is refused with that study\'s id', async () => {
    const opened = await api.openStudy(15);
    if (!opened.ok) throw new Error('not opened');
    const twin = { meta: emptyMeta({ title: 'Rook 3' }), stipulation: '红先胜', fen: ROOK.fen, notes: '', tree: opened.study.tree.id };
    expect(await worded(api.saveStudy(twin, null), 'en')).toEqual(fail('study-exists', 'this study is already in the library (study 15)'));
    expect(await worded(api.saveStudy({ ...twin, meta: emptyMeta({ title: 'Rook 3 again' }) }, null), 'en')).toMatchObject({ ok: true, study: { id: 22 } });
  });

  it('deleted studies are purged when the catalogue is opened again', async () => {
    expect(await worded(api.deleteStudy(22), 'en')).toMatchObject({ ok: true });
    expect(await worded(api.deleteStudy(5), 'en')).toMatchObject({ ok: true });
    await services.close();
    expect(dumpStudies(dir).map((r) => (r as { id: number }).id)).toEqual(range(1, 22));
    open();
    expect(dumpStudies(dir).map((r) => (r as { id: number }).id)).toEqual(range(1, 21).filter((i) => i !== 5));
    expect(await worded(api.restoreStudy(5), 'en')).toMatchObject({ ok: false, errors: [{ code: 'not-deleted' }] });
    expect(await ids({ material: 'KN-K' })).toMatchObject({ total: 11 });
  });
});
