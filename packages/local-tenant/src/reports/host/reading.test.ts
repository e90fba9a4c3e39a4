import { describe, expect, it } from 'vitest';
import { protocolOf } from './protocol.ts';
import { readReport } from './reading.ts';

const errors = protocolOf({ uid: 'u', portalOrigin: 'https://portal.test', target: { postMessage: () => {} } });
const reportId = '5b0e2f6a-7c1d-4e38-9a4b-2d6f8e1c3a70';

/** A tenant answering `status` with `body`, keeping what it was asked. */
function tenant(status: number, body: unknown) {
  const asked: { url: string; authorization: string }[] = [];
  const fetcher = (async (url: string, init?: RequestInit) => {
    asked.push({ url, authorization: new Headers(init?.headers).get('authorization') ?? '' });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  }) as typeof fetch;
  return { asked, fetcher };
}

describe('reading the report from the tenant', () => {
  it("asks for the data of the slicers' filters with the embed token", async () => {
    const { asked, fetcher } = tenant(200, {
      expiration: '2026-12-07T15:00:00.000Z',
      data: { report: 'InvoiceIntel' },
    });
    const read = await readReport(
      { reportId, token: 't1', what: 'data', filters: { status: 'Paid', months: 12 } },
      errors,
      fetcher,
    );
    expect(read).toEqual({ expiration: '2026-12-07T15:00:00.000Z', data: { report: 'InvoiceIntel' } });
    expect(asked).toEqual([
      { url: `/powerbi/reports/${reportId}/data?months=12&status=Paid`, authorization: 'EmbedToken t1' },
    ]);
  });

  it('checks a token without a query', async () => {
    const { asked, fetcher } = tenant(200, { expiration: '2026-12-07T15:00:00.000Z' });
    await readReport({ reportId, token: 't2', what: 'verify', filters: { status: null, months: 24 } }, errors, fetcher);
    expect(asked[0]?.url).toBe(`/powerbi/reports/${reportId}/verify`);
  });

  it("refuses with the SDK's errors: TokenExpired, a foreign token as LoadReportFailed, the tenant's other codes", async () => {
    const read = (status: number, body: unknown) =>
      readReport(
        { reportId, token: 't', what: 'data', filters: { status: null, months: 24 } },
        errors,
        tenant(status, body).fetcher,
      );
    await expect(read(403, { error: { code: 'TokenExpired', message: 'gone' } })).rejects.toMatchObject({
      message: 'TokenExpired',
      errorCode: 'TokenExpired',
      detailedMessage: 'Access token has expired, resubmit with a new access token',
    });
    await expect(read(403, { error: { code: 'Forbidden', message: 'Another report.' } })).rejects.toMatchObject({
      message: 'LoadReportFailed',
      errorCode: 'Forbidden',
      detailedMessage: 'Another report.',
    });
    await expect(read(401, { error: { code: 'InvalidAuthenticationToken' } })).rejects.toMatchObject({
      message: 'InvalidAuthenticationToken',
      detailedMessage: 'The report could not be loaded.',
    });
    await expect(read(502, 'Bad gateway')).rejects.toMatchObject({
      message: 'LoadReportFailed',
      errorCode: 'LoadReportFailed',
    });
  });
});
