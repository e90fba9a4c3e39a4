import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findClient, SERVER_CLIENT_ID, SERVER_CLIENT_SECRET } from './seed.ts';
import { mintAccessToken, startTestTenant, type TestTenant } from './testing.ts';

// The portal's server reads the clients' libraries app-only (decision 075).
let tenant: TestTenant;
const NORTHWIND = findClient(1001);
const site = () => `${tenant.url}/graph/v1.0/sites/${encodeURIComponent(NORTHWIND?.siteID ?? '')}/drive`;

beforeAll(async () => {
  tenant = await startTestTenant({ today: '2026-11-26' });
}, 180_000);
afterAll(async () => {
  await tenant.close();
});

function askToken(secret: string, grant = 'client_credentials'): Promise<Response> {
  return fetch(`${tenant.issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: grant,
      client_id: SERVER_CLIENT_ID,
      client_secret: secret,
      scope: 'api://local-tenant/.default',
    }),
  });
}

async function appToken(): Promise<string> {
  const response = await askToken(SERVER_CLIENT_SECRET);
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

describe('the server as a confidential client', () => {
  it('gets an app-only token for the Graph audience with Sites.Selected and no person', async () => {
    const claims = decodeJwt(await appToken());
    expect(claims.aud).toBe('api://local-tenant');
    expect(claims['roles']).toEqual(['Sites.Selected']);
    expect(claims['client_id']).toBe(SERVER_CLIENT_ID);
    expect(claims.oid).toBeUndefined();
  });

  it('is refused with a wrong secret', async () => {
    const response = await askToken('not-the-secret');
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: string }).error).toBe('invalid_client');
  });

  it('reads a library: contracts with their fields, and search', async () => {
    const token = await appToken();
    const headers = { authorization: `Bearer ${token}` };
    const listed = await fetch(`${site()}/root:/CONTRACT_LOCKER:/children?$expand=listItem($expand=fields)`, {
      headers,
    });
    expect(listed.status).toBe(200);
    const page = (await listed.json()) as { value: { name: string }[] };
    expect(page.value.length).toBeGreaterThan(0);
    const searched = await fetch(`${site()}/root/search(q='contract')`, { headers });
    expect(searched.status).toBe(200);
  });

  it("is refused every write but a list item's fields with 403", async () => {
    const token = await appToken();
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const response = await fetch(`${site()}/root/children`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'New folder', folder: {} }),
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('accessDenied');
    const upload = await fetch(`${site()}/root:/CONTRACT_LOCKER/x.pdf:/content`, { method: 'PUT', headers, body: 'x' });
    expect(upload.status).toBe(403);
  });

  it("writes a contract's facts for staff (the portal's site grant), with If-Match", async () => {
    const headers = { authorization: `Bearer ${await appToken()}`, 'content-type': 'application/json' };
    const listed = await fetch(`${site()}/root:/CONTRACT_LOCKER:/children?$expand=listItem($expand=fields)`, {
      headers,
    });
    const contract = ((await listed.json()) as { value: { id: string; listItem?: { eTag: string } }[] }).value.find(
      (item) => item.listItem,
    );
    const fields = `${site()}/items/${contract?.id}/listItem/fields`;
    const written = await fetch(fields, {
      method: 'PATCH',
      headers: { ...headers, 'if-match': contract?.listItem?.eTag ?? '' },
      body: JSON.stringify({ Owner: 'Written by the portal' }),
    });
    expect(written.status).toBe(200);
    expect(((await written.json()) as { Owner: string }).Owner).toBe('Written by the portal');
    const stale = await fetch(fields, {
      method: 'PATCH',
      headers: { ...headers, 'if-match': contract?.listItem?.eTag ?? '' },
      body: JSON.stringify({ Owner: 'Stale' }),
    });
    expect(stale.status).toBe(412);
  });

  it('is refused the person-only resources (me)', async () => {
    const response = await fetch(`${tenant.url}/graph/v1.0/me`, {
      headers: { authorization: `Bearer ${await appToken()}` },
    });
    expect(response.status).toBe(403);
  });
});

describe("vendors' RFP files, written by the portal's server (decision 141)", () => {
  const folder = 'RFP_EVENTS/Card processing (e1)/Vendor Co';
  const person = async (email: string) => ({
    authorization: `Bearer ${await mintAccessToken(tenant, email)}`,
  });

  it('makes the folders, stores small and large files, and deletes one', async () => {
    const headers = { authorization: `Bearer ${await appToken()}`, 'content-type': 'application/json' };
    let parent = '';
    for (const name of folder.split('/')) {
      const children = parent ? `${site()}/root:/${encodeURI(parent)}:/children` : `${site()}/root/children`;
      const made = await fetch(children, {
        method: 'POST',
        headers,
        body: JSON.stringify({ name, folder: {}, '@microsoft.graph.conflictBehavior': 'fail' }),
      });
      expect(made.status, name).toBe(201);
      parent = parent ? `${parent}/${name}` : name;
    }
    const small = await fetch(`${site()}/root:/${encodeURI(folder)}/Prices.pdf:/content`, {
      method: 'PUT',
      headers: { authorization: headers.authorization },
      body: '%PDF-1.7',
    });
    expect(small.status).toBe(201);
    const session = await fetch(`${site()}/root:/${encodeURI(folder)}/Plan.pdf:/createUploadSession`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ item: { '@microsoft.graph.conflictBehavior': 'rename' } }),
    });
    expect(session.status).toBe(200);
    const { uploadUrl } = (await session.json()) as { uploadUrl: string };
    const done = await fetch(uploadUrl, {
      method: 'PUT',
      headers: { 'content-range': 'bytes 0-7/8' },
      body: '%PDF-1.7',
    });
    expect(done.status).toBe(201);
    const item = (await done.json()) as { id: string };
    const deleted = await fetch(`${site()}/items/${item.id}`, { method: 'DELETE', headers });
    expect(deleted.status).toBe(204);
  });

  it('is out of everyone else’s sight: staff, the client and a vendor get 404, the root lists no such folder', async () => {
    for (const email of ['ada.admin@efi.test', 'cem.client@northwind.test']) {
      const headers = await person(email);
      const direct = await fetch(`${site()}/root:/${encodeURI(folder)}/Prices.pdf`, { headers });
      expect(direct.status, email).toBe(404);
      const listed = await fetch(`${site()}/root/children`, { headers });
      const names = ((await listed.json()) as { value: { name: string }[] }).value.map((each) => each.name);
      expect(names, email).not.toContain('RFP_EVENTS');
      const found = await fetch(`${site()}/root/search(q='Prices')`, { headers });
      const hits = ((await found.json()) as { value: { name: string }[] }).value.map((each) => each.name);
      expect(hits, email).not.toContain('Prices.pdf');
      const upload = await fetch(`${site()}/root:/${encodeURI(folder)}/Mine.pdf:/content`, {
        method: 'PUT',
        headers,
        body: 'x',
      });
      expect(upload.status, email).toBe(404);
    }
  });
});
