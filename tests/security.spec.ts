import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { startScriptPortal } from '../scripts/lib/portal.mjs';
import { defaultPreferences } from '../src/preferences/preferences.ts';
import { defaultSettings } from '../src/preferences/settings.ts';
import { signedInAs, stateOf } from './auth.ts';
import { contractsOf } from './contracts.ts';
import { replaceStoredDocument } from './stored-documents.ts';
import { expect, type Page, test } from './test.ts';

const dataDir = process.env['E2E_DATA_DIR'] ?? '';

/** The session cookie's value and the file the portal keeps that session in. */
async function sessionOf(page: Page): Promise<{ cookie: string; file: string }> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'portal-session')?.value ?? '';
  expect(cookie).not.toBe('');
  const key = createHash('sha256').update(cookie).digest('base64url');
  return { cookie, file: path.join(dataDir, 'sessions', `${key}.json`) };
}

test.describe('headers on every answer', () => {
  test('pages carry a policy without inline scripts, and nothing may frame them', async ({ request }) => {
    const page = await request.get('/login');
    const headers = page.headers();
    const policy = headers['content-security-policy'] ?? '';
    const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    for (const directive of ["frame-ancestors 'none'", "base-uri 'none'", "form-action 'self'", "object-src 'none'"]) {
      expect(policy).toContain(directive);
    }
    // The browser may call only the configured services (locally: the tenant).
    const tenant = new URL(page.url()).origin.replace(/:(\d+)$/, (_, port) => `:${Number(port) + 1}`);
    expect(policy).toMatch(new RegExp(`connect-src 'self' ${tenant}(;|$)`));
    expect(headers['x-frame-options']).toBe('DENY');
  });

  test('API answers, static files and redirects have them too', async ({ request, playwright, baseURL }) => {
    const guest = await playwright.request.newContext({
      baseURL: baseURL ?? '',
      storageState: { cookies: [], origins: [] },
    });
    const answers = {
      api: await request.get('/api/health'),
      refusal: await guest.get('/api/search?q=a', { maxRedirects: 0 }),
      redirect: await guest.get('/apps/file-manager', { maxRedirects: 0 }),
      file: await request.get('/favicon.svg'),
    };
    expect(answers.refusal.status()).toBe(401);
    expect(answers.redirect.status()).toBe(302);
    for (const [kind, answer] of Object.entries(answers)) {
      const headers = answer.headers();
      expect(headers['x-content-type-options'], kind).toBe('nosniff');
      expect(headers['x-frame-options'], kind).toBe('DENY');
      expect(headers['referrer-policy'], kind).toBe('strict-origin-when-cross-origin');
      expect(headers['content-security-policy'], kind).toContain("frame-ancestors 'none'");
      // Locally the portal is plain http: no HSTS to pin localhost to https.
      expect(headers['strict-transport-security'], kind).toBeUndefined();
    }
    await guest.dispose();
  });

  test('the portal cannot be framed by another page', async ({ page, baseURL }) => {
    const blocked = page.waitForEvent('console', (message) =>
      /frame-ancestors|Refused to display/.test(message.text()),
    );
    await page.setContent(`<iframe src="${baseURL}/login" title="portal"></iframe>`);
    await blocked;
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    expect(await frame?.evaluate(() => document.title).catch(() => 'blocked')).not.toBe('Login');
  });
});

