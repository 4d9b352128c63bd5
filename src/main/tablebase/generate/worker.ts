/**
 * A generation worker thread: runs protocol tasks on the shared table memory of the set-up its
 * `setup` message gives, a table at a time.
 */
import { parentPort } from 'node:worker_threads';
import { collectGarbageNow } from '../../memory/collectGarbage';
import type { WorkerMessage } from './protocol';
import { keepLatest } from '../../memory/keepLatest';
import { runBatch, workerAnswers } from './workerSetup';

const answer = workerAnswers();

parentPort!.on('message', (message: WorkerMessage) => {
  if (message.op === 'batch') {
    // Its tasks' maps are made as the message is read. Not the deferred decisions' one task, which
    // carries a table's lists of them: kept, they would be held through the next table.
    const op = message.tasks[0]?.op;
    if (op !== 'deferred') keepLatest(`batch ${op}`, message);
    runBatch(message, answer, (replies) => parentPort!.postMessage(replies));
    return;
  }
  const reply = answer(message);
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
