/**
 * Renames a file, waiting and retrying while Windows refuses it. An antivirus scan, the search
 * indexer or a sync client opens a freshly written file for a moment, and a rename during that moment
 * fails with EPERM, EBUSY or EACCES; the same rename succeeds a little later.
 *
 * The synchronous form serves the table writer and start-up reconciliation (both synchronous): its
 * wait blocks the calling thread, which only happens on that rare failure path. The asynchronous form
 * serves the desktop app's folder move, which runs on the Electron main process and must never block it.
 */
import { renameSync } from 'node:fs';
import { rename as renameAsync } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';

const TRANSIENT = new Set(['EPERM', 'EBUSY', 'EACCES']);

/** Milliseconds to wait before each retry: about 6.5 s in all, enough for a scan of a large table. */
export const RENAME_DELAYS: readonly number[] = [25, 50, 100, 200, 400, 800, 1000, 1000, 1000, 1000, 1000];

export interface RenameRetry {
  readonly rename?: (from: string, to: string) => void;
  readonly sleep?: (ms: number) => void;
  readonly delays?: readonly number[];
}

export interface AsyncRenameRetry {
  readonly rename?: (from: string, to: string) => Promise<void>;
  readonly delays?: readonly number[];
}

/** A rename that still failed after every retry; the source file is left where it was. */
export class RenameError extends Error {
  constructor(readonly from: string, readonly to: string, readonly code: string | undefined, attempts: number) {
    super(`could not rename ${from} to ${to} (${code ?? 'unknown error'} after ${attempts} attempts; another program may hold ` +
      `the file open): ${from} is kept`);
  }
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** How long to wait after a failed attempt; throws when the failure is not transient or the retries are spent. */
function waitBeforeRetry(error: unknown, attempt: number, delays: readonly number[], from: string, to: string): number {
  const code = (error as NodeJS.ErrnoException).code;
  if (!code || !TRANSIENT.has(code)) throw error;
  if (attempt === delays.length) throw new RenameError(from, to, code, attempt + 1);
  return delays[attempt];
}

export function renameWithRetry(from: string, to: string, retry: RenameRetry = {}): void {
  const { rename = renameSync, sleep = sleepSync, delays = RENAME_DELAYS } = retry;
  for (let attempt = 0; ; attempt++) {
    try {
      return rename(from, to);
    } catch (error) {
      sleep(waitBeforeRetry(error, attempt, delays, from, to));
    }
  }
}

/** The same retries, waiting with timers: the thread stays free for everything else meanwhile. */
export async function renameWithRetryAsync(from: string, to: string, retry: AsyncRenameRetry = {}): Promise<void> {
  const { rename = renameAsync, delays = RENAME_DELAYS } = retry;
  for (let attempt = 0; ; attempt++) {
    try {
      return await rename(from, to);
    } catch (error) {
      await delay(waitBeforeRetry(error, attempt, delays, from, to));
    }
  }
}
