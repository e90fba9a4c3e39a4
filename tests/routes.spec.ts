import { bareRoutes, shellRoutes } from '../src/routes.ts';
import { chooseLanguage, expectNoAxeViolations } from './helpers.ts';
import { expect, test } from './test.ts';

test.describe('every shell route', () => {
  for (const path of shellRoutes) {
    test(`${path} renders in the shell with no axe violations`, async ({ page }) => {
      const report = path.startsWith('/apps/reports/');
      // A report page loads MSAL, powerbi-client and the report's frame; the RFP analysis has
      // ~2,300 cells for axe to check: give them time.
      if (report || path === '/pages/rfp-analysis') test.slow();
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toBe('private, no-store');
      await expect(page.getByRole('navigation', { name: 'Main navigation' }).first()).toBeAttached();
      await expect(page.getByRole('banner', { name: 'Toolbar' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      // Check the report's frame too, once drawn, rather than a frame in mid-load.
      if (report) await expect(page.locator('section[data-rendered="true"]')).toBeVisible({ timeout: 60_000 });
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('every bare route, for a guest', () => {
  test.use({ storageState: { cookies: [], origins: [] } });
  for (const path of bareRoutes) {
    test(`${path} renders without the shell, with no axe violations`, async ({ page }) => {
      const response = await page.goto(path);
      const errorStatus = /error-(\d{3})$/.exec(path)?.[1];
      const expected = errorStatus ? Number(errorStatus) : 200;
      expect(response?.status()).toBe(expected);
      // /logout needs a user: a guest lands on /login.
      if (path === '/logout') await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('banner', { name: 'Toolbar' })).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  }
});

test('the root redirects to the project dashboard', async ({ page }) => {
  const response = await page.request.get('/', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()['location']).toBe('/apps/dashboards/project');
  await page.goto('/');
  await expect(page).toHaveURL(/\/apps\/dashboards\/project$/);
});

test('an unknown path lands on error-404, signed in or not', async ({ page, browser }) => {
  for (const path of ['/no/such/page', '/apps/unknown', '/deepLink/unknownpage']) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers()['location'], path).toBe('/pages/errors/error-404');
  }
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/pages\/errors\/error-404$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  const guest = await browser.newContext();
  const response = await guest.request.get('/no/such/page', { maxRedirects: 0 });
  expect(response.headers()['location']).toBe('/pages/errors/error-404');
  await guest.close();
});

test('a deep link with no matching client says so', async ({ page }) => {
  for (const query of [
    '',
    '?hubspotCompanyXref=abc',
    '?hubspotCompanyXref=1001abc',
    '?hubspotCompanyXref=9999',
    '?hubspotCompanyXref=99999999999999999999999',
  ]) {
    await page.goto(`/deepLink/contractlocker${query}`);
    await expect(page.getByRole('alert')).toHaveText('Client portal site not found.');
  }
});

test('hashed assets are cached for a year, pages never', async ({ page }) => {
  await page.goto('/apps/dashboards/project');
  const asset = await page.evaluate(
    () => (document.querySelector('link[rel=stylesheet]') as HTMLLinkElement | null)?.href ?? '',
  );
  expect(asset).toMatch(/\/_astro\//);
  const response = await page.request.get(asset);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('the page is rendered in Arabic right to left when Arabic is chosen', async ({ page }) => {
  await chooseLanguage(page, 'ar');
  await page.goto('/apps/file-manager');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('مدير الملفات');
  await expectNoAxeViolations(page);
});

test('the browser language is used when nothing was chosen', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'tr-TR', storageState: 'test-results/.auth/ada.json' });
  const page = await context.newPage();
  await page.goto('/apps/file-manager');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dosya Yöneticisi');
  await context.close();
});
