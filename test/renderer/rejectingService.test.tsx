// @vitest-environment happy-dom
/**
 * A host whose every call rejects (the IPC channel refused, the HTTP host gone): every screen shows
 * an error instead of waiting for an answer that never comes. The screens get the API as the app
 * does, through `settled`.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newUser } from '../support/uiLanguage';
import type { CanjuApi, JobInfo, TableInfo } from '../../src/shared/api/contract';
import { OPERATIONS } from '../../src/shared/api/contract';
import { App } from '../../src/renderer/src/App';
import { settled } from '../../src/renderer/src/api';
import { zh } from '../../src/renderer/src/i18n/zh';
import { Analysis, startHistory } from '../../src/renderer/src/screens/Analysis';
import { Catalogue } from '../../src/renderer/src/screens/Catalogue';
import { ExportPanel } from '../../src/renderer/src/screens/ExportPanel';
import { Generation } from '../../src/renderer/src/screens/Generation';
import { Studies } from '../../src/renderer/src/screens/Studies';
import { problem } from '../../src/shared/api/problem';
import { say } from '../../src/shared/words/say';

const REASON = 'Error invoking remote method: reply was never sent';
const FEN = '3k5/9/9/9/9/9/9/9/4C4/4K4 w';

function rejecting(): CanjuApi {
  const methods = Object.fromEntries(OPERATIONS.map((operation) => [operation, () => Promise.reject(new Error(REASON))]));
  return { ...methods, onEvent: () => () => undefined } as unknown as CanjuApi;
}

const shown = () => say(problem('internal', { detail: REASON }), 'zh');

beforeEach(() => newUser());
afterEach(() => {
  cleanup();
  delete (window as { canju?: CanjuApi }).canju;
  vi.restoreAllMocks();
});

describe('a host that fails', () => {
  it('settles every operation as an internal failure, never a rejection', async () => {
    const api = settled(rejecting());
    for (const operation of OPERATIONS) {
      await expect((api[operation] as () => Promise<unknown>)()).resolves.toEqual({ ok: false, errors: [{ code: 'internal', params: { detail: REASON } }] });
    }
  });

  it('shows it on the app banner and in the editor, and never calls the position legal', async () => {
    window.canju = rejecting();
    render(<App />);
    expect((await screen.findByTestId('host-error')).textContent).toBe(shown());
    expect((await screen.findByTestId('service-error')).textContent).toBe(shown());
    expect(screen.queryByTestId('legality')).toBeNull();
    expect((screen.getByTestId('analyse') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('name-input'), { target: { value: '炮兵对单士' } });
    fireEvent.click(screen.getByTestId('look-up'));
    expect((await screen.findByTestId('name-error')).textContent).toBe(shown());
  });

  it('shows it in the analysis instead of loading forever', async () => {
    render(<Analysis api={settled(rejecting())} t={zh} lang="zh" notation="chinese" history={startHistory(FEN)} tablesVersion={0} onHistory={() => undefined} onGenerate={() => undefined} />);
    expect((await screen.findByTestId('probe-error')).textContent).toBe(shown());
  });

  it('shows it after verify and delete in the catalogue', async () => {
    const table: TableInfo = {
      material: 'KC-KA', chineseName: '单炮对单士', status: 'complete', sizeBytes: 1000, indexSize: 100, seconds: 1, peakRssBytes: 1,
      createdAt: null, problem: null, dtmProblem: null, hasDtm: false, statistics: null,
    };
    window.confirm = () => true;
    render(<Catalogue api={settled(rejecting())} t={zh} lang="zh" tables={[table]} folder={null} onOpen={() => undefined} />);
    fireEvent.click(screen.getByTestId('table-KC-KA'));
    fireEvent.click(screen.getByTestId('verify-table'));
    await vi.waitFor(() => expect(screen.getByTestId('verify-result').textContent).toBe(shown()));
    fireEvent.click(screen.getByTestId('delete-table'));
    expect((await screen.findByRole('alert')).textContent).toBe(shown());
  });

  it('shows it when studies cannot be listed or saved', async () => {
    render(<Studies api={settled(rejecting())} t={zh} lang="zh" fen={FEN} onOpen={() => undefined} />);
    await vi.waitFor(() => expect(screen.getByTestId('study-message').textContent).toBe(shown()));
    fireEvent.change(screen.getByTestId('study-title'), { target: { value: '炮兵巧胜' } });
    fireEvent.click(screen.getByTestId('save-study'));
    await vi.waitFor(() => expect(screen.getByTestId('study-message').textContent).toBe(shown()));
  });

  it('shows it when a generation cannot be cancelled', async () => {
    const job: JobInfo = {
      id: 7, material: 'KCP-KA', tables: ['KCP-KA'], entries: [2_352_015], done: 0, costs: [1], fractions: [0.4], seconds: 2, state: 'running', error: null, createdAt: '', updatedAt: '',
      progress: { table: 'KCP-KA', tableNumber: 0, tableCount: 1, phase: 'retro', percent: 40, positionsPerSecond: 1e6, etaSeconds: 3, rssBytes: 1e8, elapsedSeconds: 2 },
    };
    render(<Generation api={settled(rejecting())} t={zh} jobs={[job]} awake={false} />);
    fireEvent.click(screen.getByTestId('cancel-job'));
    expect((await screen.findByTestId('cancel-error')).textContent).toBe(shown());
  });

  it('shows it when an export fails', async () => {
    render(<ExportPanel api={settled(rejecting())} t={zh} lang="zh" fen={FEN} notation="chinese" metric="dtc" />);
    fireEvent.click(screen.getByTestId('export-save'));
    expect((await screen.findByRole('alert')).textContent).toBe(shown());
  });
});
