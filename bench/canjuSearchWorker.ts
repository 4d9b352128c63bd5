/**
 * Canju's side of bench/search.ts: a worker thread that searches the positions it is sent, as the
 * app's search worker does (src/main/search/searchWorker.ts), bundled by Vite as the app's build
 * bundles that worker. In its own isolate, the search runs as it runs for a user: in the
 * benchmark's main thread, after Vite's build had run there, the same bundle searched the set about
 * a fifth slower (docs/performance.md, the search's design).
 *
 * workerData: `{ hashMb, tablesFolder? }`. It warms up, posts `'ready'`, then answers each
 * `{ fen, timeMs, firstReport }` with one `EngineRun`: the mate where an iteration first reports it,
 * or with `firstReport` where the search first reports it (in the middle of an iteration, as soon as a
 * root move proves it: `SearchOptions.onUpdate`).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { type Iteration, search } from '../src/shared/search/deepening';
import { MATE, MATE_BOUND } from '../src/shared/search/score';
import { TranspositionTable } from '../src/shared/search/transposition';
import { START_FEN } from '../src/shared/rules/fen';
import { moveToIccs } from '../src/shared/rules/move';
import { Position } from '../src/shared/rules/position';
import { TableSet } from '../src/main/tablebase/probe/tableSet';
import { FolderTableProbe } from '../src/main/search/tableProbe';

/** One engine's answer on one position. */
export interface EngineRun {
  /** Plies to mate from the side to move's point of view: positive when it mates, negative when it is mated; undefined when no mate was found. */
  readonly matePlies: number | undefined;
  /** The last score reported when no mate was found, in the engine's units. */
  readonly score: number | undefined;
  /** The depth of the iteration that found the mate (or of the last one). */
  readonly depth: number;
  /** The engine's own milliseconds and nodes when it reported the mate (or its last iteration). */
  readonly timeMs: number;
  readonly nodes: number;
  /** The engine's milliseconds and nodes for the whole search. */
  readonly totalTimeMs: number;
  readonly totalNodes: number;
  /** The principal variation in ICCS (`h2e2`). */
  readonly pv: readonly string[];
}

export interface CanjuSearchSetup {
  readonly hashMb: number;
  readonly tablesFolder?: string;
}

const port = parentPort!;
const setup = workerData as CanjuSearchSetup;
const probe = setup.tablesFolder === undefined ? undefined : new FolderTableProbe(new TableSet(setup.tablesFolder));
// One table for the whole run, cleared before each search and before its clock starts, as
// ElephantEye keeps its hash table and clears it per search: a table allocated per search pays
// for its pages as the search first touches them, which dominates searches of a few milliseconds.
const table = new TranspositionTable(setup.hashMb);

function run(fen: string, timeMs: number, firstReport: boolean): EngineRun {
  let mate: { plies: number; depth: number; timeMs: number; nodes: number; pv: readonly number[] } | undefined;
  const heard = (it: Iteration) => {
    if (mate === undefined && Math.abs(it.score) >= MATE_BOUND) {
      mate = { plies: Math.sign(it.score) * (MATE - Math.abs(it.score)), depth: it.depth, timeMs: it.timeMs, nodes: it.nodes, pv: it.pv };
    }
  };
  table.clear();
  const result = search(Position.fromFen(fen), {
    // The whole time, as ElephantEye gets it (go depth 64, then stop at the limit).
    limits: { timeMs, wholeTime: true },
    table,
    probe,
    onIteration: heard,
    onUpdate: firstReport ? heard : undefined,
  });
  const last = result.iterations.at(-1);
  return {
    matePlies: mate?.plies,
    score: mate === undefined ? result.score : undefined,
    depth: mate?.depth ?? result.depth,
    timeMs: mate?.timeMs ?? last?.timeMs ?? result.timeMs,
    nodes: mate?.nodes ?? last?.nodes ?? result.nodes,
    totalTimeMs: result.timeMs,
    totalNodes: result.nodes,
    pv: (mate?.pv ?? result.pv).map(moveToIccs),
  };
}

// V8 compiles the search's hot functions after their first thousands of calls and keeps improving
// them for about a second: a one-second search of the start position (not in the set) first, so
// the first positions do not pay for it, as no analysis longer than that does.
search(Position.fromFen(START_FEN), { limits: { timeMs: 1000, wholeTime: true }, table });
port.on('message', ({ fen, timeMs, firstReport }: { fen: string; timeMs: number; firstReport: boolean }) => port.postMessage(run(fen, timeMs, firstReport)));
port.postMessage('ready');
