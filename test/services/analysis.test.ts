/**
 * The engine panel's analysis through the API: Canju's engine finds a published mate (《适情雅趣》,
 * more men than any table) at its published length and its prover proves it; MultiPV 3 reports three distinct first moves,
 * best first; stopping ends an analysis and a new one stops the one before; an outside engine —
 * Canju's own built CLI speaking UCI as a real child process — is driven through the protocol client
 * to the same mate; a missing program, a relative path and a program that is no engine are refused in
 * one line, in Chinese and English; and the validator refuses bad arguments.
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_POSITIONS } from '../../bench/searchPositions';
import { type Services, createServices } from '../../src/main/services/canjuServices';
import { spawnWorker } from '../../src/main/tablebase/generate/spawnWorker';
import { ARGUMENT_CHECKS, type AnalysisIteration, type CanjuApi, type CanjuEvent } from '../../src/shared/api/contract';
import { mateIn } from '../../src/shared/search/score';
import { BUILT_CLI } from '../support/cli';
import { worded } from '../support/worded';
import { say, sayScore } from '../../src/shared/words/say';

/** 目视横流: red mates in 3 (5 plies), as ElephantEye and the book's line have it. */
const MATE = SEARCH_POSITIONS.find((p) => p.id === 'SQYQ-013')!;
const OPENING = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';
/** Waits for events: the mate within a second alone, the engine's start about 0.3 s; the margin is for a loaded machine. */
const WAIT_MS = 20_000;

const scratch = mkdtempSync(join(tmpdir(), 'canju-analysis-'));
let services: Services;
let api: CanjuApi;
const events: CanjuEvent[] = [];
beforeAll(() => {
  services = createServices({ dir: join(scratch, 'tables'), owner: 'test', threads: 1, memoryBytes: 2 ** 30, spawn: spawnWorker });
  api = services.api;
  api.onEvent((event) => events.push(event));
});
afterAll(async () => {
  await services.close();
  rmSync(scratch, { recursive: true, force: true });
});

