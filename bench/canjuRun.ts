/**
 * One Canju generation of a material and its sub-tables into an empty folder, in a process of its own
 * so that its peak RSS is its own. bench:vs bundles this file with Vite (bundleCanjuRun.ts), its
 * `../src/` imports taken from the checkout measured (this one, or another, such as the commit before
 * a change, for `--before`), and runs the bundle with plain Node: `node <bundle> <checkout> <material>
 * <dir> <threads> <memory GiB>` prints one JSON line: per table its seconds, file bytes and longest DTC,
 * then wall and CPU seconds and peak RSS. Progress goes to stderr once a minute. Bundled, as the app
 * and the CLI run it: under tsx the main thread also held tsx's loader (about 25 MB more at the peak
 * of the KCPA-KAB chain) and every imported constant stayed a live binding. The workers start from
 * the checkout's built `out/main/generateWorker.js`, as the app's do (bench:vs builds it first).
 */
import { existsSync, statSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { resolve } from 'node:path';
import { generateWithSubTables } from '../src/main/tablebase/generationService';
import { TableFile } from '../src/main/tablebase/files/reader';
import { parseSignature } from '../src/shared/material/signature';
import { sayMaterial } from '../src/shared/words/say';

export interface CanjuTable {
  readonly material: string;
  readonly entries: number;
  readonly seconds: number;
  readonly fileBytes: number;
  /** Longest DTC in plies over both sides to move; -1 when no position is won or lost. */
  readonly maxDtc: number;
}

export interface CanjuRun {
  readonly tables: CanjuTable[];
  readonly wallSeconds: number;
  readonly cpuSeconds: number;
  readonly peakRssBytes: number;
}

const [checkout, material, dir, threads, memoryGb] = process.argv.slice(2);
const builtWorker = resolve(checkout, 'out/main/generateWorker.js');
if (!existsSync(builtWorker)) throw new Error(`${builtWorker} is missing: build the checkout first (npx electron-vite build)`);
// Checkouts before the kept pool started each worker with its table's set-up.
const spawnWorker = (setup?: unknown) => new Worker(builtWorker, { workerData: setup });

const parsed = parseSignature(material);
if (!parsed.ok) throw new Error(sayMaterial(parsed.error, 'en'));
const tables: CanjuTable[] = [];
let last = Date.now();
const started = performance.now();
await generateWithSubTables(parsed.value, {
  dir, threads: Number(threads), memoryBytes: Number(memoryGb) * 2 ** 30, spawn: spawnWorker,
  onProgress: (p: { table: string; phase: string; percent: number; rssBytes: number }) => {
    if (Date.now() - last < 60_000) return;
    last = Date.now();
    console.error(`  ${checkout}: ${p.table} ${p.phase} ${p.percent.toFixed(1)}% RSS ${(p.rssBytes / 2 ** 30).toFixed(2)} GiB`);
  },
  onTableDone: (t: { material: string; entries: number; seconds: number; path: string }) => {
    const file = TableFile.open(t.path);
    const { red, black } = file.header.statistics;
    file.close();
    // The whole file (header, block index and blocks), as xiangqitb's files are counted.
    tables.push({ material: t.material, entries: t.entries, seconds: t.seconds, fileBytes: statSync(t.path).size, maxDtc: Math.max(red.maxDtc, black.maxDtc) });
  },
});
// Worker threads share the process, so its own peak RSS and CPU time cover the whole generation.
const cpu = process.cpuUsage();
const run: CanjuRun = {
  tables, wallSeconds: (performance.now() - started) / 1000, cpuSeconds: (cpu.user + cpu.system) / 1e6, peakRssBytes: process.resourceUsage().maxRSS * 1024,
};
console.log(JSON.stringify(run));
