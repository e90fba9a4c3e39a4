import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findClient, type SeedClient } from '../seed.ts';
import { mintAccessToken, startTestTenant, type TestTenant } from '../testing.ts';
import { LARGE_FOLDER_PATH } from './large-folder.ts';
import { driveRootOf } from './store.ts';
import { extractText } from './text.ts';

const LARGE = 300;
let tenant: TestTenant;
beforeAll(async () => {
  tenant = await startTestTenant({ largeFolderItems: LARGE });
}, 120_000);
afterAll(() => tenant.close());

function client(xref: number): SeedClient {
  const found = findClient(xref);
  if (!found) throw new Error(`No seed client ${xref}`);
  return found;
}
const NORTHWIND = client(1001);
const CONTOSO = client(1003);
const ADA = 'ada.admin@efi.test';
const CEM = 'cem.client@northwind.test';
const SAM = 'sam.settings@northwind.test';
const drive = (c: SeedClient = NORTHWIND) => `${tenant.url}/graph/v1.0/sites/${encodeURIComponent(c.siteID)}/drive`;

interface DriveItem {
  id: string;
  name: string;
  size: number;
  eTag: string;
  cTag: string;
  lastModifiedDateTime: string;
  parentReference: { id: string; path: string };
  folder?: { childCount: number };
  file?: { mimeType: string };
}
interface Page {
  '@odata.context': string;
  '@odata.nextLink'?: string;
  value: DriveItem[];
}
interface GraphError {
  error: { code: string; message: string };
}

async function call(url: string, init: RequestInit & { as?: string } = {}) {
  const token = await mintAccessToken(tenant, init.as ?? ADA);
  const full = url.startsWith('http') ? url : `${drive()}/${url}`;
  const headers: Record<string, string> = {
    authorization: `Bearer ${token}`,
    ...(init.headers as Record<string, string>),
  };
  if (typeof init.body === 'string') headers['content-type'] = 'application/json';
  return fetch(full, { ...init, headers });
}
const send = (method: string, url: string, body?: unknown, as?: string, headers: Record<string, string> = {}) =>
  call(url, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }), ...(as ? { as } : {}) });

async function ok<T>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}
async function failure(response: Response, status: number, code: string) {
  const body = (await response.json()) as GraphError;
  expect(response.status, JSON.stringify(body)).toBe(status);
  expect(body.error.code).toBe(code);
  return body;
}

async function allPages(url: string, as?: string): Promise<{ items: DriveItem[]; pages: number }> {
  const items: DriveItem[] = [];
  let pages = 0;
  for (let next: string | undefined = url; next; pages++) {
    const page: Page = await ok<Page>(await call(next, as ? { as } : {}));
    items.push(...page.value);
    next = page['@odata.nextLink'];
    if (pages > 50) throw new Error('Too many pages');
  }
  return { items, pages };
}

async function byPath(path: string): Promise<DriveItem> {
  return ok<DriveItem>(await call(`root:/${path.split('/').map(encodeURIComponent).join('/')}`));
}

async function upload(name: string, body: string, as = CEM, folderId = NORTHWIND.LibraryUploadID) {
  const response = await call(`items/${folderId}:/${encodeURIComponent(name)}:/content`, {
    method: 'PUT',
    body,
    as,
    headers: { 'content-type': 'application/octet-stream' },
  });
  return ok<DriveItem>(response, response.status === 201 ? 201 : 200);
}

