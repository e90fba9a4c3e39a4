import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findClient, type SeedClient } from '../seed.ts';
import { mintAccessToken, startTestTenant, type TestTenant } from '../testing.ts';
import { createLinks, loadLinkSecret } from './links.ts';

let tenant: TestTenant;

beforeAll(async () => {
  tenant = await startTestTenant({ largeFolderItems: 450 });
});
afterAll(() => tenant.close());

function client(xref: number): SeedClient {
  const found = findClient(xref);
  if (!found) throw new Error(`No seed client ${xref}`);
  return found;
}
const NORTHWIND = client(1001);
const FABRIKAM = client(1002);
const CONTOSO = client(1003);

interface DriveItem {
  id: string;
  name: string;
  size: number;
  createdDateTime: string;
  lastModifiedDateTime: string;
  eTag: string;
  cTag: string;
  webUrl: string;
  createdBy?: { user: { displayName: string; email: string } };
  lastModifiedBy?: { user: { displayName: string; email: string } };
  parentReference: { driveType: string; driveId: string; id?: string; path?: string; siteId?: string };
  file?: { mimeType: string; hashes: { quickXorHash: string } };
  folder?: { childCount: number };
  '@microsoft.graph.downloadUrl'?: string;
  thumbnails?: { id: string; small: Thumbnail; medium: Thumbnail; large: Thumbnail }[];
}
interface Thumbnail {
  url: string;
  width: number;
  height: number;
}
interface Page {
  '@odata.context': string;
  '@odata.nextLink'?: string;
  value: DriveItem[];
}
interface GraphErrorBody {
  error: { code: string; message: string; innerError: { date: string; 'request-id': string } };
}

async function graph(path: string, email = 'ada.admin@efi.test', init: RequestInit = {}) {
  const token = await mintAccessToken(tenant, email);
  const url = path.startsWith('http') ? path : `${tenant.url}/graph/v1.0/${path}`;
  return fetch(url, { ...init, headers: { authorization: `Bearer ${token}`, ...(init.headers ?? {}) } });
}

