/**
 * A spawn that reports each table's set-up its workers get, once per table: the set-up a worker is
 * started with, or the `setup` message a pool kept across a chain's tables sends it.
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
  return (setup) => {
    if (setup) note(setup);
    const worker = spawn(setup);
    const post = worker.postMessage.bind(worker);
    worker.postMessage = (message: WorkerMessage) => {
      if (message.op === 'setup') note(message.setup);
      post(message);
    };
    return worker;
  };
}
