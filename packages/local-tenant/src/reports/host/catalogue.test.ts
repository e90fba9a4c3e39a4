import { describe, expect, it } from 'vitest';
import { INVOICE_STATUSES, REPORT_PERIODS } from '../invoices.ts';
import { REPORT_PAGES } from '../report-data.ts';
import { layoutOf, PERIODS, REPORTS, STATUSES } from './catalogue.ts';

describe("the report host's catalogue", () => {
  it("has the tenant's reports and pages, statuses and periods", () => {
    expect(REPORTS).toEqual(REPORT_PAGES);
    expect(STATUSES).toEqual(INVOICE_STATUSES);
    expect(PERIODS).toEqual(REPORT_PERIODS);
  });

  it("reads powerbi-client's layout types, Master for any other", () => {
    expect([0, 1, 2, 3].map(layoutOf)).toEqual(['master', 'master', 'mobile-portrait', 'mobile-landscape']);
    expect(layoutOf('2')).toBe('mobile-portrait');
    expect(layoutOf(undefined)).toBe('master');
    expect(layoutOf(9)).toBe('master');
  });
});
