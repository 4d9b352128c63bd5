// @vitest-environment happy-dom
/**
 * Long work is never one careless click: the estimate shows first, a long or oversized plan waits
 * for a yes, progress is weighted by work with an overall ETA, each phase's rate says what it counts,
 * and a finished job leads back to the analysis.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newUser } from '../support/uiLanguage';
import type { CanjuApi, GenerationPlan, JobInfo, JobProgress } from '../../src/shared/api/contract';
import { App } from '../../src/renderer/src/App';
import { en } from '../../src/renderer/src/i18n/en';
import { zh } from '../../src/renderer/src/i18n/zh';
import { Generation, rateText } from '../../src/renderer/src/screens/Generation';
import { jobProgress } from '../../src/renderer/src/screens/jobProgress';
import { needsConfirmation } from '../../src/renderer/src/screens/PlanSummary';
import { failure } from '../../src/shared/api/problem';

beforeEach(() => newUser());
afterEach(() => {
  cleanup();
  delete (window as { canju?: CanjuApi }).canju;
  window.history.replaceState(null, '', '/');
});

const plan = (over: Partial<GenerationPlan>): GenerationPlan => ({
  material: 'KCPAB-KAABB', tables: [{ material: 'KCPAB-KAABB', entries: 1_926_342_000, diskBytes: 137e6, seconds: 4000, workingBytes: 7.9e9 }],
  entries: 1_926_342_000, totalSeconds: 4000, peakMemoryBytes: 8.2e9, diskBytes: 137e6, memoryBudgetBytes: 12e9, fitsMemory: true,
  positionsPerSecond: 1.47e6, measured: true, ...over,
});

function appWith(answer: GenerationPlan, started: string[]): void {
  const material = { ok: true, signature: 'KCP-KA', chineseName: '炮兵对单士', tables: [{ material: 'KCP-KA', status: 'missing' }], drawnByRule: false, tooLarge: false, placedPawns: [] };
  window.canju = {
    validatePosition: async (fen: string) => ({ ok: true, fen }),
    describeMaterial: async () => material,
    planGeneration: async () => ({ ok: true, plan: answer }),
    startGeneration: async (m: string) => {
      started.push(m);
      return failure('job-running', { material: 'KCP-KA' });
    },
    listTables: async () => ({ ok: true, tables: [], folder: { dir: '/t', recovered: [], keptTemporary: [], foreign: [] } }),
    listJobs: async () => ({ ok: true, jobs: [] }),
    onEvent: () => () => undefined,
  } as unknown as CanjuApi;
  render(<App />);
}

describe('before generating', () => {
  it('shows the estimate with the tables folded, and asks before over three minutes of work', async () => {
    const started: string[] = [];
    appWith(plan({}), started);
    expect((await screen.findByTestId('plan-summary')).textContent).toContain('需要生成 1 个残局库，共 1,926,342,000 个局面；约占磁盘 137.0 MB，内存峰值约 8.20 GB，预计用时 1:06:40');
    expect(screen.getByTestId('plan-summary').textContent).toContain('已按本机实测速度校准，平均 1.47 百万局面/秒');
    fireEvent.click(screen.getByTestId('generate-material'));
    expect((await screen.findByTestId('confirm-generation')).textContent).toContain('确认生成');
    expect(started).toEqual([]);
    fireEvent.click(screen.getByTestId('confirm-cancel'));
    expect(screen.queryByTestId('confirm-generation')).toBeNull();
    fireEvent.click(screen.getByTestId('generate-material'));
    fireEvent.click(await screen.findByTestId('confirm-start'));
    await screen.findByTestId('host-error');
    expect(started).toEqual(['KCP-KA']);
  });

  it('starts short work at once, and never starts work that does not fit memory', async () => {
    const started: string[] = [];
    appWith(plan({ totalSeconds: 12 }), started);
    fireEvent.click(await screen.findByTestId('generate-material'));
    await screen.findByTestId('host-error');
    expect(started).toEqual(['KCP-KA']);
    cleanup();
    appWith(plan({ totalSeconds: 12, fitsMemory: false, memoryBudgetBytes: 4e9 }), started);
    // The reload keeps the generation tab the start went to.
    fireEvent.click(await screen.findByTestId('tab-editor'));
    fireEvent.click(await screen.findByTestId('generate-material'));
    expect((await screen.findByTestId('confirm-generation')).textContent).toContain('内存不够：需要约 8.20 GB，本机的内存预算是 4.00 GB');
    expect(screen.queryByTestId('confirm-start')).toBeNull();
    expect(started).toEqual(['KCP-KA']);
    expect(needsConfirmation(plan({ totalSeconds: 60 }))).toBe(false);
  });
});

describe('while generating', () => {
  const progress = (over: Partial<JobProgress>): JobProgress => ({
    table: 'KCP-KA', tableNumber: 1, tableCount: 2, phase: 'init', percent: 50, positionsPerSecond: 1.2e6, etaSeconds: 5,
    rssBytes: 2 ** 30, elapsedSeconds: 100, ...over,
  });
  const job = (over: Partial<JobInfo>): JobInfo => ({
    id: 3, material: 'KCP-KA', tables: ['KC-K', 'KCP-KA'], entries: [100, 900], done: 1, costs: [10, 90], fractions: [1, 0.25], seconds: 100,
    state: 'running', progress: progress({}), error: null, createdAt: '', updatedAt: '', ...over,
  });

  it('weighs tables by their estimated seconds, and its ETA moves from the planned pace to the measured one', () => {
    // The small table done (10) and a quarter of the large one (22.5) of 100 estimated seconds.
    const { fraction, etaSeconds, counter } = jobProgress(job({}));
    expect(fraction).toBeCloseTo(0.325);
    expect(counter).toEqual([2, 2]);
    // 100 s for 32.5 planned seconds of work: the pace (100 + 10) / (32.5 + 10) on what is left.
    expect(etaSeconds).toBeCloseTo((67.5 * 110) / 42.5);
    // At the start the plan's pace rules: an early slow second does not promise hours.
    expect(jobProgress(job({ done: 0, fractions: [0.01, 0], seconds: 1 })).etaSeconds).toBeCloseTo((99.9 * 11) / 10.1);
    expect(jobProgress(job({ state: 'done', progress: null, done: 2 }))).toEqual({ fraction: 1, etaSeconds: null, counter: [2, 2] });
  });

  it('never goes back, and its counter only grows, whatever order side-by-side tables report in', () => {
    // Four tables, the first two made side by side; reports arrive for either, and the done count only grows.
    const base = { tables: ['KC-K', 'KP-K', 'KCP-K', 'KCP-KA'], entries: [1, 1, 10, 100], costs: [1, 1, 5, 50] };
    const states: Partial<JobInfo>[] = [
      { done: 0, fractions: [0.5, 0, 0, 0] }, { done: 0, fractions: [0.5, 0.3, 0, 0] }, { done: 1, fractions: [0.5, 1, 0, 0] },
      { done: 2, fractions: [1, 1, 0, 0] }, { done: 2, fractions: [1, 1, 0.4, 0] }, { done: 3, fractions: [1, 1, 1, 0.1] },
      { done: 3, fractions: [1, 1, 1, 0.9] }, { done: 4, fractions: [1, 1, 1, 1], state: 'done' },
    ];
    let last = -1, lastK = 0;
    for (const [i, over] of states.entries()) {
      const { fraction, counter } = jobProgress(job({ ...base, ...over, seconds: 10 * (i + 1) }));
      expect(fraction).toBeGreaterThan(last);
      expect(counter[0]).toBeGreaterThanOrEqual(lastK);
      expect(counter[1]).toBe(4);
      last = fraction;
      lastK = counter[0];
    }
    expect(last).toBe(1);
  });

  it('shows each phase\'s rate in what it counts, never 0.00 million positions', () => {
    expect(rateText(zh, progress({ phase: 'init', positionsPerSecond: 1.2e6 }))).toBe('1.20 百万局面/秒');
    expect(rateText(zh, progress({ phase: 'compress', positionsPerSecond: 7.5 }))).toBe('7.5 块/秒（每块 131,072 个局面）');
    expect(rateText(en, progress({ phase: 'perpetual', positionsPerSecond: 0, order: 2 }))).toBe('perpetual-check order 2');
    expect(rateText(zh, progress({ phase: 'finalize', positionsPerSecond: 0 }))).toBe('—');
  });

  it('shows the overall share and ETA, and leads back to the analysis when done', () => {
    let back = 0;
    render(<Generation api={{} as CanjuApi} t={zh} jobs={[job({})]} awake={false} onBack={() => back++} />);
    expect(screen.getByTestId('job-overall').textContent).toContain('32.5%');
    expect(screen.getByTestId('job-eta').textContent).toBe(zh.generation.overallEta('2:55'));
    expect(screen.getByTestId('job-counter').textContent).toBe('(2/2)');
    expect(screen.queryByTestId('back-to-analysis')).toBeNull();
    cleanup();
    render(<Generation api={{} as CanjuApi} t={zh} jobs={[job({ state: 'done', done: 2, progress: null, seconds: 754 })]} awake={false} onBack={() => back++} />);
    expect(screen.getByTestId('job-total-time').textContent).toBe('共用时 12:34');
    fireEvent.click(screen.getByTestId('back-to-analysis'));
    expect(back).toBe(1);
  });
});
