import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { secondsLeft, waitUntil } from './back-off.ts';

describe('waiting out a Retry-After', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse('2026-11-24T01:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down each whole second, then resolves true', async () => {
    const counted: number[] = [];
    const waited = waitUntil(Date.now() + 3000, new AbortController().signal, (left) => counted.push(left));
    expect(counted).toEqual([3]);
    await vi.advanceTimersByTimeAsync(2999);
    expect(counted).toEqual([3, 2, 1]);
    await vi.advanceTimersByTimeAsync(1);
    await expect(waited).resolves.toBe(true);
    expect(secondsLeft(Date.now() - 1)).toBe(0);
  });

  it('rounds a part second up and resolves false when aborted', async () => {
    const controller = new AbortController();
    const counted: number[] = [];
    const waited = waitUntil(Date.now() + 1500, controller.signal, (left) => counted.push(left));
    expect(counted).toEqual([2]);
    await vi.advanceTimersByTimeAsync(500);
    expect(counted).toEqual([2, 1]);
    controller.abort();
    await expect(waited).resolves.toBe(false);
    await vi.advanceTimersByTimeAsync(5000);
    expect(counted).toEqual([2, 1]);
  });

  it('resolves at once when the time has passed', async () => {
    const counted: number[] = [];
    await expect(waitUntil(Date.now() - 1, new AbortController().signal, (left) => counted.push(left))).resolves.toBe(
      true,
    );
    expect(counted).toEqual([]);
  });
});
