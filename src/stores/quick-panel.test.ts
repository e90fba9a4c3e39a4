import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuickPanelData } from '../shell/quick-panel.ts';
import { createQuickPanelOpening, type QuickPanelLoad, replaceQuickPanelServices } from './quick-panel.ts';

const data: QuickPanelData = {
  events: [{ id: 'e1', title: 'Contract review', detail: '10:00' }],
  notes: [{ id: 'n1', title: 'Call Northwind', detail: '' }],
};

/** Loads that answer when the test says so, each with the signal it was given. */
function pending() {
  const calls: { signal: AbortSignal; answer: (value: QuickPanelData) => void; fail: () => void }[] = [];
  replaceQuickPanelServices({
    fetchData: (signal) =>
      new Promise<QuickPanelData>((resolve, reject) => {
        calls.push({ signal, answer: resolve, fail: () => reject(new Error('503')) });
      }),
  });
  return { calls };
}

/** The panel's content listening to an opening, as the island does: what it was shown, and its going. */
function show(opening: ReturnType<typeof createQuickPanelOpening>) {
  const seen: QuickPanelLoad['status'][] = [];
  const close = opening.$load.subscribe((load) => seen.push(load.status));
  return { seen, close };
}

describe('the quick panel store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    replaceQuickPanelServices();
  });

  it('loads nothing until the panel’s content listens, then is loading, then ready', async () => {
    const { calls } = pending();
    const opening = createQuickPanelOpening();
    expect(calls).toHaveLength(0);
    const { seen, close } = show(opening);
    expect(calls).toHaveLength(1);
    calls[0]?.answer(data);
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual(['loading', 'ready']);
    expect(opening.$load.get()).toEqual({ status: 'ready', data });
    close();
  });

  it('fails when the data cannot be loaded, and Try again loads them', async () => {
    const { calls } = pending();
    const opening = createQuickPanelOpening();
    const { seen, close } = show(opening);
    calls[0]?.fail();
    await vi.advanceTimersByTimeAsync(0);
    expect(opening.$load.get()).toEqual({ status: 'failed' });
    const retrying = opening.retry();
    expect(opening.$load.get()).toEqual({ status: 'loading' });
    calls[1]?.answer(data);
    await retrying;
    expect(seen).toEqual(['loading', 'failed', 'loading', 'ready']);
    close();
  });

  it('gives up a load a second after the panel’s content has gone (nanostores onMount): its answer is not shown', async () => {
    const { calls } = pending();
    const opening = createQuickPanelOpening();
    const { close } = show(opening);
    close();
    await vi.advanceTimersByTimeAsync(999);
    expect(calls[0]?.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[0]?.answer(data);
    await vi.advanceTimersByTimeAsync(0);
    expect(opening.$load.value).toEqual({ status: 'loading' });
  });

  it('loads afresh for a panel opened again within that second: each opening has its own', async () => {
    const { calls } = pending();
    const first = show(createQuickPanelOpening());
    calls[0]?.answer(data);
    await vi.advanceTimersByTimeAsync(0);
    first.close();
    const again = createQuickPanelOpening();
    const second = show(again);
    expect(calls).toHaveLength(2);
    // Not the last opening's answer: loading until its own comes.
    expect(second.seen).toEqual(['loading']);
    calls[1]?.fail();
    await vi.advanceTimersByTimeAsync(1000);
    expect(again.$load.get()).toEqual({ status: 'failed' });
    second.close();
  });

  it('shows only the latest load when Try again is pressed before the first answered', async () => {
    const { calls } = pending();
    const opening = createQuickPanelOpening();
    const { close } = show(opening);
    const retrying = opening.retry();
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[1]?.answer(data);
    await retrying;
    calls[0]?.answer({ events: [], notes: [] });
    await vi.advanceTimersByTimeAsync(0);
    expect(opening.$load.get()).toEqual({ status: 'ready', data });
    close();
  });
});
