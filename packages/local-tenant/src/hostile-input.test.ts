/**
 * What the stand-ins answer to input no real client sends: tokens that are correctly signed but
 * lack their times, and paths with malformed percent-encoding. Always a 4xx in the stand-in's own
 * envelope, never a 500.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbedTokens } from './reports/embed-tokens.ts';
import { createReportHost, REPORT_IDS } from './reports/routes.ts';
import { findClient } from './seed.ts';
import { mintAccessToken, mintIdToken, startSignedInTestTenant, type TestTenant } from './testing.ts';

let tenant: TestTenant;
let idToken: string;
let accessToken: string;

beforeAll(async () => {
  ({ tenant, idToken, accessToken } = await startSignedInTestTenant('ada.admin@efi.test'));
});
afterAll(() => tenant.close());

const get = (path: string, token?: string) =>
  fetch(`${tenant.url}${path}`, {
    headers: { origin: tenant.portalOrigin, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    redirect: 'manual',
  });

interface ErrorBody {
  error: { code: string; message: string; innerError?: unknown };
}

const AUTH_API = '/auth-api/?serverName=Engage&serviceName=app_data.engage_db_name_get';
const REPORTS_API = '/api/PowerBiToken/report/VendorIntel';
const GRAPH = '/graph/v1.0/me';

describe('a correctly signed token without exp or iat', () => {
  for (const omitted of ['exp', 'iat'] as const) {
    it(`is refused without ${omitted} by the auth API and the reports API (ID tokens)`, async () => {
      const token = await mintIdToken(tenant, 'ada.admin@efi.test', { omit: [omitted] });
      for (const path of [AUTH_API, REPORTS_API]) {
        expect((await get(path, idToken)).status, path).toBe(200);
        const response = await get(path, token);
        expect(response.status, path).toBe(401);
        expect(response.headers.get('access-control-allow-origin')).toBe(tenant.portalOrigin);
        const body = (await response.json()) as ErrorBody;
        expect(body.error.code).toBe('InvalidAuthenticationToken');
        expect(body.error.message).toContain(`"${omitted}"`);
      }
    });

    it(`is refused without ${omitted} by Graph (access tokens)`, async () => {
      expect((await get(GRAPH, accessToken)).status).toBe(200);
      const response = await get(GRAPH, await mintAccessToken(tenant, 'ada.admin@efi.test', { omit: [omitted] }));
      expect(response.status).toBe(401);
      const body = (await response.json()) as ErrorBody;
      expect(body.error.code).toBe('InvalidAuthenticationToken');
      expect(body.error.innerError).toBeDefined();
    });
  }

  describe('at the report host (embed tokens)', () => {
    // The tenant's embed-token secret lives in its process only: a report host of our own, with a
    // secret the test knows, lets the test sign tokens the tenant would never issue.
    const secret = randomBytes(32);
    let host: Server;
    let hostUrl: string;
    beforeAll(async () => {
      host = createServer(
        createReportHost({ portalOrigin: tenant.portalOrigin, embedTokens: createEmbedTokens(secret) }),
      );
      await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
      hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));

    const sign = (claims: Record<string, unknown>) => {
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `H4sI.${payload}.${createHmac('sha256', secret).update(payload).digest('base64url')}`;
    };
    const read = (token: string) =>
      fetch(`${hostUrl}/powerbi/reports/${REPORT_IDS.InvoiceIntel}/data`, {
        headers: { authorization: `EmbedToken ${token}` },
      });
    const claims = { rid: REPORT_IDS.InvoiceIntel, xrefs: [1001], oid: 'x' };

    it('reads with a complete token, and refuses one without exp or iat with 401', async () => {
      const now = Date.now();
      expect((await read(sign({ ...claims, iat: now, exp: now + 60_000 }))).status).toBe(200);
      for (const token of [sign({ ...claims, iat: now }), sign({ ...claims, exp: now + 60_000 })]) {
        const response = await read(token);
        expect(response.status).toBe(401);
        expect(((await response.json()) as ErrorBody).error.code).toBe('InvalidAuthenticationToken');
      }
      // A signed payload that is not even an object.
      expect((await read(sign(null as unknown as Record<string, unknown>))).status).toBe(403);
    });
  });
});

describe('malformed percent-encoding in a path', () => {
  it('gets 400 for an xref of the reports API, 404 for an unknown one, in its envelope', async () => {
    const malformed = await get('/api/PowerBiToken/report/InvoiceIntel/xref/%ZZ', idToken);
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get('access-control-allow-origin')).toBe(tenant.portalOrigin);
    expect(((await malformed.json()) as ErrorBody).error).toEqual({
      code: 'invalidRequest',
      message: expect.stringContaining('percent-encoded'),
    });
    const unknown = await get('/api/PowerBiToken/report/InvoiceIntel/xref/%39%39%39%39', idToken);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as ErrorBody).error.code).toBe('clientNotFound');
  });

  it('never gets a 500 from any stand-in', async () => {
    const site = encodeURIComponent(findClient(1001)?.siteID ?? '');
    const drive = `/graph/v1.0/sites/${site}/drive`;
    const calls: [string, string | undefined][] = [
      ['/idp/%ZZ', undefined],
      ['/idp/auth?client_id=%ZZ', undefined],
      ['/idp/interaction/%ZZ', undefined],
      ['/idp/interaction/%ZZ/login', undefined],
      ['/auth-api/%ZZ', idToken],
      ['/auth-api/?serverName=Engage&serviceName=%ZZ', idToken],
      ['/graph/v1.0/%ZZ', accessToken],
      ['/graph/v1.0/sites/%ZZ/drive/root', accessToken],
      ['/graph/v1.0/drives/%ZZ/root', accessToken],
      [`${drive}/items/%ZZ`, accessToken],
      [`${drive}/root:/%ZZ:/children`, accessToken],
      [
        `${drive}/root/children?$skiptoken=${Buffer.from('Paged=TRUE&p_FileLeafRef=%ZZ').toString('base64url')}`,
        accessToken,
      ],
      ['/graph/download/%ZZ', undefined],
      ['/graph/view/%ZZ', undefined],
      ['/graph/thumbnails/%ZZ', undefined],
      ['/graph/upload/%ZZ', undefined],
      ['/api/PowerBiToken/%ZZ', idToken],
      ['/api/PowerBiToken/report/InvoiceIntel/xref/%ZZ', idToken],
      ['/powerbi/%ZZ', undefined],
      ['/powerbi/reportEmbed?reportId=%ZZ', undefined],
      ['/powerbi/reports/%ZZ/data', undefined],
      ['/%ZZ', undefined],
    ];
    for (const [path, token] of calls) {
      const response = await get(path, token);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
      if (response.headers.get('content-type')?.startsWith('application/json'))
        expect(((await response.json()) as ErrorBody).error, path).toBeDefined();
      else await response.body?.cancel();
    }
  });
});
