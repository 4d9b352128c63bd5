// @vitest-environment happy-dom
/**
 * Importing study files and exporting a study, against a faked API: picked and dropped files (a
 * dropped folder walked) read into base64 and sent in batches; the summary with every kind of entry,
 * a duplicate's link opening the study it matches; the library read again; and the export sending
 * the options chosen for each format, then downloading the answer.
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CanjuApi, ExportResult, ImportFile, ImportSummary, StudyExportOptions, StudyInfo } from '../../src/shared/api/contract';
import { en } from '../../src/renderer/src/i18n/en';
import { zh } from '../../src/renderer/src/i18n/zh';
import { addSummaries, base64OfBytes, batches, droppedFiles, pickedFiles } from '../../src/renderer/src/screens/importFiles';
import { ImportSummaryPanel } from '../../src/renderer/src/screens/StudyImport';
import { Studies } from '../../src/renderer/src/screens/Studies';
import { StudyExport, studyExportOptions } from '../../src/renderer/src/screens/StudyExport';
import { failure, problem } from '../../src/shared/api/problem';
import type { ReadError } from '../../src/shared/formats/readError';
import { RED } from '../../src/shared/rules/piece';
import { say } from '../../src/shared/words/say';
import { emptyMeta } from '../../src/shared/study/document';

const FEN = '3k5/4a4/9/9/9/9/2P6/1C7/9/4K4 w - - 0 1';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/** A PGN file's move that no piece can make, as the reader reports it. */
const UNPLAYABLE: ReadError = {
  format: 'pgn', code: 'illegal-move', line: 3, column: 14, move: '炮八进九', fen: FEN,
  params: { turn: RED, notation: 'chinese', error: 'no-match', formatGiven: true, exposesKing: false },
};

const SUMMARY: ImportSummary = {
  imported: [{ id: 11, title: '七星聚会', file: '古谱/七星聚会.pgn' }],
  duplicates: [{ id: 4, title: '野马操田', file: '古谱/野马操田.xqf' }],
  failed: [{ file: '古谱/坏.pgn', problem: problem('unreadable-study', { file: '古谱/坏.pgn', error: UNPLAYABLE }) }],
  skipped: [{ file: '古谱/封面.jpg', problem: problem('unreadable-file', { file: '古谱/封面.jpg', errno: 'EACCES' }) }],
};

function fakeApi(summary: ImportSummary = SUMMARY) {
  const sent: ImportFile[][] = [];
  const api = {
    listStudies: vi.fn(async () => ({ ok: true, studies: [], total: 0 })),
    importStudies: vi.fn(async (files: ImportFile[]) => {
      sent.push(files);
      return { ok: true, summary };
    }),
    openStudy: vi.fn(async (id: number) => ({
      ok: true, study: {
        id, meta: emptyMeta({ title: '野马操田' }), stipulation: '红先胜', fen: FEN, notes: '', material: 'KCP-KA', sourceFile: '', createdAt: '', updatedAt: '', tree: { id: 1, rowCount: 0 },
      } satisfies StudyInfo,
    })),
    treeRows: vi.fn(async () => ({ ok: true, rows: [], rowCount: 0 })),
    treePosition: vi.fn(async () => ({ ok: true, fen: FEN, path: [], comment: '', nags: [] })),
    onEvent: () => () => undefined,
  };
  return { api, sent };
}

const decode = (base64: string) => new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the import summary', () => {
  it('counts each kind and lists every failed and skipped file with why, and every duplicate with a link to its study', () => {
    const opened: number[] = [];
    render(<ImportSummaryPanel t={zh} summary={SUMMARY} onOpen={(id) => opened.push(id)} onDismiss={() => undefined} />);
    expect(screen.getByTestId('import-counts').textContent).toBe('导入 1 局；已在库中 1 局；无法读取 1 项；跳过 1 个文件');
    // The services' line names its file already; a line without the name gets it put before.
    expect(screen.getByTestId('import-failed').textContent).toBe(`古谱/坏.pgn: 第 3 行第 14 列: 红方着法「炮八进九」无法走出：这个局面中没有这样写的合法着法（局面 ${FEN}）`);
    expect(screen.getByTestId('import-skipped').textContent).toBe('古谱/封面.jpg: 无法读取 古谱/封面.jpg：没有权限（EACCES）');
    expect(screen.getByTestId('import-duplicates').textContent).toBe('古谱/野马操田.xqf — 同一排局：《野马操田》');
    expect(screen.getByTestId('import-imported').textContent).toBe('古谱/七星聚会.pgn《七星聚会》');
    fireEvent.click(screen.getByTestId('duplicate-4'));
    fireEvent.click(screen.getByTestId('imported-11'));
    expect(opened).toEqual([4, 11]);
  });

  it('leaves out the kinds that did not happen, and speaks English', () => {
    render(<ImportSummaryPanel t={en} summary={{ ...SUMMARY, failed: [], skipped: [], duplicates: [] }} onOpen={() => undefined} onDismiss={() => undefined} />);
    expect(screen.getByTestId('import-counts').textContent).toBe('1 imported; 0 already in the library; 0 could not be read; 0 files skipped');
    expect(screen.queryByTestId('import-failed')).toBeNull();
    expect(screen.queryByTestId('import-duplicates')).toBeNull();
  });
});

