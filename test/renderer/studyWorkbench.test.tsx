// @vitest-environment happy-dom
/**
 * A composer's path through the study workbench, over open trees answered as the services answer
 * them (test/support/openTrees.ts): the study's moves and variations in the viewer, keys and clicks
 * moving the board, comments, marks, a move played on the board, a variation promoted and deleted,
 * the details edited and saved; a build with its estimate, asked first when large, stopped, and kept
 * whole or from the selected move.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CanjuApi, StudyFields, StudyInfo } from '../../src/shared/api/contract';
import { failure } from '../../src/shared/api/problem';
import { emptyMeta } from '../../src/shared/study/document';
import { en } from '../../src/renderer/src/i18n/en';
import { zh } from '../../src/renderer/src/i18n/zh';
import { StudyWorkbench } from '../../src/renderer/src/screens/StudyWorkbench';
import { originLine } from '../../src/renderer/src/study/StudyHeader';
import { LARGE_BUILD } from '../../src/renderer/src/study/useTreeBuild';
import { OpenTrees, treeOf } from '../support/openTrees';

const FEN = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';
/** 中炮 with two answers: 马８进７ (main line, three moves) and 马２进３ (a variation). */
const LINES = [['h2e2', 'h9g7', 'h0g2'], ['h2e2', 'b9c7']];

afterEach(cleanup);

function workbench(options: { estimate?: number; built?: string[][]; stipulation?: string } = {}) {
  const trees = new OpenTrees();
  const studyTree = trees.open(FEN, treeOf(LINES));
  trees.trees.get(studyTree)!.tree.node(2)!.data.comment = '屏风马';
  const saved: StudyFields[] = [];
  let info: StudyInfo = {
    id: 7, fen: FEN, stipulation: options.stipulation ?? '红先胜', meta: emptyMeta({ title: '中炮对屏风马', red: '胡荣华', black: '杨官璘', result: '1-0' }),
    notes: '', material: '', sourceFile: 'game.xqf', createdAt: '', updatedAt: '', tree: { id: studyTree, rowCount: 4 },
  };
  let builtId = 0;
  const api = {
    ...trees.api(),
    saveStudy: vi.fn(async (fields: StudyFields) => {
      saved.push(fields);
      info = { ...info, meta: fields.meta, stipulation: fields.stipulation, notes: fields.notes };
      return { ok: true, study: info };
    }),
    buildStudyTree: vi.fn(async () => {
      builtId = trees.open(FEN, treeOf(options.built ?? [['h2e2', 'h9g7'], ['h2e2', 'b7e7']]));
      return { ok: true, treeId: builtId, estimate: { nodes: options.estimate ?? 3 } };
    }),
    cancelTree: vi.fn(async () => ({ ok: true, cancelled: true })),
    studyReport: vi.fn(async () => failure('no-study', { id: 7 })),
  } as unknown as CanjuApi;
  const onSaved = vi.fn();
  render(<StudyWorkbench api={api} t={zh} lang="zh" study={info} onSaved={onSaved} onClose={() => undefined} />);
  return { trees, api, saved, onSaved, studyTree, built: () => builtId };
}

const fen = () => screen.getByTestId('tree-fen').textContent;
const current = () => document.querySelector('[aria-current=step]')?.textContent;
const key = (k: string) => act(() => {
  fireEvent.keyDown(window, { key: k });
});

