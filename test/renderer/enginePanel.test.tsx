// @vitest-environment happy-dom
/**
 * The engine panel on the analysis screen, against a host that answers as the services do: the
 * button and the A key start and stop it, the lines' depth, score and moves are listed and their
 * first moves drawn as arrows on the board, a move clicked plays the line, a new position shown
 * restarts it, a mate ends it by itself, and an outside engine's path is asked for, refused in the
 * services' words and remembered.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnalysisEngine, AnalysisIteration, CanjuApi, CanjuEvent, ProbeResult } from '../../src/shared/api/contract';
import { en } from '../../src/renderer/src/i18n/en';
import { zh } from '../../src/renderer/src/i18n/zh';
import { Analysis, type AnalysisHistory, startHistory } from '../../src/renderer/src/screens/Analysis';
import { mateIn } from '../../src/shared/search/score';
import { failure } from '../../src/shared/api/problem';

/** 《适情雅趣》 第013局 目视横流: red mates in 3. */
const FEN = '4k4/3P2P2/b2N2R2/7r1/2b6/9/9/3n5/4p3r/2R2K3 w - - 0 1';
const TOO_LARGE: ProbeResult = failure('too-large', { material: 'KRRNNCCPPPPPAABB-KRRNNCCPPPPPAABB' });

interface Host {
  readonly api: CanjuApi;
  readonly starts: { fen: string; engine: AnalysisEngine; lines: number }[];
  stops: number;
  emit(event: CanjuEvent): void;
  answer: Awaited<ReturnType<CanjuApi['startAnalysis']>> | undefined;
}

function host(): Host {
  const listeners = new Set<(e: CanjuEvent) => void>();
  let next = 0;
  const h: Host = {
    starts: [], stops: 0, answer: undefined,
    emit: (event) => act(() => listeners.forEach((l) => l(event))),
    api: {
      probe: async () => TOO_LARGE,
      bestLine: async () => TOO_LARGE,
      startAnalysis: async (fen: string, engine: AnalysisEngine, lines: number) => {
        h.starts.push({ fen, engine, lines });
        return h.answer ?? { ok: true, id: ++next, engine: 'Canju' };
      },
      stopAnalysis: async () => {
        h.stops++;
        return { ok: true, stopped: true };
      },
      onEvent: (l: (e: CanjuEvent) => void) => {
        listeners.add(l);
        return () => listeners.delete(l);
      },
    } as unknown as CanjuApi,
  };
  return h;
}

const iteration = (depth: number, ...lines: [number, string, string[], string[]][]): AnalysisIteration => ({
  depth, nodes: 12345, nps: 400000, timeMs: 30,
  lines: lines.map(([score, words, iccs, text]) => ({ depth, score, words, iccs, text })),
});
const MATE_LINE: [number, string, string[], string[]] = [mateIn(5), '3步杀', ['g7e7', 'c5e7', 'd8e8', 'e9d9', 'd7b8'], ['车三平五', '炮７平５', '兵六进一', '将５平６', '马四进二']];
const SECOND_LINE: [number, string, string[], string[]] = [120, '+1.20', ['d7c9'], ['马四退三']];

function Harness({ h, lang = 'zh' }: { h: Host; lang?: 'zh' | 'en' }) {
  const [history, setHistory] = useState<AnalysisHistory | null>(startHistory(FEN));
  return <Analysis api={h.api} t={lang === 'zh' ? zh : en} lang={lang} notation="chinese" history={history} tablesVersion={0} onHistory={setHistory} onGenerate={() => undefined} />;
}