async function json<T>(path: string, email?: string): Promise<T> {
  const response = await graph(path, email);
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Follows `@odata.nextLink` to the end; returns all items and the number of pages. */
async function allPages(path: string, email?: string) {
  const items: DriveItem[] = [];
  let next: string | undefined = path;
  let pages = 0;
  while (next) {
    const page: Page = await json<Page>(next, email);
    items.push(...page.value);
    pages++;
    next = page['@odata.nextLink'];
    if (pages > 100) throw new Error('Too many pages');
  }
  return { items, pages };
}

const site = (c: SeedClient) => `sites/${encodeURIComponent(c.siteID)}/drive`;

describe('listing', () => {
  it('lists the root with the reserved folders and Graph driveItem fields', async () => {
    const page = await json<Page>(`${site(NORTHWIND)}/root/children?$expand=thumbnails`);
    expect(page['@odata.context']).toBe(
      `${tenant.url}/graph/v1.0/$metadata#sites('${NORTHWIND.siteID}')/drive/root/children`,
    );
    const names = page.value.map((item) => item.name);
    for (const reserved of ['General', 'CONTRACT_LOCKER', 'INVOICE_INTEL', 'PORTAL', 'Uploads'])
      expect(names).toContain(reserved);
    expect(names).toEqual(expect.arrayContaining(['Contracts', 'Invoices', 'Reports', 'Vendors', 'Benchmarks']));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));

    const folder = page.value.find((item) => item.name === 'Contracts');
    expect(folder).toMatchObject({
      id: expect.stringMatching(/^[A-Z0-9]{32}$/),
      folder: { childCount: 3 },
      parentReference: {
        driveType: 'documentLibrary',
        driveId: expect.stringMatching(/^b!/),
        id: NORTHWIND.parentID,
        path: '/drive/root:',
        siteId: NORTHWIND.siteID,
      },
      thumbnails: [],
    });
    expect(folder?.file).toBeUndefined();
    expect(folder?.size).toBeGreaterThan(0);

    const file = page.value.find((item) => item.name === 'Engagement letter.pdf');
    expect(file).toMatchObject({
      id: expect.stringMatching(/^01[A-Z2-7]{30}$/),
      size: expect.any(Number),
      createdDateTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      lastModifiedDateTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      eTag: expect.stringMatching(/^"\{[0-9A-F-]{36}\},\d+"$/),
      cTag: expect.stringMatching(/^"c:\{[0-9A-F-]{36}\},\d+"$/),
      webUrl: expect.stringMatching(new RegExp(`^${tenant.url}/graph/view/`)),
      createdBy: { user: { displayName: expect.any(String), email: expect.stringContaining('@') } },
      file: { mimeType: 'application/pdf', hashes: { quickXorHash: expect.stringMatching(/^[A-Za-z0-9+/]{27}=$/) } },
      '@microsoft.graph.downloadUrl': expect.stringMatching(new RegExp(`^${tenant.url}/graph/download/`)),
    });
    expect(file?.thumbnails?.[0]).toMatchObject({
      id: '0',
      small: { width: 74, height: 96 },
      medium: { width: 136, height: 176 },
      large: { width: 618, height: 800 },
    });
  });

  it('omits lastModifiedBy on some files', async () => {
    const { items } = await allPages(`${site(NORTHWIND)}/root:/Vendors/Acme Office Supply:/children`);
    const everything = [
      ...items,
      ...(await allPages(`${site(NORTHWIND)}/root:/Invoices/2025/06 June:/children`)).items,
      ...(await allPages(`${site(NORTHWIND)}/root:/Contracts/2025:/children`)).items,
      ...(await allPages(`${site(CONTOSO)}/root:/Contracts/2025:/children`)).items,
    ];
    expect(everything.some((item) => item.file && !item.lastModifiedBy)).toBe(true);
    expect(everything.some((item) => item.lastModifiedBy?.user.displayName)).toBe(true);
  });

  it('lists items/{id}/children, and the client parentID resolves to the root', async () => {
    const root = await json<Page>(`${site(NORTHWIND)}/root/children`);
    const byParent = await json<Page>(`${site(NORTHWIND)}/items/${NORTHWIND.parentID}/children`);
    expect(byParent.value.map((item) => item.id)).toEqual(root.value.map((item) => item.id));

    const reports = root.value.find((item) => item.name === 'Reports');
    const children = await json<Page>(`${site(NORTHWIND)}/items/${reports?.id}/children`);
    expect(children.value.map((item) => item.name)).toContain('Charts');
    for (const child of children.value) {
      expect(child.parentReference).toMatchObject({ id: reports?.id, path: '/drive/root:/Reports' });
      const single = await json<DriveItem>(`${site(NORTHWIND)}/items/${child.id}`);
      expect(single.name).toBe(child.name);
    }
  });

  it('answers items/root like root', async () => {
    const root = await json<Page>(`${site(NORTHWIND)}/items/root/children`);
    expect(root.value.map((item) => item.name)).toContain('PORTAL');
    expect((await json<DriveItem>(`${site(NORTHWIND)}/items/root`)).id).toBe(NORTHWIND.parentID);
  });

  it('gives folders a webUrl that shows their contents', async () => {
    const folder = await json<DriveItem>(`${site(NORTHWIND)}/root:/Reports`);
    const page = await fetch(folder.webUrl);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('Charts/');
    expect(html).toContain('Savings tracker.csv');
  });

  it('gives the Uploads folder the LibraryUploadID as its id', async () => {
    const uploads = await json<DriveItem>(`${site(NORTHWIND)}/root:/Uploads`);
    expect(uploads.id).toBe(NORTHWIND.LibraryUploadID);
    const byId = await json<DriveItem>(`${site(NORTHWIND)}/items/${NORTHWIND.LibraryUploadID}`);
    expect(byId.name).toBe('Uploads');
  });

  it('serves Fabrikam, whose parentID (a GUID) is not an item: its root has an id of its own', async () => {
    const root = await json<DriveItem>(`${site(FABRIKAM)}/root`, 'fiona@fabrikam.test');
    expect(root.id).toMatch(/^01[A-Z2-7]{30}$/);
    expect(root).toMatchObject({ name: 'root', folder: { childCount: expect.any(Number) } });
    const page = await json<Page>(`${site(FABRIKAM)}/root/children`, 'fiona@fabrikam.test');
    expect(page.value.map((item) => item.name)).toContain('PORTAL');
    const missing = await graph(`${site(FABRIKAM)}/items/${FABRIKAM.parentID}/children`, 'fiona@fabrikam.test');
    expect(missing.status).toBe(404);
  });

  it('addresses by path, with URL-encoded segments, and gives the logo thumbnails', async () => {
    const logo = await json<Page>(`${site(NORTHWIND)}/root:/PORTAL/assets/logo:/children?$expand=thumbnails`);
    expect(logo.value).toHaveLength(1);
    const [item] = logo.value;
    expect(item?.name).toBe(NORTHWIND.logo_path);
    const large = item?.thumbnails?.[0]?.large;
    expect(large).toMatchObject({ width: 256, height: 256, url: expect.stringMatching(/^http:\/\/localhost:\d+\//) });
    const picture = await fetch(large?.url ?? '');
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await picture.arrayBuffer());
    expect(bytes.readUInt32BE(16)).toBe(256);

    const small = await fetch(item?.thumbnails?.[0]?.small.url ?? '');
    expect(Buffer.from(await small.arrayBuffer()).readUInt32BE(16)).toBe(96);

    const encoded = await json<Page>(`${site(NORTHWIND)}/root:/Reports/Charts:/children`);
    const spaced = await json<Page>(
      `${site(NORTHWIND)}/root:/${encodeURIComponent('Reports')}/${encodeURIComponent('Charts')}:/children`,
    );
    expect(spaced.value.map((i) => i.id)).toEqual(encoded.value.map((i) => i.id));
    const single = await json<DriveItem>(
      `${site(NORTHWIND)}/root:/Vendors/${encodeURIComponent('Acme Office Supply')}/W-9.pdf`,
    );
    expect(single.name).toBe('W-9.pdf');
    const relative = await json<Page>(`${site(NORTHWIND)}/items/${NORTHWIND.parentID}:/PORTAL/assets:/children`);
    expect(relative.value.map((i) => i.name)).toEqual(['logo']);
  });

  it('serves a PDF thumbnail as a PNG page', async () => {
    const item = await json<DriveItem>(`${site(NORTHWIND)}/root:/Engagement letter.pdf?$expand=thumbnails`);
    const response = await fetch(item.thumbnails?.[0]?.medium.url ?? '');
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await response.arrayBuffer());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([136, 176]);
  });
});

