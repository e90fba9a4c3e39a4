import { beforeEach, describe, expect, it } from 'vitest';
import { initialReportState } from '@/reports/model.ts';
import { $reports, loadReportEmbed, reportFailed, reportTokenExpired } from './reports.ts';

const embed = {
  reportId: 'r',
  embedUrl: 'http://localhost:4322/powerbi/reportEmbed?reportId=r',
  embedToken: { token: 't', expiration: '2026-11-22T10:00:00.000Z' },
};

beforeEach(() => {
  $reports.set({ InvoiceIntel: initialReportState, VendorIntel: initialReportState });
});

describe('the reports store', () => {
  it('starts in init for both reports', () => {
    expect($reports.get().InvoiceIntel.status).toBe('init');
    expect($reports.get().VendorIntel.status).toBe('init');
  });

  it('goes through loading to succeeded and keeps the embed data and the client', async () => {
    const seen: string[] = [];
    const stop = $reports.listen((value) => seen.push(value.InvoiceIntel.status));
    const result = await loadReportEmbed('InvoiceIntel', 1001, async () => embed, String);
    stop();
    expect(result).toEqual(embed);
    expect(seen).toEqual(['loading', 'succeeded']);
    expect($reports.get().InvoiceIntel).toMatchObject({ status: 'succeeded', embed, clientXref: 1001, error: null });
    expect($reports.get().VendorIntel.status).toBe('init');
  });

  it('stores the error message of a failed load', async () => {
    const result = await loadReportEmbed(
      'VendorIntel',
      null,
      async () => {
        throw new Error('Reports API unavailable');
      },
      (error) => (error as Error).message,
    );
    expect(result).toBeUndefined();
    expect($reports.get().VendorIntel).toMatchObject({ status: 'failed', error: 'Reports API unavailable' });
  });

  it('clears the error when loading again', async () => {
    reportFailed('VendorIntel', 'boom');
    await loadReportEmbed('VendorIntel', null, async () => embed, String);
    expect($reports.get().VendorIntel.error).toBeNull();
  });

  it('reports an expired token only after a successful load', async () => {
    const later = Date.parse('2026-11-22T11:00:00Z');
    expect(reportTokenExpired('InvoiceIntel', later)).toBe(false);
    await loadReportEmbed('InvoiceIntel', 1001, async () => embed, String);
    expect(reportTokenExpired('InvoiceIntel', later)).toBe(true);
    expect(reportTokenExpired('InvoiceIntel', Date.parse('2026-11-22T09:00:00Z'))).toBe(false);
  });
});