test.describe('one origin', () => {
  test('opened at 127.0.0.1, the portal moves to PUBLIC_URL, path and query kept', async ({ request, baseURL }) => {
    const other = (baseURL ?? '').replace('localhost', '127.0.0.1');
    const moved = await request.get(`${other}/pages/faq?topic=billing`, { maxRedirects: 0 });
    expect(moved.status()).toBe(308);
    expect(moved.headers()['location']).toBe(`${baseURL}/pages/faq?topic=billing`);
    // A path that looks like another host stays a path of the portal.
    const sneaky = await request.get(`${other}//evil.test/x`, { maxRedirects: 0 });
    expect(new URL(sneaky.headers()['location'] ?? '').origin).toBe(baseURL);
    // Probes call by address.
    expect((await request.get(`${other}/api/health`, { maxRedirects: 0 })).status()).toBe(200);
  });

  test('signing in works when the portal was opened at 127.0.0.1', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await page.goto(`${(baseURL ?? '').replace('localhost', '127.0.0.1')}/login`);
    await expect(page).toHaveURL(`${baseURL}/login`);
    await signedInAs(page, 'Fiona Fabrikam');
    await context.close();
  });
});

test.describe('redirect targets and deep links', () => {
  test('a signed-in visit to /login never leaves the portal', async ({ request, baseURL }) => {
    const vectors = [
      '/.//evil.test',
      '/..//evil.test',
      '/a/..//evil.test',
      '/%2e//evil.test',
      '/./%2Fevil.test',
      '//evil.test',
      '/\\evil.test',
      'https://evil.test',
      'javascript:alert(1)',
      '/%5Cevil.test',
    ];
    for (const target of vectors) {
      const answer = await request.get(`/login?redirect=${encodeURIComponent(target)}`, { maxRedirects: 0 });
      expect(answer.status(), target).toBe(302);
      const location = new URL(answer.headers()['location'] ?? '', baseURL);
      expect(location.origin, target).toBe(baseURL);
      expect(answer.headers()['location'], target).toMatch(/^\/(?![/\\])/);
    }
  });

  test("a deep link to an object's built-in property is an unknown page", async ({ request }) => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const answer = await request.get(`/deepLink/${name}`, { maxRedirects: 0 });
      expect(answer.headers()['location'] ?? '', name).not.toContain('object');
      expect(answer.status(), name).not.toBe(500);
    }
  });
});

test.describe('API requests', () => {
  test('unsupported methods answer 405 with Allow; unknown API paths 404, both in JSON', async ({
    request,
    baseURL,
  }) => {
    for (const method of ['GET', 'PATCH']) {
      // As a browser sends it (Astro refuses a body-less write that names no origin).
      const answer = await request.fetch('/api/user', { method, headers: { origin: baseURL ?? '' } });
      expect(answer.status(), method).toBe(405);
      expect(answer.headers()['allow'], method).toBe('PUT, OPTIONS');
      expect((await answer.json()).error.code, method).toBe('methodNotAllowed');
    }
    const unknown = await request.get('/api/no-such-endpoint', { maxRedirects: 0 });
    expect(unknown.status()).toBe(404);
    expect((await unknown.json()).error.code).toBe('notFound');
  });

  test('bodies are bounded: too large 413, unknown fields and long strings 400', async ({ request, baseURL }) => {
    const tooLarge = await request.put('/api/user', { data: { data: 'x'.repeat(70 * 1024) } });
    expect(tooLarge.status()).toBe(413);
    expect((await tooLarge.json()).error).toEqual({
      code: 'bodyTooLarge',
      message: 'The request is too large: at most 64 KB is accepted.',
    });
    // A hundred names of 1,000 characters is over the 64 KB; ten are under it, but each too long.
    const tooMany = Array.from({ length: 100 }, (_, index) => `${index}`.padEnd(1000, 'p'));
    const manyNames = await request.post('/api/session/active-client', { data: { clientId: 'x', projects: tooMany } });
    expect(manyNames.status()).toBe(413);
    const projects = tooMany.slice(0, 10);
    const longNames = await request.post('/api/session/active-client', { data: { clientId: 'x', projects } });
    expect(longNames.status()).toBe(400);
    const extra = await request.post('/api/session/active-client', {
      data: { clientId: 'x', projects: [], admin: true },
    });
    expect(extra.status()).toBe(400);
    expect((await extra.json()).error.code).toBe('invalidBody');
    const notJson = await request.put('/api/user', {
      data: 'a=1',
      headers: { 'content-type': 'text/plain', origin: baseURL ?? '' },
    });
    expect(notJson.status()).toBe(415);
  });
});