describe('paging', () => {
  it('follows @odata.nextLink with $top=5 to the full set', async () => {
    const all = await json<Page>(`${site(NORTHWIND)}/root:/Vendors:/children`);
    const first = await json<Page>(`${site(NORTHWIND)}/root/children?$top=5&$expand=thumbnails`);
    expect(first.value).toHaveLength(5);
    const next = first['@odata.nextLink'] ?? '';
    expect(next).toMatch(new RegExp(`^${tenant.url}/graph/v1.0/sites/.+/drive/root/children\\?`));
    expect(next).toContain('$top=5');
    expect(next).toContain('$expand=thumbnails');
    expect(next).toContain('$skiptoken=');

    const paged = await allPages(`${site(NORTHWIND)}/root/children?$top=5`);
    const whole = await json<Page>(`${site(NORTHWIND)}/root/children`);
    expect(paged.items.map((i) => i.id)).toEqual(whole.value.map((i) => i.id));
    expect(paged.pages).toBe(Math.ceil(whole.value.length / 5));
    expect(all['@odata.nextLink']).toBeUndefined();
  });

  it('pages a folder of more than 200 items without $top (default page 200)', async () => {
    const { items, pages } = await allPages(`${site(NORTHWIND)}/root:/Benchmarks/Large folder:/children`);
    expect(items).toHaveLength(450);
    expect(pages).toBe(3);
    expect(new Set(items.map((item) => item.id)).size).toBe(450);
    expect(items[0]?.name).toBe('Item 00001.csv');
  });

  it('refuses a $top out of range and a forged $skiptoken', async () => {
    for (const query of ['$top=0', '$top=1000', '$top=abc', '$skiptoken=nonsense'])
      expect((await graph(`${site(NORTHWIND)}/root/children?${query}`)).status).toBe(400);
  });
});

