// @vitest-environment happy-dom
/** Long work holds off sleep from its first job event to its end, once, and the progress view says so. */
import { cleanup, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { CanjuApi, JobInfo, JobState } from '../../src/shared/api/contract';
import { blockerType, keepAwakeWhileGenerating } from '../../src/main/electron/keepAwake';
import { en } from '../../src/renderer/src/i18n/en';
import { zh } from '../../src/renderer/src/i18n/zh';
import { Generation } from '../../src/renderer/src/screens/Generation';

const job = (state: JobState): JobInfo => ({
  id: 1, material: 'KCP-KA', tables: ['KCP-KA'], entries: [2_352_015], done: 0, costs: [1], fractions: [0], seconds: null, state, progress: null, error: null, createdAt: '', updatedAt: '',
});

afterEach(cleanup);

describe('keeping the computer awake', () => {
  it('holds one blocker while a job is queued or running, and releases it when the job ends however it ends', () => {
    for (const end of ['done', 'cancelled', 'failed', 'interrupted'] as const) {
      const calls: string[] = [];
      const changes: boolean[] = [];
      const hold = keepAwakeWhileGenerating({ start: () => (calls.push('start'), 42), stop: (id) => void calls.push(`stop ${id}`) }, (h) => changes.push(h));
      hold.onEvent({ type: 'tables' });
      expect(hold.held).toBe(false);
      for (const state of ['queued', 'running', 'running'] as const) hold.onEvent({ type: 'job', job: job(state) });
      expect(hold.held).toBe(true);
      hold.onEvent({ type: 'job', job: job(end) });
      expect(hold.held).toBe(false);
      expect(calls).toEqual(['start', 'stop 42']);
      expect(changes).toEqual([true, false]);
    }
  });

  it('keeps the display on too on Windows, where "app suspension" does not hold off idle sleep', () => {
    expect(blockerType('win32')).toBe('prevent-display-sleep');
    expect(blockerType('darwin')).toBe('prevent-app-suspension');
    expect(blockerType('linux')).toBe('prevent-app-suspension');
  });

  it('lets go when the app quits in the middle of a job', () => {
    const calls: string[] = [];
    const hold = keepAwakeWhileGenerating({ start: () => 7, stop: (id) => void calls.push(`stop ${id}`) }, () => undefined);
    hold.onEvent({ type: 'job', job: job('running') });
    hold.release();
    hold.release();
    expect(calls).toEqual(['stop 7']);
  });

  it('says so in the progress view, in both languages, only while it holds', () => {
    const api = {} as CanjuApi;
    render(<Generation api={api} t={zh} jobs={[job('running')]} awake />);
    expect(screen.getByTestId('keeping-awake').textContent).toBe(zh.generation.keepingAwake);
    expect(renderToStaticMarkup(<Generation api={api} t={en} jobs={[job('running')]} awake />)).toContain('kept from sleeping');
    expect(renderToStaticMarkup(<Generation api={api} t={zh} jobs={[job('done')]} awake={false} />)).not.toContain('keeping-awake');
  });
});
