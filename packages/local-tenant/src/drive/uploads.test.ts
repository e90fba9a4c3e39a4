import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findClient, type SeedClient } from '../seed.ts';
import { mintAccessToken, startTestTenant, type TestTenant } from '../testing.ts';
import { quickXorHash } from './quickxor.ts';
import { driveRootOf } from './store.ts';

let tenant: TestTenant;
beforeAll(async () => {
  tenant = await startTestTenant();
});
afterAll(() => tenant.close());

function client(xref: number): SeedClient {
  const found = findClient(xref);
  if (!found) throw new Error(`No seed client ${xref}`);
  return found;
}
const NORTHWIND = client(1001);
const CONTOSO = client(1003);
const drive = (c: SeedClient) => `${tenant.url}/graph/v1.0/sites/${encodeURIComponent(c.siteID)}/drive`;

interface DriveItem {
  id: string;
  name: string;
  size: number;
  eTag: string;
  createdBy?: { user: { email: string } };
  lastModifiedBy?: { user: { email: string } };
  parentReference: { id: string; path: string };
  file?: { mimeType: string; hashes: { quickXorHash: string } };
  '@microsoft.graph.downloadUrl'?: string;
}

async function auth(email = 'cem.client@northwind.test', claims?: Record<string, unknown>) {
  return { authorization: `Bearer ${await mintAccessToken(tenant, email, claims ? { claims } : {})}` };
}

