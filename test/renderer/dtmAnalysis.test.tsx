// @vitest-environment happy-dom
/**
 * DTM in the app (issue 20 points 4 and 6): the move list's badges name DTM beside DTC where the DTM
 * tables give it, in Chinese and English; a toggle, remembered, sorts by either and makes the best
 * line and its export follow the same metric, the line saying which; where DTM tables are missing
 * the list says so and the line offers to generate them; and a checkbox, remembered, makes a
 * generation produce the DTM tables too, counted in the estimate before it starts.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newUser } from '../support/uiLanguage';
import type {
  CanjuApi, ExportOptions, ExportResult, GenerationOptions, GenerationPlan, LineResult, MoveView, ProbeResult, ValueView,
} from '../../src/shared/api/contract';
import type { Metric } from '../../src/shared/tablebase/value';
import { App } from '../../src/renderer/src/App';
import { en } from '../../src/renderer/src/i18n/en';
import { zh } from '../../src/renderer/src/i18n/zh';
import { Analysis, startHistory, valueText } from '../../src/renderer/src/screens/Analysis';
import { MoveList, moveBadge } from '../../src/renderer/src/screens/MoveList';
import { type CorruptTable, type Problem, failure, problem as problemOf } from '../../src/shared/api/problem';

const corruptDtm = (tables: CorruptTable[]): Problem => problemOf('corrupt-dtm-table', { tables });

const FEN = '3k5/4a4/9/9/9/9/9/9/4R4/4K4 w - - 0 1';
const move = (iccs: string, value: ValueView): MoveView => ({ iccs, text: iccs, capture: false, mate: false, ...value });

// Two wins that the metrics rank apart: e1e2 converts sooner, e1d1 mates sooner.
const CONVERTS = move('e1e2', { wdl: 'win', dtc: 3, order: 0, dtm: 9 });
const MATES = move('e1d1', { wdl: 'win', dtc: 5, order: 0, dtm: 7 });
const RULE = move('e1f1', { wdl: 'win', dtc: 12, order: 1, dtm: 15 });
const UNKNOWN = move('e1c1', { wdl: 'win', dtc: 4, order: 0, dtm: null });
const DRAW = move('e0f0', { wdl: 'draw', dtc: 0, order: 0, dtm: 0 });

beforeEach(() => newUser());
afterEach(() => {
  cleanup();
  delete (window as { canju?: CanjuApi }).canju;
  window.history.replaceState(null, '', '/');
});

describe('the badges', () => {
  it('name DTM beside DTC where it is known, before the rule, in Chinese and English', () => {
    expect(moveBadge(zh, MATES)).toBe('胜 · DTC 5 · DTM 7');
    expect(moveBadge(en, MATES)).toBe('Win · DTC 5 · DTM 7');
    expect(moveBadge(zh, RULE)).toBe('胜 · DTC 12 · DTM 15 · 长将判负（第 1 层）');
    expect(moveBadge(en, RULE)).toBe('Win · DTC 12 · DTM 15 · perpetual check loses (order 1)');
    // The example: a win the perpetual-chase rule decides.
    const CHASE = move('e1f1', { wdl: 'win', dtc: 12, order: 1, dtm: 15, rule: 'chase' });
    expect(moveBadge(zh, CHASE)).toBe('胜 · DTC 12 · DTM 15 · 长捉判负（第 1 层）');
    expect(moveBadge(en, CHASE)).toBe('Win · DTC 12 · DTM 15 · perpetual chase loses (order 1)');
    expect(moveBadge(zh, UNKNOWN)).toBe('胜 · DTC 4');
    expect(moveBadge(en, DRAW)).toBe('Draw');
    expect(valueText(zh, { wdl: 'win', dtc: 13, order: 0, dtm: 17 }, 0)).toBe('红胜 · DTC 13 · DTM 17');
    expect(valueText(en, { wdl: 'loss', dtc: 2, order: 0, dtm: 4 }, 0)).toBe('Black wins · DTC 2 · DTM 4');
  });

  it('explain DTM in their tooltip only where they show it', () => {
    render(<MoveList t={zh} moves={[MATES, UNKNOWN]} onPlay={() => undefined} />);
    const title = (iccs: string) => screen.getByTestId(`move-${iccs}`).querySelector('.badge')!.getAttribute('title')!;
    expect(title('e1d1')).toContain(zh.analysis.dtmExplained);
    expect(title('e1d1')).toContain(zh.analysis.dtcExplained);
    expect(title('e1c1')).not.toContain('DTM');
  });
});

/** A host that sorts as the prober does: by DTM only where every move has one. */
function host(moves: MoveView[], line: (metric: Metric) => LineResult, dtmProblem?: Problem) {
  const calls = { probe: [] as Metric[], line: [] as Metric[], exported: [] as ExportOptions[], generated: [] as [string, boolean][] };
  const api = {
    probe: async (_fen: string, _notation: string, metric: Metric): Promise<ProbeResult> => {
      calls.probe.push(metric);
      const by = metric === 'dtm' && moves.every((m) => m.dtm !== null) ? 'dtm' : 'dtc';
      const sorted = [...moves].sort((a, b) => (a[by] ?? 0) - (b[by] ?? 0));
      return { ok: true, value: { wdl: 'win', dtc: 3, order: 0, dtm: moves.every((m) => m.dtm !== null) ? 7 : null }, moves: sorted, ...(dtmProblem ? { dtmProblem } : {}) };
    },
    bestLine: async (_fen: string, _notation: string, metric: Metric) => {
      calls.line.push(metric);
      return line(metric);
    },
    exportLine: async (_fen: string, options: ExportOptions): Promise<ExportResult> => {
      calls.exported.push(options);
      return failure('not-won');
    },
    startAnalysis: async () => failure('internal', { detail: 'x' }),
    onEvent: () => () => undefined,
  } as unknown as CanjuApi;
  render(<Analysis api={api} t={zh} lang="zh" notation="iccs" history={startHistory(FEN)} tablesVersion={0} onHistory={() => undefined}
    onGenerate={(fen, dtm) => calls.generated.push([fen, dtm])} />);
  return calls;
}

