import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFaultSwitches } from './fault-switches.ts';
import type { StandIn } from './faults.ts';
import { REPORT_IDS } from './reports/routes.ts';
import { seedClients } from './seed.ts';
import { startSignedInTestTenant, startTestTenant, type TestTenant } from './testing.ts';

let tenant: TestTenant;
let idToken: string;
let accessToken: string;
/** An export job of the vendor report, started before any fault. */
let exportId: string;

beforeAll(async () => {
  ({ tenant, idToken, accessToken } = await startSignedInTestTenant('ada.admin@efi.test'));
  const started = await fetch(`${tenant.url}/api/PowerBiToken/report/VendorIntel/ExportTo`, {
    method: 'POST',
    headers: { authorization: `Bearer ${idToken}`, origin: tenant.portalOrigin, 'content-type': 'application/json' },
    body: JSON.stringify({ format: 'PDF' }),
  });
  exportId = ((await started.json()) as { id: string }).id;
  // Its status answers 200 once it has finished (202 while it runs, Retry-After a second).
  for (;;) {
    const status = await fetch(`${tenant.url}/api/PowerBiToken/exports/${exportId}`, {
      headers: { authorization: `Bearer ${idToken}`, origin: tenant.portalOrigin },
    });
    await status.arrayBuffer();
    if (status.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
});
afterAll(() => tenant.close());

const setFaults = (text: string) => fetch(`${tenant.url}/_faults`, { method: 'PUT', body: text });
afterEach(async () => {
  await fetch(`${tenant.url}/_faults`, { method: 'DELETE' });
});

/** One ordinary request of each stand-in (200 when nothing is wrong), and how it words an error. */
const STAND_INS: Record<StandIn, { path: () => string; token?: () => string; error: (body: unknown) => void }> = {
  idp: {
    path: () => '/idp/.well-known/openid-configuration',
    error: (body) => expect(body).toEqual({ error: expect.any(String), error_description: expect.any(String) }),
  },
  'auth-api': {
    path: () => '/auth-api/?serverName=Engage&serviceName=app_data.engage_db_name_get',
    token: () => idToken,
    error: (body) => expect(body).toEqual({ error: { code: expect.any(String), message: expect.any(String) } }),
  },
  graph: {
    path: () => '/graph/v1.0/me',
    token: () => accessToken,
    error: (body) =>
      expect(body).toEqual({
        error: { code: expect.any(String), message: expect.any(String), innerError: expect.any(Object) },
      }),
  },
  'reports-api': {
    path: () => '/api/PowerBiToken/report/VendorIntel',
    token: () => idToken,
    error: (body) => expect(body).toEqual({ error: { code: expect.any(String), message: expect.any(String) } }),
  },
  'report-export': {
    // A finished export (see beforeAll).
    path: () => `/api/PowerBiToken/exports/${exportId}`,
    token: () => idToken,
    error: (body) => expect(body).toEqual({ error: { code: expect.any(String), message: expect.any(String) } }),
  },
  'report-host': {
    path: () => `/powerbi/reportEmbed?reportId=${REPORT_IDS.InvoiceIntel}`,
    error: (body) => expect(body).toEqual({ error: { code: expect.any(String), message: expect.any(String) } }),
  },
};

function call(standIn: StandIn, init: RequestInit = {}) {
  const { path, token } = STAND_INS[standIn];
  return fetch(`${tenant.url}${path()}`, {
    ...init,
    headers: {
      origin: tenant.portalOrigin,
      ...(token ? { authorization: `Bearer ${token()}` } : {}),
      ...(init.headers as Record<string, string>),
    },
  });
}

const preflight = (standIn: StandIn) =>
  call(standIn, {
    method: 'OPTIONS',
    headers: { 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
  });

describe.each(Object.keys(STAND_INS) as StandIn[])('the %s stand-in', (standIn) => {
  it('answers as usual without faults', async () => {
    expect((await call(standIn)).status).toBe(200);
  });

  it('down: closes the connection without an answer, preflights included', async () => {
    expect((await setFaults(`${standIn}:down`)).status).toBe(204);
    await expect(call(standIn)).rejects.toThrow(TypeError);
    await expect(preflight(standIn)).rejects.toThrow(TypeError);
  });

  it('slow=MS: answers as usual, MS later', async () => {
    expect((await setFaults(`${standIn}:slow=400`)).status).toBe(204);
    const started = Date.now();
    expect((await call(standIn)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(398);
  });

  it('slow=MS: answers preflights without waiting', async () => {
    // Ten minutes: a preflight that waited would outlast the test's own limit.
    expect((await setFaults(`${standIn}:slow=600000`)).status).toBe(204);
    expect((await preflight(standIn)).status).toBeLessThan(500);
  });

  for (const [fault, status] of [
    ['500', 500],
    ['401', 401],
    ['429', 429],
  ] as const) {
    it(`${fault}: answers ${status} at once, in its own envelope, readable by the portal`, async () => {
      expect((await setFaults(`${standIn}:${fault}`)).status).toBe(204);
      const response = await call(standIn);
      expect(response.status).toBe(status);
      expect(response.headers.get('access-control-allow-origin')).toBe(tenant.portalOrigin);
      expect(response.headers.get('access-control-expose-headers')).toContain('retry-after');
      STAND_INS[standIn].error(await response.json());
      if (status === 429) expect(response.headers.get('retry-after')).toBe('1');
      // The preflight still passes, so that the browser gets to read the answer.
      expect((await preflight(standIn)).status).toBeLessThan(500);
    });
  }

  it('429=SECONDS: says when to retry', async () => {
    expect((await setFaults(`${standIn}:429=7`)).status).toBe(204);
    const response = await call(standIn);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('7');
    await response.arrayBuffer();
  });
});

describe('graph:507', () => {
  it('answers what adds content with 507 quotaLimitReached, and lets reads, renames and deletes pass', async () => {
    await setFaults('graph:507');
    expect((await call('graph')).status).toBe(200);
    const uploadsId = seedClients[0]?.LibraryUploadID;
    const site = encodeURIComponent(seedClients[0]?.siteID ?? '');
    const drive = `${tenant.url}/graph/v1.0/sites/${site}/drive`;
    const headers = { authorization: `Bearer ${accessToken}`, origin: tenant.portalOrigin };
    const upload = await fetch(`${drive}/items/${uploadsId}:/full.txt:/content`, { method: 'PUT', headers, body: 'x' });
    expect(upload.status).toBe(507);
    expect(upload.headers.get('access-control-allow-origin')).toBe(tenant.portalOrigin);
    const body = (await upload.json()) as { error: { code: string; message: string } };
    expect(body.error).toMatchObject({ code: 'quotaLimitReached', message: expect.stringContaining('graph:507') });
    const folder = await fetch(`${drive}/root/children`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Full', folder: {} }),
    });
    expect(folder.status).toBe(507);
    const missing = await fetch(`${drive}/items/01NOSUCHITEM`, { method: 'DELETE', headers });
    expect(missing.status).toBe(404);
  });
});

describe('/_faults', () => {
  it('leaves the other stand-ins and /health alone', async () => {
    await setFaults('graph:500,idp:down');
    expect((await call('graph')).status).toBe(500);
    expect((await call('auth-api')).status).toBe(200);
    expect((await fetch(`${tenant.url}/health`)).status).toBe(200);
  });

  it('answers the faults in force as text, replaces them with PUT and clears them with DELETE', async () => {
    await setFaults('reports-api:slow=3000 graph:429');
    expect(await (await fetch(`${tenant.url}/_faults`)).text()).toBe('graph:429,reports-api:slow=3000\n');
    await setFaults('idp:500');
    expect(await (await fetch(`${tenant.url}/_faults`)).text()).toBe('idp:500\n');
    expect((await fetch(`${tenant.url}/_faults`, { method: 'DELETE' })).status).toBe(204);
    expect(await (await fetch(`${tenant.url}/_faults`)).text()).toBe('\n');
  });

  it('refuses a malformed text with 400 naming the bad part, and keeps the faults it had', async () => {
    await setFaults('graph:500');
    const response = await setFaults('graph:429,auth-api:sloow=5');
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('invalidFaults');
    expect(error.message).toContain("'auth-api:sloow=5'");
    expect(await (await fetch(`${tenant.url}/_faults`)).text()).toBe('graph:500\n');
    expect((await fetch(`${tenant.url}/_faults`, { method: 'POST', body: 'graph:500' })).status).toBe(405);
  });

  it('answers requests from this machine only', async () => {
    const switches = createFaultSwitches({}, tenant.portalOrigin);
    const answered: { status?: number; body?: string | undefined } = {};
    const res = {
      writeHead(status: number) {
        answered.status = status;
        return this;
      },
      end(body?: string) {
        answered.body = body;
      },
    } as unknown as ServerResponse;
    const req = { method: 'GET', socket: { remoteAddress: '192.0.2.2' }, headers: {} } as unknown as IncomingMessage;
    await switches.control(req, res);
    expect(answered.status).toBe(403);
    expect(answered.body).toContain('this machine only');
  });
});

describe('TENANT_FAULTS', () => {
  it('sets the faults at start, and a bad one stops the start naming the bad part', async () => {
    const faulty = await startTestTenant({ faults: 'auth-api:401' });
    try {
      expect(await (await fetch(`${faulty.url}/_faults`)).text()).toBe('auth-api:401\n');
    } finally {
      await faulty.close();
    }
    await expect(startTestTenant({ faults: 'graph:teapot' })).rejects.toThrow("The faults option: 'graph:teapot'");
  });
});