const toggle = () => screen.getByTestId('engine-toggle');
const flush = () => act(async () => undefined);

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('the engine panel', () => {
  it('starts on the button, lists the lines with their scores and draws their first moves as arrows', async () => {
    const h = host();
    render(<Harness h={h} />);
    fireEvent.change(screen.getByTestId('engine-lines'), { target: { value: '2' } });
    fireEvent.click(toggle());
    await flush();
    expect(h.starts).toEqual([{ fen: FEN, engine: 'canju', lines: 2 }]);
    expect(toggle().textContent).toBe('停止分析');
    h.emit({ type: 'analysis', id: 1, iteration: iteration(9, MATE_LINE, SECOND_LINE) });
    expect(screen.getByTestId('engine-score-0').textContent).toBe('3步杀');
    expect(screen.getByTestId('engine-line-0').textContent).toContain('车三平五炮７平５');
    expect(screen.getByTestId('engine-line-1').textContent).toContain('+1.20');
    expect(screen.getByTestId('engine-status').textContent).toContain('深度 9 · ');
    // A win proven in the middle of a depth says the depth is unfinished, until the depth's end.
    h.emit({ type: 'analysis', id: 1, iteration: { ...iteration(10, MATE_LINE, SECOND_LINE), partial: true } });
    expect(screen.getByTestId('engine-status').textContent).toContain('深度 10（本层未完）');
    h.emit({ type: 'analysis', id: 1, iteration: iteration(10, MATE_LINE, SECOND_LINE) });
    expect(screen.getByTestId('engine-status').textContent).toContain('深度 10 · ');
    expect(['arrow-0', 'arrow-1'].map((id) => {
      const arrow = screen.getByTestId(id);
      return `${arrow.getAttribute('data-from')}${arrow.getAttribute('data-to')}`;
    })).toEqual(['g7e7', 'd7c9']);
    expect(screen.getByTestId('arrow-0').getAttribute('class')).toBe('arrow best');
  });

  it('stops and starts with the A key, but not while typing in a field', async () => {
    const h = host();
    render(<Harness h={h} />);
    fireEvent.keyDown(window, { key: 'a' });
    await flush();
    expect(h.starts).toHaveLength(1);
    fireEvent.keyDown(window, { key: 'A' });
    await flush();
    expect(h.stops).toBe(1);
    expect(toggle().textContent).toBe('开始分析');
    fireEvent.change(screen.getByTestId('engine-choice'), { target: { value: 'outside' } });
    fireEvent.keyDown(screen.getByTestId('engine-path'), { key: 'a' });
    await flush();
    expect(h.starts).toHaveLength(1);
  });

  it('plays a line up to the move clicked, and restarts on the new position', async () => {
    const h = host();
    render(<Harness h={h} />);
    fireEvent.click(toggle());
    await flush();
    h.emit({ type: 'analysis', id: 1, iteration: iteration(9, MATE_LINE) });
    fireEvent.click(screen.getByRole('button', { name: '炮７平５' }));
    await flush();
    expect(h.starts).toHaveLength(2);
    expect(h.starts[1].fen).toBe(screen.getByTestId('analysis-fen').textContent);
    expect(h.starts[1].fen).not.toBe(FEN);
    // The lines and arrows of the position before are gone until the new analysis speaks.
    expect(screen.queryByTestId('engine-lines-table')).toBeNull();
    expect(screen.queryByTestId('arrow-0')).toBeNull();
  });

  it('ends by itself at a mate: the button is back to start, the status says so and the proof is shown', async () => {
    const h = host();
    render(<Harness h={h} />);
    fireEvent.click(toggle());
    await flush();
    h.emit({ type: 'analysis', id: 1, iteration: iteration(9, MATE_LINE) });
    h.emit({ type: 'analysis-end', id: 1, end: 'done', bestMove: 'g7e7', proof: { proven: true, by: 'mate', line: iteration(5, MATE_LINE).lines[0] } });
    expect(toggle().textContent).toBe('开始分析');
    expect(screen.getByTestId('engine-proof').textContent).toBe('已证明：3步杀（5 半回合，以杀棋结束；所有防守均已搜索）');
    expect(screen.getByTestId('engine-status').textContent).toContain('分析结束');
    expect(screen.getByTestId('engine-score-0').textContent).toBe('3步杀');
  });

  it('asks for an outside engine’s path, shows the services’ refusal, and remembers the path', async () => {
    const h = host();
    render(<Harness h={h} lang="en" />);
    fireEvent.change(screen.getByTestId('engine-choice'), { target: { value: 'outside' } });
    fireEvent.click(toggle());
    expect(screen.getByTestId('engine-error').textContent).toBe(en.engine.needPath);
    expect(h.starts).toHaveLength(0);
    h.answer = failure('engine-missing', { path: '/opt/pikafish' });
    fireEvent.change(screen.getByTestId('engine-path'), { target: { value: ' /opt/pikafish ' } });
    fireEvent.click(toggle());
    await flush();
    expect(h.starts).toEqual([{ fen: FEN, engine: { path: '/opt/pikafish' }, lines: 1 }]);
    expect(screen.getByTestId('engine-error').textContent).toBe('no engine program at /opt/pikafish');
    expect(toggle().textContent).toBe('Start analysis');
    cleanup();
    render(<Harness h={host()} lang="en" />);
    expect((screen.getByTestId('engine-choice') as HTMLSelectElement).value).toBe('outside');
    expect((screen.getByTestId('engine-path') as HTMLInputElement).value).toBe(' /opt/pikafish ');
  });
});
