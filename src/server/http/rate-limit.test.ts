import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryRateLimit } from './rate-limit.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a rate limit', () => {
  it('allows the set number of attempts per window, then says how long to wait', async () => {
    const limit = memoryRateLimit({ points: 3, windowSeconds: 60 });
    for (let attempt = 0; attempt < 3; attempt++) await expect(limit.hit('a')).resolves.toBeUndefined();
    await expect(limit.hit('a')).resolves.toBe(60);
    vi.advanceTimersByTime(20_500);
    await expect(limit.hit('a')).resolves.toBe(40);
  });

  it('counts each key on its own', async () => {
    const limit = memoryRateLimit({ points: 1, windowSeconds: 60 });
    await expect(limit.hit('a')).resolves.toBeUndefined();
    await expect(limit.hit('b')).resolves.toBeUndefined();
    await expect(limit.hit('a')).resolves.toBe(60);
  });

  it('allows attempts again once the window is over, refused ones not counting on', async () => {
    const limit = memoryRateLimit({ points: 2, windowSeconds: 60 });
    await limit.hit('a');
    await limit.hit('a');
    await expect(limit.hit('a')).resolves.toBeGreaterThan(0);
    vi.advanceTimersByTime(60_000);
    await expect(limit.hit('a')).resolves.toBeUndefined();
    await expect(limit.hit('a')).resolves.toBeUndefined();
    await expect(limit.hit('a')).resolves.toBe(60);
  });

  it('never answers 0 seconds while refusing', async () => {
    const limit = memoryRateLimit({ points: 1, windowSeconds: 1 });
    await limit.hit('a');
    vi.advanceTimersByTime(999);
    await expect(limit.hit('a')).resolves.toBe(1);
  });
});
