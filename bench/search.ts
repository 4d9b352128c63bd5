/**
 * Search benchmark over the published mating positions of bench/searchPositions.ts: per position the
 * result found, the time to find it, the nodes and nodes per second, for Canju's search (through its
 * API, bundled by Vite as the app bundles it, in a worker thread as the app runs it) and, given
 * `--elephanteye <binary>`, for ElephantEye
 * (xqbase/eleeye, built from its source outside this repository, run over UCCI on one thread; see
 * docs/performance.md), then the ratios and totals.
 * `npm run bench:search -- [--elephanteye <binary>] [--time S] [--hash MB] [--tables <folder>] [--set benchmark|book|all] [--only id,id] [--first-report] [--json]`
 * `--set book` runs the book's other problems (bench/bookPositions.ts) instead of the benchmark's 48, `all` both.
 * The time limit is per position and per engine (default 10 s). A mate's time and nodes are those of the
 * iteration that first reported it; with `--first-report`, of its first report in the middle of an
 * iteration, as soon as a root move proves it: Canju's `onUpdate`, ElephantEye's `debug` option (which
 * prints every new best root move at once; without it, only after 300 ms of search).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { type SearchPosition, SEARCH_POSITIONS } from './searchPositions';
import { BOOK_POSITIONS } from './bookPositions';
import { EngineClient } from '../src/main/search/engineClient';
import { keepCompiledCode } from '../src/main/search/keepCompiledCode';
import type { CanjuSearchSetup, EngineRun } from './canjuSearchWorker';
import { KEEP_CONST_BINDINGS } from '../scripts/keepConstBindings';

/** Canju's engine: one search per call, in its worker thread. */
type CanjuEngine = (fen: string, timeMs: number) => Promise<EngineRun>;

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const timeMs = Math.round(Number(option('time') ?? 10) * 1000);
const hashMb = Number(option('hash') ?? 64);
const json = args.includes('--json');
const eleeyePath = option('elephanteye') === undefined ? undefined : resolve(option('elephanteye')!);
const tablesFolder = option('tables') === undefined ? undefined : resolve(option('tables')!);
const only = option('only')?.split(',');
const firstReport = args.includes('--first-report');
if (eleeyePath !== undefined && !existsSync(eleeyePath)) throw new Error(`no ElephantEye binary at ${eleeyePath}`);
const SETS: Record<string, readonly SearchPosition[]> = { benchmark: SEARCH_POSITIONS, book: BOOK_POSITIONS, all: [...SEARCH_POSITIONS, ...BOOK_POSITIONS] };
const set = SETS[option('set') ?? 'benchmark'];
if (set === undefined) throw new Error(`--set is benchmark, book or all, not ${option('set')}`);
const positions = only === undefined ? set : set.filter((p) => only.includes(p.id));

/**
 * Bundles Canju's search worker (bench/canjuSearchWorker.ts) with Vite into a temporary folder and
 * starts it: the search runs as the app runs it, bundled and in a worker thread of its own, not as
 * tsx loads the sources module by module, where every constant a module imports stays a live
 * binding that V8 does not fold and the search ran at a third of the speed (measured: 0.48 against
 * 1.53 million nodes per CPU second over the set), nor in this thread after Vite's build, where it
 * ran about a fifth slower. The reason instead when it cannot be built or started, so this
 * benchmark still runs ElephantEye and says so.
 */
async function startCanju(): Promise<{ engine: CanjuEngine; stop: () => Promise<number> } | { reason: string }> {
  const entry = fileURLToPath(new URL('canjuSearchWorker.ts', import.meta.url));
  const outDir = mkdtempSync(join(tmpdir(), 'canju-bench-'));
  try {
    const { build } = await import('vite');
    await build({
      configFile: false, logLevel: 'silent', root: dirname(entry),
      build: { ssr: entry, outDir, minify: false, rollupOptions: { output: { ...KEEP_CONST_BINDINGS, format: 'es', entryFileNames: 'canjuSearchWorker.mjs' } } },
    });
    const setup: CanjuSearchSetup = { hashMb, tablesFolder };
    // As the app starts its search workers (src/main/search/searchWorker.ts).
    keepCompiledCode();
    const worker = new Worker(join(outDir, 'canjuSearchWorker.mjs'), { workerData: setup });
    // The worker posts 'ready' after its warm-up; a failure to load ends it with an error instead.
    await new Promise<void>((done, fail) => {
      worker.once('error', fail);
      worker.once('message', () => {
        worker.off('error', fail);
        done();
      });
    });
    const engine: CanjuEngine = (fen, limit) => new Promise((done, fail) => {
      worker.once('error', fail);
      worker.once('message', (run: EngineRun) => {
        worker.off('error', fail);
        done(run);
      });
      worker.postMessage({ fen, timeMs: limit, firstReport });
    });
    return { engine, stop: () => worker.terminate() };
  } catch (error) {
    return { reason: `its search worker did not build or start (${(error as Error).message.split('\n')[0]})` };
  } finally {
    // The worker has loaded its module by now (or failed to).
    rmSync(outDir, { recursive: true, force: true });
  }
}

