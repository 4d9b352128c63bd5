/**
 * Ctrl-C as cancellation for the long commands. Node reports Ctrl-C as SIGINT on every OS (on
 * Windows from the console) and Ctrl-Break as SIGBREAK on Windows. Unheard, either ends the process
 * at once: no "cancelled", and no exit code 130 (Windows reports 0xC000013A). Only work that checks
 * the signal listens, since a listener also keeps Ctrl-C from stopping synchronous work at all. Each
 * listener hears one interrupt: a second Ctrl-C ends the process at once if cancelling is slow.
 */
const INTERRUPTS = ['SIGINT', 'SIGBREAK'] as const;

export async function cancelOnInterrupt<T>(work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const cancel = () => controller.abort();
  for (const name of INTERRUPTS) process.once(name, cancel);
  try {
    return await work(controller.signal);
  } finally {
    for (const name of INTERRUPTS) process.off(name, cancel);
  }
}
