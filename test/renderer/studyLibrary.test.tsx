// @vitest-environment happy-dom
/**
 * The studies screen as a library, against a faked API that records what it is asked: pages read
 * fifty at a time with their controls and total, the search (once typing pauses) and the filters
 * sent as the query, material named in Chinese, delete then undo, and opening a study onto the board
 * or into its workbench.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CanjuApi, StudyInfo, StudyQuery, StudySummary } from '../../src/shared/api/contract';
import { zh } from '../../src/renderer/src/i18n/zh';
import { en } from '../../src/renderer/src/i18n/en';
import { Studies } from '../../src/renderer/src/screens/Studies';
import { NO_FILTERS, PAGE_SIZE, SEARCH_DELAY_MS, materialName, studyQuery } from '../../src/renderer/src/screens/StudyLibrary';
import { failure } from '../../src/shared/api/problem';
import { emptyMeta } from '../../src/shared/study/document';

const FEN = '3k5/4a4/9/9/9/9/2P6/1C7/9/4K4 w - - 0 1';

function summary(id: number, extra: Partial<StudySummary> = {}): StudySummary {
  return {
    id, meta: emptyMeta({ title: `排局 ${id}`, author: '佚名' }), stipulation: '红先胜', fen: FEN, notes: '', material: 'KCP-KA',
    createdAt: '', updatedAt: '', sourceFile: '', soundness: '', ...extra,
  };
}

/** A library of `total` studies, newest (highest id) first, that deletes and restores; every call recorded. */
function library(total: number) {
  const deleted = new Set<number>();
  const all = () => Array.from({ length: total }, (_, i) => summary(total - i)).filter((s) => !deleted.has(s.id));
  const queries: StudyQuery[] = [];
  const api = {
    listStudies: vi.fn(async (query: StudyQuery) => {
      queries.push(query);
      const list = all();
      return { ok: true, studies: list.slice(query.offset, query.offset + query.limit), total: list.length };
    }),
    deleteStudy: vi.fn(async (id: number) => {
      deleted.add(id);
      return { ok: true, deleted: id };
    }),
    restoreStudy: vi.fn(async (id: number) => {
      deleted.delete(id);
      return { ok: true, restored: id };
    }),
    openStudy: vi.fn(async (id: number) => ({ ok: true, study: { ...summary(id), tree: { id: 100 + id, rowCount: 0 } } satisfies StudyInfo })),
    treeRows: vi.fn(async () => ({ ok: true, rows: [], rowCount: 0 })),
    treePosition: vi.fn(async () => ({ ok: true, fen: FEN, path: [], comment: '', nags: [] })),
    onEvent: () => () => undefined,
  };
  return { api, queries, last: () => queries.at(-1)! };
}

function show(api: object, onOpen: (s: StudyInfo) => void = () => undefined) {
  render(<Studies api={api as unknown as CanjuApi} t={zh} lang="zh" fen={FEN} onOpen={onOpen} />);
}