describe('search(q=…)', () => {
  it('finds words inside documents, with the folder path, paged with @odata.nextLink', async () => {
    const { items, pages } = await allPages("root/search(q='termination notice')?$top=2");
    expect(items.length).toBeGreaterThan(2);
    expect(pages).toBe(Math.ceil(items.length / 2));
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    for (const item of items) {
      expect(item.name.toLowerCase()).not.toContain('termination');
      expect(item.parentReference.path).toMatch(/^\/drive\/root:\/Contracts\/\d{4}/);
    }
  });

  it('matches names, ignoring case, and keeps the reserved folders like Graph does', async () => {
    const page = await ok<Page>(await call("root/search(q='invoice EXTRACT')"));
    expect(page['@odata.context']).toContain('$metadata#Collection(driveItem)');
    expect(page.value.map((item) => `${item.parentReference.path}/${item.name}`)).toContain(
      '/drive/root:/INVOICE_INTEL/Invoice extract.csv',
    );
  });

  it('searches below one folder only when scoped to it', async () => {
    const vendors = await byPath('Vendors');
    const page = await ok<Page>(await call(`items/${vendors.id}/search(q='contacts')`));
    expect(page.value.length).toBeGreaterThan(0);
    for (const item of page.value) expect(item.parentReference.path).toMatch(/^\/drive\/root:\/Vendors\//);
    expect((await ok<Page>(await call("root/search(q='zzqx-nothing')"))).value).toEqual([]);
  });
});

describe('$orderby on children', () => {
  const large = () => `root:/${LARGE_FOLDER_PATH.split('/').map(encodeURIComponent).join('/')}:/children`;

  it.each([
    ['size desc', (a: DriveItem, b: DriveItem) => b.size - a.size],
    [
      'lastModifiedDateTime',
      (a: DriveItem, b: DriveItem) => a.lastModifiedDateTime.localeCompare(b.lastModifiedDateTime),
    ],
    ['name desc', (a: DriveItem, b: DriveItem) => b.name.localeCompare(a.name)],
  ])('pages the large folder by %s without gaps or repeats', async (orderby, compare) => {
    const { items, pages } = await allPages(`${large()}?$orderby=${encodeURIComponent(orderby)}&$top=70`);
    expect(items).toHaveLength(LARGE);
    expect(pages).toBe(Math.ceil(LARGE / 70));
    expect(new Set(items.map((item) => item.name)).size).toBe(LARGE);
    for (let i = 1; i < items.length; i++)
      expect(compare(items[i - 1] as DriveItem, items[i] as DriveItem)).toBeLessThanOrEqual(0);
  });

  it('keeps $expand=thumbnails and $select, as the file list asks for them', async () => {
    const page = await ok<{ value: (DriveItem & { thumbnails?: unknown[] })[] }>(
      await call('root/children?$orderby=size%20desc&$expand=thumbnails&$top=40'),
    );
    expect(page.value.every((item) => Array.isArray(item.thumbnails))).toBe(true);
    const selected = await ok<Page>(await call('root/children?$orderby=name&$select=name'));
    expect(
      Object.keys(selected.value[0] ?? {})
        .filter((key) => !key.startsWith('@'))
        .sort(),
    ).toEqual(['id', 'name']);
  });

  it('refuses what Graph cannot sort by', async () => {
    await failure(await call(`${large()}?$orderby=createdBy`), 400, 'invalidRequest');
  });
});

describe('new folder, rename, move, delete', () => {
  it('creates a folder, and honours conflictBehavior fail and rename', async () => {
    const made = await ok<DriveItem>(await send('POST', 'root/children', { name: 'Board packs', folder: {} }), 201);
    expect(made.folder).toEqual({ childCount: 0 });
    expect(made.parentReference.path).toBe('/drive/root:');
    await failure(await send('POST', 'root/children', { name: 'Board packs', folder: {} }), 409, 'nameAlreadyExists');
    const renamed = await ok<DriveItem>(
      await send('POST', 'root/children', {
        name: 'Board packs',
        folder: {},
        '@microsoft.graph.conflictBehavior': 'rename',
      }),
      201,
    );
    expect(renamed.name).toBe('Board packs 1');
  });

  it('clashes names ignoring case, as SharePoint does; a change of case alone is a rename', async () => {
    const made = await ok<DriveItem>(await send('POST', 'root/children', { name: 'Case test', folder: {} }), 201);
    await failure(await send('POST', 'root/children', { name: 'CASE TEST', folder: {} }), 409, 'nameAlreadyExists');
    const renamed = await ok<DriveItem>(await send('PATCH', `items/${made.id}`, { name: 'CASE test' }));
    expect([renamed.id, renamed.name]).toEqual([made.id, 'CASE test']);
  });

  it('treats root:/versions as the item named versions, not as a call', async () => {
    await ok<DriveItem>(await send('POST', 'root/children', { name: 'versions', folder: {} }), 201);
    expect((await byPath('versions')).folder).toEqual({ childCount: 0 });
  });

  it.each(['a:b', 'CON', 'Draft.', ' lead', 'my_vti_x', 'x'.repeat(256)])(
    'refuses the name %j with 400',
    async (name) => {
      await failure(await send('POST', 'root/children', { name, folder: {} }), 400, 'invalidRequest');
    },
  );

  it('renames and moves an item keeping its id; a stale eTag gets 412', async () => {
    const folder = await ok<DriveItem>(await send('POST', 'root/children', { name: 'Move target', folder: {} }), 201);
    const file = await upload('move me.txt', 'hello', ADA);
    const stale = file.eTag;
    const renamed = await ok<DriveItem>(
      await send('PATCH', `items/${file.id}`, { name: 'moved.txt' }, ADA, { 'if-match': stale }),
    );
    expect(renamed.id).toBe(file.id);
    expect(renamed.name).toBe('moved.txt');
    await failure(
      await send('PATCH', `items/${file.id}`, { name: 'again.txt' }, ADA, { 'if-match': stale }),
      412,
      'resourceModified',
    );
    const moved = await ok<DriveItem>(await send('PATCH', `items/${file.id}`, { parentReference: { id: folder.id } }));
    expect(moved.id).toBe(file.id);
    expect(moved.parentReference).toMatchObject({ id: folder.id, path: '/drive/root:/Move target' });
    expect((await ok<DriveItem>(await call(`items/${file.id}`))).name).toBe('moved.txt');
    // A new item where the old one was gets a new id, as in Graph.
    const newcomer = await upload('move me.txt', 'other', ADA);
    expect(newcomer.id).not.toBe(file.id);
  });

  it('refuses a move into the folder itself or below it', async () => {
    const outer = await ok<DriveItem>(await send('POST', 'root/children', { name: 'Outer', folder: {} }), 201);
    const inner = await ok<DriveItem>(
      await send('POST', `items/${outer.id}/children`, { name: 'Inner', folder: {} }),
      201,
    );
    await failure(
      await send('PATCH', `items/${outer.id}`, { parentReference: { id: inner.id } }),
      400,
      'invalidRequest',
    );
    await failure(
      await send('PATCH', `items/${outer.id}`, { parentReference: { id: outer.id } }),
      400,
      'invalidRequest',
    );
    const other = await ok<DriveItem>(await send('POST', 'root/children', { name: 'Inner', folder: {} }), 201);
    await failure(
      await send('PATCH', `items/${other.id}`, { parentReference: { id: outer.id } }),
      409,
      'nameAlreadyExists',
    );
  });

  it('deletes to 204 and the item is gone; restore is OneDrive Personal only', async () => {
    const file = await upload('delete me.txt', 'bye', ADA);
    const response = await send('DELETE', `items/${file.id}`);
    expect(response.status).toBe(204);
    await failure(await call(`items/${file.id}`), 404, 'itemNotFound');
    const bin = `${driveRootOf(tenant.dataDir, NORTHWIND.siteID)}.recycle`;
    const records = await Promise.all(
      (await readdir(bin)).map(async (entry) => JSON.parse(await readFile(path.join(bin, entry, 'item.json'), 'utf8'))),
    );
    expect(records).toContainEqual(expect.objectContaining({ path: 'Uploads/delete me.txt', id: file.id }));
    const kept = await upload('keep me.txt', 'hi', ADA);
    await failure(await send('POST', `items/${kept.id}/restore`, {}), 501, 'notSupported');
  });

  it('never renames, moves or deletes the fixed folders', async () => {
    for (const name of ['CONTRACT_LOCKER', 'General', 'INVOICE_INTEL', 'PORTAL', 'Uploads']) {
      const folder = await byPath(name);
      await failure(await send('PATCH', `items/${folder.id}`, { name: `${name} 2` }), 403, 'accessDenied');
      await failure(await send('DELETE', `items/${folder.id}`), 403, 'accessDenied');
    }
  });
});

describe('who may organise', () => {
  it('lets a client user create folders and change only what they made', async () => {
    const own = await ok<DriveItem>(await send('POST', 'root/children', { name: 'Cem notes', folder: {} }, CEM), 201);
    expect((await ok<DriveItem>(await send('PATCH', `items/${own.id}`, { name: 'Cem notes 2026' }, CEM))).name).toBe(
      'Cem notes 2026',
    );
    await failure(await send('PATCH', `items/${own.id}`, { name: 'Sam was here' }, SAM), 403, 'accessDenied');
    const seeded = await byPath('Engagement letter.pdf');
    await failure(await send('PATCH', `items/${seeded.id}`, { name: 'x.pdf' }, CEM), 403, 'accessDenied');
    await failure(await send('DELETE', `items/${seeded.id}`, undefined, CEM), 403, 'accessDenied');
    const locker = await byPath('CONTRACT_LOCKER');
    await failure(
      await send('POST', `items/${locker.id}/children`, { name: 'x', folder: {} }, CEM),
      403,
      'accessDenied',
    );
    await failure(
      await send('PATCH', `items/${own.id}`, { parentReference: { id: locker.id } }, CEM),
      403,
      'accessDenied',
    );
    expect((await send('DELETE', `items/${own.id}`, undefined, CEM)).status).toBe(204);
  });

  it('lets a vendor user organise nothing', async () => {
    await failure(
      await send('POST', `${drive(CONTOSO)}/root/children`, { name: 'x', folder: {} }, 'vera.vendor@vendor.test'),
      403,
      'accessDenied',
    );
  });

  it('answers 423 while someone else has the file checked out', async () => {
    const file = await upload('locked.txt', 'v1', CEM);
    expect((await send('POST', `items/${file.id}/checkout`, undefined, CEM)).status).toBe(204);
    await failure(await send('PATCH', `items/${file.id}`, { name: 'other.txt' }, ADA), 423, 'resourceLocked');
    await failure(await send('DELETE', `items/${file.id}`, undefined, ADA), 423, 'resourceLocked');
    const replace = await call(`items/${NORTHWIND.LibraryUploadID}:/locked.txt:/content`, {
      method: 'PUT',
      body: 'v2',
      as: ADA,
      headers: { 'content-type': 'application/octet-stream' },
    });
    await failure(replace, 423, 'resourceLocked');
    expect((await send('POST', `items/${file.id}/checkin`, {}, CEM)).status).toBe(204);
    expect((await send('PATCH', `items/${file.id}`, { name: 'unlocked.txt' }, ADA)).status).toBe(200);
  });
});

describe('versions', () => {
  interface Version {
    id: string;
    size: number;
    lastModifiedDateTime: string;
    lastModifiedBy?: { user: { email: string } };
  }

  it('keeps replaced content as versions, serves and restores them', async () => {
    const first = await upload('budget.txt', 'one', CEM);
    await upload('budget.txt', 'second', SAM);
    await upload('budget.txt', 'third!!', CEM);
    const list = await ok<{ value: Version[] }>(await call(`items/${first.id}/versions`));
    expect(list.value.map((v) => [v.id, v.size, v.lastModifiedBy?.user.email])).toEqual([
      ['3.0', 7, CEM],
      ['2.0', 6, SAM],
      ['1.0', 3, CEM],
    ]);
    expect(await (await call(`items/${first.id}/versions/1.0/content`)).text()).toBe('one');
    expect(await (await call(`items/${first.id}/versions/3.0/content`)).text()).toBe('third!!');
    await failure(await call(`items/${first.id}/versions/9.0`), 404, 'itemNotFound');
    expect((await send('POST', `items/${first.id}/versions/2.0/restoreVersion`, undefined, ADA)).status).toBe(204);
    const after = await ok<{ value: Version[] }>(await call(`items/${first.id}/versions`));
    expect(after.value.map((v) => v.id)).toEqual(['4.0', '3.0', '2.0', '1.0']);
    expect(after.value[0]?.lastModifiedBy?.user.email).toBe(ADA);
    expect(await (await call(`items/${first.id}/content`)).text()).toBe('second');
    // The versions follow the file when it is renamed.
    await ok<DriveItem>(await send('PATCH', `items/${first.id}`, { name: 'budget 2026.txt' }, CEM));
    expect(await (await call(`items/${first.id}/versions/1.0/content`)).text()).toBe('one');
  });

  it('pages a long history with @odata.nextLink, newest first, and refuses $orderby', async () => {
    const first = await upload('long history.txt', 'v1', CEM);
    for (let n = 2; n <= 7; n++) await upload('long history.txt', `v${n}`, n % 2 ? CEM : SAM);
    const pages: { value: Version[]; '@odata.nextLink'?: string }[] = [];
    for (let next: string | undefined = `items/${first.id}/versions?$top=3`; next; ) {
      const page: { value: Version[]; '@odata.nextLink'?: string } = await ok(await call(next));
      pages.push(page);
      next = page['@odata.nextLink'];
      if (pages.length > 5) throw new Error('Too many pages');
    }
    expect(pages.map((page) => page.value.map((v) => v.id))).toEqual([
      ['7.0', '6.0', '5.0'],
      ['4.0', '3.0', '2.0'],
      ['1.0'],
    ]);
    const link = pages[0]?.['@odata.nextLink'] ?? '';
    expect(link).toContain(`/items/${first.id}/versions?`);
    expect(link).toContain('$top=3');
    expect(link).toContain('$skiptoken=');
    // Without $top, one page holds the whole (short) history.
    const whole = await ok<{ value: Version[]; '@odata.nextLink'?: string }>(await call(`items/${first.id}/versions`));
    expect(whole.value).toHaveLength(7);
    expect(whole['@odata.nextLink']).toBeUndefined();
    await failure(await call(`items/${first.id}/versions?$orderby=id`), 400, 'invalidRequest');
    await failure(await call(`items/${first.id}/versions?$top=0`), 400, 'invalidRequest');
    await failure(await call(`items/${first.id}/versions?$skiptoken=nonsense`), 400, 'invalidRequest');
  });
});

describe('content?format=pdf', () => {
  it('converts a Word document to a PDF of its text', async () => {
    const page = await ok<Page>(await call("root/search(q='Quarterly business review')"));
    const docx = page.value.find((item) => item.name.endsWith('.docx'));
    if (!docx) throw new Error('No seeded review');
    const response = await call(`items/${docx.id}/content?format=pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(extractText('x.pdf', pdf).join('\n')).toContain('Highlights');
  });

  it('answers 406 notSupported for a picture, 400 for another format', async () => {
    const chart = await byPath('Reports/Charts/Spend by category.png');
    await failure(await call(`items/${chart.id}/content?format=pdf`), 406, 'notSupported');
    await failure(await call(`items/${chart.id}/content?format=glb`), 400, 'invalidRequest');
  });
});
