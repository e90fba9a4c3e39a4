/**
 * The provider's invoice extract of a client: `INVOICE_INTEL/Invoice extract.csv` in its library,
 * read app-only (decision 075) and parsed once a minute per site (kept.ts: a view past the minute
 * is answered with the extract kept while the next is read). It holds the invoices the
 * invoice report draws, so the Overview's spend and the report agree for the same period
 * (decision 116). A row the Overview cannot read is left out and counted, never guessed.
 */
import { parse } from 'csv-parse/sync';
import type { LibrarySite, ServerGraph } from '../../services/server-graph.ts';
import type { ExtractInvoice } from '../overview/figures.ts';
import { keptPerSite, OVERVIEW_KEPT } from './kept.ts';

export const INVOICE_EXTRACT_PATH = 'INVOICE_INTEL/Invoice extract.csv';

export interface InvoiceExtract {
  invoices: ExtractInvoice[];
  /** Rows without a vendor, a day or an amount. */
  unreadable: number;
}

/** The invoices of an extract's text (a header row naming the columns, then one invoice a row). */
export function parseInvoiceExtract(text: string): InvoiceExtract {
  const rows = parse(text, { columns: true, skip_empty_lines: true, bom: true, trim: true }) as Record<
    string,
    string | undefined
  >[];
  const invoices: ExtractInvoice[] = [];
  let unreadable = 0;
  for (const row of rows) {
    const vendor = row['vendor'];
    const date = row['invoice_date'];
    const amount = row['amount'] ?? row['amount_usd'];
    const currency = (row['currency'] || 'USD').toUpperCase();
    if (!vendor || !date || !/^\d{4}-\d{2}-\d{2}$/.test(date) || !amount || !/^-?\d+(\.\d{1,2})?$/.test(amount)) {
      unreadable += 1;
      continue;
    }
    invoices.push({ vendor, date, amountCents: Math.round(Number(amount) * 100), currency });
  }
  return { invoices, unreadable };
}

export function createInvoiceExtracts(graph: Pick<ServerGraph, 'fileText'>, now: () => number = Date.now) {
  const extractOfSite = keptPerSite(
    async (siteID) => {
      const text = await graph.fileText({ siteID }, INVOICE_EXTRACT_PATH);
      return text === null ? null : parseInvoiceExtract(text);
    },
    OVERVIEW_KEPT,
    now,
  );
  return {
    /** The client's extract; null when its library has none. A failure is not kept. */
    extractOf: (site: LibrarySite): Promise<InvoiceExtract | null> => extractOfSite(site.siteID),
  };
}
