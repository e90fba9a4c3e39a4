import { describe, expect, it } from 'vitest';
import { watchLoopDelay } from './loop-delay.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('watchLoopDelay', () => {
  it('reads an idle loop as hardly late, not as its timer’s resolution', async () => {
    const delay = watchLoopDelay(10);
    await wait(120);
    expect(delay.read().p50).toBeLessThan(0.005);
  });

  it('reads a turn that holds the loop as that long, and starts afresh', async () => {
    const delay = watchLoopDelay(10);
    await wait(30);
    const end = performance.now() + 60;
    while (performance.now() < end) {
      // Holds the loop, as a long render would.
    }
    await wait(30);
    expect(delay.read().max).toBeGreaterThan(0.045);
    delay.restart();
    await wait(60);
    expect(delay.read().max).toBeLessThan(0.045);
  });
});
