import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findClient } from '../seed.ts';
import { mintAccessToken, startTestTenant, type TestTenant } from '../testing.ts';

let tenant: TestTenant;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'local-tenant-recent-'));
  tenant = await startTestTenant({ dataDir, today: '2026-11-26' });
}, 60_000);
afterAll(async () => {
  await tenant.close();
  await rm(dataDir, { recursive: true, force: true });
});

const site = encodeURIComponent(findClient(1001)?.siteID ?? '');
async function get(query: string, email = 'cem.client@northwind.test') {
  const token = await mintAccessToken(tenant, email);
  return fetch(`${tenant.url}/graph/v1.0/sites/${site}/drive/list/items?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
}

describe('the library’s list items, most recently changed first', () => {
  it('answers the newest first, each with its driveItem, $top of them', async () => {
    const response = await get('$expand=driveItem&$orderby=lastModifiedDateTime desc&$top=5');
    expect(response.status).toBe(200);
    const { value } = (await response.json()) as {
      value: {
        id: string;
        lastModifiedDateTime: string;
        driveItem: { name: string; parentReference: { id: string } };
      }[];
    };
    expect(value).toHaveLength(5);
    const times = value.map((item) => item.lastModifiedDateTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(value[0]?.driveItem.name).toEqual(expect.any(String));
    expect(value[0]?.driveItem.parentReference.id).toEqual(expect.any(String));
  });

  it('refuses an order it does not serve, and another client’s library', async () => {
    expect((await get('$orderby=name')).status).toBe(400);
    expect((await get('$orderby=lastModifiedDateTime desc', 'fiona@fabrikam.test')).status).toBe(403);
  });
});
