/** A generation worker thread: runs protocol tasks on the shared table memory it was given. */
import { parentPort, workerData } from 'node:worker_threads';
import { formatSignature } from '../../../shared/material/signature';
import { MaterialIndex, type PieceCounts } from '../../../shared/tablebase/materialIndex';
import { captureValueReader } from '../files/captureValues';
import { captureProbe } from './captureProbe';
import type { WorkerReply, WorkerSetup, WorkerTask } from './protocol';
import { TaskRunner } from './taskRunner';
import { viewTable } from './tableState';

const setup = workerData as WorkerSetup;
const probe = captureProbe(setup.counts, (sub: PieceCounts) => {
  const name = formatSignature(sub);
  const inMemory = setup.captureValues[name];
  if (!inMemory) return undefined;
  const read = captureValueReader(inMemory);
  return {
    index: new MaterialIndex(sub),
    value: (side, i) => {
      if (side !== inMemory.side) throw new Error(`${name} was loaded for the other side to move`);
      return read(i);
    },
  };
});
const runner = new TaskRunner(new MaterialIndex(setup.counts), viewTable(setup.buffers), probe, setup.valuesFromFile);

parentPort!.on('message', (task: WorkerTask) => {
  let reply: WorkerReply;
  try {
    reply = runner.run(task);
  } catch (error) {
    reply = { ok: false, error: error instanceof Error ? error.stack ?? error.message : String(error) };
  }
  parentPort!.postMessage(reply);
});
