/**
 * A generation worker thread: runs protocol tasks on the shared table memory of the set-up its
 * `setup` message gives, a table at a time.
 */
import { parentPort } from 'node:worker_threads';
import type { WorkerMessage } from './protocol';
import { collectThenAnswer, keepBatch } from './tableMemory';
import { runBatch, workerAnswers } from './workerSetup';

const answer = workerAnswers();

parentPort!.on('message', (message: WorkerMessage) => {
  if (message.op === 'batch') {
    keepBatch(message);
    runBatch(message, answer, (replies) => parentPort!.postMessage(replies));
    return;
  }
  const reply = answer(message);
  if (message.op === 'collect') collectThenAnswer(() => parentPort!.postMessage(reply));
  else parentPort!.postMessage(reply);
});
