/**
 * A search worker thread: searches (or proves) each job's position as it is sent, one at a time,
 * posting each iteration, and each better win found in the middle of one (marked `partial`), or each
 * depth a proof proved nothing at, and the job's result. It stays for the next job, so the search's
 * code stays compiled: a fresh thread per search ran every search on code V8 was still compiling.
 * The search polls the job's stop flag, so the thread that started it can stop it while it runs.
 */
import { parentPort } from 'node:worker_threads';
import { materialOfBoard } from '../../shared/material/material';
import { formatSignature } from '../../shared/material/signature';
import { Position } from '../../shared/rules/position';
import { proveBy } from '../../shared/search/prove/method';
import { prove } from '../../shared/search/prove/prove';
import { type Iteration, search } from '../../shared/search/deepening';
import type { ProofDepth } from '../../shared/search/prove/prove';
import { TranspositionTable } from '../../shared/search/transposition';
import { TableSet } from '../tablebase/probe/tableSet';
import type { SearchJob, SearchMessage } from './protocol';
import { FolderTableProbe } from './tableProbe';

const post = (message: SearchMessage) => parentPort!.postMessage(message);
/** Finished iterations and partial ones (`Iteration.partial`) go out alike. */
const postIteration = (iteration: Iteration) => post({ type: 'iteration', iteration });

/**
 * The transposition table, kept from job to job and cleared before each search: a kept thread then
 * holds one table, not the last job's as garbage beside the next one's.
 */
let table: { readonly mb: number; readonly table: TranspositionTable } | undefined;

function clearedTable(mb: number): TranspositionTable {
  if (table?.mb === mb) table.table.clear();
  else table = { mb, table: new TranspositionTable(mb) };
  return table.table;
}

function runJob(job: SearchJob): void {
  // Opened per job: the folder may differ, and its tables may have been generated again since.
  const tables = job.dir === undefined ? undefined : new TableSet(job.dir, 64 << 20);
  try {
    const probe = tables && new FolderTableProbe(tables);
    const start = Position.fromFen(job.fen), moves = job.moves ?? [];
    const root = start.clone();
    for (const move of moves) root.play(move);
    const limits = { depth: job.depth, timeMs: job.timeMs, nodes: job.nodes, stop: new Int32Array(job.stop) };
    if (job.kind === 'prove') {
      const onDepth = (report: ProofDepth) => post({ type: 'proofDepth', report });
      const proof = job.method && job.budget
        ? proveBy(root, {
          method: job.method, budget: job.budget, depth: job.depth, stop: limits.stop, probe, table: clearedTable(job.hashMb), onDepth,
          onNodes: (report) => post({ type: 'proofNodes', report }),
        })
        : prove(root, { table: clearedTable(job.hashMb), probe, limits, onDepth });
      // The root's own table is not one its lines reach: the proof is asked because there is none.
      const rootMaterial = formatSignature(materialOfBoard(root.board));
      const missing = probe ? [...probe.missing].filter((name) => name !== rootMaterial) : [];
      post({ type: 'proof', proof, corrupt: probe ? [...probe.corrupt] : [], missing });
    } else {
      const result = search(root, {
        game: moves.length ? { start, moves } : undefined,
        table: clearedTable(job.hashMb),
        multiPV: job.multiPV,
        probe,
        limits,
        onIteration: postIteration,
        onUpdate: postIteration,
      });
      post({ type: 'done', result, corrupt: probe ? [...probe.corrupt] : [] });
    }
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.stack ?? error.message : String(error) });
  } finally {
    tables?.close();
  }
}

parentPort!.on('message', runJob);
