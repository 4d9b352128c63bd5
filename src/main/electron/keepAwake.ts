/**
 * Long work holds off sleep: while a generation job is queued or running the system must not sleep
 * (idle sleep would pause a generation of hours) and macOS must not App-Nap the app while its window
 * is closed. Free of `electron` imports: the shell passes powerSaveBlocker's start and stop in.
 */
import type { CanjuEvent } from '../../shared/api/contract';

export type BlockerType = 'prevent-app-suspension' | 'prevent-display-sleep';

/**
 * Which blocker holds a machine awake. On macOS and Linux `prevent-app-suspension` keeps the system
 * awake (and stops App Nap) while the screen may turn off. On Windows Chromium turns it into an
 * "execution required" request, which Windows 10 and 11 honour for a suspended app but not against
 * idle sleep (electron/electron#12345), so there the display is kept on too: the stronger request,
 * which does hold off idle sleep on the power plans we know of. A power plan or a group policy can
 * still put the machine to sleep; the README says so.
 */
export function blockerType(platform: NodeJS.Platform): BlockerType {
  return platform === 'win32' ? 'prevent-display-sleep' : 'prevent-app-suspension';
}

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
