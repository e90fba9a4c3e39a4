import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { nginxPathOrExplain, startNginx } from '../scripts/lib/nginx.mjs';
import { startRedisServer } from '../scripts/lib/redis-server.mjs';
import { defaultPreferences } from '../src/preferences/preferences.ts';
import { defaultSettings } from '../src/preferences/settings.ts';
import { SERVER_NODE_FLAGS } from '../src/server/node-flags.ts';
import { signedInAs } from './auth.ts';
import { expectedNotices } from './contracts.ts';
import { openDrawer } from './helpers.ts';
import { type BrowserContext, expect, type Page, test } from './test.ts';

// The portal as it is deployed: Debian's nginx ends TLS on https://localhost:<E2E_PORT + 50> with
// a certificate the browser trusts (tests/global-setup.ts), and passes requests round robin to two
// portal processes on one Redis, with the configuration the README gives operators
// (docs/deploy/nginx.conf). The portals run the
// local environment (its tenant started apart, as `npm run tenant`): MSAL's Entra mode, which
// PORTAL_ENV=dev1 selects, needs Entra itself. What https changes comes from PUBLIC_URL alone
// (__Host- session cookie, Secure cookies, HSTS, the origin writes must come from), which is what
// this suite checks, for each family of writes: sign-in, logout, settings, uploads, content,
// recent searches, contract edits and calendar links. Ports: E2E_PORT + 50 nginx, + 51 tenant, + 52 and + 54 the portals, + 56 Redis.
const base = Number(process.env['E2E_PORT'] ?? 4391) + 50;
const publicUrl = `https://localhost:${base}`;
const tenantPort = base + 1;
const root = path.resolve(import.meta.dirname, '..');
const localNode = path.join(root, 'node_modules', '.bin', 'node');
const nodeBinary = existsSync(localNode) ? localNode : process.execPath;
/**
 * Tokens of 660 s: the session locks (expiry minus 9 minutes) two minutes after each sign-in,
 * time enough for every other test (each signs in afresh), and warns at once (two minutes before).
 */
const TOKEN_TTL_SECONDS = '660';
/** After SIGTERM a portal serves this long while not ready, then drains. */
const SHUTDOWN_DELAY_SECONDS = 6;
const SESSION_COOKIE = '__Host-portal-session';
/** Where a logout lands: the company site, locally the login page (the provider adds its `state`). */
const loginPage = new RegExp(`^${publicUrl}/login(\\?|$)`);

interface Server {
  name: string;
  port: number;
  process: ChildProcess;
  output: string[];
}

let dataDir: string;
let redis: Awaited<ReturnType<typeof startRedisServer>>;
let proxy: Awaited<ReturnType<typeof startNginx>>;
const servers: Server[] = [];

function spawnServer(name: string, port: number, script: string, env: Record<string, string>): Server {
  const child = spawn(nodeBinary, [...(script.endsWith('main.ts') ? SERVER_NODE_FLAGS : []), script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server: Server = { name, port, process: child, output: [] };
  child.stdout?.on('data', (chunk: Buffer) => server.output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => server.output.push(chunk.toString()));
  servers.push(server);
  return server;
}

async function answering(server: Server, url: string): Promise<void> {
  await expect
    .poll(
      async () => {
        if (server.process.exitCode !== null)
          throw new Error(`${server.name} exited (${server.process.exitCode}):\n${server.output.join('')}`);
        return fetch(url).then(
          (answer) => answer.status,
          () => 0,
        );
      },
      { timeout: 90_000, intervals: [250, 500, 1000] },
    )
    .toBe(200);
}

/** Stops a server as an orchestrator does (SIGTERM) and resolves with its exit code. */
async function stop(server: Server): Promise<number | null> {
  const child = server.process;
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  const code = await exited;
  clearTimeout(killer);
  return code;
}

function portalEnv(port: number): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    PORTAL_ENV: 'local',
    LOCAL_TENANT: 'external',
    TENANT_PORT: String(tenantPort),
    DATA_DIR: dataDir,
    STORAGE_URL: redis.url,
    PUBLIC_URL: publicUrl,
    PROXY_HOPS: '1',
    SHUTDOWN_DELAY_SECONDS: String(SHUTDOWN_DELAY_SECONDS),
    SIGN_IN_RATE_LIMIT: '10000',
    LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'warn',
  };
}