interface Row {
  readonly position: SearchPosition;
  readonly canju?: EngineRun;
  readonly eleeye?: EngineRun;
}

function describe(run: EngineRun | undefined, expected: number): string {
  if (run === undefined) return '-';
  if (run.matePlies === undefined) return `no mate (d${run.depth})`;
  const mark = run.matePlies === expected ? '' : run.matePlies > 0 && run.matePlies < expected ? ' shorter!' : ' ≠';
  return `${run.matePlies > 0 ? 'mate' : 'mated'} ${Math.abs(run.matePlies)}p${mark}`;
}

const nps = (nodes: number, ms: number) => (ms > 0 ? Math.round((nodes * 1000) / ms) : 0);
const num = (n: number) => n.toLocaleString('en-US');
const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '-');
const pad = (s: string, n: number) => s.padEnd(n);
const padL = (s: string, n: number) => s.padStart(n);

function engineCells(run: EngineRun | undefined, expected: number): string[] {
  if (run === undefined) return ['-', '-', '-', '-'];
  return [describe(run, expected), (run.timeMs / 1000).toFixed(3), num(run.nodes), run.timeMs > 0 ? num(nps(run.nodes, run.timeMs)) : '-'];
}

/** ElephantEye over UCCI, through Canju's client of outside engines, one thread, the benchmark's hash. */
async function startElephantEye(path: string): Promise<EngineClient> {
  const started = await EngineClient.start(path, { protocol: 'ucci' });
  if (!started.ok) throw new Error(`ElephantEye did not start: ${JSON.stringify(started.error)}`);
  started.value.configure({ hashMb });
  if (firstReport) started.value.setOption('debug', 'true');
  const ready = await started.value.ready();
  if (!ready.ok) throw new Error(`ElephantEye is not ready: ${JSON.stringify(ready.error)}`);
  return started.value;
}

/**
 * One position searched by an outside engine until it stops by itself (ElephantEye does at its first
 * mate) or the time limit. ElephantEye reports `info time … nodes …` before each `info depth … score …`,
 * so a mate's time and nodes are the last ones read before it.
 */
async function outsideRun(client: EngineClient, fen: string, limit: number): Promise<EngineRun> {
  let time = 0, nodes = 0, depth = 0, score: number | undefined, pv: readonly string[] = [];
  let mate: { plies: number; depth: number; timeMs: number; nodes: number; pv: readonly string[] } | undefined;
  const started = Date.now();
  const run = await client.analyse(fen, [], { timeMs: limit }, (info) => {
    time = info.timeMs ?? time;
    nodes = info.nodes ?? nodes;
    if (info.score === undefined || info.depth === undefined || info.depth === 0) return;
    depth = info.depth;
    pv = info.pv ?? [];
    score = info.score.kind === 'cp' ? info.score.value : undefined;
    // With `debug`, ElephantEye reports each root move that improves on the last, from the first,
    // whose score may be a mate against it: only its mate counts there.
    if (mate === undefined && info.score.kind === 'mate' && (!firstReport || info.score.plies > 0)) mate = { plies: info.score.plies, depth, timeMs: time, nodes, pv };
  }).result;
  if (!run.ok) throw new Error(`the outside engine failed on ${fen}: ${JSON.stringify(run.error)}`);
  return {
    matePlies: mate?.plies, score: mate === undefined ? score : undefined, depth: mate?.depth ?? depth,
    timeMs: mate?.timeMs ?? time, nodes: mate?.nodes ?? nodes,
    totalTimeMs: Math.max(time, mate?.timeMs ?? 0) || Date.now() - started, totalNodes: nodes, pv: mate?.pv ?? pv,
  };
}

