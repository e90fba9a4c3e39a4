import { describe, expect, it } from 'vitest';
import { panelsHaveStarted, panelsStarted } from './panels-started.ts';

describe('panelsStarted', () => {
  it('settles with the panels the island says have started, and only the first time', async () => {
    const opened: string[] = [];
    const first = { openFromButton: () => void opened.push('first') };
    const second = { openFromButton: () => void opened.push('second') };
    let settled = false;
    void panelsStarted.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);

    panelsHaveStarted(first);
    panelsHaveStarted(second);
    const panels = await panelsStarted;
    panels.openFromButton({} as HTMLElement);
    expect(opened).toEqual(['first']);
  });
});
