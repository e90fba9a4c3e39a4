import { describe, expect, it } from 'vitest';
import { decodeViewState, encodeViewState } from '../view-state.ts';
import { decodeState, encodeState } from './bookmarks.ts';
import { REPORTS } from './catalogue.ts';

const INVOICES = '5b0e2f6a-7c1d-4e38-9a4b-2d6f8e1c3a70';
const VENDORS = '9c4a1e7b-3f2d-4b86-8e51-6a0d7c2b4f19';
const report = REPORTS[INVOICES];

describe("the report host's bookmarks", () => {
  it('give back the page and filters they were captured with', () => {
    const view = { page: 'vendors', filters: { status: 'Overdue', months: 12 } } as const;
    expect(decodeState(encodeState(INVOICES, view), INVOICES, report)).toEqual(view);
    const all = { page: 'overview', filters: { status: null, months: 24 } } as const;
    expect(decodeState(encodeState(INVOICES, all), INVOICES, report)).toEqual(all);
  });

  it("are the export job's view states, both ways", () => {
    const view = { page: 'top-invoices', filters: { status: 'Paid', months: 6 } } as const;
    expect(decodeViewState(encodeState(INVOICES, view))).toEqual({ reportId: INVOICES, ...view });
    expect(decodeState(encodeViewState({ reportId: INVOICES, ...view }), INVOICES, report)).toEqual(view);
  });

  it('refuse a state of another report, of no page of this one, or none at all', () => {
    const view = { page: 'overview', filters: { status: null, months: 24 } } as const;
    expect(decodeState(encodeState(VENDORS, view), INVOICES, report)).toMatchObject({
      errorCode: 'BookmarkFromAnotherReport',
    });
    expect(decodeState(encodeState(INVOICES, { ...view, page: 'share' }), INVOICES, report)).toEqual({
      errorCode: 'PageNotFound',
      detailedMessage: 'There is no page named share.',
    });
    const written = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const text of [
      undefined,
      42,
      '',
      'not base64!',
      written('a string'),
      written({ v: 2, r: INVOICES, p: 'overview', f: { s: null, m: 24 } }),
      written({ v: 1, r: INVOICES, p: 'overview', f: { s: 'Lost', m: 24 } }),
      written({ v: 1, r: INVOICES, p: 'overview', f: { s: null, m: 7 } }),
    ])
      expect(decodeState(text, INVOICES, report), String(text)).toMatchObject({ errorCode: 'InvalidBookmark' });
  });
});
