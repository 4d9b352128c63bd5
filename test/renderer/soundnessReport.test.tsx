// @vitest-environment happy-dom
/**
 * The soundness report as a view (issue 45 point 6), over reports computed from real KP-KA tables
 * with their DTM tables: each main-line move a button that shows its position (and every other move
 * listed, its own), a verdict badge per ply, DTC and DTM columns holding each move's table values,
 * flaws numbered as the line numbers them and linked to their moves, in Chinese and in English.
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SpawnWorker } from '../../src/main/tablebase/generate/workerPool';
import { generateWithSubTables } from '../../src/main/tablebase/generationService';
import type { Prober } from '../../src/main/tablebase/probe/prober';
import { type ReportPlace, SoundnessReport } from '../../src/renderer/src/study/SoundnessReport';
import { Position } from '../../src/shared/rules/position';
import { soundnessReport } from '../../src/shared/study/soundness';
import { parseStipulation } from '../../src/shared/study/stipulation';
import { generatedFolder, withTableProbe } from '../support/tableFolder';
import { counts } from '../support/tables';

// Under the DOM environment import.meta.url is not a file URL, so the sources' worker is named from the checkout.
const spawn: SpawnWorker = () => new Worker(join(process.cwd(), 'src/main/tablebase/generate/worker.ts'), { execArgv: ['--import', 'tsx'] });
const material = counts('KP', 'KA');
const dir = generatedFolder(material, (d) => generateWithSubTables(material, { dir: d, threads: 1, memoryBytes: 2 ** 30, spawn, dtm: true }));

const ONLY = '5k3/9/2P2a3/9/9/9/9/4K4/9/9 w';
const DUAL = '3k5/9/3a5/6P2/9/9/9/3K5/9/9 w';
const WIN = parseStipulation('红先胜')!;

afterEach(cleanup);

/** The tables' best play from ONLY until Black has defences of different values, then Black's weakest: a line with a flaw. */
function badDefence(prober: Prober): string[] {
  const line: string[] = [];
  for (let pos = Position.fromFen(ONLY); ;) {
    const moves = prober.moves(pos, 'dtm');
    const worst = moves.at(-1)!;
    if (pos.turn !== WIN.side && (worst.dtm !== moves[0].dtm || worst.wdl !== moves[0].wdl)) return [...line, worst.iccs];
    line.push(moves[0].iccs);
    pos = pos.after(moves[0].move);
  }
}