describe('the study workbench', () => {
  it('shows the study details, its moves, variations and comments, and steps through them by keys and clicks', async () => {
    workbench();
    expect(screen.getByTestId('study-origin').textContent).toBe('胡荣华 对 杨官璘 · 红胜');
    await screen.findByTestId('move-4');
    expect(screen.getByTestId('row-count').textContent).toBe('共 4 行');
    expect(screen.getByTestId('comment-2').textContent).toBe('屏风马');
    expect(screen.getByTestId('row-4').getAttribute('aria-level')).toBe('2');
    expect(screen.getByTestId('move-4').textContent).toBe('1. …… 马２进３');
    expect(fen()).toBe(FEN);
    await key('ArrowRight');
    await waitFor(() => expect(current()).toBe('1. 炮二平五'));
    await key('ArrowRight');
    await waitFor(() => expect(current()).toBe('1. …… 马８进７'));
    await key('ArrowDown');
    await waitFor(() => expect(current()).toBe('1. …… 马２进３'));
    await waitFor(() => expect(fen()).toBe('r1bakabnr/9/1cn4c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 0 1'));
    await key('ArrowUp');
    await key('End');
    await waitFor(() => expect(current()).toBe('2. 马二进三'));
    await key('Home');
    await waitFor(() => expect(current()).toBe(zh.analysis.start));
    fireEvent.click(screen.getByTestId('move-2'));
    await waitFor(() => expect(fen()).toMatch(/^rnbakab1r\/9\/1c4nc1\//));
    expect((screen.getByTestId('tree-comment') as HTMLTextAreaElement).value).toBe('屏风马');
  });

  it('sends the composer\'s edits to the open tree and saves the study with it', async () => {
    const { trees, saved, studyTree, onSaved } = workbench();
    fireEvent.click(await screen.findByTestId('move-2'));
    const comment = await screen.findByTestId('tree-comment');
    fireEvent.change(comment, { target: { value: '最常见的应法' } });
    fireEvent.blur(comment);
    await waitFor(() => expect(screen.getByTestId('comment-2').textContent).toBe('最常见的应法'));
    fireEvent.change(screen.getByTestId('tree-mark'), { target: { value: '1' } });
    await waitFor(() => expect(screen.getByTestId('nags-2').textContent).toBe('!'));
    fireEvent.click(screen.getByTestId('move-4'));
    await waitFor(() => expect(current()).toBe('1. …… 马２进３'));
    fireEvent.click(screen.getByTestId('tree-promote'));
    await waitFor(() => expect(screen.getByTestId('row-2').getAttribute('aria-level')).toBe('2'));
    expect(screen.getByTestId('row-4').getAttribute('aria-level')).toBe('1');
    // 马二进三 played on the board after 马２进３: two clicks, from the piece to its point.
    fireEvent.click(screen.getByTestId('point-h0'));
    fireEvent.click(screen.getByTestId('point-g2'));
    await screen.findByTestId('move-5');
    expect(trees.calls.filter(([name]) => name === 'treeEdit').map(([, a]) => a[1])).toEqual([
      { kind: 'comment', node: 2, text: '最常见的应法' }, { kind: 'nags', node: 2, nags: [1] }, { kind: 'promote', node: 4 }, { kind: 'play', node: 4, iccs: 'h0g2' },
    ]);
    fireEvent.click(screen.getByTestId('move-2'));
    await waitFor(() => expect(current()).toBe('1. …… 马８进７'));
    fireEvent.click(screen.getByTestId('tree-delete'));
    await waitFor(() => expect(screen.queryByTestId('move-2')).toBeNull());
    expect(current()).toBe('1. 炮二平五');
    fireEvent.click(screen.getByTestId('save-edits'));
    await screen.findByText(zh.moveTree.saved);
    expect(saved.at(-1)).toMatchObject({ fen: FEN, tree: studyTree });
    expect(onSaved).toHaveBeenCalledOnce();
  });

  it('edits every detail of the study and saves them with its moves', async () => {
    const { saved, studyTree } = workbench();
    fireEvent.click(screen.getByTestId('edit-details'));
    fireEvent.change(screen.getByTestId('meta-event'), { target: { value: '全国象棋个人赛' } });
    fireEvent.change(screen.getByTestId('meta-date'), { target: { value: '1960' } });
    fireEvent.change(screen.getByTestId('meta-result'), { target: { value: '1/2-1/2' } });
    fireEvent.change(screen.getByTestId('meta-notes'), { target: { value: '第一轮' } });
    fireEvent.click(screen.getByTestId('details-save'));
    await waitFor(() => expect(screen.queryByTestId('details-form')).toBeNull());
    expect(saved).toEqual([{
      fen: FEN, stipulation: '红先胜', notes: '第一轮', tree: studyTree,
      meta: emptyMeta({ title: '中炮对屏风马', red: '胡荣华', black: '杨官璘', event: '全国象棋个人赛', date: '1960', result: '1/2-1/2' }),
    }]);
    expect(screen.getByTestId('study-origin').textContent).toBe('全国象棋个人赛 · 胡荣华 对 杨官璘 · 1960 · 和棋');
    expect(screen.getByTestId('study-notes-shown').textContent).toBe('第一轮');
  });

  it('builds a tree with progress, then keeps it whole or from the selected move as the study\'s solution', async () => {
    const { trees, api, saved, studyTree, built } = workbench();
    fireEvent.click(screen.getByTestId('build-tree'));
    await screen.findByTestId('tree-progress');
    expect(screen.getByTestId('tree-progress').textContent).toBe('正在生成解法树：已有 0 个节点，预计约 3 个…');
    act(() => trees.emit({ type: 'tree', treeId: built(), nodes: 2, done: false }));
    expect(screen.getByTestId('tree-progress').textContent).toContain('已有 2 个节点');
    fireEvent.click(screen.getByTestId('cancel-tree'));
    expect(api.cancelTree).toHaveBeenCalledOnce();
    act(() => trees.emit({ type: 'tree', treeId: built(), nodes: 3, done: true }));
    expect(screen.getByTestId('tree-summary').textContent).toBe('解法树已生成：共 3 个节点');
    await screen.findByTestId('move-3');
    expect(screen.getByTestId('view-built').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByTestId('move-3'));
    await waitFor(() => expect(current()).toBe('1. …… 炮２平５'));
    fireEvent.click(screen.getByTestId('keep-branch'));
    await screen.findByText(zh.moveTree.kept);
    expect(trees.calls.filter(([name]) => name === 'treeEdit').map(([, a]) => a)).toEqual([[studyTree, { kind: 'keep', from: built(), node: 3 }]]);
    expect(saved).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('row-count').textContent).toBe('共 2 行'));
    expect(screen.getByTestId('view-study').getAttribute('aria-selected')).toBe('true');
  });

  it('asks before a large build, stopping it meanwhile, and builds only when told', async () => {
    const { api } = workbench({ estimate: LARGE_BUILD + 1 });
    fireEvent.click(screen.getByTestId('build-tree'));
    await screen.findByTestId('confirm-build');
    expect(screen.getByTestId('confirm-build').textContent).toContain(`预计约 ${LARGE_BUILD + 1} 个节点`);
    expect(api.cancelTree).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('tree-progress')).toBeNull();
    fireEvent.click(screen.getByTestId('confirm-build-yes'));
    await screen.findByTestId('tree-progress');
    expect(api.buildStudyTree).toHaveBeenCalledTimes(2);
    expect(api.cancelTree).toHaveBeenCalledOnce();
  });

  it('builds nothing for a game without a stipulation, and says its details in English too', () => {
    workbench({ stipulation: '' });
    expect((screen.getByTestId('build-tree') as HTMLButtonElement).disabled).toBe(true);
    expect(originLine(en, emptyMeta({ author: 'Anon', red: 'Hu', result: '0-1' }))).toBe('Anon · Hu vs ? · Black wins');
  });
});
