// @vitest-environment happy-dom
/**
 * What the analysis screen says of a value (issue 20 point 6): the move list's badges and the
 * position's name the metric and the rule that decided the value, in Chinese and English; a win or
 * loss beyond the natural move limit (自然限着, DTC over 120 plies) carries a mark that explains
 * itself; results are labelled with their rule set; the best line marks the plies where the rule
 * decides and where a stretch beyond the limit begins.
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CanjuApi, LineEnd, LineResult, LineStep, MoveView, ProbeResult, ValueView } from '../../src/shared/api/contract';
import { en } from '../../src/renderer/src/i18n/en';
import { type Strings, zh } from '../../src/renderer/src/i18n/zh';
import { Analysis, startHistory } from '../../src/renderer/src/screens/Analysis';
import { MoveList } from '../../src/renderer/src/screens/MoveList';
import type { Lang } from '../../src/shared/lang';

afterEach(cleanup);

const FEN = '3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1';
const move = (iccs: string, value: ValueView): MoveView => ({ iccs, text: iccs, capture: false, mate: false, ...value });

const ORDINARY = move('e1e2', { wdl: 'win', dtc: 12, order: 0, dtm: null });
const RULE = move('e1d1', { wdl: 'win', dtc: 12, order: 1, dtm: null });
const BEYOND = move('e1f1', { wdl: 'win', dtc: 131, order: 0, dtm: null });
const AT_LIMIT = move('e1c1', { wdl: 'win', dtc: 120, order: 0, dtm: null });
const DRAW = move('e0f0', { wdl: 'draw', dtc: 0, order: 0, dtm: null });
const LONG_LOSS = move('e0d0', { wdl: 'loss', dtc: 125, order: 0, dtm: null });

function badges(t: Strings) {
  render(<MoveList t={t} moves={[RULE, ORDINARY, AT_LIMIT, BEYOND, DRAW, LONG_LOSS]} onPlay={() => undefined} />);
  const of = (iccs: string) => screen.getByTestId(`move-${iccs}`);
  return {
    badge: (iccs: string) => of(iccs).querySelector('.badge')!.textContent,
    mark: (iccs: string) => within(of(iccs)).queryByTestId(`beyond-limit-${iccs}`),
    title: (iccs: string) => of(iccs).querySelector('.badge')!.getAttribute('title'),
  };
}

describe('the move list badges', () => {
  it('say the result, the metric and the rule in Chinese', () => {
    const b = badges(zh);
    expect(b.badge('e1e2')).toBe('胜 · DTC 12');
    expect(b.badge('e1d1')).toBe('胜 · DTC 12 · 长将判负（第 1 层）');
    expect(b.title('e1d1')).toContain('亚洲规则');
    expect(b.title('e1e2')).not.toContain('亚洲规则');
    expect(b.badge('e0f0')).toBe('和棋');
  });

  it('say the same in English', () => {
    const b = badges(en);
    expect(b.badge('e1e2')).toBe('Win · DTC 12');
    expect(b.badge('e1d1')).toBe('Win · DTC 12 · perpetual check loses (order 1)');
    expect(b.badge('e0d0')).toBe('Loss · DTC 125');
  });

  it('mark a win or loss beyond the natural move limit, with a tooltip saying what the limit is, and nothing at 120 plies', () => {
    for (const [t, word, sixty] of [[zh, '超出自然限着', '60 回合'], [en, 'beyond the natural move limit', '60 moves']] as const) {
      const b = badges(t);
      expect(b.mark('e1f1')!.textContent).toBe(word);
      expect(b.mark('e1f1')!.getAttribute('title')).toContain(sixty);
      expect(b.mark('e0d0')!.textContent).toBe(word);
      for (const iccs of ['e1c1', 'e1e2', 'e1d1', 'e0f0']) expect(b.mark(iccs)).toBeNull();
      // The mark stands beside the badge, which keeps the plain value.
      expect(b.badge('e1f1')).toBe(`${t.analysis.win} · DTC 131`);
      cleanup();
    }
  });
});

function analysis(lang: Lang, value: ValueView, steps: LineStep[] = [], end: LineEnd = 'checkmate') {
  const probe: ProbeResult = { ok: true, value, moves: [ORDINARY] };
  const line: LineResult = { ok: true, steps, end, finalFen: '', metric: 'dtc' };
  const api = { probe: async () => probe, bestLine: async () => line, onEvent: () => () => undefined } as unknown as CanjuApi;
  const t = lang === 'zh' ? zh : en;
  render(<Analysis api={api} t={t} lang={lang} notation="iccs" history={startHistory(FEN)} tablesVersion={0} onHistory={() => undefined} onGenerate={() => undefined} />);
}

describe('the position and the rule set', () => {
  it('labels the results Asian rules, and marks the position beyond the limit (zh)', async () => {
    analysis('zh', { wdl: 'win', dtc: 131, order: 0, dtm: null });
    const value = await screen.findByTestId('position-value');
    expect(screen.getByTestId('rule-set').textContent).toBe('规则：亚洲规则');
    expect(value.textContent).toBe('红胜 · DTC 131超出自然限着');
    expect(screen.getByTestId('position-beyond-limit').getAttribute('title')).toContain('120');
  });

  it('names the rule on a rule-decided position and leaves an ordinary one unmarked (en)', async () => {
    analysis('en', { wdl: 'loss', dtc: 0, order: 2, dtm: null });
    expect((await screen.findByTestId('position-value')).textContent).toBe('Black wins · DTC 0 · perpetual check loses (order 2)');
    expect(screen.getByTestId('rule-set').textContent).toBe('Rules: Asian rules');
    expect(screen.queryByTestId('position-beyond-limit')).toBeNull();
    cleanup();
    analysis('en', { wdl: 'win', dtc: 120, order: 0, dtm: null });
    expect((await screen.findByTestId('position-value')).textContent).toBe('Red wins · DTC 120');
    expect(screen.queryByTestId('position-beyond-limit')).toBeNull();
  });
});

describe('the best line', () => {
  // A line shortened for display: a stretch beyond the limit, a capture, a second one, then a
  // phase the rule decides, ending in the cycle the rule condemns (DTC 0, 1, 0: no capture there).
  const dtcs: [ValueView['wdl'], number, number][] = [
    ['win', 122, 0], ['loss', 121, 0], ['win', 120, 0], ['loss', 1, 0], ['win', 130, 0], ['loss', 2, 2], ['win', 1, 2], ['loss', 0, 2],
    ['win', 1, 2], ['loss', 0, 2],
  ];
  // The fourth move captures: the DTC counts afresh after it.
  const steps: LineStep[] = dtcs.map(([wdl, dtc, order], i) => ({ wdl, dtc, order, dtm: null, iccs: `s${i}`, text: `s${i}`, fen: FEN, capture: i === 3, before: { wdl, dtc, order, dtm: null } }));

  it('marks where a stretch beyond the limit begins, flags each of its plies, and marks captures and where the rule decides', async () => {
    analysis('zh', { wdl: 'win', dtc: 122, order: 0, dtm: null }, steps, 'perpetual-check');
    fireEvent.click(await screen.findByTestId('show-line'));
    const line = await screen.findByTestId('best-line');
    expect(line.querySelector('h3')!.textContent).toContain('局面重复，按循环规则判定');
    const items = [...line.querySelectorAll('li')];
    const marked = (testId: string) => steps.map((_, i) => within(line).queryByTestId(`${testId}-${i}`) !== null);
    expect(items.map((li) => li.classList.contains('beyond-limit'))).toEqual([true, true, false, false, true, false, false, false, false, false]);
    expect(marked('line-beyond-limit')).toEqual([true, false, false, false, true, false, false, false, false, false]);
    expect(marked('line-rule')).toEqual([false, false, false, false, false, false, false, true, false, true]);
    // The DTC rises after a capture, and in the rule's cycle without one.
    expect(items.map((li) => li.querySelector('.mark.capture') !== null)).toEqual([false, false, false, true, false, false, false, false, false, false]);
    expect(within(line).getByTestId('line-rule-7').textContent).toBe('长将判负');
    expect(within(line).getByTestId('line-beyond-limit-4').textContent).toBe('超出自然限着');
  });
});
