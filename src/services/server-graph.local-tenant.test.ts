import { findClient, SERVER_CLIENT_ID, SERVER_CLIENT_SECRET } from '@client-portal/local-tenant';
import { startTestTenant, type TestTenant } from '@client-portal/local-tenant/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerGraph, type ServerGraph } from './server-graph.ts';

// The app-only reads against the local tenant's IdP and Graph stand-in, in their real shapes.
let tenant: TestTenant;
let graph: ServerGraph;
const site = (xref: number) => ({ siteID: findClient(xref)?.siteID ?? '' });

beforeAll(async () => {
  tenant = await startTestTenant({ today: '2026-11-26' });
  graph = createServerGraph({
    graphApi: `${tenant.url}/graph/v1.0`,
    credentials: {
      tokenUrl: `${tenant.issuer}/token`,
      clientId: SERVER_CLIENT_ID,
      clientSecret: SERVER_CLIENT_SECRET,
      scope: 'api://local-tenant/.default',
    },
  });
}, 180_000);
afterAll(async () => {
  await tenant.close();
});

describe('the server reading the local tenant app-only', () => {
  it("lists each client's contracts from CONTRACT_LOCKER and its sub-folders", async () => {
    const northwind = await graph.listContracts(site(1001));
    expect(northwind).toHaveLength(48);
    expect(new Set(northwind.map((contract) => contract.folder)).size).toBeGreaterThan(1);
    expect(northwind.some((contract) => contract.problems.length > 0)).toBe(true);
    expect(northwind.every((contract) => contract.eTag !== null)).toBe(true);
    expect(await graph.listContracts(site(1002))).toHaveLength(5);
    // The first reads wait for the tenant to seed two libraries: seconds on a busy machine, past
    // Vitest's 5 s default (a limit for a hung test, not a timing; decision 041).
  }, 60_000);

  it('searches a library and gives a document’s download address', async () => {
    const [first] = await graph.listContracts(site(1002));
    const hits = await graph.searchDrive(site(1002), first?.fileName?.replace(/\.\w+$/, '') ?? '', { top: 5 });
    expect(hits.map((hit) => hit.id)).toContain(first?.id);
    const address = await graph.downloadUrl(site(1002), first?.id ?? '');
    expect((await fetch(address)).status).toBe(200);
  });

  it("reads a client's logo thumbnail app-only, an image", async () => {
    const logo = await graph.logoThumbnail(site(1001));
    expect(logo?.name).toBe('northwind.png');
    const image = await fetch(logo?.url ?? '');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
  });
});

describe("the server storing vendors' RFP files app-only (decision 141)", () => {
  const folder = 'RFP_EVENTS/Card processing services (e2)/Vendor Co';

  it('makes the folders, stores a small file and a large one in fragments, and deletes', async () => {
    const small = new TextEncoder().encode('%PDF-1.7 small');
    const first = await graph.uploadFile(site(1003), folder, 'Prices.pdf', small);
    expect(first.name).toBe('Prices.pdf');
    // The same name again: Graph's rename, the first kept.
    const again = await graph.uploadFile(site(1003), folder, 'Prices.pdf', small);
    expect(again.name).toBe('Prices 1.pdf');
    const large = new Uint8Array(6 * 1024 * 1024).fill(0x41);
    const stored = await graph.uploadFile(site(1003), folder, 'Plan.pdf', large);
    const download = await fetch(await graph.downloadUrl(site(1003), stored.id));
    expect((await download.arrayBuffer()).byteLength).toBe(large.byteLength);
    await graph.deleteItem(site(1003), stored.id);
    await expect(graph.downloadUrl(site(1003), stored.id)).rejects.toMatchObject({ status: 404 });
    // Already gone: no failure.
    await graph.deleteItem(site(1003), stored.id);
  }, 60_000);

  it('is refused a write anywhere else', async () => {
    await expect(
      graph.uploadFile(site(1003), 'CONTRACT_LOCKER', 'Planted.pdf', new TextEncoder().encode('%PDF')),
    ).rejects.toMatchObject({ status: 403 });
  });
});
