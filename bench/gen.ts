/**
 * Generation benchmark: builds a fixed ladder of materials (each with its sub-tables) into a scratch
 * folder with worker threads and prints, per table, index size, seconds, positions per second and
 * peak RSS, then the totals. `npm run bench:gen [-- --quick] [--threads N] [--dir D]`; the full ladder
 * ends with the 炮高兵单士象对士象全 chain (KCPAB-KAABB and all its sub-tables).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateWithSubTables } from '../src/main/tablebase/generationService';
import { spawnWorker } from '../src/main/tablebase/generate/spawnWorker';
import type { Material } from '../src/shared/material/material';
import { formatSignature, parseSignature } from '../src/shared/material/signature';

function counts(red: string, black: string): Material {
  const m = parseSignature(`${red}-${black}`);
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const quick = args.includes('--quick');
const threads = Number(option('threads') ?? availableParallelism());
const memoryGb = Number(option('memory-gb') ?? 8);
const ladder: [string, string][] = quick
  ? [['KR', 'KN'], ['KCP', 'KA'], ['KCP', 'KAB']]
  : [['KR', 'KN'], ['KCP', 'KAB'], ['KCPAB', 'KAABB']];
const dir = option('dir') ?? mkdtempSync(join(tmpdir(), 'canju-bench-'));
const keep = option('dir') !== undefined;

const started = performance.now();
let entries = 0;
let lastBeat = Date.now();
console.log(`threads ${threads}, tables in ${dir}`);
console.log('table             entries/side      seconds   M pos/s   peak RSS GiB   file MB');
try {
  for (const [red, black] of ladder) {
    await generateWithSubTables(counts(red, black), {
      dir, threads, memoryBytes: memoryGb * 2 ** 30, spawn: spawnWorker,
      onProgress: (p) => {
        // A heartbeat on stderr for long tables; the figures below are the benchmark's output.
        if (Date.now() - lastBeat < 60_000) return;
        lastBeat = Date.now();
        console.error(`  ${p.table} ${p.phase} ${p.percent.toFixed(1)}%${p.level === undefined ? '' : ` level ${p.level}`} ` +
          `RSS ${(p.rssBytes / 2 ** 30).toFixed(2)} GiB`);
      },
      onTableDone: (t) => {
        entries += 2 * t.entries;
        console.log(
          `${t.material.padEnd(16)} ${String(t.entries).padStart(14)} ${t.seconds.toFixed(1).padStart(12)} ` +
            `${((2 * t.entries) / t.seconds / 1e6).toFixed(2).padStart(9)} ${(t.peakRssBytes / 2 ** 30).toFixed(2).padStart(14)} ` +
            `${(t.fileBytes / 1e6).toFixed(1).padStart(9)}`,
        );
      },
    });
    console.log(`-- ${formatSignature(counts(red, black))} chain done`);
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`total: ${entries} entries (both sides) in ${seconds.toFixed(1)} s = ${(entries / seconds / 1e6).toFixed(2)} M pos/s; ` +
    `peak RSS ${(process.resourceUsage().maxRSS / 2 ** 20).toFixed(2)} GiB`);
} finally {
  if (!keep) rmSync(dir, { recursive: true, force: true });
}
