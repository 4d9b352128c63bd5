/**
 * Long work survives the window, and quitting waits for the services. Closing the last window quits
 * the app on Windows and Linux, and a quit would end a generation of hours without a word: so while a
 * generation is queued or running, closing the window or quitting asks first (continue, or stop and
 * quit; the tables already finished are kept). On macOS closing the window leaves the app and its
 * generation running, so only the quit asks.
 *
 * Electron does not wait for promises in `before-quit` or `will-quit`: the first quit is held back,
 * the services are closed (the generation cancelled and awaited, the catalogue closed, the folder's
 * lock released), and then the app quits for good. A close that takes too long is logged and the app
 * quits anyway; a lock left behind by a process that is gone is taken over by the next start.
 */
import { setTimeout as delay } from 'node:timers/promises';

export interface QuitGuardSteps {
  /** Whether closing the last window quits the app (Windows, Linux). */
  readonly lastWindowQuits: boolean;
  /** Whether long work (a generation, a folder move) would be lost. */
  isWorking(): boolean;
  /** Asks whether to stop that work and quit; true to quit. */
  confirmStop(): Promise<boolean>;
  /** Stops what runs and closes the services. */
  shutDown(): Promise<void>;
  /** Asks Electron to quit (which comes back through `onBeforeQuit`). */
  quit(): void;
  log(message: string, error?: unknown): void;
  /** How long a shut-down may take before the app quits anyway. @default 20 s */
  readonly shutDownMs?: number;
}

export type QuitState = 'open' | 'asking' | 'closing' | 'closed';

export function quitGuard(steps: QuitGuardSteps) {
  let state: QuitState = 'open';
  let confirmed = false;

  /** Asks once at a time; true when the user chose to stop and quit. */
  const ask = async (): Promise<boolean> => {
    state = 'asking';
    try {
      confirmed = await steps.confirmStop();
    } finally {
      state = 'open';
    }
    steps.log(confirmed ? 'quit confirmed while working: the work is stopped' : 'quit declined: the work goes on');
    return confirmed;
  };

  const shutDown = async () => {
    state = 'closing';
    const limit = steps.shutDownMs ?? 20_000;
    const timer = new AbortController();
    const finished = await Promise.race([
      steps.shutDown().then(() => true, (error: unknown) => (steps.log('closing the services failed', error), true)),
      delay(limit, false, { signal: timer.signal }).catch(() => false),
    ]);
    timer.abort();
    steps.log(finished ? 'services closed; quitting' : `the services did not close within ${limit} ms; quitting anyway`);
    state = 'closed';
    steps.quit();
  };

  return {
    get state(): QuitState {
      return state;
    },

    /** The window's `close` event. */
    onWindowClose(prevent: () => void): void {
      if (state === 'asking') return prevent();
      if (state !== 'open' || confirmed || !steps.lastWindowQuits || !steps.isWorking()) return;
      prevent();
      void ask().then((stop) => stop && steps.quit());
    },

    /** The app's `before-quit` event. */
    onBeforeQuit(prevent: () => void): void {
      if (state === 'closed') return;
      prevent();
      if (state !== 'open') return;
      void (async () => {
        if (steps.isWorking() && !confirmed && !(await ask())) return;
        await shutDown();
      })();
    },
  };
}

export type QuitGuard = ReturnType<typeof quitGuard>;
