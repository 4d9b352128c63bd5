/**
 * What a generation worker builds from its set-up: the task runner over the shared table, with a
 * capture probe reading the sub-table values loaded for it; and its answer to each of the driver's
 * messages. Shared by the worker thread and by tests that run workers in their own thread.
 */
import { formatSignature } from '../../../shared/material/signature';
import { MaterialIndex, type PieceCounts } from '../../../shared/tablebase/materialIndex';
import { captureValueReader, loadCaptureSide } from '../files/captureValues';
import { type CaptureProbe, captureProbe } from './captureProbe';
import { TableFileError } from '../files/format';
import type { WorkerMessage, WorkerReply, WorkerSetup } from './protocol';
import { TaskRunner } from './taskRunner';
import { viewTable } from './tableState';

/** The probe of a set-up without capture values: its tasks only read the values. */
const NO_CAPTURES: CaptureProbe = {
  valueAfterCapture() {
    throw new Error('a capture probed in a set-up that only reads the values');
  },
};

export function taskRunnerFor(setup: WorkerSetup): TaskRunner {
  const loaded = setup.captureValues;
  const probe = !loaded ? NO_CAPTURES : captureProbe(setup.counts, (sub: PieceCounts) => {
    const name = formatSignature(sub);
    const inMemory = loaded[name];
    if (!inMemory) return undefined;
    const read = captureValueReader(inMemory);
    return {
      index: new MaterialIndex(sub, inMemory.scheme),
      drawn: inMemory.drawn,
      value: (side, i) => {
        if (side !== inMemory.side) throw new Error(`${name} was loaded for the other side to move`);
        return read(i);
      },
    };
  });
  return new TaskRunner(new MaterialIndex(setup.counts, setup.scheme), viewTable(setup.buffers), probe, setup.valuesFromFile, setup.metric, setup.capturesSettled);
}

/**
 * A worker's answers: a `setup` replaces the table, `release` drops it, a capture load needs none,
 * a task needs one.
 */
export function workerAnswers(): (message: WorkerMessage) => WorkerReply {
  let runner: TaskRunner | undefined;
  return (message) => {
    switch (message.op) {
      case 'setup':
        runner = taskRunnerFor(message.setup);
        return { ok: true, decided: 0 };
      case 'release':
        runner = undefined;
        return { ok: true, decided: 0 };
      case 'collect':
        return { ok: true, decided: 0 };
      case 'captureValues':
        return { ok: true, decided: 0, captureValues: loadCaptureSide(message.load) };
      default:
        if (!runner) throw new Error(`task ${message.op} before any set-up`);
        return runner.run(message);
    }
  };
}

/**
 * A worker's answer to a message that threw, with the stack unless `stack` is false: a table file's
 * failure keeps what names the file.
 */
export function failureReply(error: unknown, stack = true): WorkerReply {
  const text = error instanceof Error ? (stack ? error.stack : undefined) ?? error.message : String(error);
  if (!(error instanceof TableFileError)) return { ok: false, error: text };
  return { ok: false, error: text, tableFile: { file: error.file, detail: error.detail, block: error.block } };
}