/** The certificate tests/global-setup.ts made, which the browser and this worker trust (decision 109). */
function suiteCertificate(): { key: string; certificate: string } {
  const key = process.env['E2E_TLS_KEY'];
  const certificate = process.env['E2E_TLS_CERTIFICATE'];
  if (!key || !certificate)
    throw new Error('No certificate: run this suite through playwright.config.ts, whose global setup makes it.');
  return { key, certificate };
}

const portalA = base + 2;
const portalB = base + 4;

test.describe.configure({ mode: 'serial' });
test.use({ storageState: { cookies: [], origins: [] } });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // Before anything starts: without nginx the suite fails at once, saying how to get it.
  nginxPathOrExplain();
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-https-'));
  redis = await startRedisServer({ port: base + 6 });
  const tenant = spawnServer('tenant', tenantPort, 'packages/local-tenant/src/main.ts', {
    TENANT_PORT: String(tenantPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // The IdP sends the pop-up back to, and CORS admits, the portal's https origin.
    PUBLIC_URL: publicUrl,
    TENANT_TOKEN_TTL_SECONDS: TOKEN_TTL_SECONDS,
  });
  await answering(tenant, `http://127.0.0.1:${tenantPort}/health`);
  const first = spawnServer('portal-a', portalA, 'src/server/main.ts', portalEnv(portalA));
  const second = spawnServer('portal-b', portalB, 'src/server/main.ts', portalEnv(portalB));
  await answering(first, `http://127.0.0.1:${portalA}/api/ready`);
  await answering(second, `http://127.0.0.1:${portalB}/api/ready`);
  proxy = await startNginx({
    port: base,
    upstreams: [`127.0.0.1:${portalA}`, `127.0.0.1:${portalB}`],
    tls: suiteCertificate(),
  });
});

