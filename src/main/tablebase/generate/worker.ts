/** A generation worker thread: runs kernel tasks on the shared table memory it was given. */
import { parentPort, workerData } from 'node:worker_threads';
import { formatSignature } from '../../../shared/material/signature';
import { MaterialIndex, type PieceCounts } from '../../../shared/tablebase/materialIndex';
import { DRAW, UNKNOWN } from '../../../shared/tablebase/value';
import { chooseDigitOrder } from '../files/orderChoice';
import { compressBlocks } from '../files/writer';
import { DigitOrder } from '../../../shared/tablebase/digitOrder';
import { captureProbe } from './captureProbe';
import { expandValue } from '../files/captureValues';
import { applyDeferred } from './generateTable';
import { Kernel } from './kernel';
import { PerpetualCheckTrap } from './perpetual';
import type { WorkerReply, WorkerSetup, WorkerTask } from './protocol';
import { viewTable } from './tableState';
import { type Inconsistency, Verifier } from './verify';

const setup = workerData as WorkerSetup;
const state = viewTable(setup.buffers);
const probe = captureProbe(setup.counts, (sub: PieceCounts) => {
  const name = formatSignature(sub);
  const inMemory = setup.captureValues[name];
  if (!inMemory) return undefined;
  const bytes = new Uint8Array(inMemory.buffer);
  return {
    index: new MaterialIndex(sub),
    value: (side, i) => {
      if (side !== inMemory.side) throw new Error(`${name} was loaded for the other side to move`);
      return expandValue(bytes[i]);
    },
  };
});
const kernel = new Kernel(new MaterialIndex(setup.counts), state, probe);
let verifier: Verifier | undefined;

function run(task: WorkerTask): WorkerReply {
  switch (task.op) {
    case 'init': {
      const deferred = { wins: [] as number[], losses: [] as number[] };
      kernel.initRange(task.side, task.lo, task.hi, deferred);
      return { ok: true, decided: 0, deferredWins: deferred.wins, deferredLosses: deferred.losses };
    }
    case 'retro':
      return { ok: true, decided: kernel.retroRange(task.side, task.level, task.order, task.lo, task.hi) };
    case 'trap': {
      const trap = new PerpetualCheckTrap(kernel, state, probe);
      let decided = trap.decide(task.order);
      decided += applyDeferred(state, { wins: task.deferredWins, losses: task.deferredLosses }, task.order);
      return { ok: true, decided };
    }
    case 'verify': {
      verifier ??= new Verifier(kernel.material, state.values, probe, setup.valuesFromFile);
      const inconsistencies: Inconsistency[] = [];
      const bad = verifier.verifyRange(task.side, task.lo, task.hi, (i) => {
        if (inconsistencies.length < 20) inconsistencies.push(i);
      });
      return { ok: true, decided: bad, inconsistencies };
    }
    case 'order': {
      const order = chooseDigitOrder(state.values[task.side], kernel.material.radices, task.blockEntries, task.codec);
      return { ok: true, decided: 0, order: [...order.order] };
    }
    case 'compress': {
      const order = new DigitOrder(kernel.material.radices, task.order);
      const { blocks, checksums } = compressBlocks(state.values[task.side], order, task.blockEntries, task.codec, task.first, task.end);
      return { ok: true, decided: 0, blocks, checksums };
    }
    case 'finalize': {
      const values = state.values[task.side];
      let draws = 0;
      for (let i = task.lo; i < task.hi; i++) {
        if (values[i] === UNKNOWN) {
          values[i] = DRAW;
          draws++;
        }
      }
      return { ok: true, decided: draws };
    }
  }
}

parentPort!.on('message', (task: WorkerTask) => {
  let reply: WorkerReply;
  try {
    reply = run(task);
  } catch (error) {
    reply = { ok: false, error: error instanceof Error ? error.stack ?? error.message : String(error) };
  }
  parentPort!.postMessage(reply);
});
