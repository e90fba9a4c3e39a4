import { describe, expect, it } from 'vitest';
import { rowWindow, scrollTopFor } from './row-window.ts';

const ROW = 48;

describe('rowWindow', () => {
  it('draws a folder up to its overscan whole, wherever it is scrolled', () => {
    expect(rowWindow(0, 480, { count: 150, rowHeight: ROW, overscan: 150 })).toEqual({ first: 0, last: 149 });
    expect(rowWindow(3000, 480, { count: 150, rowHeight: ROW, overscan: 150 })).toEqual({ first: 0, last: 149 });
  });

  it('draws the rows below the heading and three more each side in a large folder', () => {
    // 480 px high: the heading takes a row, 9 rows show; at the top, rows 0-8 and three after.
    expect(rowWindow(0, 480, { count: 10_000, rowHeight: ROW, overscan: 3 })).toEqual({ first: 0, last: 12 });
    // Scrolled 100 rows and a half down: row 100 is partly hidden under the heading.
    expect(rowWindow(100.5 * ROW, 480, { count: 10_000, rowHeight: ROW, overscan: 3 })).toEqual({
      first: 97,
      last: 112,
    });
    // At the end, nothing past the last item.
    expect(rowWindow(10_000 * ROW, 480, { count: 10_000, rowHeight: ROW, overscan: 3 })).toEqual({
      first: 9996,
      last: 9999,
    });
  });

  it('draws the first rows before the list is measured, and none for an empty folder', () => {
    expect(rowWindow(0, 0, { count: 500, rowHeight: ROW, overscan: 3 })).toEqual({ first: 0, last: 4 });
    expect(rowWindow(0, 480, { count: 0, rowHeight: ROW, overscan: 3 })).toEqual({ first: 0, last: -1 });
  });
});

describe('scrollTopFor', () => {
  it('leaves a row wholly in view where it is', () => {
    expect(scrollTopFor(5, 0, 480, ROW)).toBe(0);
    expect(scrollTopFor(8, 0, 480, ROW)).toBe(0);
  });

  it('scrolls as little as brings a row in view below the heading, either way', () => {
    // Row 9 is just below the view: scroll by one row.
    expect(scrollTopFor(9, 0, 480, ROW)).toBe(ROW);
    // Row 2 is above the view (under the heading): its top meets the heading.
    expect(scrollTopFor(2, 10 * ROW, 480, ROW)).toBe(2 * ROW);
    // End: the last row at the bottom.
    expect(scrollTopFor(9999, 0, 480, ROW)).toBe(10_000 * ROW - 9 * ROW);
  });
});
