/**
 * When the search starts another iteration: past half of its time it declines one (an iteration
 * rarely takes less than all before it), unless told to use the whole time; a stop flag, the time
 * and the node limit end it outright.
 */
import { describe, expect, it } from 'vitest';
import { LimitClock } from '../../src/shared/search/limits';

function clockAt(limits: ConstructorParameters<typeof LimitClock>[0]): { clock: LimitClock; set: (ms: number) => void } {
  let now = 1000;
  const clock = new LimitClock(limits, () => now);
  return { clock, set: (ms) => (now = 1000 + ms) };
}

describe('search limits', () => {
  it('declines an iteration past half the time, but not with wholeTime', () => {
    const half = clockAt({ timeMs: 2000 });
    half.set(900);
    expect(half.clock.startNext(0)).toBe(true);
    half.set(1100);
    expect(half.clock.startNext(0)).toBe(false);
    expect(half.clock.isStopped).toBe(false);
    const whole = clockAt({ timeMs: 2000, wholeTime: true });
    whole.set(1900);
    expect(whole.clock.startNext(0)).toBe(true);
    whole.set(2000);
    expect(whole.clock.startNext(0)).toBe(false);
    expect(whole.clock.isStopped).toBe(true);
  });

  it('stops on the flag and on the node limit', () => {
    const stop = new Int32Array(1);
    const flagged = clockAt({ stop });
    expect(flagged.clock.check(0)).toBe(false);
    Atomics.store(stop, 0, 1);
    expect(flagged.clock.poll(256)).toBe(true);
    expect(clockAt({ nodes: 500 }).clock.check(499)).toBe(false);
    expect(clockAt({ nodes: 500 }).clock.check(500)).toBe(true);
  });
});
