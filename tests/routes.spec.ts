import { bareRoutes, shellRoutes } from '../src/routes.ts';
import { stateOf } from './auth.ts';
import { chooseLanguage, expectNoAxeViolations } from './helpers.ts';
import { bareTemplates, consoleErrorsOf, listedIn, shellTemplates } from './route-templates.ts';
import { newContextFrom } from './stored-state.ts';
import { expect, test } from './test.ts';

// Every shell route is loaded and checked (status, caching, title, landmarks, one heading, no
// console error, axe on each template's first route) in every-page.spec.ts's English walk, which
// loads each of them anyway (decision 156).
test('every route is listed under one page template', () => {
  const listed = [...listedIn(shellTemplates), ...listedIn(bareTemplates)];
  expect(listed.toSorted()).toEqual([...shellRoutes, ...bareRoutes].toSorted());
  expect(new Set(listed).size).toBe(listed.length);
});

test.describe('every bare route, for a guest', () => {
  test.use({ storageState: { cookies: [], origins: [] } });
  for (const [template, paths] of Object.entries(bareTemplates)) {
    test(`the ${template} template renders without the shell, its first route with no axe violations`, async ({
      page,
    }) => {
      let expected = 200;
      const errors = consoleErrorsOf(page, () => expected);
      for (const [index, path] of paths.entries()) {
        await test.step(path, async () => {
          const errorStatus = /error-(\d{3})$/.exec(path)?.[1];
          expected = errorStatus ? Number(errorStatus) : 200;
          const response = await page.goto(path);
          expect(response?.status()).toBe(expected);
          await expect(page).toHaveTitle(/^(\S.* · )?Client Portal$/);
          // /logout needs a user: a guest lands on /login.
          if (path === '/logout') await expect(page).toHaveURL(/\/login$/);
          await expect(page.getByRole('banner', { name: 'Toolbar' })).toHaveCount(0);
          await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
          if (index === 0) await expectNoAxeViolations(page);
          expect(errors, `console errors on ${path}`).toEqual([]);
        });
      }
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
  const context = await newContextFrom(browser, stateOf('Ada Admin'), { locale: 'tr-TR' });
  const page = await context.newPage();
  await page.goto('/apps/file-manager');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dosya Yöneticisi');
  await context.close();
});