describe('importing files', () => {
  it('sends picked files as base64 in one call, shows the summary, refreshes the library, and opens a duplicate\'s study', async () => {
    const { api, sent } = fakeApi();
    render(<Studies api={api as unknown as CanjuApi} t={zh} lang="zh" fen={FEN} onOpen={() => undefined} />);
    await vi.waitFor(() => expect(api.listStudies).toHaveBeenCalledTimes(1));
    const files = [new File(['[Game "Chinese Chess"]'], '七星聚会.pgn'), new File([new Uint8Array([0x58, 0x51, 0, 0xff])], '野马操田.xqf')];
    fireEvent.change(screen.getByTestId('import-files-input'), { target: { files } });
    await screen.findByTestId('import-summary');
    expect(sent).toHaveLength(1);
    expect(sent[0].map((f) => f.name)).toEqual(['七星聚会.pgn', '野马操田.xqf']);
    expect(decode(sent[0][0].base64)).toBe('[Game "Chinese Chess"]');
    expect([...atob(sent[0][1].base64)].map((c) => c.charCodeAt(0))).toEqual([0x58, 0x51, 0, 0xff]);
    expect(screen.getByTestId('import-counts').textContent).toBe('导入 1 局；已在库中 1 局；无法读取 1 项；跳过 1 个文件');
    await vi.waitFor(() => expect(api.listStudies).toHaveBeenCalledTimes(2));
    fireEvent.click(screen.getByTestId('duplicate-4'));
    await screen.findByTestId('study-workbench');
    expect(api.openStudy).toHaveBeenCalledWith(4);
  });

  it('sends a large folder in batches, and a batch the host refuses fails its files alone', async () => {
    const { api, sent } = fakeApi({ ...SUMMARY, imported: [SUMMARY.imported[0]], duplicates: [], failed: [], skipped: [] });
    const calls = api.importStudies.getMockImplementation()!;
    api.importStudies.mockImplementationOnce(calls).mockImplementationOnce(async () => failure('internal', { detail: 'disk full' }) as never);
    render(<Studies api={api as unknown as CanjuApi} t={zh} lang="zh" fen={FEN} onOpen={() => undefined} />);
    // Three files of 100 kB: a batch each, as two would pass 160 kB; the second call fails.
    const files = ['a.pgn', 'b.pgn', 'c.pgn'].map((name) => new File([new Uint8Array(100 * 1024)], name));
    fireEvent.change(screen.getByTestId('import-files-input'), { target: { files } });
    await screen.findByTestId('import-summary');
    expect(api.importStudies).toHaveBeenCalledTimes(3);
    expect(sent.map((batch) => batch.map((f) => f.name))).toEqual([['a.pgn'], ['c.pgn']]);
    expect(screen.getByTestId('import-error').textContent).toBe(say(problem('internal', { detail: 'disk full' }), 'zh'));
    expect(screen.getByTestId('import-failed').textContent).toBe(`b.pgn: ${say(problem('internal', { detail: 'disk full' }), 'zh')}`);
    expect(screen.getByTestId('import-counts').textContent).toBe('导入 2 局；已在库中 0 局；无法读取 1 项；跳过 0 个文件');
  });

  it('skips a file too large to be a study file without reading it', async () => {
    const { api, sent } = fakeApi();
    render(<Studies api={api as unknown as CanjuApi} t={zh} lang="zh" fen={FEN} onOpen={() => undefined} />);
    const huge = new File(['x'], 'movie.mp4');
    Object.defineProperty(huge, 'size', { value: 11 * 1024 * 1024 });
    fireEvent.change(screen.getByTestId('import-files-input'), { target: { files: [huge] } });
    expect((await screen.findByTestId('import-skipped')).textContent).toBe(`movie.mp4: ${zh.importing.tooLarge(10)}`);
    expect(sent).toEqual([]);
  });

  it('imports files dropped onto the screen, marking it while they are dragged over', async () => {
    const { api, sent } = fakeApi();
    render(<Studies api={api as unknown as CanjuApi} t={zh} lang="zh" fen={FEN} onOpen={() => undefined} />);
    const screenSection = screen.getByTestId('study-import').closest('section')!;
    const file = new File(['[Game "Chinese Chess"]'], '拖入.pgn');
    // Items without entries (as a page's own DataTransfer has): the files are taken as they are.
    const dataTransfer = { types: ['Files'], items: [{ kind: 'file', webkitGetAsEntry: () => null }], files: [file], dropEffect: 'none' };
    fireEvent.dragEnter(screenSection, { dataTransfer });
    fireEvent.dragEnter(screen.getByTestId('study-import'), { dataTransfer });
    fireEvent.dragLeave(screen.getByTestId('study-import'), { dataTransfer });
    expect(screenSection.classList.contains('dragging')).toBe(true);
    expect(screen.getByTestId('study-import').textContent).toContain(zh.importing.dropHere);
    fireEvent.dragOver(screenSection, { dataTransfer });
    fireEvent.drop(screenSection, { dataTransfer });
    await screen.findByTestId('import-summary');
    expect(sent.map((batch) => batch.map((f) => f.name))).toEqual([['拖入.pgn']]);
    expect(screenSection.classList.contains('dragging')).toBe(false);
    // Dragging text over the screen is no import.
    fireEvent.dragEnter(screenSection, { dataTransfer: { ...dataTransfer, types: ['text/plain'] } });
    expect(screenSection.classList.contains('dragging')).toBe(false);
  });

  it('names a picked folder\'s files by their path in it', () => {
    const file = new File(['x'], '第一局.xqf');
    Object.defineProperty(file, 'webkitRelativePath', { value: '杀法/第一局.xqf' });
    expect(pickedFiles([file, new File(['y'], 'b.pgn')]).map((f) => f.name)).toEqual(['杀法/第一局.xqf', 'b.pgn']);
  });

  it('walks a dropped folder to its files, reading each directory batch until an empty one', async () => {
    const fileEntry = (fullPath: string) => ({ isFile: true, isDirectory: false, fullPath, file: (ok: (f: File) => void) => ok(new File([fullPath], fullPath.split('/').pop()!)) });
    const dirEntry = (fullPath: string, children: unknown[]) => {
      const rounds = [children.slice(0, 1), children.slice(1), []];
      return {
        isFile: false, isDirectory: true, fullPath,
        createReader: () => ({ readEntries: (ok: (e: unknown[]) => void) => ok(rounds.shift() ?? []) }),
      };
    };
    const folder = dirEntry('/古谱', [fileEntry('/古谱/a.pgn'), dirEntry('/古谱/续', [fileEntry('/古谱/续/b.xqf')]), fileEntry('/古谱/c.txt')]);
    const data = { items: [folder, fileEntry('/d.pgn')].map((entry) => ({ kind: 'file', webkitGetAsEntry: () => entry })), files: [] } as unknown as DataTransfer;
    const files = await droppedFiles(data);
    expect(files.map((f) => f.name)).toEqual(['古谱/a.pgn', '古谱/续/b.xqf', '古谱/c.txt', 'd.pgn']);
    expect(await files[1].file.text()).toBe('/古谱/续/b.xqf');
  });

  it('groups files into batches by size and count, a large file alone', () => {
    const file = (name: string, bytes: number): ImportFile => ({ name, base64: 'A'.repeat((bytes / 3) * 4) });
    const names = (groups: ImportFile[][]) => groups.map((g) => g.map((f) => f.name));
    expect(names(batches([file('a', 30), file('b', 30), file('c', 30)], 60, 10))).toEqual([['a', 'b'], ['c']]);
    expect(names(batches([file('a', 3), file('big', 300), file('c', 3)], 60, 10))).toEqual([['a'], ['big'], ['c']]);
    expect(names(batches([file('a', 3), file('b', 3), file('c', 3)], 60, 2))).toEqual([['a', 'b'], ['c']]);
    expect(batches([], 60, 2)).toEqual([]);
  });

  it('adds up the batches\' summaries, and encodes large files in base64', () => {
    expect(addSummaries(SUMMARY, SUMMARY).failed).toHaveLength(2);
    const bytes = Uint8Array.from({ length: 100_000 }, (_, i) => (i * 7) % 256);
    expect(base64OfBytes(bytes)).toBe(Buffer.from(bytes).toString('base64'));
  });
});