async function waitFor<T>(find: () => T | undefined, what: string): Promise<T> {
  const until = Date.now() + WAIT_MS;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error(`waited ${WAIT_MS} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const iterations = (id: number) => events.flatMap((e) => (e.type === 'analysis' && e.id === id ? [e.iteration] : []));
const endOf = (id: number) => events.find((e): e is Extract<CanjuEvent, { type: 'analysis-end' }> => e.type === 'analysis-end' && e.id === id);
const iterationWith = (id: number, accept: (it: AnalysisIteration) => boolean, what: string) =>
  waitFor(() => iterations(id).find(accept), what);

async function started(...args: Parameters<CanjuApi['startAnalysis']>): Promise<{ id: number; engine: string }> {
  const answer = await api.startAnalysis(...args);
  if (!answer.ok) throw new Error(say(answer.errors[0], 'en'));
  return answer;
}

/** Chinese notation of the position's legal moves, from the services' own move list. */
async function chineseOf(fen: string): Promise<Map<string, string>> {
  const moves = await worded(api.legalMoves(fen, 'chinese'), 'zh');
  if (!moves.ok) throw new Error(moves.errors[0].message);
  return new Map(moves.moves.map((m) => [m.iccs, m.text]));
}

describe("Canju's engine in the panel", () => {
  it('finds the published mate at its length, proves it, ends by itself, and writes the line in Chinese notation', async () => {
    const { id, engine } = await started(MATE.fen, 'canju', 1, 'chinese');
    expect(engine).toBe('Canju');
    const end = await waitFor(() => endOf(id), 'the end of the analysis');
    expect(end).toMatchObject({ end: 'done' });
    const last = iterations(id).at(-1)!;
    expect(last.lines).toHaveLength(1);
    expect(last.lines[0]).toMatchObject({ score: mateIn(MATE.matePlies) });
    expect(sayScore(last.lines[0].score, 'zh')).toBe(`${MATE.mateMoves}步杀`);
    expect(last.lines[0].iccs).toHaveLength(MATE.matePlies);
    expect(end.bestMove).toBe(last.lines[0].iccs[0]);
    expect(last.lines[0].text[0]).toBe((await chineseOf(MATE.fen)).get(last.lines[0].iccs[0]));
    expect(last.nodes).toBeGreaterThan(0);
    // The prover then searched every defence to that distance.
    expect(end.proof).toMatchObject({ proven: true, by: 'mate', line: { score: mateIn(MATE.matePlies) } });
    expect(end.proof?.proven && end.proof.line.iccs).toHaveLength(MATE.matePlies);
  });

  it('reports three distinct first moves with MultiPV 3, best first, and stops on request', async () => {
    const { id } = await started(OPENING, 'canju', 3, 'chinese');
    const it3 = await iterationWith(id, (it) => it.depth >= 4, 'depth 4');
    expect(it3.lines).toHaveLength(3);
    const firsts = it3.lines.map((l) => l.iccs[0]);
    expect(new Set(firsts).size).toBe(3);
    const legal = await chineseOf(OPENING);
    expect(it3.lines.map((l) => l.text[0])).toEqual(firsts.map((m) => legal.get(m)));
    const scores = it3.lines.map((l) => l.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(endOf(id)).toBeUndefined();
    const asked = Date.now();
    expect(await api.stopAnalysis()).toEqual({ ok: true, stopped: true });
    expect(Date.now() - asked).toBeLessThan(2_000);
    expect(endOf(id)).toMatchObject({ end: 'stopped' });
    expect(legal.has(endOf(id)!.bestMove!)).toBe(true);
    expect(await api.stopAnalysis()).toEqual({ ok: true, stopped: false });
  });

  it('stops the running analysis when a new one starts', async () => {
    const first = await started(OPENING, 'canju', 1, 'iccs');
    await iterationWith(first.id, () => true, 'a first iteration');
    const second = await started(MATE.fen, 'canju', 1, 'iccs');
    expect(endOf(first.id)).toMatchObject({ end: 'stopped' });
    expect(second.id).toBeGreaterThan(first.id);
    expect(await waitFor(() => endOf(second.id), 'the mate')).toMatchObject({ end: 'done' });
  });

  it('refuses an illegal position in the asked language', async () => {
    const answer = await worded(api.startAnalysis('4k4/9/9/9/9/9/9/9/9/4K4 w', 'canju', 1, 'chinese'), 'en');
    expect(answer.ok).toBe(false);
    expect(!answer.ok && answer.errors[0].message).toMatch(/face/i);
  });
});

describe('an outside engine in the panel', () => {
  /** A program at a path, as a user gives Pikafish's (POSIX: a shell script; Windows refuses to spawn a script without a shell). */
  const program = (name: string, body: string) => {
    const path = join(scratch, name);
    writeFileSync(path, `#!/bin/sh\n${body}\n`);
    chmodSync(path, 0o755);
    return path;
  };

  it.skipIf(process.platform === 'win32')("runs Canju's own engine as a child process to the same mate, two lines, until stopped", async () => {
    const path = program('canju-engine', `exec "${process.execPath}" "${BUILT_CLI}" engine --lang en`);
    const { id, engine } = await started(MATE.fen, { path }, 2, 'chinese');
    expect(engine).toBe('Canju');
    const mate = await iterationWith(id, (it) => it.lines[0]?.score === mateIn(MATE.matePlies) && it.lines.length === 2, 'the mate in two lines');
    expect(sayScore(mate.lines[0].score, 'zh')).toBe(`${MATE.mateMoves}步杀`);
    expect(new Set(mate.lines.map((l) => l.iccs[0])).size).toBe(2);
    expect(mate.lines[0].text[0]).toBe((await chineseOf(MATE.fen)).get(mate.lines[0].iccs[0]));
    // UCI's `go infinite` holds the best move until `stop`.
    expect(await api.stopAnalysis()).toEqual({ ok: true, stopped: true });
    expect(endOf(id)).toMatchObject({ end: 'stopped', bestMove: mate.lines[0].iccs[0] });
  });

  it.skipIf(process.platform === 'win32')('refuses a program that answers neither uciok nor ucciok', async () => {
    const path = program('not-an-engine', 'exit 0');
    expect(await worded(api.startAnalysis(MATE.fen, { path }, 1, 'chinese'), 'en')).toEqual({
      ok: false, errors: [{ code: 'not-an-engine', message: `${path} is not a UCI or UCCI engine: it answered neither uciok nor ucciok` }],
    });
  });

  it('refuses a missing program and a relative path in one line, in Chinese and English', async () => {
    const path = join(scratch, 'no-such-engine');
    expect(await worded(api.startAnalysis(MATE.fen, { path }, 1, 'chinese'), 'zh')).toEqual({ ok: false, errors: [{ code: 'engine-missing', message: `找不到引擎程序：${path}` }] });
    expect(await worded(api.startAnalysis(MATE.fen, { path }, 1, 'chinese'), 'en')).toEqual({ ok: false, errors: [{ code: 'engine-missing', message: `no engine program at ${path}` }] });
    expect(await worded(api.startAnalysis(MATE.fen, { path: 'pikafish' }, 1, 'chinese'), 'en')).toEqual({
      ok: false, errors: [{ code: 'engine-path', message: "give the engine's full path (from the root or a drive letter): pikafish" }],
    });
  });
});

describe('the analysis operations’ arguments', () => {
  it('takes canju or an engine path, 1 to 5 lines and a notation', () => {
    const check = ARGUMENT_CHECKS.startAnalysis;
    expect(check([MATE.fen, 'canju', 1, 'chinese'])).toBeNull();
    expect(check([MATE.fen, { path: '/opt/pikafish' }, 5, 'iccs'])).toBeNull();
    expect(check([MATE.fen, 'pikafish', 1, 'chinese'])).toMatch(/canju/);
    expect(check([MATE.fen, { path: '' }, 1, 'chinese'])).toMatch(/engine path/);
    expect(check([MATE.fen, { path: '/opt/pikafish', args: ['-x'] }, 1, 'chinese'])).toMatch(/unknown field "args"/);
    expect(check([MATE.fen, 'canju', 0, 'chinese'])).toMatch(/lines/);
    expect(check([MATE.fen, 'canju', 6, 'chinese'])).toMatch(/lines/);
    expect(check([MATE.fen, 'canju', 2.5, 'chinese'])).toMatch(/lines/);
    expect(check([MATE.fen, 'canju', 1, 'chinese', 'extra'])).toMatch(/arguments/);
    expect(ARGUMENT_CHECKS.stopAnalysis([])).toBeNull();
    expect(ARGUMENT_CHECKS.stopAnalysis([1])).toMatch(/arguments/);
  });
});