const rows = () => screen.getAllByTestId(/^study-\d+$/).map((r) => Number(r.dataset.testid!.slice(6)));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the study library', () => {
  it('reads one page at a time, with its range, page number and controls', async () => {
    const { api, last } = library(120);
    show(api);
    await screen.findByTestId('study-120');
    expect(last()).toEqual({ offset: 0, limit: PAGE_SIZE });
    expect(rows()).toHaveLength(50);
    expect(rows()[0]).toBe(120);
    expect(screen.getByTestId('study-list').querySelector('caption')!.textContent).toBe('第 1–50 局，共 120 局');
    expect(screen.getByTestId('page-number').textContent).toBe('第 1 / 3 页');
    expect((screen.getByTestId('page-previous') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByTestId('page-next'));
    await screen.findByTestId('study-70');
    expect(last()).toEqual({ offset: 50, limit: PAGE_SIZE });
    expect(screen.getByTestId('page-number').textContent).toBe('第 2 / 3 页');

    fireEvent.click(screen.getByTestId('page-last'));
    await screen.findByTestId('study-20');
    expect(last()).toEqual({ offset: 100, limit: PAGE_SIZE });
    expect(rows()).toEqual(Array.from({ length: 20 }, (_, i) => 20 - i));
    expect(screen.getByTestId('study-list').querySelector('caption')!.textContent).toBe('第 101–120 局，共 120 局');
    expect((screen.getByTestId('page-next') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('page-last') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByTestId('page-first'));
    await screen.findByTestId('study-120');
    expect(last()).toEqual({ offset: 0, limit: PAGE_SIZE });
  });

  it('shows no page controls for one page, and says an empty library is empty', async () => {
    const { api } = library(3);
    show(api);
    await screen.findByTestId('study-3');
    expect(screen.queryByTestId('pager')).toBeNull();
    expect(screen.getByTestId('study-list').querySelector('caption')!.textContent).toBe('共 3 局');
    cleanup();
    show(library(0).api);
    expect((await screen.findByTestId('library-empty')).textContent).toBe(zh.library.empty);
  });

  it('sends the search once typing pauses, and every filter, from the first page', async () => {
    const { api, queries, last } = library(120);
    show(api);
    await screen.findByTestId('study-120');
    fireEvent.click(screen.getByTestId('page-next'));
    await screen.findByTestId('study-70');
    const before = queries.length;
    const search = screen.getByTestId('library-search');
    for (const typed of ['炮', '炮兵', '炮兵巧胜']) fireEvent.change(search, { target: { value: typed } });
    await vi.waitFor(() => expect(last().text).toBe('炮兵巧胜'), { timeout: SEARCH_DELAY_MS * 5 });
    // No request for the letters typed on the way.
    expect(queries.slice(before).map((q) => q.text ?? '')).not.toContain('炮');
    expect(queries.slice(before).map((q) => q.text ?? '')).not.toContain('炮兵');
    expect(last().offset).toBe(0);

    fireEvent.change(screen.getByTestId('filter-material'), { target: { value: '炮兵对单士' } });
    fireEvent.change(screen.getByTestId('filter-stipulation'), { target: { value: '红先和' } });
    fireEvent.change(screen.getByTestId('filter-soundness'), { target: { value: 'unchecked' } });
    fireEvent.change(screen.getByTestId('filter-source-file'), { target: { value: '东萍/杀法.txt' } });
    await vi.waitFor(() => expect(last()).toEqual({
      text: '炮兵巧胜', material: '炮兵对单士', stipulation: '红先和', soundness: '', sourceFile: '东萍/杀法.txt', offset: 0, limit: PAGE_SIZE,
    }), { timeout: SEARCH_DELAY_MS * 5 });

    fireEvent.change(screen.getByTestId('filter-soundness'), { target: { value: 'sound' } });
    await vi.waitFor(() => expect(last().soundness).toBe('sound'));
    fireEvent.change(screen.getByTestId('filter-soundness'), { target: { value: 'unsound' } });
    await vi.waitFor(() => expect(last().soundness).toBe('unsound'));

    fireEvent.click(screen.getByTestId('clear-filters'));
    await vi.waitFor(() => expect(last()).toEqual({ offset: 0, limit: PAGE_SIZE }), { timeout: SEARCH_DELAY_MS * 5 });
  });

  it('builds the query from the filters, leaving out the empty ones', () => {
    expect(studyQuery(NO_FILTERS, 0)).toEqual({ offset: 0, limit: PAGE_SIZE });
    expect(studyQuery({ ...NO_FILTERS, text: '  巧胜 ', soundness: 'unchecked' }, 100, 10)).toEqual({ text: '巧胜', soundness: '', offset: 100, limit: 10 });
  });

  it('filters by a row\'s source file when it is clicked', async () => {
    const { api, queries, last } = library(0);
    api.listStudies.mockImplementation(async (query: StudyQuery) => {
      queries.push(query);
      return { ok: true, studies: [summary(7, { sourceFile: '杀法/第一局.xqf', soundness: 'sound' })], total: 1 };
    });
    show(api);
    const row = await screen.findByTestId('study-7');
    expect(row.textContent).toContain('完整');
    fireEvent.click(screen.getByText('杀法/第一局.xqf'));
    await vi.waitFor(() => expect(last().sourceFile).toBe('杀法/第一局.xqf'), { timeout: SEARCH_DELAY_MS * 5 });
  });

  it('names each row\'s material in Chinese beside its signature', async () => {
    expect(materialName('KCP-KA')).toBe('炮兵对单士');
    expect(materialName('KRNCP-KAABB')).toBe('车马炮兵对士象全');
    expect(materialName('not a material')).toBe('');
    const { api } = library(1);
    show(api);
    const row = await screen.findByTestId('study-1');
    expect(row.textContent).toContain('炮兵对单士 KCP-KA');
    expect(row.textContent).toContain('未检查');
    expect(row.textContent).toContain(zh.library.savedHere);
  });

  it('deletes a study with an undo bar, and undo restores it', async () => {
    const { api } = library(3);
    show(api);
    await screen.findByTestId('study-2');
    fireEvent.click(screen.getByTestId('delete-study-2'));
    expect((await screen.findByTestId('undo-bar')).textContent).toContain('已删除《排局 2》');
    expect(api.deleteStudy).toHaveBeenCalledWith(2);
    await vi.waitFor(() => expect(rows()).toEqual([3, 1]));
    fireEvent.click(screen.getByTestId('undo-delete'));
    await vi.waitFor(() => expect(rows()).toEqual([3, 2, 1]));
    expect(api.restoreStudy).toHaveBeenCalledWith(2);
    expect(screen.getByTestId('undo-bar').textContent).toContain('已恢复《排局 2》');
    expect(screen.queryByTestId('undo-delete')).toBeNull();
  });

  it('goes back a page when deleting empties the last one', async () => {
    const { api, last } = library(51);
    show(api);
    await screen.findByTestId('study-51');
    fireEvent.click(screen.getByTestId('page-last'));
    await screen.findByTestId('study-1');
    fireEvent.click(screen.getByTestId('delete-study-1'));
    await vi.waitFor(() => expect(last().offset).toBe(0));
    await screen.findByTestId('study-51');
    expect(screen.queryByTestId('pager')).toBeNull();
  });

  it('opens a study onto the board, or into its workbench, with its moves', async () => {
    const { api } = library(2);
    const opened: StudyInfo[] = [];
    show(api, (s) => opened.push(s));
    await screen.findByTestId('study-2');
    fireEvent.click(screen.getByTestId('open-study-2'));
    await vi.waitFor(() => expect(opened.map((s) => s.id)).toEqual([2]));
    expect(api.openStudy).toHaveBeenCalledWith(2);
    fireEvent.click(screen.getByTestId('tree-study-1'));
    await screen.findByTestId('study-workbench');
    expect(screen.getByTestId('study-export').querySelector('legend')!.textContent).toBe('导出《排局 1》');
  });

  it('keeps its page and filters while a study is worked on', async () => {
    const { api, last } = library(120);
    show(api);
    await screen.findByTestId('study-120');
    fireEvent.change(screen.getByTestId('filter-stipulation'), { target: { value: '红先胜' } });
    fireEvent.click(screen.getByTestId('page-next'));
    await screen.findByTestId('study-70');
    fireEvent.click(screen.getByTestId('tree-study-70'));
    await screen.findByTestId('study-workbench');
    fireEvent.click(screen.getByRole('button', { name: zh.tree.close }));
    expect(screen.queryByTestId('study-workbench')).toBeNull();
    expect(screen.getByTestId('page-number').textContent).toBe('第 2 / 3 页');
    expect((screen.getByTestId('filter-stipulation') as HTMLSelectElement).value).toBe('红先胜');
    expect(last()).toEqual({ stipulation: '红先胜', offset: 50, limit: PAGE_SIZE });
  });

  it('says why the library cannot be read or a study deleted', async () => {
    const { api } = library(1);
    api.deleteStudy.mockResolvedValue(failure('no-study', { id: 1 }) as never);
    show(api);
    await screen.findByTestId('study-1');
    fireEvent.click(screen.getByTestId('delete-study-1'));
    await vi.waitFor(() => expect(screen.getByTestId('study-message').textContent).toBe('没有编号为 1 的排局'));
    expect(screen.queryByTestId('undo-bar')).toBeNull();
  });

  it('speaks English in the English interface', async () => {
    const { api } = library(60);
    render(<Studies api={api as unknown as CanjuApi} t={en} lang="en" fen={FEN} onOpen={() => undefined} />);
    await screen.findByTestId('study-60');
    expect(screen.getByTestId('study-list').querySelector('caption')!.textContent).toBe('Studies 1–50 of 60');
    expect(screen.getByTestId('page-number').textContent).toBe('Page 1 of 2');
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeDefined();
  });
});