test.afterAll(async () => {
  test.setTimeout(120_000);
  if (proxy) {
    await test.info().attach('nginx-error.log', { body: proxy.errorLog() });
    await test.info().attach('nginx-access.log', { body: proxy.accessLog().join('\n') });
  }
  await proxy?.stop();
  for (const server of servers.toReversed()) {
    await stop(server);
    await test.info().attach(`${server.name}.log`, { body: server.output.join('') });
  }
  await redis?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/**
 * A request straight to one portal process, past nginx, as nginx sends it (the public Host):
 * what the instance itself makes of a cookie.
 */
function direct(
  port: number,
  pathname: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        agent: false,
        headers: { host: `localhost:${base}`, 'x-forwarded-proto': 'https', ...headers },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

async function sessionCookie(context: BrowserContext): Promise<string> {
  const cookies = await context.cookies(publicUrl);
  const session = cookies.find((cookie) => cookie.name === SESSION_COOKIE);
  expect(session, `cookies: ${cookies.map((cookie) => cookie.name).join(', ')}`).toBeDefined();
  // Only the __Host- one: a plain `portal-session` would be a cookie a plain-http page could plant.
  expect(cookies.map((cookie) => cookie.name)).not.toContain('portal-session');
  expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
  return `${SESSION_COOKIE}=${session?.value ?? ''}`;
}

/** The cookie of a session that was logged out gets 401 from the API, on every instance. */
async function expectEndedOnTheServer(cookie: string): Promise<void> {
  for (const port of [portalA, portalB]) {
    const answer = await direct(port, '/api/notifications', { cookie });
    expect(answer.status, `instance on ${port}`).toBe(401);
  }
}

async function openSwitchDialog(page: Page, entry: string) {
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: entry }).click();
  return page.getByRole('dialog', { name: entry });
}

/** Where another site's page says a write comes from: its origin, and the browser's Sec-Fetch-Site. */
const fromAnotherSite = { origin: 'https://evil.test', 'sec-fetch-site': 'cross-site' };

/** What a refused write sends: where it says it comes from, and its body. */
type WriteFromAnotherSite = Pick<NonNullable<Parameters<APIRequestContext['fetch']>[1]>, 'data' | 'form'> & {
  headers?: Record<string, string>;
};

/**
 * A write as another site's page would send it (with the person's cookie, when the request context
 * has one) is refused: 403, and on /api/* in the JSON envelope that says why; a page's form is
 * refused as text. `headers` say where it comes from, another site's origin unless told otherwise.
 */
async function expectRefusedFromAnotherSite(
  request: APIRequestContext,
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  { headers = fromAnotherSite, ...body }: WriteFromAnotherSite = {},
): Promise<void> {
  const answer = await request.fetch(url, { method, headers, ...body, maxRedirects: 0 });
  expect(answer.status(), `${method} ${url} from ${JSON.stringify(headers)}`).toBe(403);
  if (url.startsWith('/api/'))
    expect(await answer.json()).toEqual({
      error: { code: 'crossSite', message: 'The request came from another site and was refused.' },
    });
}

test('over https the answers pin https, and writes from another site are refused in the JSON envelope', async ({
  request,
}) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(health.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  // nginx's request id reaches the portal, which answers with it.
  expect(health.headers()['x-request-id']).toMatch(/^[0-9a-f]{32}$/);

  await expectRefusedFromAnotherSite(request, 'POST', '/api/session/nonce');
  // The portal's own origin over plain http is another origin.
  await expectRefusedFromAnotherSite(request, 'POST', '/api/session/nonce', {
    headers: { origin: `http://localhost:${base}` },
  });
  // A form posted to a page from another site: refused too, as text.
  await expectRefusedFromAnotherSite(request, 'POST', '/logout', {
    headers: { origin: 'https://evil.test', 'content-type': 'application/x-www-form-urlencoded' },
    data: 'a=1',
  });

  const own = await request.post('/api/session/nonce', { headers: { origin: publicUrl } });
  expect(own.status()).toBe(200);
  const setCookie = own.headersArray().find((header) => header.name.toLowerCase() === 'set-cookie')?.value ?? '';
  expect(setCookie).toMatch(/^__Secure-portal-sign-in=/);
  expect(setCookie).toMatch(/; Secure/i);
  expect(setCookie).toMatch(/; HttpOnly/i);
});

test('staff sign in through the pop-up, switch client, edit an FAQ answer and log out, ending the session', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await signedInAs(page, 'Ada Admin');
  expect(page.url().startsWith(`${publicUrl}/`)).toBe(true);
  const cookie = await sessionCookie(context);

  await test.step('switch client', async () => {
    await page.goto('/pages/faq');
    let dialog = await openSwitchDialog(page, 'Switch Client/Project');
    await dialog.getByRole('combobox', { name: 'Client' }).click();
    await page.getByRole('option', { name: 'Contoso Bank' }).click();
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Switch' }).click()]);
    dialog = await openSwitchDialog(page, 'Switch Client/Project');
    await expect(dialog.getByRole('combobox', { name: 'Client' })).toContainText('Contoso Bank');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('edit an FAQ answer', async () => {
    const text = `Use the language menu, over https (${Date.now()}).`;
    await page.locator('[data-faq="language"] summary').click();
    await page.getByRole('button', { name: 'Edit: How do I change the language?' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit the FAQ' });
    await editor.getByRole('textbox', { name: 'Answer (Markdown)' }).fill(text);
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor.getByRole('status')).toHaveText(/^Saved as revision \d+\./);
    await editor.getByRole('button', { name: 'Close' }).first().click();
    await page.reload();
    await expect(page.locator('[data-faq="language"]')).toContainText(text);
  });

  await test.step('a refused logout is tried again, then said, and the session stays usable', async () => {
    await page.route('**/api/session', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({
            status: 403,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'crossSite', message: 'refused' } }),
          })
        : route.fallback(),
    );
    const deletes: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'DELETE' && new URL(sent.url()).pathname === '/api/session') deletes.push(sent.url());
    });
    await page.goto('/logout');
    await expect(
      page.getByRole('alert').filter({ hasText: 'The portal could not end your session: you are still signed in.' }),
    ).toBeVisible();
    expect(deletes).toHaveLength(3);
    expect(page.url()).toBe(`${publicUrl}/logout`);
    expect((await direct(portalA, '/api/notifications', { cookie })).status).toBe(200);
    // The server answers again: Try again ends the session and goes on.
    await page.unroute('**/api/session');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(loginPage);
  });

  await expectEndedOnTheServer(cookie);
});

