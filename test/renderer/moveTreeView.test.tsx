// @vitest-environment happy-dom
/**
 * The move-tree viewer over a tree it pages: a million rows draw only those on screen, pages are
 * asked only for what shows, the current move is highlighted and scrolled to, a fold asks the
 * services and reads the rows again, marks and comments show beside their move.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { zh } from '../../src/renderer/src/i18n/zh';
import { en } from '../../src/renderer/src/i18n/en';
import { MoveTreeView, PAGE_ROWS, valueBadge } from '../../src/renderer/src/study/MoveTreeView';
import type { RowSource } from '../../src/renderer/src/study/rowSource';
import type { MoveRow } from '../../src/shared/study/rows';
import { MAX_SCROLL_PX, ROW_HEIGHT, contentHeight, rowWindow, scrollToRow } from '../../src/renderer/src/study/rowWindow';
import { nagText, withMark } from '../../src/renderer/src/study/nags';

afterEach(cleanup);

/** Row i of a long main line: node i + 1, alternating sides. */
const lineRow = (i: number): MoveRow => ({
  node: i + 1, ply: i + 1, depth: 0, iccs: 'h2e2', text: i % 2 ? '马８进７' : '炮二平五', comment: i === 2 ? '好棋' : '', nags: i === 2 ? [1] : [],
  variationStart: false, folded: false,
});

function lineSource(rowCount: number): RowSource & { asked: number[] } {
  const asked: number[] = [];
  return {
    asked,
    rows: async (offset, count) => {
      asked.push(offset);
      const rows = [];
      for (let i = offset; i < Math.min(rowCount, offset + count); i++) rows.push(lineRow(i));
      return { rows, rowCount };
    },
    fold: async () => rowCount,
    rowOf: async (node) => node - 1,
    step: async (node) => node,
  };
}

describe('the rows on screen', () => {
  it('draws a window of rows, pixel for pixel while the list fits a browser, in proportion beyond', () => {
    expect(rowWindow(0, 480, 10)).toEqual({ first: 0, count: 10, top: 0 });
    expect(rowWindow(ROW_HEIGHT * 40, 480, 1000)).toEqual({ first: 40, count: 20, top: 40 * ROW_HEIGHT });
    expect(contentHeight(1_000_000)).toBe(MAX_SCROLL_PX);
    const end = rowWindow(MAX_SCROLL_PX - 480, 480, 1_000_000);
    expect(end.first + end.count).toBe(1_000_000);
    expect(rowWindow(0, 480, 0).count).toBe(0);
  });

  it('scrolls only as far as needed to show a row, both ways, at any length', () => {
    expect(scrollToRow(5, 0, 480, 1000)).toBe(0);
    expect(scrollToRow(100, 0, 480, 1000)).toBe((100 + 1 - Math.floor(480 / ROW_HEIGHT)) * ROW_HEIGHT);
    expect(scrollToRow(10, 100 * ROW_HEIGHT, 480, 1000)).toBe(10 * ROW_HEIGHT);
    const far = scrollToRow(999_999, 0, 480, 1_000_000);
    const shown = rowWindow(far, 480, 1_000_000);
    expect(shown.first + shown.count).toBe(1_000_000);
    const middle = rowWindow(scrollToRow(500_000, 0, 480, 1_000_000), 480, 1_000_000);
    expect(500_000).toBeGreaterThanOrEqual(middle.first);
    expect(500_000).toBeLessThan(middle.first + middle.count);
  });

  it('writes the six move marks as composers do and keeps one of them at a time', () => {
    expect(nagText([1, 6, 22])).toBe('! ?! $22');
    expect(withMark([2, 22], 3)).toEqual([3, 22]);
    expect(withMark([2, 22], null)).toEqual([22]);
  });

  it('says a value with its distances, in each language', () => {
    expect(valueBadge(zh, { wdl: 'win', dtc: 5, dtm: 7, order: 0 })).toBe('胜 · DTC 5 · DTM 7');
    expect(valueBadge(en, { wdl: 'loss', dtc: 4, dtm: null, order: 0 })).toBe('Loss · DTC 4');
    expect(valueBadge(zh, { wdl: 'win', dtc: 5, dtm: null, order: 0, proof: 'unproven' })).toBe('未证明');
  });
});

