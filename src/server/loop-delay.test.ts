import { describe, expect, it } from 'vitest';
import { watchLoopDelay } from './loop-delay.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Intervals between the monitor's timer runs, in nanoseconds, as perf_hooks records them. */
function recorded(intervalsMs: number[]) {
  let intervals = intervalsMs.map((ms) => ms * 1e6);
  const sorted = () => [...intervals].sort((a, b) => a - b);
  return {
    get count() {
      return intervals.length;
    },
    get max() {
      return Math.max(0, ...intervals);
    },
    percentile(p: number) {
      const all = sorted();
      return all[Math.min(all.length - 1, Math.ceil((p / 100) * all.length) - 1)] ?? 0;
    },
    reset() {
      intervals = [];
    },
  };
}

describe('watchLoopDelay', () => {
  it('reads an idle loop as hardly late, not as its timer’s resolution', () => {
    const delay = watchLoopDelay(10, recorded([10, 10.2, 10.1, 10, 10.3]));
    expect(delay.read().p50).toBeCloseTo(0.0001, 6);
    expect(delay.read().max).toBeCloseTo(0.0003, 6);
  });

  it('never reads an interval shorter than the resolution as negative', () => {
    expect(watchLoopDelay(10, recorded([9.8, 9.9])).read()).toEqual({ p50: 0, p99: 0, max: 0 });
  });

  it('reads nothing held before the first interval is recorded', () => {
    expect(watchLoopDelay(10, recorded([])).read()).toEqual({ p50: 0, p99: 0, max: 0 });
  });

  it('reads a turn that holds the loop as that long, and starts afresh', async () => {
    // The real monitor: another process on the machine can only make the loop later, never earlier.
    const delay = watchLoopDelay(10);
    await wait(30);
    const end = performance.now() + 60;
    while (performance.now() < end) {
      // Holds the loop, as a long render would.
    }
    await wait(30);
    expect(delay.read().max).toBeGreaterThan(0.045);
    delay.restart();
    expect(delay.read()).toEqual({ p50: 0, p99: 0, max: 0 });
  });
});
