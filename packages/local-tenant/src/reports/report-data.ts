/**
 * What a report shows for a set of clients and its filters, computed once per combination (the
 * data is deterministic), and the reports' pages. The report host draws it; the export job writes
 * it into a file. The host script keeps its own copy of the pages (host/catalogue.ts: the
 * browser's bundle carries none of this module's data code); its test checks that both agree.
 */
import { findClient } from '../seed.ts';
import {
  filterInvoices,
  type InvoiceIntelData,
  invoiceIntel,
  invoicesOf,
  invoicesUntil,
  NO_FILTERS,
  type ReportFilters,
  type VendorIntelData,
  vendorIntel,
} from './invoices.ts';

/** The two reports of the workspace, by name in the reports API's paths. */
export const REPORT_IDS = {
  InvoiceIntel: '5b0e2f6a-7c1d-4e38-9a4b-2d6f8e1c3a70',
  VendorIntel: '9c4a1e7b-3f2d-4b86-8e51-6a0d7c2b4f19',
} as const;
export type ReportName = keyof typeof REPORT_IDS;

export const REPORT_PAGES: Record<string, { title: string; pages: readonly { name: string; displayName: string }[] }> =
  {
    [REPORT_IDS.InvoiceIntel]: {
      title: 'Invoice Intelligence',
      pages: [
        { name: 'overview', displayName: 'Overview' },
        { name: 'vendors', displayName: 'Vendors and categories' },
        { name: 'top-invoices', displayName: 'Top invoices' },
      ],
    },
    [REPORT_IDS.VendorIntel]: {
      title: 'Vendor Intelligence',
      pages: [
        { name: 'concentration', displayName: 'Concentration' },
        { name: 'share', displayName: 'Spend share' },
        { name: 'new-recurring', displayName: 'New vs recurring' },
      ],
    },
  };

export type ReportData = InvoiceIntelData | VendorIntelData;

const computed = new Map<string, ReportData>();
/** Filtered views are many: keep the most recent few hundred. */
const MAX_KEPT = 400;

export function reportDataOf(
  reportId: string,
  xrefs: readonly number[],
  filters: ReportFilters = NO_FILTERS,
): ReportData {
  const key = `${reportId}:${xrefs.join(',')}:${filters.status ?? '*'}:${filters.months}:${invoicesUntil()}`;
  let data = computed.get(key);
  if (!data) {
    const clients = xrefs.map((xref) => findClient(xref)).filter((client) => client !== undefined);
    const all = clients.flatMap((client) => invoicesOf(client.hubspot_company_xref));
    const { invoices, months } = filterInvoices(all, filters);
    const names = clients.map((client) => client.client_name);
    data =
      reportId === REPORT_IDS.InvoiceIntel
        ? invoiceIntel(names, invoices, months)
        : vendorIntel(names, invoices, months);
    if (computed.size >= MAX_KEPT) computed.delete(computed.keys().next().value as string);
    computed.set(key, data);
  }
  return data;
}