async function put(name: string, body: Buffer | string, query = '', email?: string) {
  return fetch(`${drive(NORTHWIND)}/items/${NORTHWIND.LibraryUploadID}:/${encodeURIComponent(name)}:/content${query}`, {
    method: 'PUT',
    headers: { ...(await auth(email)), 'content-type': 'application/octet-stream' },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
}

async function uploadsFolder(): Promise<string[]> {
  const response = await fetch(`${drive(NORTHWIND)}/items/${NORTHWIND.LibraryUploadID}/children`, {
    headers: await auth(),
  });
  return ((await response.json()) as { value: DriveItem[] }).value.map((item) => item.name);
}

async function errorCode(response: Response): Promise<string> {
  return ((await response.json()) as { error: { code: string } }).error.code;
}

describe('simple upload', () => {
  it('creates a file in the upload folder and answers 201 with the driveItem', async () => {
    const response = await put('Purchase order 1.txt', 'PO 1: 12 chairs\n');
    expect(response.status).toBe(201);
    const item = (await response.json()) as DriveItem;
    expect(item).toMatchObject({
      name: 'Purchase order 1.txt',
      size: 16,
      createdBy: { user: { email: 'cem.client@northwind.test' } },
      lastModifiedBy: { user: { email: 'cem.client@northwind.test' } },
      parentReference: { id: NORTHWIND.LibraryUploadID, path: '/drive/root:/Uploads' },
      file: { mimeType: 'text/plain', hashes: { quickXorHash: quickXorHash(Buffer.from('PO 1: 12 chairs\n')) } },
    });
    expect(item.id).toMatch(/^01[A-Z2-7]{30}$/);
    expect(await uploadsFolder()).toContain('Purchase order 1.txt');
    const download = await fetch(item['@microsoft.graph.downloadUrl'] ?? '');
    expect(await download.text()).toBe('PO 1: 12 chairs\n');
    const byId = await fetch(`${drive(NORTHWIND)}/items/${item.id}`, { headers: await auth() });
    expect(((await byId.json()) as DriveItem).name).toBe('Purchase order 1.txt');
  });

  it('resolves conflicts: fail → 409 nameAlreadyExists, replace, rename', async () => {
    expect((await put('Quote.txt', 'first')).status).toBe(201);

    const failed = await put('Quote.txt', 'second', '?@microsoft.graph.conflictBehavior=fail');
    expect(failed.status).toBe(409);
    expect(await errorCode(failed)).toBe('nameAlreadyExists');

    const replaced = await put(
      'Quote.txt',
      'second!',
      '?@microsoft.graph.conflictBehavior=replace',
      'ada.admin@efi.test',
    );
    expect(replaced.status).toBe(200);
    const item = (await replaced.json()) as DriveItem;
    expect(item).toMatchObject({ size: 7, lastModifiedBy: { user: { email: 'ada.admin@efi.test' } } });
    expect(item.createdBy?.user.email).toBe('cem.client@northwind.test');
    expect(item.eTag).toMatch(/,2"$/);

    const renamed = await put('Quote.txt', 'third', '?@microsoft.graph.conflictBehavior=rename');
    expect(renamed.status).toBe(201);
    expect(((await renamed.json()) as DriveItem).name).toBe('Quote 1.txt');
    expect(await uploadsFolder()).toEqual(expect.arrayContaining(['Quote.txt', 'Quote 1.txt']));
  });

  it('refuses more than 4 MiB, bad names, read-only tokens and other clients', async () => {
    const big = await put('Big.bin', Buffer.alloc(4 * 1024 * 1024 + 1));
    expect(big.status).toBe(413);
    expect((await put('a:b.txt', 'x')).status).toBe(400);

    const readOnly = await fetch(`${drive(NORTHWIND)}/items/${NORTHWIND.LibraryUploadID}:/x.txt:/content`, {
      method: 'PUT',
      headers: await auth('cem.client@northwind.test', { scope: 'User.Read Files.Read.All Sites.Read.All' }),
      body: 'x',
    });
    expect(readOnly.status).toBe(403);
    expect(await errorCode(readOnly)).toBe('accessDenied');

    const otherClient = await fetch(`${drive(CONTOSO)}/items/${CONTOSO.LibraryUploadID}:/x.txt:/content`, {
      method: 'PUT',
      headers: await auth('cem.client@northwind.test'),
      body: 'x',
    });
    expect(otherClient.status).toBe(403);

    const noParent = await fetch(`${drive(NORTHWIND)}/root:/Nowhere/x.txt:/content`, {
      method: 'PUT',
      headers: await auth(),
      body: 'x',
    });
    expect(noParent.status).toBe(404);
    expect(await uploadsFolder()).not.toContain('Big.bin');
  });

  it('lets a vendor user upload nowhere and a client user not into the contract locker; staff may', async () => {
    const upload = async (c: SeedClient, at: string, email: string, action = 'content') =>
      fetch(`${drive(c)}/root:/${at}:/${action}`, {
        method: action === 'content' ? 'PUT' : 'POST',
        headers: await auth(email),
        body: action === 'content' ? 'replaced' : '{}',
      });
    // A vendor user of Contoso Bank: not a new document, not over a seeded one, not in Uploads.
    const seeded = await fetch(`${drive(CONTOSO)}/root:/CONTRACT_LOCKER:/children`, {
      headers: await auth('ada.admin@efi.test'),
    });
    const contract = ((await seeded.json()) as { value: DriveItem[] }).value.find((item) => item.file);
    expect(contract).toBeDefined();
    for (const at of [`CONTRACT_LOCKER/${contract?.name}`, 'CONTRACT_LOCKER/New.pdf', 'Uploads/Quote.txt']) {
      const answer = await upload(CONTOSO, encodeURI(at), 'vera.vendor@vendor.test');
      expect(answer.status, at).toBe(403);
      expect(await errorCode(answer)).toBe('accessDenied');
    }
    const session = await upload(CONTOSO, 'CONTRACT_LOCKER/Big.pdf', 'vera.vendor@vendor.test', 'createUploadSession');
    expect(session.status).toBe(403);
    // A client user: their own uploads, not the contract locker.
    expect((await upload(NORTHWIND, 'CONTRACT_LOCKER/Mine.pdf', 'cem.client@northwind.test')).status).toBe(403);
    expect(
      (await upload(NORTHWIND, 'CONTRACT_LOCKER/Mine.pdf', 'cem.client@northwind.test', 'createUploadSession')).status,
    ).toBe(403);
    // The document stayed as it was; staff may still file a contract.
    const after = await fetch(`${drive(CONTOSO)}/root:/${encodeURI(`CONTRACT_LOCKER/${contract?.name}`)}`, {
      headers: await auth('ada.admin@efi.test'),
    });
    expect(((await after.json()) as DriveItem).eTag).toBe(contract?.eTag);
    expect((await upload(CONTOSO, 'CONTRACT_LOCKER/Filed by staff.pdf', 'ada.admin@efi.test')).status).toBe(201);
  });

  it('downloads a non-ASCII name with a UTF-8 (filename*) Content-Disposition', async () => {
    const response = await put('Ünïcödé – plan.txt', 'x');
    const item = (await response.json()) as DriveItem;
    const download = await fetch(item['@microsoft.graph.downloadUrl'] ?? '');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="_n_c_d_ _ plan.txt"; filename*=UTF-8''%C3%9Cn%C3%AFc%C3%B6d%C3%A9%20%E2%80%93%20plan.txt`,
    );
    expect(download.headers.get('content-type')).toBe('text/plain');
  });

  it('also uploads by path under the root', async () => {
    const response = await fetch(`${drive(NORTHWIND)}/root:/Reports/Notes.csv:/content`, {
      method: 'PUT',
      headers: await auth(),
      body: 'a,b\r\n1,2\r\n',
    });
    expect(response.status).toBe(201);
    expect(((await response.json()) as DriveItem).parentReference.path).toBe('/drive/root:/Reports');
  });
});

describe('upload sessions', () => {
  async function createSession(name: string, item: Record<string, unknown> = {}) {
    return fetch(
      `${drive(NORTHWIND)}/items/${NORTHWIND.LibraryUploadID}:/${encodeURIComponent(name)}:/createUploadSession`,
      {
        method: 'POST',
        headers: { ...(await auth()), 'content-type': 'application/json' },
        body: JSON.stringify({ item }),
      },
    );
  }

  function fragment(uploadUrl: string, bytes: Buffer, start: number, total: number) {
    return fetch(uploadUrl, {
      method: 'PUT',
      headers: { 'content-range': `bytes ${start}-${start + bytes.length - 1}/${total}` },
      body: new Uint8Array(bytes),
    });
  }

  it('uploads in ranged fragments without a token: 202 with nextExpectedRanges, then 201', async () => {
    const created = await createSession('Scan.pdf', { '@microsoft.graph.conflictBehavior': 'rename' });
    expect(created.status).toBe(200);
    const session = (await created.json()) as {
      uploadUrl: string;
      expirationDateTime: string;
      nextExpectedRanges: string[];
    };
    expect(session.uploadUrl).toMatch(new RegExp(`^${tenant.url}/graph/upload/`));
    expect(Date.parse(session.expirationDateTime)).toBeGreaterThan(Date.now());
    expect(session.nextExpectedRanges).toEqual(['0-']);

    const content = randomBytes(700 * 1024);
    const size = 320 * 1024;
    let last: Response | undefined;
    for (let start = 0; start < content.length; start += size) {
      last = await fragment(session.uploadUrl, content.subarray(start, start + size), start, content.length);
      if (start + size < content.length) {
        expect(last.status).toBe(202);
        const status = (await last.json()) as { nextExpectedRanges: string[] };
        expect(status.nextExpectedRanges).toEqual([`${start + size}-${content.length - 1}`]);
        expect(await uploadsFolder()).not.toContain('Scan.pdf');
      }
    }
    expect(last?.status).toBe(201);
    const item = (await last?.json()) as DriveItem;
    expect(item).toMatchObject({ name: 'Scan.pdf', size: content.length, file: { mimeType: 'application/pdf' } });
    expect(item.file?.hashes.quickXorHash).toBe(quickXorHash(content));
    const download = Buffer.from(await (await fetch(item['@microsoft.graph.downloadUrl'] ?? '')).arrayBuffer());
    expect(download.equals(content)).toBe(true);
    // The session is gone.
    expect((await fetch(session.uploadUrl)).status).toBe(404);
  });

  it('refuses fragments out of order and files over 250 MiB', async () => {
    const { uploadUrl } = (await (await createSession('Order.bin')).json()) as { uploadUrl: string };
    const skipped = await fragment(uploadUrl, Buffer.alloc(10), 10, 30);
    expect(skipped.status).toBe(416);
    expect(await errorCode(skipped)).toBe('invalidRange');
    expect((await fragment(uploadUrl, Buffer.alloc(10), 0, 30)).status).toBe(202);
    expect((await fragment(uploadUrl, Buffer.alloc(10), 0, 30)).status).toBe(416);
    const tooBig = await fragment(uploadUrl, Buffer.alloc(10), 10, 300 * 1024 * 1024);
    expect(tooBig.status).toBe(413);
    const missingRange = await fetch(uploadUrl, { method: 'PUT', body: 'x' });
    expect(missingRange.status).toBe(400);

    const declared = await createSession('Huge.bin', { fileSize: 251 * 1024 * 1024 });
    expect(declared.status).toBe(413);
  });

  it('fails at creation with conflictBehavior fail on an existing name', async () => {
    await put('Existing.txt', 'here');
    const response = await createSession('Existing.txt', { '@microsoft.graph.conflictBehavior': 'fail' });
    expect(response.status).toBe(409);
    expect(await errorCode(response)).toBe('nameAlreadyExists');
  });

  it('leaves nothing behind when a session is incomplete or cancelled', async () => {
    const temp = path.join(tenant.dataDir, 'tenant', 'upload-sessions');
    const before = (await readdir(temp)).length;
    const { uploadUrl } = (await (await createSession('Half.bin')).json()) as { uploadUrl: string };
    expect((await fragment(uploadUrl, Buffer.alloc(1000, 7), 0, 5000)).status).toBe(202);
    expect(await uploadsFolder()).not.toContain('Half.bin');
    const library = driveRootOf(tenant.dataDir, NORTHWIND.siteID);
    const all = await readdir(library, { recursive: true });
    expect(all.some((name) => name.includes('Half.bin'))).toBe(false);
    expect(await readdir(temp)).toHaveLength(before + 1);

    const status = (await (await fetch(uploadUrl)).json()) as { nextExpectedRanges: string[] };
    expect(status.nextExpectedRanges).toEqual(['1000-4999']);
    expect((await fetch(uploadUrl, { method: 'DELETE' })).status).toBe(204);
    expect(await readdir(temp)).toHaveLength(before);
    expect((await fragment(uploadUrl, Buffer.alloc(10), 1000, 5000)).status).toBe(404);
  });

  it("tells the portal where an interrupted session stands, in Graph's shape, so it resumes there", async () => {
    const { uploadUrl } = (await (await createSession('Resumed.bin')).json()) as { uploadUrl: string };
    expect((await fragment(uploadUrl, Buffer.alloc(2000, 1), 0, 6000)).status).toBe(202);
    const answer = await fetch(uploadUrl, { headers: { origin: tenant.portalOrigin } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe(tenant.portalOrigin);
    const status = (await answer.json()) as Record<string, unknown>;
    expect(Object.keys(status).sort()).toEqual(['expirationDateTime', 'nextExpectedRanges']);
    expect(status['nextExpectedRanges']).toEqual(['2000-5999']);
    expect(String(status['expirationDateTime'])).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    // The same bytes again are refused (416); the ones it expects complete the file.
    expect((await fragment(uploadUrl, Buffer.alloc(2000, 1), 0, 6000)).status).toBe(416);
    expect((await fragment(uploadUrl, Buffer.alloc(4000, 2), 2000, 6000)).status).toBe(201);
    expect(await uploadsFolder()).toContain('Resumed.bin');
  });

  it('answers CORS preflights on the upload URL for the portal', async () => {
    const { uploadUrl } = (await (await createSession('Cors.bin')).json()) as { uploadUrl: string };
    const preflight = await fetch(uploadUrl, {
      method: 'OPTIONS',
      headers: {
        origin: tenant.portalOrigin,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'content-range',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
  });
});
