// @vitest-environment happy-dom
/**
 * The tables managed from the catalogue screen: counts grouped in thousands the way the chosen
 * language writes them, a verification's progress from the host's events with a cancel, the tables
 * that read a table named before it is deleted (and nothing deleted on "keep"), a regeneration
 * started, and the longest DTC and DTM of a side opened by a click.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CanjuApi, CanjuEvent, SideFigures, SideStatisticsView, TableInfo, VerifyResult } from '../../src/shared/api/contract';
import { en } from '../../src/renderer/src/i18n/en';
import { zh } from '../../src/renderer/src/i18n/zh';
import { Catalogue } from '../../src/renderer/src/screens/Catalogue';
import { count, dateTime } from '../../src/renderer/src/numbers';

afterEach(cleanup);

const side = (over: Partial<SideStatisticsView>): SideStatisticsView => ({
  legal: 1_174_395_928, win: 790_268_056, draw: 384_127_872, loss: 0, maxDtc: 189, maxDtcFen: '2ba1ab2/4k4/9/9/9/6B2/2P6/3A5/3K1C3/9 w', ruleDecided: 0, histogram: [1, 2, 3], ...over,
});
const table: TableInfo = {
  material: 'KCPAB-KAABB', chineseName: '炮高兵单士象对士象全', status: 'complete', sizeBytes: 147_221_767, indexSize: 963_171_000, seconds: 1305.5,
  peakRssBytes: 4.6e9, createdAt: '2026-12-07T10:00:00.000Z', problem: null, dtmProblem: null, hasDtm: true,
  statistics: { red: side({}), black: side({ maxDtc: 190, maxDtcFen: '2ba1ab2/4k4/9/9/9/6B2/2P6/3A5/3K1C3/9 b' }) },
};
const figures = (maxDtm: number, fen: string): SideFigures => ({
  legal: 0, win: 0, draw: 0, loss: 0, maxDtc: 0, maxDtcFen: '', maxDtm, maxDtmFen: fen, ruleDecided: 0, checkDecided: 0, chaseDecided: 0,
});

function fakeApi(calls: string[]) {
  let listener: ((e: CanjuEvent) => void) | undefined;
  let finish: ((r: VerifyResult) => void) | undefined;
  const api = {
    tableStatistics: async () => ({
      ok: true, statistics: { material: 'KCPAB-KAABB', indexSize: 0, seconds: 0, peakRssBytes: 0, dtmCount: 'canju', red: figures(227, 'dtm-red-fen w'), black: figures(228, 'dtm-black-fen b') },
    }),
    verifyTable: (m: string) => {
      calls.push(`verify ${m}`);
      return new Promise<VerifyResult>((resolve) => (finish = resolve));
    },
    cancelVerify: async () => {
      calls.push('cancel');
      finish?.({ ok: false, errors: [{ code: 'cancelled' }] } as unknown as VerifyResult);
      return { ok: true, cancelled: true };
    },
    tableDependents: async (m: string) => ({ ok: true, material: m, dependents: ['KCPAB-KAABB', 'KCPAB-KAAB'] }),
    deleteTable: async (m: string) => {
      calls.push(`delete ${m}`);
      return { ok: true, deleted: m };
    },
    regenerateTable: async (m: string) => {
      calls.push(`regenerate ${m}`);
      return { ok: true, job: {} };
    },
    onEvent: (l: (e: CanjuEvent) => void) => {
      listener = l;
      return () => (listener = undefined);
    },
  } as unknown as CanjuApi;
  return { api, emit: (e: CanjuEvent) => listener?.(e) };
}

describe('the catalogue\'s numbers', () => {
  it('groups counts and writes dates the chosen language\'s way', () => {
    expect(count(1_926_342_000, 'zh')).toBe('1,926,342,000');
    expect(count(1_926_342_000, 'en')).toBe('1,926,342,000');
    expect(dateTime('2026-12-07T10:00:00.000Z', 'zh')).toMatch(/^2026年12月7日/);
    expect(dateTime('2026-12-07T10:00:00.000Z', 'en')).toMatch(/^Dec 7, 2026/);
    expect(dateTime(null, 'en')).toBe('—');
    render(<Catalogue api={fakeApi([]).api} t={en} lang="en" tables={[table]} folder={null} onOpen={() => undefined} />);
    const row = screen.getByTestId('table-KCPAB-KAABB').textContent!;
    expect(row).toContain('963,171,000');
    expect(row).toContain('790,268,056 / 384,127,872 / 0');
    expect(row).toContain('Dec 7, 2026');
  });
});

describe('managing a table', () => {
  it('says a damaged table\'s stored fault in the interface\'s language alone, with the repair', () => {
    const damaged = { ...table, status: 'corrupt', problem: '/t/KCPAB-KAABB.cjtb: block checksum mismatch (side red to move, block 3)' } as const;
    render(<Catalogue api={fakeApi([]).api} t={zh} lang="zh" tables={[damaged]} folder={null} onOpen={() => undefined} />);
    fireEvent.click(screen.getByTestId('table-KCPAB-KAABB'));
    expect(screen.getByTestId('table-problem').textContent).toBe('文件未通过校验，已损坏；在“生成”页重新生成该库即可修复');
    cleanup();
    render(<Catalogue api={fakeApi([]).api} t={en} lang="en" tables={[damaged]} folder={null} onOpen={() => undefined} />);
    fireEvent.click(screen.getByTestId('table-KCPAB-KAABB'));
    expect(screen.getByTestId('table-problem').textContent).toBe(`${damaged.problem}; generating the table again repairs it`);
  });

  it('opens the longest DTC and DTM of each side on the board', async () => {
    const opened: string[] = [];
    render(<Catalogue api={fakeApi([]).api} t={zh} lang="zh" tables={[table]} folder={null} onOpen={(fen) => opened.push(fen)} />);
    fireEvent.click(screen.getByTestId('table-KCPAB-KAABB'));
    fireEvent.click(await screen.findByTestId('longest-dtm-black'));
    fireEvent.click(screen.getByTestId('longest-dtc-red'));
    expect(opened).toEqual(['dtm-black-fen b', '2ba1ab2/4k4/9/9/9/6B2/2P6/3A5/3K1C3/9 w']);
    expect(screen.getByTestId('table-details').textContent).toContain('228 步');
  });

  it('shows a verification\'s progress from the host\'s events, and cancels it', async () => {
    const calls: string[] = [];
    const { api, emit } = fakeApi(calls);
    render(<Catalogue api={api} t={zh} lang="zh" tables={[table]} folder={null} onOpen={() => undefined} />);
    fireEvent.click(screen.getByTestId('table-KCPAB-KAABB'));
    fireEvent.click(screen.getByTestId('verify-table'));
    act(() => emit({ type: 'verify', material: 'KCPAB-KAABB', table: 'KCPAB-KAABB', done: 481_585_500, total: 1_926_342_000 }));
    expect(screen.getByTestId('verify-progress').textContent).toContain('已校验 481,585,500 / 1,926,342,000 个局面（25.0%）');
    // Another material's events are not this one's.
    act(() => emit({ type: 'verify', material: 'KR-K', table: 'KR-K', done: 9, total: 10 }));
    expect(screen.getByTestId('verify-progress').textContent).toContain('25.0%');
    expect(screen.getByTestId('verify-table').hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByTestId('cancel-verify'));
    expect((await screen.findByTestId('verify-result')).textContent).toBe('已取消');
    expect(calls).toEqual(['verify KCPAB-KAABB', 'cancel']);
  });

  it('names the tables that read it before deleting, deletes nothing on keep, and starts a regeneration', async () => {
    const calls: string[] = [];
    render(<Catalogue api={fakeApi(calls).api} t={en} lang="en" tables={[table]} folder={null} onOpen={() => undefined} />);
    fireEvent.click(screen.getByTestId('table-KCPAB-KAABB'));
    fireEvent.click(screen.getByTestId('delete-table'));
    expect((await screen.findByTestId('delete-dependents')).textContent).toBe('2 tables read it and could no longer be verified or followed through captures: KCPAB-KAABB, KCPAB-KAAB');
    fireEvent.click(screen.getByTestId('confirm-delete-no'));
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByTestId('delete-table'));
    fireEvent.click(await screen.findByTestId('confirm-delete-yes'));
    await vi.waitFor(() => expect(calls).toEqual(['delete KCPAB-KAABB']));
    cleanup();
    render(<Catalogue api={fakeApi(calls).api} t={zh} lang="zh" tables={[table]} folder={null} onOpen={() => undefined} />);
    fireEvent.click(screen.getByTestId('table-KCPAB-KAABB'));
    fireEvent.click(screen.getByTestId('regenerate-table'));
    expect((await screen.findByTestId('regenerate-started')).textContent).toBe('已开始重新生成，进度见“生成”页。');
    expect(calls).toEqual(['delete KCPAB-KAABB', 'regenerate KCPAB-KAABB']);
  });
});