describe('the move-tree viewer', () => {
  it('shows a million-row line by drawing a screenful and asking only its pages', async () => {
    const source = lineSource(1_000_000);
    render(<MoveTreeView t={zh} lang="zh" source={source} version={0} current={0} blackFirst={false} label="tree" onSelect={() => undefined} />);
    await screen.findByText('共 1000000 行');
    expect(document.querySelectorAll('.tree-row').length).toBeLessThanOrEqual(Math.ceil(480 / ROW_HEIGHT) + 1);
    expect(screen.getByTestId('move-1').textContent).toBe('1. 炮二平五');
    expect(screen.getByTestId('move-2').textContent).toBe('1. …… 马８进７');
    expect(screen.getByTestId('nags-3').textContent).toBe('!');
    expect(screen.getByTestId('comment-3').textContent).toBe('好棋');
    expect(source.asked).toEqual([0]);
    const rows = screen.getByTestId('tree-rows');
    rows.scrollTop = MAX_SCROLL_PX;
    fireEvent.scroll(rows);
    await screen.findByTestId('move-1000000');
    expect(source.asked.every((offset) => offset % PAGE_ROWS === 0)).toBe(true);
    expect(source.asked.length).toBeLessThanOrEqual(3);
  });

  it('highlights the current move and scrolls it into view; a click selects a move', async () => {
    const onSelect = vi.fn();
    const source = lineSource(5000);
    const { rerender } = render(<MoveTreeView t={zh} lang="zh" source={source} version={0} current={0} blackFirst label="tree" onSelect={onSelect} />);
    await screen.findByTestId('move-1');
    expect(screen.getByTestId('move-1').textContent).toBe('1. …… 炮二平五');
    rerender(<MoveTreeView t={zh} lang="zh" source={source} version={0} current={3000} blackFirst label="tree" onSelect={onSelect} />);
    const move = await screen.findByTestId('move-3000');
    expect(move.getAttribute('aria-current')).toBe('step');
    fireEvent.click(move);
    expect(onSelect).toHaveBeenCalledWith(3000);
    fireEvent.click(screen.getByTestId('tree-start'));
    expect(onSelect).toHaveBeenLastCalledWith(0);
  });

  it('folds a variation through its source and reads the rows again; a new version reads them again too', async () => {
    let folded = false;
    const rows = (): MoveRow[] => [
      lineRow(0),
      { ...lineRow(1), node: 10, depth: 1, variationStart: true, folded, comment: '变着' },
      ...(folded ? [] : [{ ...lineRow(2), node: 11, depth: 1, comment: '' }]),
      lineRow(1),
    ];
    const source: RowSource = {
      rows: async (offset, count) => ({ rows: rows().slice(offset, offset + count), rowCount: rows().length }),
      fold: vi.fn(async (_node: number, f: boolean) => {
        folded = f;
        return rows().length;
      }),
      rowOf: async () => 0,
      step: async (n) => n,
    };
    const { rerender } = render(<MoveTreeView t={en} lang="en" source={source} version={0} current={0} blackFirst={false} label="tree" onSelect={() => undefined} />);
    await screen.findByTestId('move-11');
    expect(screen.getByTestId('row-10').getAttribute('aria-level')).toBe('2');
    fireEvent.click(screen.getByTestId('fold-10'));
    await waitFor(() => expect(screen.queryByTestId('move-11')).toBeNull());
    expect(source.fold).toHaveBeenCalledWith(10, true);
    expect(screen.getByTestId('fold-10').getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('row-count').textContent).toBe('3 rows');
    folded = false;
    await act(async () => rerender(<MoveTreeView t={en} lang="en" source={source} version={1} current={0} blackFirst={false} label="tree" onSelect={() => undefined} />));
    await screen.findByTestId('move-11');
  });
});
