import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findClient, type SeedClient } from '../seed.ts';
import { mintAccessToken, startTestTenant, type TestTenant } from '../testing.ts';
import { seedBenchmarkContracts } from './benchmark-contracts.ts';
import { BENCHMARK_FOLDER, planContracts } from './contracts.ts';
import { fieldsPathOf, openFields } from './fields.ts';
import { siteKeyOf } from './ids.ts';
import { driveRootOf, drivesDir } from './store.ts';

const TODAY = '2026-11-26';
let tenant: TestTenant;
let dataDir: string;

function client(xref: number): SeedClient {
  const found = findClient(xref);
  if (!found) throw new Error(`No seed client ${xref}`);
  return found;
}
const NORTHWIND = client(1001);
const FABRIKAM = client(1002);
const CONTOSO = client(1003);
const site = (c: SeedClient) => `sites/${encodeURIComponent(c.siteID)}/drive`;

// The tenant's data folder outlives one tenant: the edits must still be there after a restart.
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'local-tenant-contracts-'));
  tenant = await startTestTenant({ dataDir, today: TODAY });
}, 60_000);
afterAll(async () => {
  await tenant.close();
  await rm(dataDir, { recursive: true, force: true });
});

type Fields = Record<string, unknown> & { '@odata.etag': string };
interface ListItem {
  id: string;
  eTag: string;
  '@odata.etag': string;
  contentType: { id: string; name: string };
  fields?: Fields;
}
interface Item {
  id: string;
  name: string;
  folder?: { childCount: number };
  file?: unknown;
  listItem?: ListItem;
}
interface Page {
  '@odata.nextLink'?: string;
  value: Item[];
}

async function graph(resource: string, email = 'ada.admin@efi.test', init: RequestInit = {}) {
  const token = await mintAccessToken(tenant, email);
  const url = resource.startsWith('http') ? resource : `${tenant.url}/graph/v1.0/${resource}`;
  return fetch(url, { ...init, headers: { authorization: `Bearer ${token}`, ...(init.headers ?? {}) } });
}

