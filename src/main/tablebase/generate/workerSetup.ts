/**
 * What a generation worker builds from its set-up: the task runner over the shared table, with a
 * capture probe reading the sub-table values loaded for it; and its answer to each of the driver's
 * messages. Shared by the worker thread and by tests that run workers in their own thread.
 */
import { formatSignature } from '../../../shared/material/signature';
import { MaterialIndex, type PieceCounts } from '../../../shared/tablebase/materialIndex';
import { captureValueReader } from '../files/captureValues';
import { DRAW } from '../../../shared/tablebase/value';
import { type CaptureProbe, captureProbe } from './captureProbe';
import { TableFileError } from '../files/format';
import { distanceRule } from './distanceRule';
import { type BatchMessage, type WorkerMessage, type WorkerReply, type WorkerSetup, claimTask } from './protocol';
import { type WorkerTask, passOf } from './registry';
import { WorkerTables } from './tableMemory';
import { TaskRunner } from './taskRunner';
import { viewTable } from './tableState';

/** The probe of a set-up without capture values: its tasks only read the values. */
const NO_CAPTURES: CaptureProbe = {
  valueAfterCapture() {
    throw new Error('a capture probed in a set-up that only reads the values');
  },
};

function taskRunnerFor(setup: WorkerSetup): TaskRunner {
  const loaded = setup.captureValues;
  const probe = !loaded ? NO_CAPTURES : captureProbe(setup.counts, (sub: PieceCounts) => {
    const name = formatSignature(sub);
    const inMemory = loaded[name];
    if (!inMemory) return setup.someCaptures ? { index: new MaterialIndex(sub), drawn: true, value: () => DRAW } : undefined;
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
  return new TaskRunner({
    material: new MaterialIndex(setup.counts, setup.scheme), state: viewTable(setup.buffers), probe,
    rule: distanceRule(setup.metric, setup.capturesSettled), valuesFromFile: setup.valuesFromFile,
  });
}

/**
 * A worker's answers: a `setup` replaces the table, `release` drops it (tableMemory.ts), a task of a
 * pass that needs no table runs at once, any other on the table set up; a message that throws is
 * answered with its failure (`failureReply`, the stack unless `stack` is false). A batch is answered by `runBatch`.
 */
export function workerAnswers(stack = true): (message: Exclude<WorkerMessage, BatchMessage> | WorkerTask) => WorkerReply {
  const tables = new WorkerTables<TaskRunner>();
  const answer = (message: Exclude<WorkerMessage, BatchMessage> | WorkerTask): WorkerReply => {
    if (!('op' in message)) {
      const pass = passOf(message);
      if (!pass.prepare) return { ok: true, result: pass.run(undefined, message) };
      if (!tables.runner) throw new Error(`task ${message.pass} before any set-up`);
      return { ok: true, result: tables.runner.run(message) };
    }
    if (message.op === 'setup') tables.setUp(taskRunnerFor(message.setup));
    else if (message.op === 'release') tables.release();
    return { ok: true };
  };
  return (message) => {
    try {
      return answer(message);
    } catch (error) {
      return failureReply(error, stack);
    }
  };
}

/**
 * Replies held at most this long before they are posted together, so that the driver still reports
 * a long batch's progress. Posting each task's reply on its own cost each worker 20 µs a task, a
 * twentieth of the levels of a table of a million entries a side (tasks of a few hundred µs).
 */
const POST_EVERY_MS = 50;

/**
 * Takes the tasks of `batch` one at a time until none is left and posts their answers, each with its
 * task's number, together every POST_EVERY_MS and at the end; stops at a failure, posted at once,
 * after which the driver ends the batch.
 */
export function runBatch(batch: BatchMessage, answer: ReturnType<typeof workerAnswers>, post: (replies: WorkerReply[]) => void): void {
  let replies: WorkerReply[] = [], postedAt = performance.now();
  for (let seq = claimTask(batch); seq >= 0; seq = claimTask(batch)) {
    const reply = answer(batch.tasks[seq]);
    replies.push({ ...reply, seq });
    if (!reply.ok) break;
    if (performance.now() - postedAt >= POST_EVERY_MS) {
      post(replies);
      [replies, postedAt] = [[], performance.now()];
    }
  }
  if (replies.length > 0) post(replies);
}

/**
 * A worker's answer to a message that threw, with the stack unless `stack` is false: a table file's
 * failure keeps what names the file.
 */
function failureReply(error: unknown, stack = true): WorkerReply {
  const text = error instanceof Error ? (stack ? error.stack : undefined) ?? error.message : String(error);
  if (!(error instanceof TableFileError)) return { ok: false, error: text };
  return { ok: false, error: text, tableFile: error.fileFault };
}
