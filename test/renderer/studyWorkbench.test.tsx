// @vitest-environment happy-dom
/**
 * A composer's path through the study screen, over the real services and tables: open a saved
 * study's solution tree, move about it with keys and clicks, comment and prune a move, save, reopen
 * and find the edits, and read the soundness report.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StudyInfo } from '../../src/shared/api/contract';
import { type Services, createServices } from '../../src/main/services/canjuServices';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { SpawnWorker } from '../../src/main/tablebase/generate/workerPool';
import { generateWithSubTables } from '../../src/main/tablebase/generationService';
import { zh } from '../../src/renderer/src/i18n/zh';
import { Studies } from '../../src/renderer/src/screens/Studies';
import { generatedFolder } from '../support/tableFolder';
import { counts } from '../support/tables';
import { say } from '../../src/shared/words/say';
import { reportText } from '../../src/shared/words/reportText';

// 炮兵对单将: red wins; small enough to generate in seconds beside other work.
const FEN = '3k5/9/9/9/9/9/2P6/1C7/9/4K4 w - - 0 1';
// Under the DOM environment import.meta.url is not a file URL, so the sources' worker is named from the checkout.
const spawn: SpawnWorker = () => new Worker(join(process.cwd(), 'src/main/tablebase/generate/worker.ts'), { execArgv: ['--import', 'tsx'] });
const dir = generatedFolder(counts('KCP', 'K'), (d) => generateWithSubTables(counts('KCP', 'K'), { dir: d, threads: 2, memoryBytes: 2 ** 30, spawn }));
let services: Services, study: StudyInfo;

beforeAll(async () => {
  services = createServices({ dir, owner: 'test', threads: 1, memoryBytes: 2 ** 30, spawn });
  const saved = await services.api.saveStudy({ title: '炮兵巧胜', composer: '', source: '', stipulation: '红先胜', fen: FEN, notes: '' }, null);
  if (!saved.ok) throw new Error(say(saved.errors[0], 'en'));
  study = saved.study;
});
afterAll(() => services?.close());
afterEach(cleanup);

async function openTree(): Promise<void> {
  render(<Studies api={services.api} t={zh} lang="zh" fen={FEN} onOpen={() => undefined} />);
  fireEvent.click(await screen.findByTestId(`tree-study-${study.id}`));
  fireEvent.click(await screen.findByTestId('build-tree'));
  await screen.findByTestId('move-tree', {}, { timeout: 20_000 });
}

describe('the study workbench', () => {
  it('builds the tree, steps through it with the keys, and marks the key move', async () => {
    await openTree();
    expect(screen.getByTestId('tree-summary').textContent).toMatch(/^红先胜：解法树共 \d+ 个节点$/);
    const fen = () => screen.getByTestId('tree-fen').textContent;
    expect(fen()).toBe(FEN);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    const afterKey = fen();
    expect(afterKey).not.toBe(FEN);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(fen()).toBe(afterKey);
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(fen()).toBe(FEN);
    // The key is marked as the report judges it: 唯一着 when no other move keeps the win, else its duals are listed.
    const report = await services.api.studyReport(study.id);
    if (!report.ok) throw new Error(say(report.errors[0], 'en'));
    const tree = await services.api.buildStudyTree(study.id, null, []);
    if (!tree.ok) throw new Error(say(tree.errors[0], 'en'));
    const [key, ...duals] = tree.tree.root.children;
    expect(screen.queryByTestId(`only-${key.data.id}`) !== null).toBe(report.report.keyOnly);
    expect(duals.map((d) => screen.getByTestId(`dual-${d.data.id}`).textContent)).toEqual(duals.map(() => zh.tree.dual));
    expect(screen.getByTestId(`tree-${key.data.id}`).textContent).toBe(`1. ${key.data.text}`);
  });

  it('keeps a comment and a pruned line once saved, and reopens with them', async () => {
    await openTree();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    const comment = screen.getByTestId('tree-comment');
    fireEvent.change(comment, { target: { value: '黑方最顽强的防守' } });
    fireEvent.blur(comment);
    fireEvent.click(screen.getByTestId('tree-prune'));
    expect(screen.getByTestId('tree-restore')).toBeDefined();
    fireEvent.click(screen.getByTestId('save-edits'));
    await vi.waitFor(() => expect(screen.getByTestId('tree-message').textContent).toBe(zh.studies.saved));
    cleanup();
    await openTree();
    // The pruned line is hidden until asked for, and comes with its comment.
    expect(screen.getByTestId('move-tree').textContent).not.toContain('黑方最顽强的防守');
    fireEvent.click(screen.getByLabelText(zh.tree.showPruned));
    expect(screen.getByTestId('move-tree').textContent).toContain('黑方最顽强的防守');
    const reopened = await services.api.openStudy(study.id);
    expect(reopened.ok && JSON.stringify(reopened.study.edits)).toContain('黑方最顽强的防守');
    expect(reopened.ok && JSON.stringify(reopened.study.edits)).toContain('"pruned":true');
  });

  it('reads the soundness report of the study', async () => {
    render(<Studies api={services.api} t={zh} lang="zh" fen={FEN} onOpen={() => undefined} />);
    fireEvent.click(await screen.findByTestId(`tree-study-${study.id}`));
    fireEvent.click(await screen.findByTestId('check-study'));
    const verdict = await screen.findByTestId('report-verdict', {}, { timeout: 20_000 });
    const report = await services.api.studyReport(study.id);
    if (!report.ok) throw new Error(say(report.errors[0], 'en'));
    expect(verdict.textContent).toBe(report.report.sound ? zh.tree.sound : zh.tree.unsound);
    expect(screen.getByTestId('study-report').textContent).toContain(reportText(report.report, 'zh').split('\n')[0]);
  });
});
