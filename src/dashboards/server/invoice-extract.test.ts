import { describe, expect, it } from 'vitest';
import { createInvoiceExtracts, parseInvoiceExtract } from './invoice-extract.ts';

const TEXT =
  'invoice_number,vendor,category,invoice_date,amount,currency,status\r\n' +
  'INV-1,"Pavlova, Ltd.",Supply,2026-11-03,1250.50,USD,Paid\r\n' +
  'INV-2,Maersk,Freight,2026-12-01,99.99,usd,Pending\r\n' +
  'INV-3,,Freight,2026-12-01,10.00,USD,Paid\r\n' +
  'INV-4,Maersk,Freight,soon,10.00,USD,Paid\r\n';

describe('the invoice extract', () => {
  it('reads each invoice, quoted names with commas included, amounts to the cent', () => {
    expect(parseInvoiceExtract(TEXT)).toEqual({
      invoices: [
        { vendor: 'Pavlova, Ltd.', date: '2026-11-03', amountCents: 125_050, currency: 'USD' },
        { vendor: 'Maersk', date: '2026-12-01', amountCents: 9_999, currency: 'USD' },
      ],
      unreadable: 2,
    });
  });

  it('is read once a minute per site (past it, the kept extract answers while the next is read), and a failure is not kept', async () => {
    let time = 0;
    let reads = 0;
    let fail = true;
    const extracts = createInvoiceExtracts(
      {
        fileText: async () => {
          reads += 1;
          if (fail) throw new Error('down');
          return TEXT;
        },
      },
      () => time,
    );
    const site = { siteID: 's' };
    await expect(extracts.extractOf(site)).rejects.toThrow('down');
    fail = false;
    expect((await extracts.extractOf(site))?.invoices).toHaveLength(2);
    time += 30_000;
    await extracts.extractOf(site);
    expect(reads).toBe(2);
    time += 31_000;
    await extracts.extractOf(site);
    expect(reads).toBe(3);
  });

  it('is null when the library holds none', async () => {
    const extracts = createInvoiceExtracts({ fileText: async () => null });
    expect(await extracts.extractOf({ siteID: 's' })).toBeNull();
  });
});
