/**
 * Generation benchmark: builds a fixed ladder of materials (each with its sub-tables) into a scratch
 * folder with worker threads and prints, per table, index size, seconds, positions per second and
 * peak RSS, then the totals. `npm run bench:gen [-- --quick] [--threads N] [--dir D] [--dtm] [--ladder KR-KN,KCP-KAB]`;
 * the full ladder holds KRP-KRA (168 M entries, the size class of the rook endings users build, whose
 * initial pass once overflowed the stack) and ends with the 炮高兵单士象对士象全 chain (KCPAB-KAABB and all
 * its sub-tables). With `--dtm`
 * each table's DTM table follows its DTC table, and the end lists per table DTM seconds against DTC seconds.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateWithSubTables } from '../src/main/tablebase/generationService';
import { spawnWorker } from '../src/main/tablebase/generate/spawnWorker';
import type { Material } from '../src/shared/material/material';
import { formatSignature, parseSignature } from '../src/shared/material/signature';
import { sayMaterial } from '../src/shared/words/say';

function counts(red: string, black: string): Material {
  const m = parseSignature(`${red}-${black}`);
  if (!m.ok) throw new Error(sayMaterial(m.error, 'en'));
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
const dtm = args.includes('--dtm');
const ladder: [string, string][] = option('ladder')?.split(',').map((m) => m.split('-') as [string, string]) ?? (quick
  ? [['KR', 'KN'], ['KCP', 'KA'], ['KCP', 'KAB']]
  : [['KR', 'KN'], ['KCP', 'KAB'], ['KRP', 'KRA'], ['KCPAB', 'KAABB']]);
const times = new Map<string, { dtc?: number; dtm?: number }>();
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
      dir, threads, memoryBytes: memoryGb * 2 ** 30, spawn: spawnWorker, dtm,
      onProgress: (p) => {
        // A heartbeat on stderr for long tables; the figures below are the benchmark's output.
        if (Date.now() - lastBeat < 60_000) return;
        lastBeat = Date.now();
        console.error(`  ${p.table} ${p.phase} ${p.percent.toFixed(1)}%${p.level === undefined ? '' : ` level ${p.level}`} ` +
          `RSS ${(p.rssBytes / 2 ** 30).toFixed(2)} GiB`);
      },
      onTableDone: (t) => {
        entries += 2 * t.entries;
        const row = times.get(t.material) ?? {};
        row[t.metric] = t.seconds;
        times.set(t.material, row);
        console.log(
          `${(t.metric === 'dtm' ? `${t.material} DTM` : t.material).padEnd(16)} ${String(t.entries).padStart(14)} ${t.seconds.toFixed(1).padStart(12)} ` +
            `${((2 * t.entries) / t.seconds / 1e6).toFixed(2).padStart(9)} ${(t.peakRssBytes / 2 ** 30).toFixed(2).padStart(14)} ` +
            `${(t.fileBytes / 1e6).toFixed(1).padStart(9)}`,
        );
      },
    });
    console.log(`-- ${formatSignature(counts(red, black))} chain done`);
  }
  if (dtm) {
    let dtcTotal = 0, dtmTotal = 0;
    console.log('table             DTC s     DTM s   DTM/DTC');
    for (const [material, row] of times) {
      if (row.dtc === undefined || row.dtm === undefined) continue;
      dtcTotal += row.dtc;
      dtmTotal += row.dtm;
      console.log(`${material.padEnd(16)} ${row.dtc.toFixed(1).padStart(6)} ${row.dtm.toFixed(1).padStart(9)} ${(row.dtm / row.dtc).toFixed(2).padStart(9)}`);
    }
    console.log(`${'all'.padEnd(16)} ${dtcTotal.toFixed(1).padStart(6)} ${dtmTotal.toFixed(1).padStart(9)} ${(dtmTotal / dtcTotal).toFixed(2).padStart(9)}`);
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`total: ${entries} entries (both sides) in ${seconds.toFixed(1)} s = ${(entries / seconds / 1e6).toFixed(2)} M pos/s; ` +
    `peak RSS ${(process.resourceUsage().maxRSS / 2 ** 20).toFixed(2)} GiB`);
} finally {
  if (!keep) rmSync(dir, { recursive: true, force: true });
}
