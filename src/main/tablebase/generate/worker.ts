/**
 * A generation worker thread: runs protocol tasks on the shared table memory of the set-up its
 * `setup` message gives, a table at a time.
 */
import { parentPort } from 'node:worker_threads';
import { collectGarbageNow } from '../../memory/collectGarbage';
import type { WorkerMessage, WorkerReply } from './protocol';
import { failureReply, workerAnswers } from './workerSetup';

const answer = workerAnswers();

parentPort!.on('message', (message: WorkerMessage) => {
  let reply: WorkerReply;
  try {
    reply = answer(message);
  } catch (error) {
    reply = failureReply(error);
  }
  // The released table's buffers are still reachable from this handler's message until it returns:
  // collect after it, then answer, so that the driver frees them knowing no worker holds them.
  if (message.op === 'release') {
    setImmediate(() => {
      collectGarbageNow();
      parentPort!.postMessage(reply);
    });
    return;
  }
  parentPort!.postMessage('seq' in message ? { ...reply, seq: message.seq } : reply);
});
