/**
 * A spawn that reports each table's set-up its workers get, once per table (the `setup` message
 * each worker of the pool is sent).
 */
import type { WorkerMessage, WorkerSetup } from '../../src/main/tablebase/generate/protocol';
import type { SpawnWorker } from '../../src/main/tablebase/generate/workerPool';

export function observingSetups(spawn: SpawnWorker, onSetup: (setup: WorkerSetup) => void): SpawnWorker {
  const seen = new WeakSet<object>();
  const note = (setup: WorkerSetup) => {
    if (seen.has(setup.buffers)) return;
    seen.add(setup.buffers);
    onSetup(setup);
  };
  return () => {
    const worker = spawn();
    const post = worker.postMessage.bind(worker);
    worker.postMessage = (message: WorkerMessage) => {
      if (message.op === 'setup') note(message.setup);
      post(message);
    };
    return worker;
  };
}
