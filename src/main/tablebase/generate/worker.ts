/**
 * A generation worker thread: runs protocol tasks on the shared table memory of the set-up its
 * `setup` message gives, a table at a time.
 */
import { parentPort } from 'node:worker_threads';
import { collectGarbageNow } from '../../memory/collectGarbage';
import type { WorkerMessage, WorkerReply } from './protocol';
import { keepLatest } from '../../memory/keepLatest';
import { failureReply, runBatch, workerAnswers } from './workerSetup';

const answer = workerAnswers();

parentPort!.on('message', (message: WorkerMessage) => {
  if (message.op === 'batch') {
    // Its tasks' maps are made as the message is read.
    keepLatest(`batch ${message.tasks[0]?.op}`, message);
    runBatch(message, answer, (replies) => parentPort!.postMessage(replies));
    return;
  }
  let reply: WorkerReply;
  try {
    reply = answer(message);
  } catch (error) {
    reply = failureReply(error);
  }
  // Collect after this handler has returned (whatever its message held is then garbage too), then
  // answer, so that the driver frees the buffers knowing no worker holds them.
  if (message.op === 'collect') {
    setImmediate(() => {
      collectGarbageNow();
      parentPort!.postMessage(reply);
    });
    return;
  }
  parentPort!.postMessage(reply);
});
