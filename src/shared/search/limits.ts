/**
 * When a search ends: a depth, a time in milliseconds, a node count, or a stop flag another thread
 * sets (an `Int32Array` over a SharedArrayBuffer, read with `Atomics.load`). The clock and the flag
 * are polled every `POLL_NODES` nodes, so a stop is noticed within well under a millisecond of
 * search at the speeds this engine runs.
 */

export interface Limits {
  /** Deepest iteration, in plies (default MAX_DEPTH). */
  readonly depth?: number;
  /** Wall-clock time for the whole search. */
  readonly timeMs?: number;
  /**
   * Use all of `timeMs` (like UCI's `movetime`, or `go infinite` stopped at a time), rather than
   * declining an iteration that would likely not finish in it: what a benchmark of time to a mate wants.
   */
  readonly wholeTime?: boolean;
  readonly nodes?: number;
  /** Element 0 non-zero means stop. */
  readonly stop?: Int32Array;
}

export const MAX_DEPTH = 64;
const POLL_NODES = 256;

export class LimitClock {
  readonly started: number;
  private stopped = false;

  constructor(readonly limits: Limits, private readonly now: () => number = () => Date.now()) {
    this.started = now();
  }

  get maxDepth(): number {
    return Math.max(1, Math.min(MAX_DEPTH, this.limits.depth ?? MAX_DEPTH));
  }

  elapsed(): number {
    return this.now() - this.started;
  }

  /** Whether the search must stop now; cheap unless `nodes` crosses a poll boundary. */
  poll(nodes: number): boolean {
    if (this.stopped) return true;
    if ((nodes & (POLL_NODES - 1)) !== 0) return false;
    return this.check(nodes);
  }

  check(nodes: number): boolean {
    const { stop, timeMs, nodes: maxNodes } = this.limits;
    if ((stop && Atomics.load(stop, 0) !== 0)
      || (timeMs !== undefined && this.elapsed() >= timeMs)
      || (maxNodes !== undefined && nodes >= maxNodes)) this.stopped = true;
    return this.stopped;
  }

  get isStopped(): boolean {
    return this.stopped;
  }

  /** Whether another iteration is worth starting: one rarely finishes in less time than all before it. */
  startNext(nodes: number): boolean {
    if (this.check(nodes)) return false;
    const { timeMs, wholeTime } = this.limits;
    return timeMs === undefined || wholeTime === true || this.elapsed() < timeMs / 2;
  }
}