test.describe('nothing lost under concurrency', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('50 parallel client switches on one session leave a session that reads', async ({ page }) => {
    // Sam's client has two projects: the writers send three different selections.
    await signedInAs(page, 'Sam Settings');
    const { file } = await sessionOf(page);
    const { activeClientId } = JSON.parse(await readFile(file, 'utf8')) as { activeClientId: string };
    const selections = [
      ['Northwind Procurement 2026'],
      ['Northwind Fleet Renewal'],
      ['Northwind Procurement 2026', 'Northwind Fleet Renewal'],
    ];
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        page.request.post('/api/session/active-client', {
          data: { clientId: activeClientId, projects: selections[index % selections.length] },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status())).toEqual(answers.map(() => 200));
    const stored = JSON.parse(await readFile(file, 'utf8')) as { activeProject: string[] };
    expect(selections).toContainEqual(stored.activeProject);
    for (const path of ['/api/health', '/login', '/logout']) {
      expect((await page.request.get(path, { maxRedirects: 0 })).status(), path).toBeLessThan(400);
    }
    const home = await page.request.get('/apps/dashboards/project', { maxRedirects: 0 });
    expect(home.status()).toBe(200);
  });

  test("50 parallel settings writes keep exactly one writer's document", async ({ page }) => {
    await signedInAs(page, 'Fiona Fabrikam');
    const bodies = Array.from({ length: 50 }, (_, index) => ({
      data: { shortcuts: [`shortcut-${index}`], settings: defaultSettings, preferences: defaultPreferences },
      order: { writer: `security-writer-${index}`, seq: 1 },
    }));
    const answers = await Promise.all(bodies.map((data) => page.request.put('/api/user', { data })));
    expect(answers.map((answer) => answer.status())).toEqual(answers.map(() => 204));
    const files = await import('node:fs/promises').then(({ readdir }) => readdir(path.join(dataDir, 'users')));
    const fiona = Buffer.from('fiona@fabrikam.test').toString('base64url');
    const name = files.find((candidate) => candidate.includes(fiona)) ?? files[0] ?? '';
    const document = JSON.parse(await readFile(path.join(dataDir, 'users', name), 'utf8')) as {
      data: { shortcuts: string[] };
    };
    expect(bodies.map((body) => body.data.shortcuts[0])).toContain(document.data.shortcuts[0]);
    expect(document.data.shortcuts).toHaveLength(1);
  });

  test('a session corrupted on disk sends the person to sign in, never a 500', async ({ page }) => {
    await signedInAs(page, 'Fiona Fabrikam');
    const { file } = await sessionOf(page);
    await replaceStoredDocument(file, '{"id":"x"}{"id":"y"}');
    const health = await page.request.get('/api/health');
    expect(health.status()).toBe(200);
    await page.goto('/apps/dashboards/project');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await expect(page.getByRole('button', { name: 'Sign in with Microsoft' })).toBeVisible();
  });
});

