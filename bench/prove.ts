/**
 * Proof benchmark (issue 46): `analyse --prove`'s prover (src/shared/search/prove/method.ts, `auto`:
 * the full-width deepening search, then the proof-number search) over the 223 mates of 《适情雅趣》
 * (bench/searchPositions.ts and bookPositions.ts), the published studies of bench/studyPositions.ts and
 * the four classical 江湖排局. Per position: proven or not, the result for the side to move (and whether
 * it is the stipulated one), its plies, seconds, nodes and method; beside it, given their binaries,
 * ElephantEye's (UCCI) and Fairy-Stockfish's (UCI, `UCI_Variant xiangqi`, NNUE off) time to their
 * first mate report within `--engine-time`. Then the totals.
 *
 * Canju's prover runs as the app runs it: src/main/search/worker.ts bundled by Vite, in a worker
 * thread. Its budget is nodes (`budgetOfSeconds` of `--mate-seconds` / `--study-seconds`), so its
 * answers do not depend on the machine's load; its seconds do.
 *
 * `npm run bench:prove -- [--set mates|studies|all] [--only id,id] [--mate-seconds 10] [--study-seconds 60]
 *   [--elephanteye <binary>] [--fairy-stockfish <binary>] [--engine-time S] [--tables <folder>]`
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { EngineClient } from '../src/main/search/engineClient';
import { keepCompiledCode } from '../src/main/search/keepCompiledCode';
import type { SearchJob, SearchMessage } from '../src/main/search/protocol';
import { budgetOfSeconds } from '../src/shared/search/prove/method';
import type { Proof } from '../src/shared/search/prove/prove';
import { KEEP_CONST_BINDINGS } from '../scripts/keepConstBindings';
import { BOOK_POSITIONS } from './bookPositions';
import { SEARCH_POSITIONS } from './searchPositions';
import { CLASSICAL_STUDIES, STUDY_POSITIONS } from './studyPositions';

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const setName = option('set') ?? 'all';
const only = option('only')?.split(',');
const mateSeconds = Number(option('mate-seconds') ?? 10);
const studySeconds = Number(option('study-seconds') ?? 60);
const engineSeconds = Number(option('engine-time') ?? 10);
const tables = option('tables') === undefined ? undefined : resolve(option('tables')!);
const eleeyePath = option('elephanteye') === undefined ? undefined : resolve(option('elephanteye')!);
const fairyPath = option('fairy-stockfish') === undefined ? undefined : resolve(option('fairy-stockfish')!);
for (const path of [eleeyePath, fairyPath]) if (path !== undefined && !existsSync(path)) throw new Error(`no engine binary at ${path}`);

/** One position of the benchmark: its stipulated result for the side to move, and the budget it gets. */
interface Case {
  readonly id: string;
  readonly fen: string;
  readonly expected: 'win' | 'draw';
  /** The published length in plies (a mate's, or a study's main line). */
  readonly plies: number;
  readonly seconds: number;
  readonly group: 'mate' | 'study' | 'classical';
}

const mates: Case[] = [...SEARCH_POSITIONS, ...BOOK_POSITIONS].map((p) => ({ id: p.id, fen: p.fen, expected: 'win', plies: p.matePlies, seconds: mateSeconds, group: 'mate' }));
const studies = (group: 'study' | 'classical') => (p: (typeof STUDY_POSITIONS)[number]): Case => ({
  id: p.id, fen: p.fen, expected: p.stipulation.endsWith('和') ? 'draw' : 'win', plies: p.mainLinePlies, seconds: studySeconds, group,
});
const SETS: Record<string, Case[]> = {
  mates,
  studies: [...STUDY_POSITIONS.map(studies('study')), ...CLASSICAL_STUDIES.map(studies('classical'))],
};
SETS.all = [...SETS.mates, ...SETS.studies];
const cases = (SETS[setName] ?? []).filter((c) => only === undefined || only.includes(c.id));
if (!cases.length) throw new Error(`--set is mates, studies or all, not ${setName}`);

/** The search worker the app runs, bundled by Vite (as bench/search.ts bundles its own), in its thread. */
async function startProver(): Promise<{ prove: (c: Case) => Promise<Proof>; stop: () => Promise<number> }> {
  const entry = fileURLToPath(new URL('../src/main/search/worker.ts', import.meta.url));
  const outDir = mkdtempSync(join(tmpdir(), 'canju-bench-prove-'));
  try {
    const { build } = await import('vite');
    await build({
      configFile: false, logLevel: 'silent',
      build: { ssr: entry, outDir, minify: false, rollupOptions: { output: { ...KEEP_CONST_BINDINGS, format: 'es', entryFileNames: 'proveWorker.mjs' } } },
    });
    keepCompiledCode();
    const worker = new Worker(join(outDir, 'proveWorker.mjs'));
    const prove = (c: Case) => new Promise<Proof>((done, fail) => {
      const listener = (message: SearchMessage) => {
        if (message.type === 'error') fail(new Error(message.message));
        if (message.type !== 'proof' && message.type !== 'error') return;
        worker.off('message', listener);
        if (message.type === 'proof') done(message.proof);
      };
      worker.on('message', listener);
      const job: SearchJob = { kind: 'prove', fen: c.fen, dir: tables, method: 'auto', budget: budgetOfSeconds(c.seconds), hashMb: 64, stop: new SharedArrayBuffer(4) };
      worker.postMessage(job);
    });
    // The worker has its module loaded once it answers the first job.
    return { prove, stop: () => worker.terminate() };
  } finally {
    setTimeout(() => rmSync(outDir, { recursive: true, force: true }), 5_000).unref();
  }
}