async function main(): Promise<void> {
  const canju = await startCanju();
  const eleeye = eleeyePath === undefined ? undefined : await startElephantEye(eleeyePath);
  if (!json) {
    console.log(`${positions.length} positions, ${timeMs / 1000} s per position and engine, hash ${hashMb} MB, one thread each; mates timed at ${firstReport ? 'their first report' : 'the end of the iteration that found them'}`);
    if ('reason' in canju) console.log(`Canju engine: not available (${canju.reason})`);
    if (eleeye === undefined) console.log('ElephantEye: not run (give --elephanteye <binary>)');
  }
  const rows: Row[] = [];
  const header = ['position', 'mate', 'Canju', 's', 'nodes', 'nodes/s', 'ElephantEye', 's', 'nodes', 'nodes/s', 'time ×', 'nodes ×', 'nps ×'];
  const widths = [16, 5, 14, 7, 12, 10, 14, 7, 12, 10, 7, 7, 6];
  if (!json) console.log(header.map((h, i) => (i === 0 || i === 2 || i === 6 ? pad(h, widths[i]) : padL(h, widths[i]))).join(' '));
  for (const position of positions) {
    const c = 'engine' in canju ? await canju.engine(position.fen, timeMs) : undefined;
    const e = eleeye === undefined ? undefined : await outsideRun(eleeye, position.fen, timeMs);
    const row: Row = { position, canju: c, eleeye: e };
    rows.push(row);
    if (json) continue;
    const both = c?.matePlies !== undefined && e?.matePlies !== undefined;
    const cells = [
      position.id, String(position.matePlies), ...engineCells(c, position.matePlies), ...engineCells(e, position.matePlies),
      both ? ratio(c.timeMs, e.timeMs) : '-', both ? ratio(c.nodes, e.nodes) : '-',
      both && c.timeMs > 0 && e.timeMs > 0 ? ratio(nps(c.nodes, c.timeMs), nps(e.nodes, e.timeMs)) : '-',
    ];
    console.log(cells.map((s, i) => (i === 0 || i === 2 || i === 6 ? pad(s, widths[i]) : padL(s, widths[i]))).join(' '));
  }
  await eleeye?.quit();
  if ('stop' in canju) await canju.stop();
  const total = (pick: (r: Row) => EngineRun | undefined) => {
    const runs = rows.map(pick).filter((r): r is EngineRun => r !== undefined);
    const found = runs.filter((r) => r.matePlies !== undefined && r.matePlies > 0);
    const atLength = rows.filter((r) => pick(r)?.matePlies === r.position.matePlies).length;
    const ms = found.reduce((s, r) => s + r.timeMs, 0);
    const nodes = found.reduce((s, r) => s + r.nodes, 0);
    const allMs = runs.reduce((s, r) => s + r.totalTimeMs, 0);
    const allNodes = runs.reduce((s, r) => s + r.totalNodes, 0);
    return { runs: runs.length, mates: found.length, atLength, timeMs: ms, nodes, nps: nps(nodes, ms), allTimeMs: allMs, allNodes, allNps: nps(allNodes, allMs) };
  };
  const totals = { canju: 'engine' in canju ? total((r) => r.canju) : undefined, elephantEye: eleeye === undefined ? undefined : total((r) => r.eleeye) };
  if (json) {
    console.log(JSON.stringify({
      timeMs, hashMb, canjuAvailable: 'engine' in canju, ...('reason' in canju ? { canjuReason: canju.reason } : {}),
      positions: rows.map((r) => ({ id: r.position.id, expectedMatePlies: r.position.matePlies, canju: r.canju, elephantEye: r.eleeye })),
      totals,
    }, null, 2));
    return;
  }
  console.log('');
  for (const [name, t] of Object.entries(totals)) {
    if (t === undefined) continue;
    console.log(`${name}: mates found ${t.mates}/${t.runs} (${t.atLength} at the set's length); to the mates ${(t.timeMs / 1000).toFixed(2)} s, ${num(t.nodes)} nodes, ${num(t.nps)} nodes/s; whole searches ${(t.allTimeMs / 1000).toFixed(2)} s, ${num(t.allNodes)} nodes, ${num(t.allNps)} nodes/s`);
  }
  const common = rows.filter((r) => r.canju?.matePlies !== undefined && r.eleeye?.matePlies !== undefined);
  if (common.length > 0) {
    const cMs = common.reduce((s, r) => s + r.canju!.timeMs, 0), eMs = common.reduce((s, r) => s + r.eleeye!.timeMs, 0);
    const cN = common.reduce((s, r) => s + r.canju!.nodes, 0), eN = common.reduce((s, r) => s + r.eleeye!.nodes, 0);
    console.log(`Canju / ElephantEye over the ${common.length} positions both mated: time ${ratio(cMs, eMs)}, nodes ${ratio(cN, eN)}, nodes/s ${ratio(nps(cN, cMs), nps(eN, eMs))}`);
  }
}

await main();