test('a 300 MB body is refused without the server reading it or its memory growing', async ({ baseURL }) => {
  test.slow();
  // A portal of this test's own, in this process, so its memory can be read.
  const port = Number(new URL(baseURL ?? '').port) + 10;
  const { portal } = await startScriptPortal('body-limit', { port, tenantPort: port + 1 });
  const url = new URL('/api/session', portal.url);
  // The route's code loaded and its first answer made before the memory is read: what grows after
  // it is the body's, not the first request's modules and caches.
  expect((await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' })).ok).toBe(
    false,
  );
  const before = process.memoryUsage().rss;
  let sent = 0;
  const chunk = Buffer.alloc(1024 * 1024, 0x61);
  const body = Readable.from(
    (function* () {
      for (let index = 0; index < 300; index += 1) {
        sent += chunk.length;
        yield chunk;
      }
    })(),
  );
  const status = await new Promise<number>((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    // The server closes the connection after answering: the rest of the upload fails, as it should.
    outgoing.on('error', (error) => (sent > 0 ? undefined : reject(error)));
    body.pipe(outgoing);
  });
  const grown = process.memoryUsage().rss - before;
  await portal.close();
  expect(status).toBe(413);
  // It answered long before the whole body was sent, and kept none of it.
  expect(sent).toBeLessThan(300 * 1024 * 1024);
  // Kept whole, the body alone would be 300 MB; this process (the test's worker) also holds the
  // client's chunks in flight while the server answers, more of them the busier the machine.
  expect(grown).toBeLessThan(100 * 1024 * 1024);
});

test('an unlock after the token really expired keeps the chosen client and projects', async ({ browser }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await signedInAs(page, 'Ada Admin');
  const chosen = { clientId: 'MTAwMw', projects: ['Contoso Card Services'] };
  expect((await page.request.post('/api/session/active-client', { data: chosen })).status()).toBe(200);
  // The token runs out while the person is away.
  const before = await sessionOf(page);
  const stored = JSON.parse(await readFile(before.file, 'utf8')) as { tokenExpiresAt: number };
  await replaceStoredDocument(before.file, JSON.stringify({ ...stored, tokenExpiresAt: Date.now() - 1000 }));
  await page.goto('/apps/dashboards/project');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await signedInAs(page, 'Ada Admin');
  const after = await sessionOf(page);
  expect(after.cookie).not.toBe(before.cookie);
  const renewed = JSON.parse(await readFile(after.file, 'utf8')) as { activeClientId: string; activeProject: string[] };
  expect([renewed.activeClientId, renewed.activeProject]).toEqual([chosen.clientId, chosen.projects]);
  await context.close();
});

/** Raw HTTP/1.1 to the portal, for methods no browser or fetch sends; the whole answer once it closes. */
function rawRequest(baseURL: string | undefined, request: string): Promise<string> {
  const port = Number(new URL(baseURL ?? '').port);
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

test.describe('the findings of the last security review (decision 070)', () => {
  const faqEntry = (slug: string, answers: { en: string; tr?: string; ar?: string }) => ({
    shared: { category: 'account', order: 900 },
    texts: Object.fromEntries(
      Object.entries(answers).map(([locale, answer]) => [locale, { question: `Where is the ${slug} switch?`, answer }]),
    ),
  });
  const unique = () => `e2e-${Math.random().toString(36).slice(2, 10)}`;

  test('a long translated entry is saved with its declared length; the content API takes 256 KB, the rest 64 KB', async ({
    request,
    baseURL,
  }) => {
    const slug = unique();
    // Three languages of nearly the longest answer: about 95 KB, Turkish and Arabic two bytes a letter.
    const long = faqEntry(slug, { en: 'a'.repeat(19_000), tr: 'ş'.repeat(19_000), ar: 'ع'.repeat(19_000) });
    const body = JSON.stringify({ slug, ...long });
    expect(Buffer.byteLength(body)).toBeGreaterThan(90 * 1024);
    const headers = { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) };
    const added = await request.post('/api/content/faq', { data: body, headers });
    expect(added.status()).toBe(201);
    const saved = await request.put(`/api/content/faq/${slug}`, { data: { revision: 1, ...long } });
    expect(saved.status()).toBe(200);
    const tooLarge = await request.put(`/api/content/faq/${slug}`, {
      data: { revision: 2, ...faqEntry(slug, { en: 'a'.repeat(300 * 1024) }) },
    });
    expect(tooLarge.status()).toBe(413);
    expect((await tooLarge.json()).error.message).toBe('The request is too large: at most 256 KB is accepted.');
    const removed = await request.delete(`/api/content/faq/${slug}?revision=2`, { headers: { origin: baseURL ?? '' } });
    expect(removed.status()).toBe(204);
  });

  test("an object's built-in property name as a content address is 404, never 500", async ({ request, baseURL }) => {
    // An entry of this test's own: the FAQ's saved entries exist, and a name is looked up in them.
    const slug = unique();
    expect((await request.post('/api/content/faq', { data: { slug, ...faqEntry(slug, { en: 'x' }) } })).status()).toBe(
      201,
    );
    const origin = { origin: baseURL ?? '' };
    for (const name of Object.getOwnPropertyNames(Object.prototype)) {
      const put = await request.put(`/api/content/faq/${name}`, {
        data: { revision: 0, ...faqEntry(slug, { en: 'y' }) },
      });
      expect(put.status(), `PUT ${name}`).toBe(404);
      expect((await put.json()).error.code, name).toBe('notFound');
      const removed = await request.delete(`/api/content/faq/${name}?revision=0`, { headers: origin });
      expect(removed.status(), `DELETE ${name}`).toBe(404);
      expect((await request.get(`/api/content/faq/${name}/revisions`)).status(), `revisions of ${name}`).toBe(404);
    }
    expect((await request.delete(`/api/content/faq/${slug}?revision=1`, { headers: origin })).status()).toBe(204);
  });

  test('TRACE and CONNECT answer 405 with Allow, like every other method the portal does not take', async ({
    baseURL,
  }) => {
    const host = new URL(baseURL ?? '').host;
    for (const request of [
      `TRACE /api/user HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      `TRACE /login HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      `CONNECT evil.test:443 HTTP/1.1\r\nHost: evil.test:443\r\n\r\n`,
    ]) {
      const answer = await rawRequest(baseURL, request);
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      const method = request.split(' ')[0];
      expect(head, method).toMatch(/^HTTP\/1\.1 405 /);
      expect(head, method).toMatch(/\r\nallow: GET, HEAD, POST, PUT, DELETE, OPTIONS\r\n/i);
      expect(head, method).toMatch(/\r\nx-frame-options: DENY\r\n/i);
      expect(JSON.parse(body), method).toEqual({
        error: { code: 'methodNotAllowed', message: `This address does not accept ${method} requests.` },
      });
    }
    // The server is still there and well.
    expect(
      (await rawRequest(baseURL, `GET /api/health HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)).split(
        ' ',
      )[1],
    ).toBe('200');
  });

  test('a link to /logout on another site signs nobody out: the page asks first', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    try {
      const page = await context.newPage();
      await signedInAs(page, 'Cem Client');
      // Another site with a link to the portal's /logout (the cookie is SameSite=Lax: it goes along).
      await page.route('http://evil.test/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: `<a href="${baseURL}/logout">Win a prize</a>` }),
      );
      const fromAnotherSite = async () => {
        await page.goto('http://evil.test/');
        await page.getByRole('link', { name: 'Win a prize' }).click();
        await expect(page.getByRole('heading', { name: 'Log out of the portal?' })).toBeVisible();
        await page.waitForLoadState('load');
      };
      await fromAnotherSite();
      await expect(page.getByRole('status')).toBeHidden();
      expect((await page.request.get('/apps/dashboards/project', { maxRedirects: 0 })).status()).toBe(200);
      await page.getByRole('link', { name: 'Stay signed in' }).click();
      await expect(page.getByRole('button', { name: /Account menu: Cem Client/ })).toBeVisible();
      // Confirmed, it signs out as the account menu does.
      await fromAnotherSite();
      await page.getByRole('button', { name: 'Log out', exact: true }).click();
      await expect(page).toHaveURL(/\/login/);
      expect((await page.request.get('/apps/dashboards/project', { maxRedirects: 0 })).status()).toBe(302);
    } finally {
      await context.close();
    }
  });
});

test.describe('the findings of the audit trail’s security review (decision 130)', () => {
  test('a vendor user sees their organisation’s contracts only: register, exports, calendar and search', async ({
    browser,
  }) => {
    const { contracts } = await contractsOf(1003);
    const theirs = contracts.filter((contract) => contract.facts.vendor === 'Vendor Co');
    const others = [
      ...new Set(
        contracts.flatMap(({ facts }) => (facts.vendor && facts.vendor !== 'Vendor Co' ? [facts.vendor] : [])),
      ),
    ];
    expect(theirs.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);
    const context = await browser.newContext({ storageState: stateOf('Vera Vendor') });
    try {
      const page = await context.newPage();
      await page.goto('/apps/dashboards/contractlocker');
      await expect(page.locator('[data-register-table] tbody tr[data-contract-id]')).toHaveCount(theirs.length);
      for (const path of ['/api/contracts/export.csv', '/api/contracts/calendar.ics']) {
        const answer = await context.request.get(path);
        expect(answer.status(), path).toBe(200);
        const text = await answer.text();
        expect(text, path).toContain('Vendor Co');
        for (const vendor of others) expect(text, `${path}: ${vendor}`).not.toContain(vendor);
      }
      const xlsx = await context.request.get('/api/contracts/export.xlsx');
      expect(xlsx.status()).toBe(200);
      // Another vendor's contract is not there to open either.
      const other = contracts.find((contract) => contract.facts.vendor !== 'Vendor Co');
      expect((await context.request.get(`/api/contracts/document/${other?.id}`)).status()).toBe(404);
      for (const q of ['Vendor Co', ...others.slice(0, 3)]) {
        const answer = await context.request.get(`/api/search/sections?${new URLSearchParams({ q })}`);
        const sections = (await answer.json()) as { sections: { kind: string; hits: { id: string }[] }[] };
        const found = sections.sections.find((section) => section.kind === 'contracts')?.hits ?? [];
        const ids = new Set(theirs.map((contract) => `contract:${contract.id}`));
        for (const hit of found) expect(ids.has(hit.id), `${q}: ${hit.id}`).toBe(true);
        if (q === 'Vendor Co') expect(found.length).toBe(theirs.length);
      }
    } finally {
      await context.close();
    }
  });

  test('a contract’s document carries one policy, its own sandbox', async ({ browser }) => {
    const { contracts } = await contractsOf(1001);
    const context = await browser.newContext({ storageState: stateOf('Cem Client') });
    try {
      const answer = await context.request.get(`/api/contracts/document/${contracts[0]?.id}`);
      expect(answer.status()).toBe(200);
      const policies = answer.headersArray().filter(({ name }) => name.toLowerCase() === 'content-security-policy');
      expect(policies).toHaveLength(1);
      expect(policies[0]?.value).toMatch(/^sandbox; default-src 'none';/);
      expect(policies[0]?.value.match(/default-src/g)).toHaveLength(1);
    } finally {
      await context.close();
    }
  });

  test('a saved view takes its fields only, and only of a report the client’s record grants', async ({ browser }) => {
    const cem = await browser.newContext({ storageState: stateOf('Cem Client') });
    const view = { name: `e2e-${Date.now()}`, state: 'abc', page: 'overview', shared: false };
    try {
      const extra = await cem.request.post('/api/report-views/InvoiceIntel', { data: { ...view, owner: 'someone' } });
      expect(extra.status()).toBe(400);
      expect((await extra.json()).error.code).toBe('invalidBody');
    } finally {
      await cem.close();
    }
    // Fabrikam's record does not grant Invoice Intelligence: Fiona may keep no view of it.
    const fiona = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    try {
      const page = await fiona.newPage();
      await signedInAs(page, 'Fiona Fabrikam');
      const refused = await fiona.request.post('/api/report-views/InvoiceIntel', { data: view });
      expect(refused.status()).toBe(403);
      expect((await refused.json()).error.code).toBe('featureNotGranted');
      expect((await fiona.request.get('/api/report-views/InvoiceIntel')).status()).toBe(403);
      expect((await fiona.request.post('/api/report-views/VendorIntel', { data: view })).status()).toBe(201);
    } finally {
      await fiona.close();
    }
  });
});
