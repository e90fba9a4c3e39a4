import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { generateKeyPair, SignJWT } from 'jose';
import { SERVER_NODE_FLAGS } from '../src/server/node-flags.ts';
import { signedInAs, signInAs, stateOf } from './auth.ts';
import { chooseLanguage, expectNoAxeViolations } from './helpers.ts';
import { expect, test } from './test.ts';

// Every test here starts signed out and signs in through the real pop-up, except the few about what
// a signed-in page shows: those start from the account's stored sign-in (tests/auth.setup.ts).
test.use({ storageState: { cookies: [], origins: [] } });

/** The local tenant of the portal at `baseURL` (the next port), whose keys sign minted tokens. */
function tenantOf(baseURL: string | undefined, dataDir = process.env['E2E_DATA_DIR'] ?? '') {
  const tenantPort = Number(new URL(baseURL ?? '').port) + 1;
  return { dataDir, issuer: `http://localhost:${tenantPort}/idp` };
}

/**
 * What the login page does before the pop-up: a sign-in nonce, its cookie kept by `request`. A
 * bodiless POST must name its origin, as the page's fetch does (src/middleware/cross-site.ts).
 */
async function signInNonce(request: APIRequestContext, baseURL: string | undefined): Promise<string> {
  const response = await request.post('/api/session/nonce', { headers: sameOrigin(baseURL) });
  expect(response.status()).toBe(200);
  const { nonce } = (await response.json()) as { nonce: string };
  return nonce;
}

function sameOrigin(baseURL: string | undefined): Record<string, string> {
  return { origin: new URL(baseURL ?? '').origin };
}

const invalidToken = {
  error: { code: 'invalidToken', message: 'Your sign-in could not be verified. Please try again.' },
};

