/**
 * What a generation worker builds from the set-up it is started with: the task runner over the shared
 * table, with a capture probe reading the sub-table values loaded for it. Shared by the worker thread
 * and by tests that run workers in their own thread.
 */
import { formatSignature } from '../../../shared/material/signature';
import { MaterialIndex, type PieceCounts } from '../../../shared/tablebase/materialIndex';
import { captureValueReader } from '../files/captureValues';
import { captureProbe } from './captureProbe';
import type { WorkerSetup } from './protocol';
import { TaskRunner } from './taskRunner';
import { viewTable } from './tableState';

export function taskRunnerFor(setup: WorkerSetup): TaskRunner {
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
  return new TaskRunner(new MaterialIndex(setup.counts), viewTable(setup.buffers), probe, setup.valuesFromFile, setup.metric);
}