describe('exporting a study', () => {
  let downloads: { name: string; type: string }[];
  beforeEach(() => {
    localStorage.clear();
    downloads = [];
    URL.createObjectURL = (blob: Blob) => `blob:${blob.type}`;
    URL.revokeObjectURL = () => undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ name: this.download, type: this.href.slice(5) });
    });
  });

  function panel(answer: ExportResult = { ok: true, text: '[Game "Chinese Chess"]', fileName: '野马操田.pgn', mimeType: 'application/x-chess-pgn', base64: btoa('[Game "Chinese Chess"]') }) {
    const calls: [number, StudyExportOptions][] = [];
    const api = {
      exportStudy: vi.fn(async (id: number, options: StudyExportOptions) => {
        calls.push([id, options]);
        return answer;
      }),
    };
    render(<StudyExport api={api as unknown as CanjuApi} t={zh} lang="zh" study={{ id: 4, meta: { title: '野马操田' } }} />);
    return calls;
  }

  it('sends PGN with the chosen encoding and notation, downloads it and previews the text', async () => {
    const calls = panel();
    expect((screen.getByTestId('study-export-encoding') as HTMLSelectElement).value).toBe('gbk');
    expect(screen.queryByTestId('study-export-arrows')).toBeNull();
    fireEvent.change(screen.getByTestId('study-export-encoding'), { target: { value: 'utf-8' } });
    fireEvent.change(screen.getByTestId('study-export-notation'), { target: { value: 'wxf' } });
    fireEvent.click(screen.getByTestId('study-export-save'));
    await screen.findByTestId('study-export-preview');
    expect(calls).toEqual([[4, { format: 'pgn', encoding: 'utf-8', notation: 'wxf', lineEnding: 'lf', lang: 'zh' }]]);
    expect(downloads).toEqual([{ name: '野马操田.pgn', type: 'application/x-chess-pgn' }]);
    expect(screen.getByTestId('study-export-preview').textContent).toBe('[Game "Chinese Chess"]');
  });

  it('sends a diagram with or without its arrow, in the chosen piece style, and shows it', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>';
    const calls = panel({ ok: true, text: svg, fileName: '野马操田.svg', mimeType: 'image/svg+xml; charset=utf-8', base64: btoa(svg) });
    fireEvent.change(screen.getByTestId('study-export-format'), { target: { value: 'svg' } });
    expect(screen.queryByTestId('study-export-encoding')).toBeNull();
    expect(screen.queryByTestId('study-export-notation')).toBeNull();
    // A published study never shows its key: the arrow is off until asked for.
    expect((screen.getByTestId('study-export-arrows') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByTestId('study-export-arrows'));
    fireEvent.click(screen.getByTestId('study-export-save'));
    const image = await screen.findByTestId('study-export-image');
    expect(image.getAttribute('src')).toBe(`data:image/svg+xml;base64,${btoa(svg)}`);
    fireEvent.change(screen.getByTestId('study-export-format'), { target: { value: 'png' } });
    fireEvent.click(screen.getByTestId('study-export-arrows'));
    // The printed style: black pieces as filled discs, as books print them.
    expect(within(screen.getByTestId('study-export-piece-style')).getAllByRole('option').map((o) => o.textContent)).toEqual(['棋盘样式（红黑彩色）', '印刷样式（黑子实心）']);
    fireEvent.change(screen.getByTestId('study-export-piece-style'), { target: { value: 'printed' } });
    fireEvent.click(screen.getByTestId('study-export-save'));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.map((c) => c[1])).toEqual([
      { format: 'svg', encoding: 'gbk', notation: 'chinese', arrows: true, pieceStyle: 'board', lang: 'zh' },
      { format: 'png', encoding: 'gbk', notation: 'chinese', arrows: false, pieceStyle: 'printed', lang: 'zh' },
    ]);
    expect(downloads.map((d) => d.name)).toEqual(['野马操田.svg', '野马操田.svg']);
  });

  it('says why an export failed, and downloads nothing', async () => {
    panel(failure('no-study', { id: 4 }));
    fireEvent.click(screen.getByTestId('study-export-save'));
    expect((await screen.findByTestId('study-export-error')).textContent).toBe('没有编号为 4 的排局');
    expect(downloads).toEqual([]);
  });

  it('asks text formats for CRLF on Windows, and never for binary ones; diagrams take the arrow and the piece style', () => {
    const diagram = { arrows: true, pieceStyle: 'printed' } as const;
    expect(studyExportOptions('svg', 'utf-8', 'chinese', diagram, WINDOWS, 'zh')).toEqual({ format: 'svg', encoding: 'utf-8', notation: 'chinese', arrows: true, pieceStyle: 'printed', lang: 'zh' });
    expect(studyExportOptions('text', 'gbk', 'chinese', diagram, WINDOWS, 'zh')).toEqual({ format: 'text', encoding: 'gbk', notation: 'chinese', lineEnding: 'crlf', lang: 'zh' });
    expect(studyExportOptions('dhtmlxq', 'utf-8', 'iccs', diagram, WINDOWS, 'en')).toEqual({ format: 'dhtmlxq', encoding: 'utf-8', notation: 'iccs', lineEnding: 'crlf', lang: 'en' });
    expect(studyExportOptions('xqf', 'gbk', 'chinese', diagram, WINDOWS, 'zh')).toEqual({ format: 'xqf', encoding: 'gbk', notation: 'chinese', lang: 'zh' });
  });
});