async function json<T>(resource: string, email?: string): Promise<T> {
  const response = await graph(resource, email);
  if (response.status !== 200) throw new Error(`${resource} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Every file under CONTRACT_LOCKER with its list item, walking sub-folders and following nextLink. */
async function contractLocker(c: SeedClient, top = 7) {
  const files: Item[] = [];
  let pages = 0;
  const folders = [`${site(c)}/root:/CONTRACT_LOCKER:/children?$expand=listItem($expand=fields)&$top=${top}`];
  for (let next = folders.pop(); next !== undefined; next = folders.pop()) {
    let link: string | undefined = next;
    while (link) {
      const page: Page = await json<Page>(link);
      pages++;
      for (const item of page.value) {
        if (item.folder)
          folders.push(`${site(c)}/items/${item.id}/children?$expand=listItem($expand=fields)&$top=${top}`);
        else files.push(item);
      }
      link = page['@odata.nextLink'];
    }
  }
  return { files, pages };
}

const contractsOf = (files: Item[]) => files.filter((file) => file.listItem?.contentType.name === 'Contract');

describe('the contract locker through Graph', () => {
  it("lists each client's contracts with their list items and fields, paged by $top", async () => {
    const { files, pages } = await contractLocker(NORTHWIND);
    expect(pages).toBeGreaterThan(7);
    expect(contractsOf(files)).toHaveLength(48);
    const spreadsheet = files.find((file) => file.name === 'Contract register.xlsx');
    expect(spreadsheet?.listItem?.contentType).toEqual({ id: '0x0101', name: 'Document' });
    expect(contractsOf((await contractLocker(FABRIKAM)).files)).toHaveLength(5);
    expect(contractsOf((await contractLocker(CONTOSO)).files)).toHaveLength(14);
  });

  it("gives a contract's list item Graph's shape: id, eTag, content type, fields with @odata.etag", async () => {
    const [contract] = contractsOf((await contractLocker(FABRIKAM)).files);
    expect(contract?.listItem).toMatchObject({
      id: expect.stringMatching(/^\d+$/),
      eTag: expect.stringMatching(/^"[0-9a-f-]{36},1"$/),
      contentType: { id: expect.stringMatching(/^0x0101/), name: 'Contract' },
      fields: {
        FileLeafRef: contract?.name,
        Vendor: expect.any(String),
        Title: expect.any(String),
        Category: expect.any(String),
        StartDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT00:00:00Z$/),
        EndDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT00:00:00Z$/),
        NoticePeriodDays: expect.any(Number),
        AutoRenew: expect.any(Boolean),
        AnnualValue: expect.any(Number),
        Currency: expect.stringMatching(/^[A-Z]{3}$/),
        Owner: expect.any(String),
        Status: expect.stringMatching(/^(Draft|Active|Expired|Terminated)$/),
        ContentType: 'Contract',
      },
    });
    expect(contract?.listItem?.fields?.['@odata.etag']).toBe(contract?.listItem?.eTag);
  });

  it('seeds deadlines in every bucket around the seeding day, some currencies besides dollars, and a few bad facts', async () => {
    const plan = planContracts(NORTHWIND, TODAY);
    const buckets = new Set<string>();
    for (const { fields } of plan) {
      if (typeof fields['EndDate'] !== 'string') continue;
      const notice =
        fields['AutoRenew'] === true && typeof fields['NoticePeriodDays'] === 'number' ? fields['NoticePeriodDays'] : 0;
      const left = (Date.parse(fields['EndDate']) - Date.parse(`${TODAY}T00:00:00Z`)) / 86_400_000 - notice;
      buckets.add(left < 0 ? 'overdue' : left <= 30 ? 'within30' : left <= 90 ? 'within90' : 'later');
    }
    expect([...buckets].sort()).toEqual(['later', 'overdue', 'within30', 'within90']);
    expect(new Set(plan.map(({ fields }) => fields['Currency']))).toEqual(new Set(['USD', 'EUR', 'GBP', 'TRY']));
    expect(plan.filter(({ fields }) => fields['EndDate'] === null)).toHaveLength(1);
    expect(plan.filter(({ fields }) => fields['NoticePeriodDays'] === 'abc')).toHaveLength(1);
    expect(
      plan.filter(({ fields }) => typeof fields['AnnualValue'] === 'number' && fields['AnnualValue'] < 0),
    ).toHaveLength(1);
    expect(planContracts(NORTHWIND, TODAY)).toEqual(plan);
    // Each document its own facts: no two planned under one name.
    expect(new Set(plan.map(({ path }) => path)).size).toBe(plan.length);
  });

  it("gives Vera Vendor's organisation contracts with Contoso Bank, and only Contoso Bank", async () => {
    const contoso = planContracts(CONTOSO, TODAY).filter(({ fields }) => fields['Vendor'] === 'Vendor Co');
    expect(contoso).toHaveLength(2);
    expect(contoso.every(({ path }) => path.startsWith('CONTRACT_LOCKER/'))).toBe(true);
    expect(planContracts(NORTHWIND, TODAY).some(({ fields }) => fields['Vendor'] === 'Vendor Co')).toBe(false);
  });

  it('reads one item with its list item expanded, the list item alone, and its fields alone', async () => {
    const [contract] = contractsOf((await contractLocker(FABRIKAM)).files);
    const id = contract?.id ?? '';
    const item = await json<Item>(`${site(FABRIKAM)}/items/${id}?$expand=listItem($expand=fields)`);
    expect(item.listItem?.fields).toEqual(contract?.listItem?.fields);
    const listItem = await json<ListItem & { '@odata.context': string }>(
      `${site(FABRIKAM)}/items/${id}/listItem?$expand=fields`,
    );
    expect(listItem.fields).toEqual(contract?.listItem?.fields);
    const fields = await json<Fields & { '@odata.context': string }>(`${site(FABRIKAM)}/items/${id}/listItem/fields`);
    expect(fields['@odata.context']).toMatch(/\/listItem\/fields\/\$entity$/);
    const { '@odata.context': _, ...rest } = fields;
    expect(rest).toEqual(contract?.listItem?.fields);
    const bare = await json<Item>(`${site(FABRIKAM)}/items/${id}?$expand=listItem`);
    expect(bare.listItem?.id).toBe(contract?.listItem?.id);
    expect(bare.listItem?.fields).toBeUndefined();
  });

  it('refuses an $expand it does not serve', async () => {
    const response = await graph(`${site(FABRIKAM)}/root/children?$expand=permissions`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('invalidRequest');
  });
});

describe('editing the facts of a contract', () => {
  let id: string;
  let eTag: string;
  const fieldsOf = () => `${site(NORTHWIND)}/items/${id}/listItem/fields`;
  const patch = (body: unknown, headers: Record<string, string> = {}, email?: string) =>
    graph(fieldsOf(), email, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    const [contract] = contractsOf((await contractLocker(NORTHWIND)).files);
    id = contract?.id ?? '';
    eTag = contract?.listItem?.eTag ?? '';
  });

  it('takes a partial fieldValueSet with the current eTag and answers the whole fieldValueSet, eTag raised', async () => {
    const response = await patch(
      { EndDate: '2028-03-31T00:00:00Z', NoticePeriodDays: 90, Owner: 'Marco Rossi' },
      { 'if-match': eTag },
    );
    expect(response.status).toBe(200);
    const fields = (await response.json()) as Fields;
    expect(fields).toMatchObject({
      EndDate: '2028-03-31T00:00:00Z',
      NoticePeriodDays: 90,
      Owner: 'Marco Rossi',
      Vendor: expect.any(String),
    });
    expect(fields['@odata.etag']).toBe(eTag.replace(/,1"$/, ',2"'));
    expect(response.headers.get('etag')).toBe(fields['@odata.etag']);
  });

  it("refuses a stale eTag with 412 and Graph's error, changing nothing", async () => {
    const response = await patch({ Owner: 'Someone else' }, { 'if-match': eTag });
    expect(response.status).toBe(412);
    const body = (await response.json()) as { error: { code: string; message: string; innerError: object } };
    expect(body.error).toMatchObject({ code: 'resourceModified', message: expect.stringContaining('eTag') });
    expect((await json<Fields>(fieldsOf()))['Owner']).toBe('Marco Rossi');
  });

  it('writes without If-Match (last writer wins, as Graph does)', async () => {
    const response = await patch({ Status: 'Terminated' });
    expect(response.status).toBe(200);
    expect(((await response.json()) as Fields)['@odata.etag']).toMatch(/,3"$/);
  });

  it('refuses unknown and read-only fields and values of the wrong kind with 400', async () => {
    for (const [body, message] of [
      [{ Colour: 'red' }, "Field 'Colour' is not recognized"],
      [{ Modified: '2026-01-01T00:00:00Z' }, "Field 'Modified' is read-only"],
      [{ NoticePeriodDays: 'abc' }, "Invalid value for field 'NoticePeriodDays'"],
      [{ Status: 'Signed' }, "Invalid value for field 'Status'"],
      [{ EndDate: 'tomorrow' }, "Invalid value for field 'EndDate'"],
    ] as const) {
      const response = await patch(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { error: { code: string; message: string } }).error).toMatchObject({
        code: 'invalidRequest',
        message,
      });
    }
  });

  it("refuses the client's own people (read only) and people of another client", async () => {
    expect((await patch({ Owner: 'Cem' }, {}, 'cem.client@northwind.test')).status).toBe(403);
    expect((await patch({ Owner: 'Fiona' }, {}, 'fiona@fabrikam.test')).status).toBe(403);
    expect((await graph(fieldsOf(), 'fiona@fabrikam.test')).status).toBe(403);
    expect((await json<Fields>(fieldsOf(), 'cem.client@northwind.test'))['Owner']).toBe('Marco Rossi');
  });

  it('keeps the edits across a restart of the tenant', async () => {
    await tenant.close();
    tenant = await startTestTenant({ dataDir, today: '2030-01-01' });
    const fields = await json<Fields>(fieldsOf());
    expect(fields).toMatchObject({ EndDate: '2028-03-31T00:00:00Z', Status: 'Terminated', Owner: 'Marco Rossi' });
    expect(fields['@odata.etag']).toMatch(/,3"$/);
  }, 60_000);
});

describe('the benchmark register', () => {
  it("adds thousands of contracts to Contoso Bank's locker once, with their fields", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'local-tenant-bench-'));
    try {
      const first = await seedBenchmarkContracts(dir, 1200, TODAY);
      expect(first.written).toBe(1200);
      expect(await readdir(path.join(driveRootOf(dir, CONTOSO.siteID), ...BENCHMARK_FOLDER.split('/')))).toHaveLength(
        1200,
      );
      const fields = openFields(fieldsPathOf(drivesDir(dir), siteKeyOf(CONTOSO.siteID)));
      const all = await readdir(path.join(driveRootOf(dir, CONTOSO.siteID), ...BENCHMARK_FOLDER.split('/')));
      const last = await fields.get(`${BENCHMARK_FOLDER}/${all.sort().at(-1)}`);
      expect(last?.fields).toMatchObject({
        ContentType: 'Contract',
        Vendor: expect.any(String),
        EndDate: expect.any(String),
      });
      expect((await seedBenchmarkContracts(dir, 1200, TODAY)).written).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