describe('the soundness report view', () => {
  it('shows each move with its table values and badge, and every move, the main line\'s or another, shows its position', () => {
    withTableProbe(dir, (_, prober) => {
      const report = soundnessReport(prober, Position.fromFen(DUAL), WIN);
      const shown: ReportPlace[] = [];
      render(<SoundnessReport report={report} lang="zh" onShow={(place) => shown.push(place)} />);
      const rows = screen.getAllByTestId(/^report-row-/);
      expect(rows).toHaveLength(report.mainLine.length);
      for (const p of report.mainLine) {
        const listed = prober.moves(Position.fromFen(p.fen), 'dtm').find((m) => m.iccs === p.iccs)!;
        expect(screen.getByTestId(`report-dtc-${p.ply}`).textContent).toBe(listed.wdl === 'draw' ? '—' : String(listed.dtc));
        expect(screen.getByTestId(`report-dtm-${p.ply}`).textContent).toBe(listed.wdl === 'draw' ? '—' : String(listed.dtm));
      }
      // The key has duals: its badge says so and each dual is listed, with its value, under its kind.
      expect(screen.getByTestId('report-verdict-1').textContent).toBe('有双着');
      const key = report.mainLine[0];
      expect(key.duals.length).toBeGreaterThan(0);
      for (const d of key.duals) expect(screen.getByTestId(`report-other-1-${d.iccs}`).textContent).toBe(`${d.text} (胜 DTC ${d.dtc} DTM ${d.dtm})`);
      // Black's replies on the tables' line are its most stubborn, or forced.
      for (const p of report.mainLine.filter((x) => x.side === 'defender')) expect(['最顽强', '唯一应着']).toContain(screen.getByTestId(`report-verdict-${p.ply}`).textContent);
      // The third ply's move shows the position after the first three; a dual, the position after it.
      fireEvent.click(screen.getByTestId('report-move-3'));
      const three = report.mainLine.slice(0, 3).map((p) => p.iccs);
      let pos = Position.fromFen(DUAL);
      for (const iccs of three) pos = pos.after(prober.moves(pos).find((m) => m.iccs === iccs)!.move);
      expect(shown.at(-1)).toEqual({ ply: 3, path: three, fen: pos.fen() });
      const dual = key.duals[0];
      fireEvent.click(screen.getByTestId(`report-other-1-${dual.iccs}`));
      const start = Position.fromFen(DUAL);
      expect(shown.at(-1)).toEqual({ ply: 1, path: [dual.iccs], fen: start.after(prober.moves(start).find((m) => m.iccs === dual.iccs)!.move).fen() });
    });
  });

  it('numbers a flaw as the line numbers its move, links it to that move, and marks the defence bettered', () => {
    withTableProbe(dir, (_, prober) => {
      const line = badDefence(prober);
      const report = soundnessReport(prober, Position.fromFen(ONLY), WIN, line);
      const flaw = report.flaws.at(-1)!;
      expect(flaw).toMatchObject({ ply: line.length, kind: 'better-defence' });
      const onShow = vi.fn();
      render(<SoundnessReport report={report} lang="zh" current={flaw.ply} onShow={onShow} />);
      const played = report.mainLine[flaw.ply - 1];
      // Red moves first: Black's n-th move is ply 2n, written "n. …… move".
      const label = `${flaw.ply / 2}. …… ${played.text}`;
      expect(screen.getByTestId(`report-move-${flaw.ply}`).textContent).toBe(label);
      const link = screen.getByTestId(`report-flaw-${flaw.ply}`);
      expect(link.textContent).toBe(label);
      expect(screen.getByTestId('report-flaws').textContent).toContain(`守方有更顽强的应着：${flaw.move.text}`);
      expect(screen.getByTestId(`report-verdict-${flaw.ply}`).textContent).toBe('有更顽强的应着');
      expect(screen.getByTestId(`report-row-${flaw.ply}`).getAttribute('aria-current')).toBe('step');
      fireEvent.click(link);
      expect(onShow).toHaveBeenLastCalledWith(expect.objectContaining({ ply: flaw.ply, path: line }));
      expect(document.activeElement).toBe(screen.getByTestId(`report-move-${flaw.ply}`));
      // The better defence itself is listed at its ply and shows its own position.
      fireEvent.click(within(screen.getByTestId(`report-row-${flaw.ply}`)).getByTestId(`report-other-${flaw.ply}-${flaw.move.iccs}`));
      expect(onShow).toHaveBeenLastCalledWith(expect.objectContaining({ ply: flaw.ply, path: [...line.slice(0, -1), flaw.move.iccs] }));
    });
  });

  it('is worded in English in full: heading, columns, badges and flaws', () => {
    withTableProbe(dir, (_, prober) => {
      const report = soundnessReport(prober, Position.fromFen(ONLY), WIN, badDefence(prober));
      render(<SoundnessReport report={report} lang="en" onShow={() => undefined} />);
      const view = screen.getByTestId('soundness-report');
      expect(view.textContent).toContain('Study check: Red to move and win');
      expect([...view.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['Move', 'Result', 'DTC', 'DTM', 'Verdict', 'Notes']);
      expect(screen.getByTestId('report-verdict-1').textContent).toBe('only move');
      expect(screen.getByTestId('report-flaws').textContent).toContain('the defence has a better move: ');
      // Only the moves themselves stay in Chinese notation, as the report writes them.
      const words = view.textContent!.replace(new RegExp(report.mainLine.flatMap((p) => [p.text, ...p.duals.map((d) => d.text), ...p.equals.map((m) => m.text), ...(p.betterDefence ? [p.betterDefence.text] : [])]).join('|'), 'g'), '');
      expect(words).not.toMatch(/[\u4e00-\u9fff]/);
    });
  });
});
