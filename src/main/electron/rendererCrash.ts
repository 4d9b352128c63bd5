/**
 * A renderer that crashes leaves a blank window: the shell reloads the page (which fetches its state
 * again from the services, untouched by the crash) and tells the user once it is back. A page that
 * crashes again and again would reload forever, so after a few crashes within a minute the shell gives
 * up and says so instead.
 */

export type CrashAction = 'ignore' | 'reload' | 'give-up';

export function crashPolicy(limit = 3, windowMs = 60_000) {
  const times: number[] = [];
  return (reason: string, now: number): CrashAction => {
    // The page closing with its window is no crash.
    if (reason === 'clean-exit') return 'ignore';
    times.push(now);
    while (times[0] <= now - windowMs) times.shift();
    return times.length > limit ? 'give-up' : 'reload';
  };
}
