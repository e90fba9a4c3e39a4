/**
 * What the report host knows of the reports it stands in for: their pages, the slicers' choices
 * and powerbi-client's layouts. Copies of the tenant's own (report-data.ts's REPORT_PAGES,
 * invoices.ts's INVOICE_STATUSES and REPORT_PERIODS), so the browser's bundle carries none of the
 * tenant's data code; catalogue.test.ts checks that both agree.
 */

export interface PageDefinition {
  name: string;
  displayName: string;
}

export interface ReportDefinition {
  title: string;
  pages: readonly PageDefinition[];
}

export const REPORTS: Readonly<Record<string, ReportDefinition>> = {
  '5b0e2f6a-7c1d-4e38-9a4b-2d6f8e1c3a70': {
    title: 'Invoice Intelligence',
    pages: [
      { name: 'overview', displayName: 'Overview' },
      { name: 'vendors', displayName: 'Vendors and categories' },
      { name: 'top-invoices', displayName: 'Top invoices' },
    ],
  },
  '9c4a1e7b-3f2d-4b86-8e51-6a0d7c2b4f19': {
    title: 'Vendor Intelligence',
    pages: [
      { name: 'concentration', displayName: 'Concentration' },
      { name: 'share', displayName: 'Spend share' },
      { name: 'new-recurring', displayName: 'New vs recurring' },
    ],
  },
};

/** The invoice statuses and periods the slicers offer. */
export const STATUSES = ['Paid', 'Approved', 'Pending', 'Disputed', 'Overdue'] as const;
export const PERIODS = [6, 12, 24] as const;

/** powerbi-client's LayoutType: Master 0, Custom 1, MobilePortrait 2, MobileLandscape 3. */
const LAYOUTS: Readonly<Record<number, string>> = {
  0: 'master',
  1: 'master',
  2: 'mobile-portrait',
  3: 'mobile-landscape',
};

/** The layout the host lays itself out in for a `layoutType` of the SDK; Master for anything else. */
export function layoutOf(layoutType: unknown): string {
  return LAYOUTS[Number(layoutType)] ?? 'master';
}