test('settings, notifications and an upload over https, on either instance, then logout', async ({ page, context }) => {
  test.setTimeout(180_000);
  await signedInAs(page, 'Sam Settings');
  const cookie = await sessionCookie(context);

  await test.step('the session opens on both instances', async () => {
    for (const port of [portalA, portalB]) {
      const answer = await direct(port, '/apps/dashboards/project', { cookie });
      expect(answer.status, `instance on ${port}`).toBe(200);
      expect(answer.body).toContain('Account menu: Sam Settings');
    }
  });

  await test.step('a setting is saved, and both instances render it', async () => {
    await page.goto('/apps/dashboards/project');
    await openDrawer(page, 'schemes');
    await page.getByRole('dialog', { name: 'Colour schemes' }).getByRole('button', { name: 'Midnight' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-scheme', 'dark1');
    await page.keyboard.press('Escape');
    for (const port of [portalA, portalB]) {
      await expect
        .poll(async () => /<body[^>]*data-scheme="dark1"/.test((await direct(port, '/pages/faq', { cookie })).body))
        .toBe(true);
    }
  });

  await test.step('notifications are read and dismissed', async () => {
    // Sam's client has contracts with deadlines within 90 days: reminded at sign-in, one by one or
    // in one notice counting them. (The lock's warning joins them, two minutes before the lock;
    // it is left out of the counts.)
    const reminders = (await expectedNotices(1001, tenantPort)).length;
    const unread = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await expect(unread).toBeVisible();
    await unread.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    const contracts = panel.getByRole('listitem').filter({ hasText: 'Northwind Traders:' });
    await expect(contracts).toHaveCount(reminders);
    await expect(page.locator('[data-notification-count]')).toBeHidden();
    await panel
      .getByRole('button', { name: /^Dismiss: Northwind Traders/ })
      .first()
      .click();
    await expect(contracts).toHaveCount(reminders - 1);
    // Kept on the server, whichever instance answers: read, and one fewer.
    // The panel drops the notice at once; the DELETE may still be on its way: ask until it is in.
    const endingOnServer = async () => {
      const listed = await page.request.get('/api/notifications');
      const { notifications } = (await listed.json()) as { notifications: { kind: string; read: boolean }[] };
      return notifications.filter((notification) => notification.kind.startsWith('contract'));
    };
    await expect.poll(async () => (await endingOnServer()).length).toBe(reminders - 1);
    expect((await endingOnServer()).every((notification) => notification.read)).toBe(true);
    await page.keyboard.press('Escape');
  });

  await test.step('a file is uploaded', async () => {
    await page.goto('/apps/file-manager');
    await expect(page.getByTestId('file-status')).toHaveText(/items?$/);
    const name = `Over https ${Date.now()}.txt`;
    await page
      .getByLabel(/^Choose files to upload to /)
      .setInputFiles([{ name, mimeType: 'text/plain', buffer: Buffer.from('sent through the TLS proxy') }]);
    await expect(page.getByRole('region', { name: 'Uploads' }).locator('li').filter({ hasText: name })).toContainText(
      'Uploaded',
    );
  });

  await test.step('logout ends the session on the server', async () => {
    await page.goto('/logout');
    await expect(page).toHaveURL(loginPage);
    await expectEndedOnTheServer(cookie);
  });

  // The round robin sent Sam's requests to both instances (pages alone are too few to be sure of
  // both: which instance a page lands on depends on how many calls came between).
  const served = proxy
    .accessLog()
    .filter((line) => /"(?:GET|PUT|POST|DELETE) \/[^ ]* HTTP/.test(line) && / 20\d /.test(line));
  for (const port of [portalA, portalB])
    expect(
      served.some((line) => line.includes(`upstream=127.0.0.1:${port} `)),
      `pages served by ${port}`,
    ).toBe(true);
});

test('recent searches over https: a results address keeps nothing, the form and the API keep, another site is refused', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signedInAs(page, 'Cem Client');
  await sessionCookie(context);
  const recentOnServer = async () => {
    const answer = await page.request.get('/api/search/recent');
    expect(answer.status()).toBe(200);
    return ((await answer.json()) as { queries: string[] }).queries;
  };
  expect(await recentOnServer()).toEqual([]);

  await test.step('opening a results address writes nothing; the form of the page keeps its search', async () => {
    await page.goto('/search?q=lease');
    await expect(page.locator('[data-search-total]')).toBeVisible();
    expect(await recentOnServer()).toEqual([]);
    const form = page.locator('[data-search-results]').getByRole('search', { name: 'Search everything' });
    await form.getByRole('searchbox').fill('fleet lease');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(`${publicUrl}/search?q=fleet+lease`);
    expect(await recentOnServer()).toEqual(['fleet lease']);
  });

  await test.step('the API keeps a search from the origin of the portal', async () => {
    const kept = await page.request.post('/api/search/recent', {
      headers: { origin: publicUrl },
      data: { query: 'renewal' },
    });
    expect(kept.status()).toBe(200);
    expect(await kept.json()).toEqual({ queries: ['renewal', 'fleet lease'] });
  });

  await test.step('from another site every write is refused and nothing changes', async () => {
    await expectRefusedFromAnotherSite(page.request, 'POST', '/api/search/recent', { data: { query: 'planted' } });
    await expectRefusedFromAnotherSite(page.request, 'DELETE', '/api/search/recent');
    await expectRefusedFromAnotherSite(page.request, 'POST', '/search', { form: { q: 'planted' } });
    expect(await recentOnServer()).toEqual(['renewal', 'fleet lease']);
  });

  const cleared = await page.request.delete('/api/search/recent', { headers: { origin: publicUrl } });
  expect(cleared.status()).toBe(200);
  expect(await recentOnServer()).toEqual([]);
});

test('a contract edit is taken over https from the portal, and refused from another site', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signedInAs(page, 'Ada Admin');
  await sessionCookie(context);
  const data = { fields: {}, eTag: null };
  const address = '/api/contracts/facts/no-such-contract';
  await expectRefusedFromAnotherSite(page.request, 'PATCH', address, { data });
  // Without an Origin, a browser's Sec-Fetch-Site still says where the write came from.
  await expectRefusedFromAnotherSite(page.request, 'PATCH', address, {
    headers: { 'sec-fetch-site': 'cross-site' },
    data,
  });
  // From the portal's own origin, on whichever instance nginx chooses: both take it to the
  // register, which has no such contract.
  for (let index = 0; index < 2; index++) {
    const taken = await page.request.patch(address, { headers: { origin: publicUrl }, data });
    expect(taken.status()).toBe(404);
    expect(((await taken.json()) as { error: { code: string } }).error.code).toBe('itemNotFound');
  }
});

test('a calendar link is made and stopped over https, served at the public address, and refused from another site', async ({
  page,
  context,
  playwright,
}) => {
  test.setTimeout(120_000);
  await signedInAs(page, 'Ada Admin');
  await sessionCookie(context);
  await page.goto('/deepLink/contractlocker?hubspotCompanyXref=1001');
  await expect(page).toHaveURL(`${publicUrl}/apps/dashboards/contractlocker`);
  const part = page.locator('[data-calendar-subscription]');
  // The browser's own form post, over TLS from the portal's origin.
  await part.getByRole('button', { name: 'Create a subscription link' }).click();
  const address = part.getByLabel('Your subscription link');
  // The address a calendar fetches is the public https one, never the plain http nginx passes on.
  await expect(address).toHaveValue(new RegExp(`^${publicUrl}/api/contract-calendar/[\\w-]{43}\\.ics$`));
  const link = await address.inputValue();

  // As a calendar fetches it: no cookie, straight through nginx.
  const calendar = await playwright.request.newContext();
  try {
    const served = await calendar.get(link);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toContain('text/calendar');
    expect(served.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');

    // Another site's form, with the person's cookie, can neither stop nor replace the link.
    for (const action of ['revoke', 'create'])
      await expectRefusedFromAnotherSite(page.request, 'POST', '/api/contracts/calendar-link', { form: { action } });
    await expect(address).toHaveValue(link);
    expect((await calendar.get(link)).status()).toBe(200);

    await part.getByRole('button', { name: 'Stop subscription' }).click();
    await expect(part.getByRole('status')).toHaveText('The subscription link was stopped.');
    expect((await calendar.get(link)).status()).toBe(404);
  } finally {
    await calendar.dispose();
  }
});

test('the session locks at the token refresh time and unlocks through the pop-up over https', async ({ page }) => {
  test.setTimeout(180_000);
  // The page's clock, running as usual until moved: the lock is the page's own timer, due two
  // minutes after sign-in, so the test moves the clock there rather than waiting (decision 090).
  await page.clock.install();
  await signedInAs(page, 'Cem Client');
  await page.goto('/pages/faq?from=lock');
  const dialog = page.getByRole('alertdialog', { name: 'Your session is locked' });
  // The page is in (the lock, once shown, hides it from the accessibility tree: hidden counts).
  await expect(page.getByRole('heading', { level: 1, includeHidden: true })).toHaveText('Frequently Asked Questions');
  await page.clock.fastForward('02:10');
  await expect(dialog).toBeVisible();
  // Back to the real time before unlocking: the renewed token's refresh time is two minutes from
  // the real now, which the page, still two minutes ahead, would take as already past.
  await page.clock.setSystemTime(Date.now());
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.getByRole('button', { name: 'Unlock to continue' }).click(),
  ]);
  await popup.getByRole('button', { name: /Cem Client/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`${publicUrl}/pages/faq?from=lock`);
  const response = await page.request.get('/pages/faq', { maxRedirects: 0 });
  expect(response.status()).toBe(200);
});

test('a stopping instance is not ready at once, finishes what it has, and nginx sends the rest to the other', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await signedInAs(page, 'Cem Client');
  const cookie = await sessionCookie(context);
  const stopping = servers.find((server) => server.name === 'portal-a');
  if (!stopping) throw new Error('portal-a was not started');

  // A settings write held open on instance A: its headers are in (the server said 100 Continue),
  // its body is sent only when the test says so.
  const body = JSON.stringify({
    data: { shortcuts: ['held-open'], settings: defaultSettings, preferences: defaultPreferences },
    order: { writer: 'https-proxy-test', seq: 1 },
  });
  let answered: (status: number) => void = () => {};
  const finished = new Promise<number>((resolve) => {
    answered = resolve;
  });
  const held = httpRequest({
    host: '127.0.0.1',
    port: portalA,
    method: 'PUT',
    path: '/api/user',
    agent: false,
    headers: {
      host: `localhost:${base}`,
      origin: publicUrl,
      cookie,
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
      expect: '100-continue',
    },
  });
  held.on('response', (response) => {
    response.resume();
    answered(response.statusCode ?? 0);
  });
  held.on('error', () => answered(0));
  await new Promise<void>((resolve) => held.once('continue', () => resolve()));

  const exited = new Promise<number | null>((resolve) => stopping.process.once('exit', (code) => resolve(code)));
  stopping.process.kill('SIGTERM');

  await test.step('at once: not ready, still alive', async () => {
    // The signal is handled on the process's next turn: a request already on its way may still
    // be told "ready". Ask until the answer changes (well within the shutdown delay).
    await expect.poll(async () => (await direct(portalA, '/api/ready')).status).toBe(503);
    const ready = await direct(portalA, '/api/ready');
    expect(JSON.parse(ready.body)).toMatchObject({ error: { code: 'stopping' } });
    expect((await direct(portalA, '/api/health')).status).toBe(200);
    expect((await direct(portalB, '/api/ready')).status).toBe(200);
  });

  await test.step('then it takes no new connections, and nginx answers every request from the other', async () => {
    await expect
      .poll(
        () =>
          direct(portalA, '/api/health').then(
            () => 'accepting',
            (error: NodeJS.ErrnoException) => error.code,
          ),
        { timeout: 60_000 },
      )
      .toBe('ECONNREFUSED');
    const ids: string[] = [];
    for (let index = 0; index < 6; index++) {
      const answer = await page.request.get(index % 2 ? '/api/health' : '/api/ready');
      expect(answer.status()).toBe(200);
      ids.push(answer.headers()['x-request-id'] ?? '');
    }
    const lines = proxy.accessLog();
    for (const id of ids) {
      const line = lines.find((candidate) => candidate.endsWith(`request_id=${id}`)) ?? '';
      // `upstream=A, B` when nginx tried A first: the last one answered.
      expect(line, id).toMatch(new RegExp(`upstream=(127\\.0\\.0\\.1:${portalA}, )?127\\.0\\.0\\.1:${portalB} `));
    }
  });

  await test.step('the request in flight finishes, then the instance exits cleanly', async () => {
    held.end(body);
    expect(await finished).toBe(204);
    expect(await exited).toBe(0);
  });
});
