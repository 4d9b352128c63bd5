/**
 * Solution-tree benchmark: the full tree (every defence, to mate, transpositions merged) of the
 * 炮兵对单士 position 3a5/5P3/5k3/1C7/9/9/9/3K5/9/9 w and of the longest position of KCPA-KAB (its
 * largest DTC won by the side to move), generating their tables first where the folder lacks them.
 * Prints nodes, seconds, nodes per second and the process's resident memory after each. Then the
 * KCPA-KAB tree to mate ("到杀") as the services build it for the app (treeService.ts: the estimate
 * first, slices that yield, the first page of rows asked every 100 ms as the viewer does while it
 * grows): its time, the services' peak RSS during the build, and how long a cancel takes to end a
 * build. `npm run bench:study -- [--dir <tables>] [--threads N]` (default: a fresh temporary folder).
 */
import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnWorker } from '../src/main/tablebase/generate/spawnWorker';
import { TableFile } from '../src/main/tablebase/files/reader';
import { generateWithSubTables, tablePath } from '../src/main/tablebase/generationService';
import { Prober } from '../src/main/tablebase/probe/prober';
import { TableSet } from '../src/main/tablebase/probe/tableSet';
import type { Material } from '../src/shared/material/material';
import { formatSignature, parseSignature } from '../src/shared/material/signature';
import { Position } from '../src/shared/rules/position';
import { SolutionTreeBuilder } from '../src/shared/study/solutionTree';
import type { CanjuEvent } from '../src/shared/api/contract';
import { TreeService } from '../src/main/services/treeService';
import { stipulationName } from '../src/shared/study/stipulation';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const dir = option('dir', '') || mkdtempSync(join(tmpdir(), 'canju-bench-study-'));
const threads = Number(option('threads', String(availableParallelism())));
const material = (text: string): Material => (parseSignature(text) as { value: Material }).value;

async function ensureTables(m: Material): Promise<void> {
  const started = performance.now();
  const made = await generateWithSubTables(m, { dir, threads, memoryBytes: 4 * 2 ** 30, spawn: spawnWorker });
  if (made.length) console.log(`generated ${made.length} table(s) for ${formatSignature(m)} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** The position of the table with the largest DTC that the side to move wins. */
function longestWin(m: Material, prober: Prober): string {
  const file = TableFile.open(tablePath(dir, m));
  const { red, black } = file.header.statistics;
  file.close();
  const wins = [red, black].map((s) => s.maxDtcFen).filter((fen) => fen && prober.value(Position.fromFen(fen)).wdl === 'win');
  return wins.sort((a, b) => prober.value(Position.fromFen(b)).dtc - prober.value(Position.fromFen(a)).dtc)[0];
}

async function bench(label: string, fen: string, prober: Prober): Promise<void> {
  const start = Position.fromFen(fen);
  const value = prober.value(start);
  const stipulation = { side: start.turn, goal: 'win' as const };
  const builder = new SolutionTreeBuilder(prober, start, stipulation, { depth: Infinity });
  const t0 = performance.now();
  await builder.build();
  const seconds = (performance.now() - t0) / 1000;
  console.log(`${label}: ${fen} ${stipulationName(stipulation)} (DTC ${value.dtc})`);
  const rss = process.memoryUsage().rss / 2 ** 20;
  console.log(`  ${builder.nodes.toLocaleString('en')} nodes in ${seconds.toFixed(2)} s: ${Math.round(builder.nodes / seconds).toLocaleString('en')} nodes/s, RSS ${rss.toFixed(0)} MiB`);
}

/** The same tree built by the services: estimate, time, peak RSS while the viewer pages it, and a cancel's latency. */
async function throughServices(fen: string, prober: Prober): Promise<void> {
  let ended: ((event: CanjuEvent) => void) | undefined;
  const trees = new TreeService(prober, (event) => {
    if (event.type === 'tree' && event.done) ended?.(event);
  });
  const stipulation = stipulationName({ side: Position.fromFen(fen).turn, goal: 'win' });
  let peak = process.memoryUsage().rss;
  const done = () => new Promise<CanjuEvent>((resolve) => (ended = resolve));
  const t0 = performance.now();
  const finished = done();
  const started = await trees.build(fen, stipulation, null, []);
  if (!started.ok) throw new Error(started.errors[0].code);
  const paging = setInterval(() => {
    trees.rows(started.treeId, 0, 50, 'chinese');
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 100);
  await finished;
  clearInterval(paging);
  const seconds = (performance.now() - t0) / 1000;
  const info = trees.info(started.treeId);
  const nodes = info.ok ? info.tree.nodes : 0;
  console.log(`KCPA-KAB 到杀 through the services: estimate ${started.estimate.nodes.toLocaleString('en')} nodes, built ${nodes.toLocaleString('en')} nodes in ${seconds.toFixed(2)} s, `
    + `services' peak RSS ${(peak / 2 ** 20).toFixed(0)} MiB`);
  const again = done();
  const second = await trees.build(fen, stipulation, null, []);
  if (!second.ok) throw new Error(second.errors[0].code);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const asked = performance.now();
  trees.cancel();
  await again;
  console.log(`  cancel after 1 s: the build ended ${(performance.now() - asked).toFixed(1)} ms after it was asked`);
}

console.log(`tables folder: ${dir}, ${threads} thread(s)`);
await ensureTables(material('KCP-KA'));
await ensureTables(material('KCPA-KAB'));
const tables = new TableSet(dir, 512 << 20);
const prober = new Prober(tables);
await bench('炮兵对单士', '3a5/5P3/5k3/1C7/9/9/9/3K5/9/9 w', prober);
const longest = longestWin(material('KCPA-KAB'), prober);
await bench('KCPA-KAB longest', longest, prober);
await throughServices(longest, prober);
tables.close();
