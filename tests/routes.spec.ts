import { bareRoutes, shellRoutes } from '../src/routes.ts';
import { stateOf } from './auth.ts';
import { chooseLanguage, expectNoAxeViolations } from './helpers.ts';
import { newContextFrom } from './stored-state.ts';
import { expect, type Page, test } from './test.ts';

/**
 * Every route by the template that draws it. Routes of one template differ only in their data or
 * in a variant the template's stories scan with axe too (src/demo/*.stories.tsx), so the full axe
 * scan runs on the first route of each template and the others are loaded and checked without it
 * (an axe scan is most of a route's time), one after the other in the template's one test. A
 * route missing here, or listed twice, fails the test below: a new page must be placed under its
 * template, or start a new one.
 */
const shellTemplates: Record<string, string[]> = {
  'project dashboard': ['/apps/dashboards/project'],
  'contract locker dashboard': ['/apps/dashboards/contractlocker'],
  'file manager': ['/apps/file-manager'],
  'activity (the client’s audit trail)': ['/apps/activity'],
  'embedded report (ReportPage.astro)': ['/apps/reports/invoice-intel', '/apps/reports/vendor-intel'],
  'RFP ETL': ['/apps/rfp-etl'],
  'RFP events': ['/apps/rfp-events'],
  'RFP analysis': ['/pages/rfp-analysis'],
  FAQ: ['/pages/faq'],
  'knowledge base': ['/pages/knowledge-base'],
  'knowledge base article': ['/pages/knowledge-base/contract-renewals'],
  'search results': ['/search?q=lease'],
  // Sidebar outside the card and tabs: the most parts at once; the other variants are stories.
  'carded page layout (CardedLayoutPage.astro)': [
    '/ui/page-layouts/carded/left-sidebar-2-tabbed',
    ...shellRoutes.filter(
      (path) => path.startsWith('/ui/page-layouts/carded/') && path !== '/ui/page-layouts/carded/left-sidebar-2-tabbed',
    ),
  ],
  'simple page layout (SimpleLayoutPage.astro)': [
    '/ui/page-layouts/simple/tabbed',
    ...shellRoutes.filter(
      (path) => path.startsWith('/ui/page-layouts/simple/') && path !== '/ui/page-layouts/simple/tabbed',
    ),
  ],
  'blank page layout': ['/ui/page-layouts/blank'],
  icons: ['/ui/icons'],
  typography: ['/ui/typography'],
  'helper classes': ['/ui/helper-classes'],
  'documentation page': ['/documentation/configuration/multi-language'],
};

const bareTemplates: Record<string, string[]> = {
  // A guest's /logout lands on /login: the same page.
  'sign-in': ['/login', '/logout'],
  maintenance: ['/pages/maintenance'],
  'error page (ErrorPage.astro)': ['/pages/errors/error-404', '/pages/errors/error-500', '/pages/errors/error-503'],
};

/** Every route listed, in the order of its templates. */
const listedIn = (templates: Record<string, string[]>) => Object.values(templates).flat();

/** The page's console errors and uncaught exceptions, its frames' included, over all its routes. */
function consoleErrorsOf(page: Page, expectedStatus: () => number): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // An error page's own status is what it is there for.
    const status = expectedStatus();
    if (status !== 200 && message.text().includes(`status of ${status}`)) return;
    errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  return errors;
}

test('every route is listed under one page template', () => {
  const listed = [...listedIn(shellTemplates), ...listedIn(bareTemplates)];
  expect(listed.toSorted()).toEqual([...shellRoutes, ...bareRoutes].toSorted());
  expect(new Set(listed).size).toBe(listed.length);
});

// One test per template, its routes loaded one after the other in the same page: a browser
// context and page per route cost more than most routes' own checks (decision 096). Each route is
// a step of its own, so a failure names it.
test.describe('every shell route', () => {
  for (const [template, paths] of Object.entries(shellTemplates)) {
    test(`the ${template} template renders in the shell, its first route with no axe violations`, async ({ page }) => {
      // A report page loads MSAL, powerbi-client and the report's frame; the layouts are a dozen
      // pages: give them time.
      if (paths.length > 4 || paths.some((path) => path.startsWith('/apps/reports/'))) test.slow();
      const errors = consoleErrorsOf(page, () => 200);
      for (const [index, path] of paths.entries()) {
        await test.step(path, async () => {
          const report = path.startsWith('/apps/reports/');
          const response = await page.goto(path);
          expect(response?.status()).toBe(200);
          expect(response?.headers()['cache-control']).toBe('private, no-store');
          await expect(page).toHaveTitle(/^\S.* · Client Portal$/);
          await expect(page.getByRole('navigation', { name: 'Main navigation' }).first()).toBeAttached();
          await expect(page.getByRole('banner', { name: 'Toolbar' })).toBeVisible();
          await expect(page.getByRole('contentinfo')).toBeVisible();
          await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
          // Check the report's frame too, once drawn, rather than a frame in mid-load.
          if (report) await expect(page.locator('section[data-rendered="true"]')).toBeVisible({ timeout: 60_000 });
          if (index === 0) await expectNoAxeViolations(page, await repeatsOf(page, path));
          expect(errors, `console errors on ${path}`).toEqual([]);
        });
      }
    });
  }
});

/**
 * Parts of a page that repeat a part axe scans on the same page, left out of its scan. The RFP
 * analysis draws 315 rows × 4 answers with one component, grouped by subsection: axe over all of
 * them was most of the route suite's slowest test (decision 099). It scans the first subsection
 * and, in page order, each further one that holds a kind of element (tag and classes) none
 * before it holds, so every kind the grid draws is scanned at least once; the rest are left out.
 */
async function repeatsOf(page: Page, path: string): Promise<string[]> {
  if (path !== '/pages/rfp-analysis') return [];
  const { kept, all, covered } = await page.locator('.rfp-grid tbody[data-subsection]').evaluateAll((parts) => {
    const kindsOf = (part: Element) =>
      new Set(
        [part, ...part.querySelectorAll('*')].map(
          (element) => `${element.localName}.${[...element.classList].toSorted().join('.')}`,
        ),
      );
    const seen = new Set<string>();
    const all = new Set<string>();
    const kept: string[] = [];
    for (const part of parts) {
      const kinds = kindsOf(part);
      for (const kind of kinds) all.add(kind);
      if (kept.length > 0 && [...kinds].every((kind) => seen.has(kind))) continue;
      for (const kind of kinds) seen.add(kind);
      kept.push(part.getAttribute('data-subsection') ?? '');
    }
    return { kept, all: all.size, covered: seen.size };
  });
  expect(covered).toBe(all);
  // Most of the grid is left out, or this is no cut.
  expect(kept.length).toBeLessThan(10);
  return [`.rfp-grid tbody[data-subsection]${kept.map((id) => `:not([data-subsection="${id}"])`).join('')}`];
}

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
