import { beforeEach, describe, expect, it } from 'vitest';
import type { QuickPanelData } from '../shell/quick-panel.ts';
import { $quickPanel, loadQuickPanel, stopQuickPanel } from './quick-panel.ts';

const data: QuickPanelData = {
  events: [{ id: 'e1', title: 'Contract review', detail: '10:00' }],
  notes: [{ id: 'n1', title: 'Call Northwind', detail: '' }],
};

/** A load that answers when the test says so, and records the signal it was given. */
function pending() {
  let answer: (value: QuickPanelData) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const signals: AbortSignal[] = [];
  const fetchData = (signal?: AbortSignal) => {
    if (signal) signals.push(signal);
    return new Promise<QuickPanelData>((resolve, reject) => {
      answer = resolve;
      fail = reject;
    });
  };
  return { fetchData, signals, answer: (value: QuickPanelData) => answer(value), fail: () => fail(new Error('503')) };
}

describe('the quick panel store', () => {
  beforeEach(() => stopQuickPanel());

  it('is loading, then ready with the events and notes', async () => {
    const seen: string[] = [];
    const stop = $quickPanel.listen((load) => seen.push(load.status));
    await loadQuickPanel(async () => data);
    stop();
    expect(seen).toEqual(['loading', 'ready']);
    expect($quickPanel.get()).toEqual({ status: 'ready', data });
  });

  it('fails when the data cannot be loaded, and loads again when asked', async () => {
    await loadQuickPanel(async () => {
      throw new Error('503');
    });
    expect($quickPanel.get()).toEqual({ status: 'failed' });
    await loadQuickPanel(async () => data);
    expect($quickPanel.get().status).toBe('ready');
  });

  it('gives up a load when the panel closes: its answer is not shown', async () => {
    const slow = pending();
    const loading = loadQuickPanel(slow.fetchData);
    stopQuickPanel();
    expect(slow.signals[0]?.aborted).toBe(true);
    slow.fail();
    await loading;
    expect($quickPanel.get()).toEqual({ status: 'loading' });
  });

  it('shows only the latest load when the panel opens again before the first answered', async () => {
    const first = pending();
    const second = pending();
    const firstLoad = loadQuickPanel(first.fetchData);
    const secondLoad = loadQuickPanel(second.fetchData);
    second.answer(data);
    await secondLoad;
    first.answer({ events: [], notes: [] });
    await firstLoad;
    expect(first.signals[0]?.aborted).toBe(true);
    expect($quickPanel.get()).toEqual({ status: 'ready', data });
  });
});