interface EngineMate {
  readonly plies?: number;
  readonly ms?: number;
}

/** An outside engine: its first mate report's plies and time within the limit, or nothing. */
async function startEngine(path: string, protocol: 'ucci' | 'uci'): Promise<{ run: (fen: string) => Promise<EngineMate>; quit: () => Promise<void> }> {
  const started = await EngineClient.start(path, { protocol });
  if (!started.ok) throw new Error(`${path} did not start: ${JSON.stringify(started.error)}`);
  const client = started.value;
  client.configure({ hashMb: 64, threads: 1 });
  if (protocol === 'uci') {
    client.setOption('UCI_Variant', 'xiangqi');
    client.setOption('Use NNUE', 'false');
  }
  const ready = await client.ready();
  if (!ready.ok) throw new Error(`${path} is not ready: ${JSON.stringify(ready.error)}`);
  const run = async (fen: string): Promise<EngineMate> => {
    let time = 0, mate: EngineMate | undefined;
    const started = Date.now();
    const analysis = client.analyse(fen, [], { timeMs: engineSeconds * 1000 }, (info) => {
      time = info.timeMs ?? time;
      if (mate === undefined && info.score?.kind === 'mate' && info.score.plies > 0) {
        mate = { plies: info.score.plies, ms: info.timeMs ?? time ?? Date.now() - started };
        analysis.stop();
      }
    });
    const result = await analysis.result;
    if (!result.ok) throw new Error(`${path} failed on ${fen}: ${JSON.stringify(result.error)}`);
    return mate ?? {};
  };
  return { run, quit: () => client.quit() };
}

const pad = (s: string, n: number) => s.padEnd(n);
const padL = (s: string, n: number) => s.padStart(n);
const engineCell = (m: EngineMate | undefined) => (m === undefined ? '-' : m.plies === undefined ? 'none' : `${m.plies}p ${(m.ms! / 1000).toFixed(2)}s`);

async function main(): Promise<void> {
  const prover = await startProver();
  const eleeye = eleeyePath === undefined ? undefined : await startEngine(eleeyePath, 'ucci');
  const fairy = fairyPath === undefined ? undefined : await startEngine(fairyPath, 'uci');
  console.log(`${cases.length} positions; budgets ${mateSeconds} s (mates) and ${studySeconds} s (studies) in nodes: ${JSON.stringify(budgetOfSeconds(1))} per second; engines ${engineSeconds} s each, one thread${tables ? `; tables ${tables}` : '; no tables'}`);
  const header = ['position', 'stip', 'pub', 'proven', 'result', 'plies', 'seconds', 'nodes', 'method', 'ElephantEye', 'Fairy-SF'];
  const widths = [16, 5, 4, 7, 9, 6, 8, 10, 13, 14, 14];
  console.log(header.map((h, i) => pad(h, widths[i])).join(' '));
  const rows: { c: Case; proof: Proof; ms: number }[] = [];
  for (const c of cases) {
    const t = performance.now();
    const proof = await prover.prove(c);
    const ms = performance.now() - t;
    rows.push({ c, proof, ms });
    const e = c.expected === 'win' ? await eleeye?.run(c.fen) : undefined;
    const f = c.expected === 'win' ? await fairy?.run(c.fen) : undefined;
    const result = proof.proven ? `${proof.result}${proof.result === c.expected ? '' : '≠'}` : '-';
    const cells = [
      c.id, c.expected, String(c.plies), proof.proven ? 'yes' : 'no', result, proof.proven ? `${proof.plies}${proof.shortest ? '' : '≤'}` : '-',
      (ms / 1000).toFixed(2), String(proof.nodes), proof.proven ? proof.method ?? 'full-width' : '-', engineCell(e), engineCell(f),
    ];
    console.log(cells.map((s, i) => (i === 2 || i === 5 || i === 6 || i === 7 ? padL(s, widths[i]) : pad(s, widths[i]))).join(' '));
  }
  await eleeye?.quit();
  await fairy?.quit();
  await prover.stop();
  for (const group of ['mate', 'study', 'classical'] as const) {
    const g = rows.filter((r) => r.c.group === group);
    if (!g.length) continue;
    const right = g.filter((r) => r.proof.proven && r.proof.result === r.c.expected);
    const within = (s: number) => right.filter((r) => r.ms <= s * 1000).length;
    const wrong = g.filter((r) => r.proof.proven && r.proof.result !== r.c.expected).length;
    const seconds = g.reduce((s, r) => s + r.ms, 0) / 1000;
    const byStip = (e: 'win' | 'draw') => `${right.filter((r) => r.c.expected === e).length}/${g.filter((r) => r.c.expected === e).length}`;
    console.log(`${group}: ${right.length} of ${g.length} proven as stipulated (wins ${byStip('win')}, draws ${byStip('draw')}; ${within(10)} within 10 s, ${within(60)} within 60 s), ${wrong} proven otherwise, total ${seconds.toFixed(1)} s`);
  }
}

await main();
