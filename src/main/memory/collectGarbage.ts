/**
 * Full garbage collection on demand. A finished table's shared buffers are gigabytes that V8 frees
 * only when it next collects; without this, the next table's buffers are committed before the old
 * ones are returned and the peak is the sum of both.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as (options?: { type: 'minor' | 'major' }) => void;

/** One full collection now: for the shared buffers of a finished table. */
export function collectGarbageNow(): void {
  gc();
}

/**
 * One collection of the young generation now: a fraction of a millisecond, and enough for objects
 * made and dropped since the last one, such as node:zlib's compressor handles, which hold a few
 * megabytes of native memory V8 does not see until their handle is collected.
 */
export function collectYoungGarbageNow(): void {
  gc({ type: 'minor' });
}

let workersClosed = false;

/** Told when workers that may have shared buffers are terminated (a pool's close). */
export function noteWorkersClosed(): void {
  workersClosed = true;
}

/**
 * Buffers that terminated workers shared stay pinned until Node has closed those workers' handles,
 * an event-loop turn or two after `terminate()` resolves, so one collection right after a pool closes
 * frees nothing. Measured on KCPB-KBB: the table's buffers came back after the second 50 ms pause and
 * collection, never after the first. With no workers closed since the last such wait (a fresh
 * process's first job: every `gen` of the CLI) one collection does, without the 200 ms. Collection
 * frees only what nothing references: see generationService.ts for why each table runs in a function
 * of its own.
 */
export async function collectGarbageAfterWorkers(): Promise<void> {
  if (!workersClosed) {
    gc();
    return;
  }
  workersClosed = false;
  for (let round = 0; round < 4; round++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    gc();
  }
}
