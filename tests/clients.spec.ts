import { readFileSync } from 'node:fs';
import type { Cookie, Route } from '@playwright/test';
import { signedInAs, signInAs, stateOf } from './auth.ts';
import { expectNoAxeViolations } from './helpers.ts';
import { expect, type Page, test } from './test.ts';

test.use({ storageState: { cookies: [], origins: [] } });

async function openSwitchDialog(page: Page, entry: string) {
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: entry }).click();
  return page.getByRole('dialog', { name: entry });
}

test.describe('the switch dialog', () => {
  test('with several clients: client and project pickers, Cancel and Switch', async ({ page }) => {
    await signedInAs(page, 'Ada Admin');
    const dialog = await openSwitchDialog(page, 'Switch Client/Project');
    await expect(dialog).toBeVisible();
    const client = dialog.getByRole('combobox', { name: 'Client' });
    const project = dialog.getByRole('combobox', { name: 'Project' });
    // The first client is active after sign-in, with no project chosen yet.
    await expect(client).toContainText('Northwind Traders');
    await expect(project).toBeEnabled();
    await expectNoAxeViolations(page);

    await project.click();
    await page.getByRole('option', { name: 'Northwind Fleet Renewal' }).click();
    await page.keyboard.press('Escape');
    await expect(project).toContainText('Northwind Fleet Renewal');

    // Choosing another client clears the project; Fabrikam has none, so the picker is disabled.
    await client.click();
    await page.getByRole('option', { name: 'Fabrikam' }).click();
    await expect(project).toBeDisabled();
    await expect(project).toContainText('No projects to select');

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('switching reloads the page for the new client and remembers the projects', async ({ page }) => {
    await signedInAs(page, 'Ada Admin');
    await page.goto('/pages/faq');
    let dialog = await openSwitchDialog(page, 'Switch Client/Project');
    await dialog.getByRole('combobox', { name: 'Client' }).click();
    await page.getByRole('option', { name: 'Contoso Bank' }).click();
    await dialog.getByRole('combobox', { name: 'Project' }).click();
    await page.getByRole('option', { name: 'Contoso Card Services' }).click();
    await page.keyboard.press('Escape');
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Switch' }).click()]);
    await expect(page).toHaveURL(/\/pages\/faq$/);

    dialog = await openSwitchDialog(page, 'Switch Client/Project');
    await expect(dialog.getByRole('combobox', { name: 'Client' })).toContainText('Contoso Bank');
    await expect(dialog.getByRole('combobox', { name: 'Project' })).toContainText('Contoso Card Services');
  });

  test.describe(() => {
    // It only reads, on Cem's one client: his stored sign-in (tests/auth.setup.ts) will do.
    test.use({ storageState: stateOf('Cem Client') });

    test("a one-client user sees 'Switch Project' and no client picker", async ({ page }) => {
      await page.goto('/pages/faq');
      const dialog = await openSwitchDialog(page, 'Switch Project');
      await expect(dialog.getByRole('heading', { name: 'Switch Project' })).toBeVisible();
      await expect(dialog.getByRole('combobox', { name: 'Client' })).toHaveCount(0);
      await expect(dialog.getByRole('combobox', { name: 'Project' })).toBeEnabled();
    });
  });

  test('a one-client user whose client has no projects gets a disabled project picker', async ({ page }) => {
    await signedInAs(page, 'Fiona Fabrikam');
    const dialog = await openSwitchDialog(page, 'Switch Project');
    const project = dialog.getByRole('combobox', { name: 'Project' });
    await expect(project).toBeDisabled();
    await expect(project).toContainText('No projects to select');
  });

  test.describe(() => {
    // It only reads, on Cem's one client: his stored sign-in (tests/auth.setup.ts) will do.
    test.use({ storageState: stateOf('Cem Client') });

    test('the server refuses a client that is not the user’s', async ({ page }) => {
      const response = await page.request.post('/api/session/active-client', {
        data: { clientId: 'MTAwMw', projects: [] },
      });
      expect(response.status()).toBe(400);
    });
  });
});

test.describe('deep links', () => {
  test('sign in first, then open the contract locker for the named client', async ({ page }) => {
    await page.goto('/deepLink/contractlocker?hubspotCompanyXref=1003');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await signInAs(page, 'Ada Admin', page.url());
    await expect(page).toHaveURL(/\/apps\/dashboards\/contractlocker$/);
    const dialog = await openSwitchDialog(page, 'Switch Client/Project');
    await expect(dialog.getByRole('combobox', { name: 'Client' })).toContainText('Contoso Bank');
  });

  test('renderDebugData shows the loading list before continuing', async ({ page }) => {
    await signedInAs(page, 'Ada Admin');
    const deepLink = '/deepLink/contractlocker?hubspotCompanyXref=1002&renderDebugData=true';
    const list = page.getByRole('list', { name: 'Loading' });
    // axe reads the list first with the page's move onwards taken out: on a slow machine it could
    // not finish reading in the 1.5 s the list stays.
    await page.route(/\/deepLink\//, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('data-continue-after="1500"', '');
      await route.fulfill({ response, body });
    });
    await page.goto(deepLink);
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expectNoAxeViolations(page);
    await page.unroute(/\/deepLink\//);

    // Not waiting for `load`: on a slow machine the list may already have moved on by then.
    await page.goto(deepLink, { waitUntil: 'commit' });
    await expect(list.getByRole('listitem')).toHaveText([
      /User data for Ada Admin/,
      /Site privileges/,
      /Client Fabrikam/,
    ]);
    await expect(page).toHaveURL(/\/apps\/dashboards\/contractlocker$/);
  });

  test.describe(() => {
    // It only reads, on Cem's one client: his stored sign-in (tests/auth.setup.ts) will do.
    test.use({ storageState: stateOf('Cem Client') });

    test("another user's client, a non-numeric and a huge xref are not found", async ({ page }) => {
      for (const xref of ['1003', 'abc', '1001abc', '99999999999999999999999']) {
        const response = await page.goto(`/deepLink/contractlocker?hubspotCompanyXref=${xref}`);
        expect(response?.status(), xref).toBe(404);
        await expect(page.getByRole('alert'), xref).toHaveText('Client portal site not found.');
      }
    });
  });
});

test("switching shows the new client's logo", async ({ page }) => {
  await signedInAs(page, 'Ada Admin');
  await expect(page.getByRole('img', { name: 'Northwind Traders logo' })).toHaveAttribute(
    'src',
    '/api/client-logo/MTAwMQ',
  );
  const dialog = await openSwitchDialog(page, 'Switch Client/Project');
  await dialog.getByRole('combobox', { name: 'Client' }).click();
  await page.getByRole('option', { name: 'Contoso Bank' }).click();
  await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Switch' }).click()]);
  const logo = page.getByRole('img', { name: 'Contoso Bank logo' });
  await expect(logo).toHaveAttribute('src', '/api/client-logo/MTAwMw');
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});

test("a deep link to another client shows that client's logo, as switching does", async ({ page }) => {
  await signedInAs(page, 'Ada Admin');
  await expect(page.getByRole('img', { name: 'Northwind Traders logo' })).toHaveAttribute(
    'src',
    '/api/client-logo/MTAwMQ',
  );
  await page.goto('/deepLink/contractlocker?hubspotCompanyXref=1003');
  await expect(page).toHaveURL(/\/apps\/dashboards\/contractlocker$/);
  const logo = page.getByRole('img', { name: 'Contoso Bank logo' });
  await expect(logo).toHaveAttribute('src', '/api/client-logo/MTAwMw');
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});

test.describe('footer badges', () => {
  test.describe('as staff', () => {
    test.use({ storageState: stateOf('Ada Admin') });

    test('staff see environment, database name and version', async ({ page }) => {
      await page.goto('/pages/faq');
      const badges = page.getByRole('group', { name: 'Server information' });
      await expect(badges).toContainText('LOCAL');
      await expect(badges).toContainText('Engage_Local');
      await expect(badges).toContainText('4.12.0-local');
    });
  });

  test.describe('as a client user', () => {
    test.use({ storageState: stateOf('Cem Client') });

    test('client users do not', async ({ page }) => {
      await page.goto('/pages/faq');
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('group', { name: 'Server information' })).toHaveCount(0);
    });
  });
});

test.describe('the client logo', () => {
  test("is the large thumbnail of the site's PORTAL/assets/logo, served by the portal to the navbar", async ({
    page,
  }) => {
    await signedInAs(page, 'Cem Client');
    const logo = page.getByRole('img', { name: 'Northwind Traders logo' });
    await expect(logo).toBeVisible();
    await expect(logo).toHaveAttribute('src', '/api/client-logo/MTAwMQ');
    await expect
      .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    const answer = await page.request.get('/api/client-logo/MTAwMQ');
    expect(answer.headers()['content-type']).toBe('image/png');
    expect(answer.headers()['cache-control']).toBe('private, max-age=3600');
    // Only the person's own clients: Cem Client's are Northwind's.
    expect((await page.request.get('/api/client-logo/MTAwMw')).status()).toBe(404);
  });

  test('a client whose picture cannot be had shows its initials, never a broken image', async ({ page }) => {
    await signedInAs(page, 'Cem Client');
    const navbar = page.getByRole('complementary', { name: 'Main navigation' });
    await expect(navbar.getByRole('img', { name: 'Northwind Traders logo' })).toBeVisible();
    // Routing bypasses the browser's cache: each page asks for the picture again.
    for (const fail of [
      (route: Route) => route.fulfill({ status: 404, body: '' }),
      (route: Route) => route.abort('connectionfailed'),
    ]) {
      await page.route('**/api/client-logo/**', fail);
      await page.goto('/pages/faq');
      await expect(navbar.getByRole('img', { name: 'Northwind Traders logo' })).toBeHidden();
      await expect(navbar.getByText('NT', { exact: true })).toBeVisible();
      await page.unrouteAll();
    }
  });

  test('a shell page in a browser holding only the session cookie loads no MSAL nor Graph before anyone acts, and shows the logo', async ({
    browser,
    baseURL,
  }) => {
    // The session cookie without anything the sign-in kept in the browser (MSAL's cache, the photo).
    const { cookies } = JSON.parse(readFileSync(stateOf('Cem Client'), 'utf8')) as { cookies: Cookie[] };
    const context = await browser.newContext({
      ...(baseURL ? { baseURL } : {}),
      storageState: { cookies, origins: [] },
    });
    const page = await context.newPage();
    const scripts: string[] = [];
    const graph: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      if (/\/graph\//.test(request.url())) graph.push(request.url());
    });
    await page.goto('/apps/dashboards/project');
    const logo = page.getByRole('img', { name: 'Northwind Traders logo' });
    await expect(logo).toHaveAttribute('src', '/api/client-logo/MTAwMQ');
    await expect
      .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    // The page has loaded and the browser has been idle: whatever a page loads of its own accord has come.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))));
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => /msal|outside-clients|graph/i.test(script))).toEqual([]);
    expect(graph).toEqual([]);
    await context.close();
  });
});
