/**
 * Long work holds off sleep: while a generation job is queued or running the system must not sleep
 * (idle sleep would pause a generation of hours) and macOS must not App-Nap the app while its window
 * is closed. Free of `electron` imports: the shell passes powerSaveBlocker's start and stop in.
 */
import type { CanjuEvent } from '../../shared/api/contract';

export interface Blocker {
  start(): number;
  stop(id: number): void;
}

/** Follows job events; calls `onChange` when the hold starts or ends. */
export function keepAwakeWhileGenerating(blocker: Blocker, onChange: (held: boolean) => void) {
  let held: number | null = null;
  return {
    get held(): boolean {
      return held !== null;
    },
    onEvent(event: CanjuEvent): void {
      if (event.type !== 'job') return;
      const working = event.job.state === 'running' || event.job.state === 'queued';
      if (working && held === null) {
        held = blocker.start();
        onChange(true);
      } else if (!working && held !== null) {
        blocker.stop(held);
        held = null;
        onChange(false);
      }
    },
    release(): void {
      if (held === null) return;
      blocker.stop(held);
      held = null;
    },
  };
}
