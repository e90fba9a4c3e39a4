import { describe, expect, it } from 'vitest';
import { linkedViewOf, viewLink } from './views.ts';

describe('links to a view', () => {
  it('carry the state and, for the invoice report, its client', () => {
    const link = viewLink('http://localhost:4321/apps/reports/invoice-intel?x=1#top', 'InvoiceIntel', 'eyJ2Ijox', 1001);
    expect(link).toBe('http://localhost:4321/apps/reports/invoice-intel?client=1001&view=eyJ2Ijox');
    expect(linkedViewOf(new URL(link).searchParams, 'InvoiceIntel', 1001)).toEqual({ kind: 'view', state: 'eyJ2Ijox' });
    const vendor = viewLink('http://localhost:4321/apps/reports/vendor-intel', 'VendorIntel', 'abc', 1001);
    expect(new URL(vendor).searchParams.has('client')).toBe(false);
  });

  it("open nothing of another client's invoice report", () => {
    const params = new URLSearchParams('client=1003&view=abc');
    expect(linkedViewOf(params, 'InvoiceIntel', 1001)).toEqual({ kind: 'otherClient' });
    expect(linkedViewOf(params, 'InvoiceIntel', null)).toEqual({ kind: 'otherClient' });
    // The vendor report is every client of the person: the client of the link does not matter.
    expect(linkedViewOf(params, 'VendorIntel', 1001)).toEqual({ kind: 'view', state: 'abc' });
  });

  it('ignore what is no state', () => {
    expect(linkedViewOf(new URLSearchParams(''), 'VendorIntel', null)).toEqual({ kind: 'none' });
    expect(linkedViewOf(new URLSearchParams('view=<script>'), 'VendorIntel', null)).toEqual({ kind: 'none' });
    expect(linkedViewOf(new URLSearchParams(`view=${'a'.repeat(16_001)}`), 'VendorIntel', null)).toEqual({
      kind: 'none',
    });
  });
});