describe('download URLs', () => {
  it('download without a token, with the right headers', async () => {
    const item = await json<DriveItem>(`${site(NORTHWIND)}/root:/Reports/Spend analysis 2026.xlsx`);
    const response = await fetch(item['@microsoft.graph.downloadUrl'] ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Spend analysis 2026.xlsx"; filename*=UTF-8''Spend%20analysis%202026.xlsx`,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length).toBe(item.size);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');

    const partial = await fetch(item['@microsoft.graph.downloadUrl'] ?? '', { headers: { range: 'bytes=0-1' } });
    expect(partial.status).toBe(206);
    expect(await partial.text()).toBe('PK');
  });

  it('views a PDF inline through webUrl', async () => {
    const item = await json<DriveItem>(`${site(NORTHWIND)}/root:/Engagement letter.pdf`);
    const response = await fetch(item.webUrl);
    expect(response.headers.get('content-disposition')).toMatch(/^inline;/);
    expect((await response.text()).startsWith('%PDF-')).toBe(true);
  });

  it('refuses expired and tampered links', async () => {
    const item = await json<DriveItem>(`${site(NORTHWIND)}/root:/Engagement letter.pdf`);
    const url = new URL(item['@microsoft.graph.downloadUrl'] ?? '');
    const token = url.pathname.split('/').pop() ?? '';
    const [payload = '', signature = ''] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;

    const links = createLinks(await loadLinkSecret(tenant.dataDir));
    const expired = links.sign({ s: String(claims['s']), p: String(claims['p']), k: 'd' }, -1);
    const otherFile = Buffer.from(JSON.stringify({ ...claims, p: 'Reports/Savings tracker.csv' })).toString(
      'base64url',
    );
    const forged = `${otherFile}.${signature}`;
    const later = Buffer.from(JSON.stringify({ ...claims, e: Number(claims['e']) + 86_400 })).toString('base64url');
    for (const bad of [expired, forged, `${later}.${signature}`, `${payload}.${signature.slice(0, -2)}AA`, 'garbage']) {
      const response = await fetch(`${tenant.url}/graph/download/${bad}`);
      expect(response.status).toBe(401);
      expect(((await response.json()) as GraphErrorBody).error.code).toBe('unauthenticated');
    }
    // A download token is not a thumbnail token.
    expect((await fetch(`${tenant.url}/graph/thumbnails/${token}`)).status).toBe(401);
  });

  it('redirects items/{id}/content to the download URL', async () => {
    const item = await json<DriveItem>(`${site(NORTHWIND)}/root:/Engagement letter.pdf`);
    const response = await graph(`${site(NORTHWIND)}/items/${item.id}/content`, undefined, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(new RegExp(`^${tenant.url}/graph/download/`));
  });
});

describe('authorization and errors', () => {
  async function expectError(response: Response, status: number, code: string, message?: string) {
    expect(response.status).toBe(status);
    const body = (await response.json()) as GraphErrorBody;
    expect(body.error.code).toBe(code);
    if (message) expect(body.error.message).toBe(message);
    expect(body.error.innerError['request-id']).toBe(response.headers.get('request-id'));
  }

  it('answers 401 InvalidAuthenticationToken without a token or with an expired one', async () => {
    await expectError(
      await fetch(`${tenant.url}/graph/v1.0/${site(NORTHWIND)}/root/children`),
      401,
      'InvalidAuthenticationToken',
    );
    const expired = await mintAccessToken(tenant, 'ada.admin@efi.test', { expiresIn: -60 });
    await expectError(
      await fetch(`${tenant.url}/graph/v1.0/${site(NORTHWIND)}/root/children`, {
        headers: { authorization: `Bearer ${expired}` },
      }),
      401,
      'InvalidAuthenticationToken',
    );
  });

  it("answers 403 accessDenied for a site of a client the user holds no privilege on (Cem on Contoso's)", async () => {
    await expectError(
      await graph(`${site(CONTOSO)}/root/children`, 'cem.client@northwind.test'),
      403,
      'accessDenied',
      'Access denied',
    );
    expect((await graph(`${site(NORTHWIND)}/root/children`, 'cem.client@northwind.test')).status).toBe(200);
    expect((await graph(`${site(NORTHWIND)}/root/children`, 'nora.noaccess@efi.test')).status).toBe(403);
  });

  it('answers 404 itemNotFound for an unknown item, path or site', async () => {
    const message = 'The resource could not be found.';
    await expectError(
      await graph(`${site(NORTHWIND)}/items/01AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/children`),
      404,
      'itemNotFound',
      message,
    );
    await expectError(await graph(`${site(NORTHWIND)}/root:/No/such/folder:/children`), 404, 'itemNotFound', message);
    await expectError(
      await graph(
        'sites/localhost,00000000-0000-4000-8000-000000000000,00000000-0000-4000-8000-000000000000/drive/root/children',
      ),
      404,
      'itemNotFound',
      message,
    );
    // An item id of another client's library is not found in this one.
    const contosoRoot = await json<Page>(`${site(CONTOSO)}/root/children`);
    await expectError(await graph(`${site(NORTHWIND)}/items/${contosoRoot.value[0]?.id}`), 404, 'itemNotFound');
  });

  it('does not let a path escape the library', async () => {
    for (const path of ['root:/..:/children', 'root:/%2E%2E/%2E%2E:/children', 'root:/a%2Fb:/children'])
      expect((await graph(`${site(NORTHWIND)}/${path}`)).status).toBe(400);
  });

  it('answers CORS preflights for the portal and exposes request-id', async () => {
    const preflight = await fetch(`${tenant.url}/graph/v1.0/${site(NORTHWIND)}/root/children`, {
      method: 'OPTIONS',
      headers: {
        origin: tenant.portalOrigin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.status).toBe(204);
    const response = await graph(`${site(NORTHWIND)}/root/children`, undefined, {
      headers: { origin: tenant.portalOrigin },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe(tenant.portalOrigin);
    expect(response.headers.get('access-control-expose-headers')).toContain('request-id');
  });
});
