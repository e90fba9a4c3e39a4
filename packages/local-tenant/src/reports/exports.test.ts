import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText } from '../drive/text.ts';
import { mintIdToken, startTestTenant, type TestTenant } from '../testing.ts';
import { REPORT_IDS } from './routes.ts';
import { decodeViewState, encodeViewState } from './view-state.ts';

let tenant: TestTenant;
let cem: string;
let ada: string;

beforeAll(async () => {
  tenant = await startTestTenant();
  [cem, ada] = await Promise.all([
    mintIdToken(tenant, 'cem.client@northwind.test'),
    mintIdToken(tenant, 'ada.admin@efi.test'),
  ]);
});
afterAll(() => tenant.close());

const call = (path: string, token: string, init: RequestInit = {}) =>
  fetch(`${tenant.url}/api/PowerBiToken/${path}`, {
    ...init,
    headers: { origin: tenant.portalOrigin, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });

interface ExportAnswer {
  id: string;
  status: string;
  percentComplete: number;
  resourceFileExtension: string | null;
}

/** Polls as the portal does, after each Retry-After, until the export has finished. */
async function finished(id: string, token: string): Promise<{ answer: ExportAnswer; seen: number[] }> {
  const seen: number[] = [];
  for (;;) {
    const response = await call(`exports/${id}`, token);
    const answer = (await response.json()) as ExportAnswer;
    seen.push(answer.percentComplete);
    if (response.status === 200) return { answer, seen };
    expect(response.status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get('retry-after')) * 250));
  }
}

describe('the bookmark state', () => {
  it('reads back what it wrote, and refuses what it did not write', () => {
    const view = {
      reportId: REPORT_IDS.InvoiceIntel,
      page: 'vendors',
      filters: { status: 'Paid', months: 12 },
    } as const;
    expect(decodeViewState(encodeViewState(view))).toEqual(view);
    expect(decodeViewState('not a state!')).toBeUndefined();
    expect(decodeViewState(Buffer.from('{"v":1,"r":"x","p":"y","f":{"s":"Lost","m":12}}').toString('base64url'))).toBe(
      undefined,
    );
  });
});

describe('report exports (ExportTo)', () => {
  it('renders the current page and filters to a PDF whose text says them', async () => {
    const state = encodeViewState({
      reportId: REPORT_IDS.InvoiceIntel,
      page: 'overview',
      filters: { status: 'Overdue', months: 6 },
    });
    const started = await call('report/InvoiceIntel/xref/1001/ExportTo', cem, {
      method: 'POST',
      body: JSON.stringify({ format: 'PDF', powerBIReportConfiguration: { defaultBookmark: { state } } }),
    });
    expect(started.status).toBe(202);
    expect(started.headers.get('retry-after')).toBe('1');
    const job = (await started.json()) as ExportAnswer;
    expect(job).toMatchObject({ status: 'NotStarted', percentComplete: 0, resourceFileExtension: null });
    const { answer, seen } = await finished(job.id, cem);
    expect(answer).toMatchObject({ status: 'Succeeded', percentComplete: 100, resourceFileExtension: '.pdf' });
    expect(seen.some((percent) => percent > 0 && percent < 100)).toBe(true);
    // Another person cannot see or take it.
    expect((await call(`exports/${job.id}`, ada)).status).toBe(404);
    expect((await call(`exports/${job.id}/file`, ada)).status).toBe(404);
    const file = await call(`exports/${job.id}/file`, cem);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const text = extractText('export.pdf', new Uint8Array(await file.arrayBuffer())).join('\n');
    expect(text).toContain('Invoice Intelligence: Overview');
    expect(text).toContain('Northwind Traders');
    expect(text).toContain('Filters: status Overdue; period the last 6 months');
    expect(text).toMatch(/Overdue: \$[\d,]+ \(\d+ invoices\)/);
    expect(text).toMatch(/Paid: \$0 \(0 invoices\)/);
  });

  it('writes a PowerPoint slide of the view', async () => {
    const started = await call('report/VendorIntel/ExportTo', ada, {
      method: 'POST',
      body: JSON.stringify({ format: 'PPTX' }),
    });
    const { id } = (await started.json()) as ExportAnswer;
    expect((await finished(id, ada)).answer.resourceFileExtension).toBe('.pptx');
    const file = await call(`exports/${id}/file`, ada);
    const text = extractText('export.pptx', new Uint8Array(await file.arrayBuffer())).join('\n');
    expect(text).toContain('Vendor Intelligence: Concentration');
    expect(text).toContain('Filters: status all; period the last 24 months');
  });

  it('refuses a bookmark of another report, a page that is gone, and another client', async () => {
    const foreign = encodeViewState({
      reportId: REPORT_IDS.VendorIntel,
      page: 'share',
      filters: { status: null, months: 24 },
    });
    const gone = encodeViewState({
      reportId: REPORT_IDS.InvoiceIntel,
      page: 'old',
      filters: { status: null, months: 24 },
    });
    const start = (state: string, xref = 1001) =>
      call(`report/InvoiceIntel/xref/${xref}/ExportTo`, cem, {
        method: 'POST',
        body: JSON.stringify({ format: 'PDF', powerBIReportConfiguration: { defaultBookmark: { state } } }),
      });
    expect(((await (await start(foreign)).json()) as { error: { code: string } }).error.code).toBe('invalidBookmark');
    expect(((await (await start(gone)).json()) as { error: { code: string } }).error.code).toBe('pageNotFound');
    expect((await start(gone, 1003)).status).toBe(403);
  });

  it('cancels a running export: it is gone', async () => {
    const started = await call('report/VendorIntel/ExportTo', ada, { method: 'POST', body: '{"format":"PDF"}' });
    const { id } = (await started.json()) as ExportAnswer;
    expect((await call(`exports/${id}`, ada, { method: 'DELETE' })).status).toBe(204);
    expect((await call(`exports/${id}`, ada)).status).toBe(404);
  });
});