test.describe('the login page', () => {
  test('shows the spec texts and has no axe violations', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in with Microsoft' })).toBeEnabled();
    await expect(page.getByText('A Microsoft work account is required to sign in.')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('signing in as each demo account', () => {
  for (const [name, company] of [
    ['Ada Admin', 'EFI'],
    ['Cem Client', 'Northwind Traders'],
    ['Vera Vendor', 'Vendor Co'],
    ['Fiona Fabrikam', 'Fabrikam'],
  ] as const) {
    test(`${name} reaches the project dashboard and sees their name and company`, async ({ page }) => {
      await signedInAs(page, name);
      await expect(page).toHaveURL(/\/apps\/dashboards\/project$/);
      const menu = page.getByRole('button', { name: new RegExp(`Account menu: ${name}`) });
      await expect(menu).toBeVisible();
      await expect(menu).toContainText(company);
    });
  }

  test('the sign-in button is disabled with a spinner while the pop-up is open', async ({ page }) => {
    await page.goto('/login');
    const button = page.getByRole('button', { name: 'Sign in with Microsoft' });
    const [popup] = await Promise.all([page.waitForEvent('popup'), button.click()]);
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await popup.getByRole('button', { name: /Cem Client/ }).click();
    // The first render after sign-in can take a while on a busy CI machine.
    await expect(page).toHaveURL(/\/apps\/dashboards\/project$/);
  });
});

test.describe('sign-in errors', () => {
  test('a user whose privileges call fails is told so', async ({ page }) => {
    await signInAs(page, 'Nora Noaccess');
    await expect(page.getByRole('alert')).toHaveText(
      'You have been successfully logged in but have not been fully set up with site privileges. Please contact the system administrator.',
    );
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('button', { name: 'Sign in with Microsoft' })).toBeEnabled();
  });

  test('a user whose user info call fails is told so', async ({ page }) => {
    await signInAs(page, 'Uma Unknown');
    await expect(page.getByRole('alert')).toHaveText('Cannot load user data. Please contact the system administrator.');
  });

  test("cancelling in the pop-up shows the provider's message in a red alert", async ({ page }) => {
    await page.goto('/login');
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Sign in with Microsoft' }).click(),
    ]);
    await popup.getByRole('button', { name: 'Cancel' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('cancelled');
    await expect(page.getByRole('button', { name: 'Sign in with Microsoft' })).toBeEnabled();
  });

  test('a forged, expired or foreign ID token is refused by the session endpoint', async ({ request, baseURL }) => {
    const { mintIdToken } = await import('@client-portal/local-tenant/testing');
    const tenant = tenantOf(baseURL);
    const email = 'ada.admin@efi.test';
    // Every token below carries the nonce this browser was given: only the token itself is wrong.
    const nonce = await signInNonce(request, baseURL);
    const claims = { nonce };
    const { privateKey } = await generateKeyPair('RS256');
    const genuine = await mintIdToken(tenant, email, { claims });
    const [header, payload] = genuine.split('.');
    const forged = `${header}.${payload}.${await new SignJWT({})
      .setProtectedHeader({ alg: 'RS256' })
      .sign(privateKey)
      .then((jwt) => jwt.split('.')[2])}`;
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()), email: 'cem.client@northwind.test' })).toString('base64url')}.${genuine.split('.')[2]}`;
    const refused = {
      forged,
      tampered,
      expired: await mintIdToken(tenant, email, { expiresIn: -60, claims }),
      foreignAudience: await mintIdToken(tenant, email, { claims: { ...claims, aud: 'someone-else' } }),
      foreignIssuer: await mintIdToken({ ...tenant, issuer: 'http://localhost:1/idp' }, email, { claims }),
      garbage: 'not-a-token-at-all-but-long-enough',
    };
    for (const [kind, idToken] of Object.entries(refused)) {
      const response = await request.post('/api/session', { data: { idToken } });
      expect(response.status(), kind).toBe(401);
      expect(response.headers()['set-cookie'], kind).toBeUndefined();
    }
    // The same request with the genuine token opens a session: the refusals above are the token's.
    const accepted = await request.post('/api/session', { data: { idToken: genuine } });
    expect(accepted.status()).toBe(200);
    expect(accepted.headers()['set-cookie']).toMatch(/portal-session=.*HttpOnly.*SameSite=Lax/i);

    const empty = await request.post('/api/session', { data: {} });
    expect(empty.status()).toBe(400);
    expect((await empty.json()).error.message).toBe('Error: Could not log in, please try again.');
  });
});

test.describe('one-time sign-in', () => {
  const email = 'cem.client@northwind.test';

  test('the nonce comes with an HttpOnly, same-site cookie for the session endpoints only', async ({
    request,
    baseURL,
  }) => {
    const response = await request.post('/api/session/nonce', { headers: sameOrigin(baseURL) });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-store');
    expect(await response.json()).toEqual({ nonce: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), expiresIn: 600 });
    const cookie = response.headers()['set-cookie'] ?? '';
    expect(cookie).toMatch(/^portal-sign-in=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/Max-Age=600/i);
    expect(cookie).toMatch(/Path=\/api\/session/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  test('a token replayed after logout is refused', async ({ request, baseURL }) => {
    const { mintIdToken } = await import('@client-portal/local-tenant/testing');
    const nonce = await signInNonce(request, baseURL);
    const idToken = await mintIdToken(tenantOf(baseURL), email, { claims: { nonce } });
    expect((await request.post('/api/session', { data: { idToken } })).status()).toBe(200);
    expect((await request.delete('/api/session', { headers: sameOrigin(baseURL) })).status()).toBe(204);

    const replayed = await request.post('/api/session', { data: { idToken } });
    expect(replayed.status()).toBe(401);
    expect(await replayed.json()).toEqual(invalidToken);
    expect(replayed.headers()['set-cookie']).toBeUndefined();
    // Nor does a fresh nonce for this browser make the old token good again.
    await signInNonce(request, baseURL);
    expect((await request.post('/api/session', { data: { idToken } })).status()).toBe(401);
  });

  test('a token made with another nonce is refused', async ({ request, playwright, baseURL }) => {
    const { mintIdToken } = await import('@client-portal/local-tenant/testing');
    const tenant = tenantOf(baseURL);
    await signInNonce(request, baseURL);
    const otherBrowser = await playwright.request.newContext({ baseURL: baseURL ?? '' });
    const refused = {
      neverIssued: await mintIdToken(tenant, email, { claims: { nonce: 'a-nonce-this-portal-never-issued' } }),
      anotherBrowsers: await mintIdToken(tenant, email, {
        claims: { nonce: await signInNonce(otherBrowser, baseURL) },
      }),
      none: await mintIdToken(tenant, email),
    };
    await otherBrowser.dispose();
    for (const [kind, idToken] of Object.entries(refused)) {
      const response = await request.post('/api/session', { data: { idToken } });
      expect(response.status(), kind).toBe(401);
      expect(await response.json(), kind).toEqual(invalidToken);
      expect(response.headers()['set-cookie'], kind).toBeUndefined();
    }
  });

  test('a token issued 11 minutes ago is refused, however long it has to live', async ({ request, baseURL }) => {
    const { mintIdToken } = await import('@client-portal/local-tenant/testing');
    const tenant = tenantOf(baseURL);
    const nonce = await signInNonce(request, baseURL);
    const iat = Math.floor(Date.now() / 1000) - 11 * 60;
    const stale = await mintIdToken(tenant, email, { claims: { nonce, iat } });
    const refused = await request.post('/api/session', { data: { idToken: stale } });
    expect(refused.status()).toBe(401);
    expect(await refused.json()).toEqual(invalidToken);
    expect(refused.headers()['set-cookie']).toBeUndefined();
    // The same nonce in a token issued now is good: the refusal was the token's age.
    const fresh = await mintIdToken(tenant, email, { claims: { nonce } });
    expect((await request.post('/api/session', { data: { idToken: fresh } })).status()).toBe(200);
  });

  test('of two parallel posts of one fresh token, exactly one opens a session', async ({ request, baseURL }) => {
    const { mintIdToken } = await import('@client-portal/local-tenant/testing');
    const nonce = await signInNonce(request, baseURL);
    const idToken = await mintIdToken(tenantOf(baseURL), email, { claims: { nonce } });
    const answers = await Promise.all([
      request.post('/api/session', { data: { idToken } }),
      request.post('/api/session', { data: { idToken } }),
    ]);
    expect(answers.map((answer) => answer.status()).sort()).toEqual([200, 401]);
    const refused = answers.find((answer) => answer.status() === 401);
    expect(refused?.headers()['set-cookie']).toBeUndefined();
  });
});

/**
 * A portal of its own (built server, own local tenant and data folder) on the two ports after
 * the suite's (playwright.config.ts), with extra settings; stopped by `stop()`.
 */
async function startOwnPortal(baseURL: string | undefined, env: Record<string, string>) {
  const port = Number(new URL(baseURL ?? '').port) + 6;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-e2e-own-'));
  const url = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      TENANT_PORT: String(port + 1),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PORTAL_ENV: 'local',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  // A cold start on a busy machine takes a while (the webServer entries allow minutes).
  const deadline = Date.now() + 120_000;
  for (;;) {
    const status = (await fetch(`${url}/api/health`).catch(() => undefined))?.status;
    if (status === 200) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`The portal of its own did not start (exit ${child.exitCode}): ${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, tenant: tenantOf(url, dataDir), stop };
}

test('too many sign-in attempts from one address are answered 429 with Retry-After', async ({
  playwright,
  baseURL,
}) => {
  // Three a minute: the suite's own portal allows more, since every test signs in from 127.0.0.1.
  const portal = await startOwnPortal(baseURL, { SIGN_IN_RATE_LIMIT: '3' });
  const request = await playwright.request.newContext({ baseURL: portal.url });
  try {
    const { mintIdToken } = await import('@client-portal/local-tenant/testing');
    const tooMany = {
      error: { code: 'tooManySignIns', message: 'Too many sign-in attempts. Try again in a minute.' },
    };
    const expectRefused = async (response: Awaited<ReturnType<APIRequestContext['post']>>) => {
      expect(response.status()).toBe(429);
      expect(await response.json()).toEqual(tooMany);
      expect(response.headers()['set-cookie']).toBeUndefined();
      const retryAfter = Number(response.headers()['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
    };

    // The nonce endpoint: three, then refused.
    const nonce = await signInNonce(request, portal.url);
    await signInNonce(request, portal.url);
    await signInNonce(request, portal.url);
    await expectRefused(await request.post('/api/session/nonce', { headers: sameOrigin(portal.url) }));

    // The session endpoint counts on its own: three refused tokens, then even a good one is refused.
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await request.post('/api/session', { data: { idToken: 'not-a-token-at-all-but-long-enough' } });
      expect(response.status()).toBe(401);
    }
    const genuine = await mintIdToken(portal.tenant, 'cem.client@northwind.test', { claims: { nonce } });
    await expectRefused(await request.post('/api/session', { data: { idToken: genuine } }));
  } finally {
    await request.dispose();
    await portal.stop();
  }
});

test.describe('protected routes and the redirect target', () => {
  test('redirect a guest to /login before any page is rendered, keeping path and query', async ({ request }) => {
    const response = await request.get('/apps/file-manager?folder=abc', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe('/login?redirect=%2Fapps%2Ffile-manager%3Ffolder%3Dabc');
    expect(await response.text()).toBe('');
    const api = await request.post('/api/session/active-client', { data: { clientId: 'x', projects: [] } });
    expect(api.status()).toBe(401);
  });

  test('return to the requested page and query after sign-in', async ({ page }) => {
    await page.goto('/pages/faq?topic=billing');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fpages%2Ffaq%3Ftopic%3Dbilling$/);
    await signInAs(page, 'Cem Client', page.url());
    await expect(page).toHaveURL(/\/pages\/faq\?topic=billing$/);
  });

  test('refuse an external redirect target', async ({ page }) => {
    await signInAs(page, 'Cem Client', '/login?redirect=https%3A%2F%2Fevil.example%2F');
    await expect(page).toHaveURL(/\/apps\/dashboards\/project$/);
    await page.goto('/login?redirect=//evil.example/x');
    await expect(page).toHaveURL(/\/apps\/dashboards\/project$/);
  });

  test.describe('signed in', () => {
    test.use({ storageState: stateOf('Cem Client') });

    test('/login is for guests only', async ({ page }) => {
      await page.goto('/login?redirect=%2Fpages%2Ffaq');
      await expect(page).toHaveURL(/\/pages\/faq$/);
      await expect(page.getByRole('button', { name: /Account menu: Cem Client/ })).toBeVisible();
    });
  });
});

test('an expired session sends the user to /login saying the session timed out', async ({ page, baseURL }) => {
  const { mintIdToken } = await import('@client-portal/local-tenant/testing');
  // A session made from an ID token that expires in three seconds.
  const nonce = await signInNonce(page.request, baseURL);
  const idToken = await mintIdToken(tenantOf(baseURL), 'cem.client@northwind.test', {
    expiresIn: 3,
    claims: { nonce },
  });
  expect((await page.request.post('/api/session', { data: { idToken } })).status()).toBe(200);
  await page.goto('/pages/faq');
  await expect(page).toHaveURL(/\/pages\/faq$/);
  // The page opens locked (a 3-second token is past its refresh time), and once the lock dialog's
  // lazy chunk has arrived it hides the page from the accessibility tree: the page's own heading
  // counts whether the check comes before or after that.
  await expect(page.getByRole('heading', { level: 1, includeHidden: true })).toHaveText('Frequently Asked Questions');
  // The server's clock decides: its API answers 401 from the token's expiry on (an expired
  // session is kept, so asking does not change what the page then meets).
  await expect.poll(async () => (await page.request.get('/api/notifications')).status(), { timeout: 60_000 }).toBe(401);
  await page.goto('/pages/faq');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fpages%2Ffaq&reason=timeout$/);
  await expect(page.getByText('Your session has timed out. Please sign in again.')).toBeVisible();
});

test.describe('signed in as Ada Admin', () => {
  // The photo was read from Graph at that sign-in and kept by the browser.
  test.use({ storageState: stateOf('Ada Admin') });

  test('the profile menu shows the Graph photo of a user who has one', async ({ page }) => {
    await page.goto('/apps/dashboards/project');
    const account = page.getByRole('button', { name: /Account menu: Ada Admin/ });
    // Before the menu wakes, the kept photo is drawn by CSS in place of the initials (decision 060)…
    const avatar = account.locator('[data-scope="avatar"][data-part="root"]');
    await expect
      .poll(() => avatar.evaluate((element) => getComputedStyle(element).backgroundImage))
      .toMatch(/^url\("data:image\/png;base64,/);
    await expect(account.locator('[data-part="fallback"]')).toBeHidden();
    // …and by the avatar itself once it has.
    await account.hover();
    await expect(account.locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/);
  });
});

test.describe('roles', () => {
  test.describe('a vendor user', () => {
    test.use({ storageState: stateOf('Vera Vendor') });

    test('filter the navigation on the server', async ({ page }) => {
      await page.goto('/apps/dashboards/project');
      const nav = page.getByRole('complementary', { name: 'Main navigation' });
      await expect(nav.getByRole('link', { name: 'File Manager' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'FAQs' })).toBeVisible();
    });
  });

  test('leave out a feature the client does not have, with a 403 page at its address', async ({ page }) => {
    await signedInAs(page, 'Fiona Fabrikam');
    const nav = page.getByRole('complementary', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'File Manager' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Vendor Intelligence' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Invoice Intelligence' })).toHaveCount(0);
    const refused = await page.goto('/apps/reports/invoice-intel');
    expect(refused?.status()).toBe(403);
    // The rewritten page's policy names each directive once.
    const directives = (refused?.headers()['content-security-policy'] ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/)[0]);
    expect(directives.filter((name, index) => name && directives.indexOf(name) !== index)).toEqual([]);
    await expect(page).toHaveURL(/\/apps\/reports\/invoice-intel$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Not part of your company's portal");
    await expect(page.getByRole('link', { name: 'Go back to the dashboard' })).toHaveAttribute(
      'href',
      '/apps/dashboards/project',
    );
    await expectNoAxeViolations(page);
    await chooseLanguage(page, 'ar');
    await page.goto('/apps/reports/invoice-intel');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ليست ضمن بوابة شركتك');
  });
});

test('logging out clears the session, the tokens and the client state', async ({ page }) => {
  await signedInAs(page, 'Cem Client');
  // MSAL keeps credentials under keys naming their type (idtoken, accesstoken, refreshtoken).
  const credentialKeys = () =>
    page.evaluate(() => Object.keys(localStorage).filter((key) => /idtoken|accesstoken|refreshtoken/i.test(key)));
  expect((await credentialKeys()).length).toBeGreaterThan(0);
  // What earlier versions kept of client logos in this browser (the server renders them now).
  await page.evaluate(() => localStorage.setItem('portal.clientLogo.last', 'MTAwMQ'));
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login(\?|$)/);
  expect(await credentialKeys()).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('portal.photoURL'))).toBeNull();
  // The next person on this browser does not see the last one's client logos.
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('portal.clientLogo.'))),
  ).toEqual([]);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'portal-session')).toBeUndefined();
  await page.goto('/apps/file-manager');
  await expect(page).toHaveURL(/\/login\?redirect=/);
});