const order = () => [...screen.getByTestId('move-list').querySelectorAll('[data-iccs]')].map((b) => b.getAttribute('data-iccs'));
const steps = (metric: Metric): LineResult => ({
  ok: true, end: 'checkmate', finalFen: '', metric,
  steps: metric === 'dtm'
    ? [{ ...MATES, fen: FEN, before: MATES }, { wdl: 'loss', dtc: 6, order: 0, dtm: 6, iccs: 'd9d8', text: 'd9d8', fen: FEN, capture: false, before: MATES }]
    : [{ ...CONVERTS, fen: FEN, before: CONVERTS }, { wdl: 'loss', dtc: 2, order: 0, dtm: 8, iccs: 'd9e9', text: 'd9e9', fen: FEN, capture: false, before: { wdl: 'loss', dtc: 2, order: 0, dtm: 10 } }],
});

describe('sorting by DTC or DTM', () => {
  it('sorts by DTC until the user picks DTM, then by DTM, remembered for the next visit', async () => {
    const calls = host([CONVERTS, MATES, DRAW], steps);
    await screen.findByTestId('move-list');
    expect(order()).toEqual(['e1e2', 'e1d1', 'e0f0']);
    expect((screen.getByTestId('metric-dtc') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByTestId('metric-dtm'));
    await waitFor(() => expect(order()).toEqual(['e1d1', 'e1e2', 'e0f0']));
    expect(calls.probe).toEqual(['dtc', 'dtm']);
    expect(screen.queryByTestId('no-dtm')).toBeNull();
    cleanup();
    const again = host([CONVERTS, MATES, DRAW], steps);
    await waitFor(() => expect(order()).toEqual(['e1d1', 'e1e2', 'e0f0']));
    expect((screen.getByTestId('metric-dtm') as HTMLInputElement).checked).toBe(true);
    expect(again.probe).toEqual(['dtm']);
  });

  it('the best line and the export follow the same choice, and the line says which', async () => {
    const calls = host([CONVERTS, MATES], steps);
    fireEvent.click(await screen.findByTestId('show-line'));
    let line = await screen.findByTestId('best-line');
    expect(line.querySelector('h3')!.textContent).toContain('按 DTC；');
    expect(within(line).getByTestId('line-step-0').textContent).toBe('e1e2');
    // Each badge is its move's value, as the move list words it, not the value of the position before it (issue 48 point 3).
    expect(within(line).getByTestId('line-badge-1').textContent).toBe('负 · DTC 2 · DTM 8');
    expect(screen.getByTestId('export-metric').textContent).toBe(zh.exporting.byMetric.dtc);
    fireEvent.click(screen.getByTestId('metric-dtm'));
    await waitFor(() => expect(screen.getByTestId('best-line').getAttribute('data-metric')).toBe('dtm'));
    line = screen.getByTestId('best-line');
    expect(line.querySelector('h3')!.textContent).toContain('按 DTM，最快杀棋；');
    expect(within(line).getByTestId('line-step-0').textContent).toBe('e1d1');
    expect(line.querySelector('li .badge')!.textContent).toBe('胜 · DTC 5 · DTM 7');
    // The DTC rises from 5 to 6 without a capture, as a mate-shortest line may let it: no capture mark.
    expect(line.querySelector('.mark.capture')).toBeNull();
    expect(calls.line).toEqual(['dtc', 'dtm']);
    expect(screen.getByTestId('export-metric').textContent).toBe(zh.exporting.byMetric.dtm);
    fireEvent.click(screen.getByTestId('export-save'));
    await waitFor(() => expect(calls.exported.at(-1)?.metric).toBe('dtm'));
  });

  it('says when DTM tables are missing, and offers to generate them for the line by DTM', async () => {
    localStorage.setItem('canju.metric', 'dtm');
    const missing: LineResult = { ...failure('missing-tables', { materials: ['KR-K DTM'] }), missing: ['KR-K DTM'] };
    const calls = host([CONVERTS, UNKNOWN], (metric) => (metric === 'dtm' ? missing : steps('dtc')));
    expect((await screen.findByTestId('no-dtm')).textContent).toBe(zh.analysis.noDtm);
    expect(order()).toEqual(['e1e2', 'e1c1']);
    fireEvent.click(screen.getByTestId('show-line'));
    fireEvent.click(await screen.findByTestId('generate-dtm-missing'));
    expect(calls.generated).toEqual([[FEN, true]]);
    fireEvent.click(screen.getByTestId('metric-dtc'));
    await screen.findByTestId('best-line');
    expect(screen.queryByTestId('no-dtm')).toBeNull();
    expect(screen.queryByTestId('generate-dtm-missing')).toBeNull();
  });
});

describe('a DTM table that cannot be read', () => {
  it('is said once above the moves, and the line asked by DTM says it follows DTC', async () => {
    localStorage.setItem('canju.metric', 'dtm');
    const problem = corruptDtm([{ material: 'KR-KA', metric: 'dtm', detail: 'header checksum mismatch', fileFault: { file: 'KR-KA.cjdtm', fault: { code: 'header-checksum' } } }]);
    const calls = host([CONVERTS, UNKNOWN], () => ({ ...steps('dtc'), dtmProblem: problem }), problem);
    expect((await screen.findByTestId('dtm-problem')).textContent).toBe('DTM 库损坏（DTC 库仍可使用）：残局库 KR-KA DTM 已损坏：KR-KA.cjdtm：头部校验和不符');
    fireEvent.click(screen.getByTestId('show-line'));
    const line = await screen.findByTestId('best-line');
    expect(calls.line).toEqual(['dtm']);
    expect(line.getAttribute('data-metric')).toBe('dtc');
    expect(line.querySelector('h3')!.textContent).toContain('按 DTC；');
    expect(within(line).getByTestId('line-step-0').textContent).toBe('e1e2');
  });
});

const plan = (tables: string[]): GenerationPlan => ({
  material: 'KR-KA', tables: tables.map((material) => ({ material, entries: 1000, diskBytes: 1e4, seconds: 1, workingBytes: 1e6 })),
  entries: 1000 * tables.length, totalSeconds: tables.length, peakMemoryBytes: 4e8, diskBytes: 1e4 * tables.length, memoryBudgetBytes: 8e9,
  fitsMemory: true, positionsPerSecond: 1.5e6, measured: true,
});

/** The app over a host whose tables for KR-KA are all there (`complete`) or missing, DTM tables never. */
function app(status: 'complete' | 'missing') {
  const calls = { planned: [] as GenerationOptions[], started: [] as GenerationOptions[] };
  window.canju = {
    validatePosition: async (fen: string) => ({ ok: true, fen }),
    describeMaterial: async () => ({
      ok: true, signature: 'KR-KA', chineseName: '车对单士', tables: [{ material: 'KR-K', status }, { material: 'KR-KA', status }], drawnByRule: false, tooLarge: false, placedPawns: [],
    }),
    planGeneration: async (_m: string, options: GenerationOptions) => {
      calls.planned.push(options);
      const dtc = status === 'missing' ? ['KR-K', 'KR-KA'] : [];
      return { ok: true, plan: plan(options.dtm ? [...dtc, 'KR-K DTM', 'KR-KA DTM'] : dtc) };
    },
    startGeneration: async (_m: string, options: GenerationOptions) => {
      calls.started.push(options);
      return failure('job-running', { material: 'KR-KA' });
    },
    listTables: async () => ({ ok: true, tables: [], folder: { dir: '/t', recovered: [], keptTemporary: [], foreign: [] } }),
    listJobs: async () => ({ ok: true, jobs: [] }),
    onEvent: () => () => undefined,
  } as unknown as CanjuApi;
  window.history.replaceState(null, '', `/?fen=${encodeURIComponent(FEN)}`);
  render(<App />);
  return calls;
}

describe('generating DTM tables', () => {
  it('is off until ticked; ticked, the estimate counts the DTM tables and the generation makes them, remembered', async () => {
    const calls = app('missing');
    expect((await screen.findByTestId('plan-summary')).textContent).toContain('需要生成 2 个残局库');
    const box = screen.getByTestId('generate-dtm') as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(box.parentElement!.textContent).toBe('同时生成 DTM（杀棋步数）库');
    fireEvent.click(box);
    await waitFor(() => expect(screen.getByTestId('plan-summary').textContent).toContain('需要生成 4 个残局库'));
    expect(calls.planned).toEqual([{ dtm: false }, { dtm: true }]);
    fireEvent.click(screen.getByTestId('generate-material'));
    await screen.findByTestId('host-error');
    expect(calls.started).toEqual([{ dtm: true }]);
    cleanup();
    app('missing');
    // The reload keeps the generation tab the start went to; the editor holds the tick.
    fireEvent.click(await screen.findByTestId('tab-editor'));
    expect(((await screen.findByTestId('generate-dtm')) as HTMLInputElement).checked).toBe(true);
  });

  it('offers the DTM tables alone for a material whose DTC tables are all there, once ticked', async () => {
    const calls = app('complete');
    await screen.findByTestId('generate-dtm');
    expect(screen.queryByTestId('generate-material')).toBeNull();
    fireEvent.click(screen.getByTestId('generate-dtm'));
    fireEvent.click(await screen.findByTestId('generate-material'));
    await screen.findByTestId('host-error');
    expect(calls.started).toEqual([{ dtm: true }]);
  });
});
