/**
 * The plan's estimates against the generator's real times: each material's chain generated into an
 * empty folder, per table the planned seconds, the measured seconds (the generator's own, set-up to
 * file) and their ratio; for a table that ran alone, the process's CPU seconds over it and its wall
 * time per phase (from the first progress report of each phase to the next), the figures the cost
 * model (src/main/tablebase/costModel.ts) is fitted to. Then the chain's planned and measured wall.
 * `npm run bench:estimates -- KCP-KA KNBB-KR+dtm [--threads N] [--dir D]` (`+dtm`: with DTM tables).
 * With no material, the figures docs/performance.md gives for the large chains are checked instead.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateWithSubTables } from '../src/main/tablebase/generationService';
import { spawnWorker } from '../src/main/tablebase/generate/spawnWorker';
import { planGeneration } from '../src/main/tablebase/plan';
import { parseSignature } from '../src/shared/material/signature';
import { sayMaterial } from '../src/shared/words/say';
import { PUBLISHED_RUNS } from './publishedRuns';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const threads = Number(option('threads') ?? availableParallelism());
const base = option('dir') ?? mkdtempSync(join(tmpdir(), 'canju-estimates-'));
const materials = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
const cpuSeconds = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
const ratio = (planned: number, measured: number) => (planned / measured).toFixed(2);

if (materials.length === 0) {
  console.log('published runs (docs/performance.md), 2 threads, idle');
  console.log('run                                   planned s   measured s   planned/measured');
  for (const run of PUBLISHED_RUNS) {
    const m = parseSignature(run.material);
    if (!m.ok) throw new Error(sayMaterial(m.error, 'en'));
    const plan = planGeneration(m.value, { dir: join(base, 'empty'), threads: 2, memoryBytes: 64 * 2 ** 30, dtm: run.dtm });
    const planned = run.table ? plan.tables.filter((t) => t.material === run.table).reduce((s, t) => s + t.seconds, 0) : plan.totalSeconds;
    console.log(`${run.name.padEnd(38)}${planned.toFixed(0).padStart(9)} ${run.seconds.toFixed(0).padStart(12)} ${ratio(planned, run.seconds).padStart(18)}`);
  }
}

for (const spec of materials) {
  const [signature, flag] = spec.split('+');
  const dtm = flag === 'dtm';
  const m = parseSignature(signature);
  if (!m.ok) throw new Error(sayMaterial(m.error, 'en'));
  const dir = join(base, spec.replace('+', '_'));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const plan = planGeneration(m.value, { dir, threads, memoryBytes: 64 * 2 ** 30, dtm });
  const planned = new Map(plan.tables.map((t) => [t.material, t.seconds]));
  // Per table: when its phases began, and the CPU clock when it began; a table that overlapped another has no CPU figure of its own.
  const phases = new Map<string, { at: number; phase: string }[]>();
  const cpuAtStart = new Map<string, number>();
  const running = new Set<string>(), overlapped = new Set<string>();
  const wallStart = performance.now(), cpuStart = cpuSeconds();
  console.log(`\n${spec}: ${plan.tables.length} tables, threads ${threads}, load average ${loadavg()[0].toFixed(2)} at the start`);
  console.log('table                 entries     planned s  measured s  ratio   CPU s   phases (wall s: init, retro, perpetual, finalize, compress)');
  await generateWithSubTables(m.value, {
    dir, threads, memoryBytes: 64 * 2 ** 30, spawn: spawnWorker, dtm,
    onProgress: (p) => {
      let seen = phases.get(p.table);
      if (!seen) {
        seen = [];
        phases.set(p.table, seen);
        cpuAtStart.set(p.table, cpuSeconds());
        running.add(p.table);
        if (running.size > 1) for (const t of running) overlapped.add(t);
      }
      if (seen.at(-1)?.phase !== p.phase) seen.push({ at: performance.now(), phase: p.phase });
    },
    onTableDone: (t) => {
      const name = t.metric === 'dtm' ? `${t.material} DTM` : t.material;
      running.delete(name);
      const seen = phases.get(name) ?? [];
      const end = performance.now();
      const split = seen.map((s, i) => `${s.phase} ${(((seen[i + 1]?.at ?? end) - s.at) / 1000).toFixed(2)}`).join(', ');
      const cpu = overlapped.has(name) ? '—' : (cpuSeconds() - (cpuAtStart.get(name) ?? cpuSeconds())).toFixed(2);
      const p = planned.get(name) ?? NaN;
      const row = `${name.padEnd(16)}${String(2 * t.entries).padStart(14)}${p.toFixed(2).padStart(12)}${t.seconds.toFixed(2).padStart(12)}${ratio(p, t.seconds).padStart(7)}${cpu.padStart(8)}   ${split}`;
      console.log(row);
    },
  });
  const wall = (performance.now() - wallStart) / 1000;
  console.log(`${spec} chain: planned ${plan.totalSeconds.toFixed(1)} s, measured ${wall.toFixed(1)} s wall (${(cpuSeconds() - cpuStart).toFixed(1)} s CPU), ratio ${ratio(plan.totalSeconds, wall)}`);
}
if (option('dir') === undefined) rmSync(base, { recursive: true, force: true });
