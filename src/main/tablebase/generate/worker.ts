/** A generation worker thread: runs protocol tasks on the shared table memory it was given. */
import { parentPort, workerData } from 'node:worker_threads';
import type { WorkerReply, WorkerSetup, WorkerTask } from './protocol';
import { taskRunnerFor } from './workerSetup';

const runner = taskRunnerFor(workerData as WorkerSetup);

parentPort!.on('message', (task: WorkerTask) => {
  let reply: WorkerReply;
  try {
    reply = runner.run(task);
  } catch (error) {
    reply = { ok: false, error: error instanceof Error ? error.stack ?? error.message : String(error) };
  }
  parentPort!.postMessage(reply);
});
