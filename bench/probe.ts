/**
 * Probing benchmark over a generated 炮高兵单士象对士象全 chain: file sizes beside the reference
 * generator's, the first probe of a cold table, then probes per second and latency percentiles on
 * random legal positions, cold (empty cache) and warm (the same positions again).
 * `npm run bench:probe -- --dir <tables> [--probes N] [--cache-gb G]` (generate with `npm run cli -- gen KCPAB-KAABB`).
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Prober } from '../src/main/tablebase/probe/prober';
import { TableSet } from '../src/main/tablebase/probe/tableSet';
import { dependencyOrder } from '../src/shared/material/dependencies';
import { formatSignature, parseSignature } from '../src/shared/material/signature';
import { canStand } from '../src/shared/rules/geometry';
import { type Color, type PieceKind, makePiece } from '../src/shared/rules/piece';
import { Position } from '../src/shared/rules/position';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const dir = option('dir', 'tables');
const probes = Number(option('probes', '200000'));
// Warm means every block the positions need is cached: random positions of the main table touch
// nearly all of its blocks (3.9 GB decompressed), so the default cache holds them all.
const cacheGb = Number(option('cache-gb', '6'));
const material = (parseSignature(option('material', 'KCPAB-KAABB')) as { value: readonly [readonly number[], readonly number[]] }).value;
const REFERENCE_MB: Record<string, number> = { 'KCPAB-KAABB': 147 };

let total = 0;
console.log('table file sizes (MB):');
for (const m of dependencyOrder(material)) {
  const name = formatSignature(m);
  const bytes = statSync(join(dir, `${name}.cjtb`)).size;
  total += bytes;
  const reference = REFERENCE_MB[name];
  if (bytes > 5e6 || reference) {
    console.log(`  ${name.padEnd(14)} ${(bytes / 1e6).toFixed(1).padStart(8)}${reference ? `   reference (xiangqitb DTC) ${reference} MB, ratio ${(bytes / 1e6 / reference).toFixed(2)}` : ''}`);
  }
}
console.log(`  whole chain (${readdirSync(dir).filter((f) => f.endsWith('.cjtb')).length} files in folder): ${(total / 1e6).toFixed(1)} MB`);

let seed = 12345;
const rand = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32);
function randomPositionOf(m: readonly (readonly number[])[]): Position {
  for (;;) {
    const placements: { square: number; piece: number }[] = [];
    const used = new Set<number>();
    for (const color of [0, 1] as Color[]) {
      for (let kind = 1; kind <= 7; kind++) {
        for (let n = 0; n < m[color][kind]; n++) {
          let sq: number;
          do sq = Math.floor(rand() * 90);
          while (used.has(sq) || !canStand(color, kind as PieceKind, sq));
          used.add(sq);
          placements.push({ square: sq, piece: makePiece(color, kind as PieceKind) });
        }
      }
    }
    const pos = Position.fromSetup({ placements, turn: (rand() < 0.5 ? 0 : 1) as Color });
    if (pos.ok) return pos.value;
  }
}

const positions = Array.from({ length: probes }, () => randomPositionOf(material));
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

// A table is cold when it is not open and none of its blocks is cached. The first probe of this
// process also pays for compiling the probing code, so it is shown too; the second table measured
// here is as cold, but the code has run once.
const coldStart = performance.now();
const cold = new Prober(new TableSet(dir, cacheGb * 2 ** 30));
cold.value(positions[0]);
console.log(`first probe of the process (cold table, code not yet compiled): ${(performance.now() - coldStart).toFixed(1)} ms`);
const subMaterial = dependencyOrder(material).at(-2)!;
const other = new Prober(new TableSet(dir, cacheGb * 2 ** 30));
other.value(randomPositionOf(subMaterial));
const secondStart = performance.now();
other.value(positions[1]);
console.log(`first probe of a cold table: ${(performance.now() - secondStart).toFixed(1)} ms (target < 50 ms; ` +
  `code already run on ${formatSignature(subMaterial)})`);

for (const pass of ['cold', 'warm']) {
  const latencies: number[] = [];
  const started = performance.now();
  for (const pos of positions) {
    const t = performance.now();
    cold.value(pos);
    latencies.push(performance.now() - t);
  }
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(`${pass}: ${probes} probes in ${seconds.toFixed(2)} s = ${Math.round(probes / seconds)} probes/s` +
    `${pass === 'warm' ? ' (target ≥ 200,000)' : ''}; latency p50 ${(percentile(latencies, 0.5) * 1000).toFixed(1)} µs, ` +
    `p90 ${(percentile(latencies, 0.9) * 1000).toFixed(1)} µs, p99 ${(percentile(latencies, 0.99) * 1000).toFixed(1)} µs`);
}
