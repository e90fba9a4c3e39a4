import { describe, expect, it } from 'vitest';
import {
  addOutsideCallTime,
  addStorageTime,
  newRequestTimings,
  timingFields,
  withRequestTimings,
} from './request-timings.ts';

describe('request timings', () => {
  it('adds storage and outside calls to the request they are made in, across awaits, and to no other', async () => {
    const first = newRequestTimings();
    const second = newRequestTimings();
    await Promise.all([
      withRequestTimings(first, async () => {
        addStorageTime(1.25);
        await new Promise((resolve) => setTimeout(resolve, 1));
        addStorageTime(0.5);
        addOutsideCallTime(40);
      }),
      withRequestTimings(second, async () => {
        await Promise.resolve();
        addStorageTime(2);
      }),
    ]);
    // Outside any request: counted nowhere.
    addStorageTime(100);
    expect(first).toMatchObject({ storageMs: 1.75, storageCalls: 2, outsideMs: 40, outsideCalls: 1 });
    expect(second).toMatchObject({ storageMs: 2, storageCalls: 1, outsideMs: 0, outsideCalls: 0 });
  });

  it('writes only what happened on the log line, to a tenth of a millisecond', () => {
    expect(timingFields(newRequestTimings())).toEqual({});
    expect(
      timingFields({
        queueMs: 12.345,
        renderMs: 6.04,
        storageMs: 0.26,
        storageCalls: 3,
        outsideMs: 0,
        outsideCalls: 0,
      }),
    ).toEqual({ queueMs: 12.3, renderMs: 6, storageMs: 0.3, storageCalls: 3 });
  });
});
