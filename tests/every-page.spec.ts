import { bareRoutes, shellRoutes } from '../src/routes.ts';
import { stateOf } from './auth.ts';
import { chooseLanguage, expectNoAxeViolations } from './helpers.ts';
import { consoleErrorsOf, repeatsOf, shellTemplates } from './route-templates.ts';
import { expect, type Page, type Response, test } from './test.ts';

/**
 * Every page of the portal, as each kind of person sees it (provider staff, a client user, a
 * vendor user, a guest), in English at 1440 px and in Arabic at 390 px: the page is in its
 * language and reads in its direction, nothing scrolls sideways, and nothing covers a control
 * (decision 139). Ada's Arabic walk at 390 px is also the shell's right-to-left check at phone
 * width (panels.spec.ts walks the same routes at 1440 px, decision 152).
 * Each person is the browser state tests/auth.setup.ts signed in once; the language is the
 * browser's own choice (the cookie), which changes nothing for the other suites. Ada's English
 * walk also checks what every shell route must have (`checkShellRoute`), on the load it makes anyway.
 */

/** What says a page has drawn itself, beyond its heading. */
const readyOf: Record<string, (page: Page) => Promise<void>> = {
  '/apps/file-manager': (page) => expect(page.getByTestId('file-status')).toHaveText(/\S/, { timeout: 60_000 }),
  '/apps/reports/invoice-intel': reportSettled,
  '/apps/reports/vendor-intel': reportSettled,
};
/** The signed-in pages (src/routes.ts, docs/routes.md), and the register's other two views. */
const signedInPages: readonly { path: string; ready?: ((page: Page) => Promise<void>) | undefined }[] = [
  ...shellRoutes.map((path) => ({ path, ready: readyOf[path] })),
  { path: '/apps/dashboards/contractlocker?view=whohaswhat' },
  // A contract's details, with provider staff's form for its facts.
  { path: '/apps/dashboards/contractlocker', ready: openFirstContract },
];
/** The pages a guest sees (logging out is the sign-in suites'). */
const guestPages = bareRoutes.filter((path) => path !== '/logout').map((path) => ({ path }));

/** Opens the register's first contract, where the register lists any for this person. */
async function openFirstContract(page: Page): Promise<void> {
  const first = page
    .locator('[data-contract-register] [data-contract-id] a[href*="contract="]')
    .locator('visible=true')
    .first();
  if ((await first.count()) === 0) return;
  await first.click();
  await expect(page.locator('[data-contract-details]')).toBeVisible();
}

/** A report's page has settled once its report has drawn itself or said why not. */
async function reportSettled(page: Page): Promise<void> {
  const report = page.locator('section[data-report]');
  if ((await report.count()) === 0) return;
  await expect(report).toHaveAttribute('data-status', /^(succeeded|failed)$/, { timeout: 60_000 });
  if ((await report.getAttribute('data-status')) === 'succeeded')
    await expect(report).toHaveAttribute('data-rendered', 'true', { timeout: 60_000 });
}

const forms = [
  { locale: 'en', width: 1440, height: 900, dir: 'ltr' },
  { locale: 'ar', width: 390, height: 844, dir: 'rtl' },
] as const;

/**
 * What is wrong with the page as it is drawn: sideways scrolling, and controls covered, either by
 * a floating part (fixed on the screen, narrower than it: whatever scrolls past it in its band of
 * the screen is covered at some point) or by anything drawn over a control's middle now.
 */
function layoutProblems(): string[] {
  const problems: string[] = [];
  const root = document.documentElement;
  if (root.scrollWidth > window.innerWidth)
    problems.push(`scrolls sideways by ${root.scrollWidth - window.innerWidth} px`);
  /** What of an element can be seen: its box cut by every box around it that clips what overflows. */
  const visibleBox = (element: Element) => {
    let { left, right, top, bottom } = element.getBoundingClientRect();
    for (let around = element.parentElement; around; around = around.parentElement) {
      const style = getComputedStyle(around);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const box = around.getBoundingClientRect();
      [left, right, top, bottom] = [
        Math.max(left, box.left),
        Math.min(right, box.right),
        Math.max(top, box.top),
        Math.min(bottom, box.bottom),
      ];
    }
    return { left, right, top, bottom };
  };
  const shown = (element: Element) => {
    const box = visibleBox(element);
    // The browser's own answer also knows the content of a closed <details>, kept but not drawn.
    const drawn = element.checkVisibility({
      contentVisibilityAuto: true,
      opacityProperty: true,
      visibilityProperty: true,
    });
    return drawn && box.right - box.left > 0 && box.bottom - box.top > 0;
  };
  /** The part pinned to the screen an element belongs to (fixed, or sticky), if any. */
  const pinned = (element: Element | null) => {
    for (let at = element; at; at = at.parentElement)
      if (['fixed', 'sticky'].includes(getComputedStyle(at).position)) return at;
    return null;
  };
  const nameOf = (element: Element) =>
    `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
  const page = document.getElementById('content') ?? document.body;
  const controls = [
    ...page.querySelectorAll(
      ':is(a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="checkbox"], [role="radio"])',
    ),
  ].filter(shown);
  // A floating part (narrower than the screen, fixed on it): whatever scrolls through its band of
  // the screen passes under it, so no control may share that band.
  const floating = [...document.querySelectorAll('body *')].filter((element) => {
    if (getComputedStyle(element).position !== 'fixed' || !shown(element)) return false;
    const box = element.getBoundingClientRect();
    const onScreen = box.right > 0 && box.left < window.innerWidth && box.bottom > 0 && box.top < window.innerHeight;
    return onScreen && box.width < window.innerWidth * 0.9 && !element.contains(page);
  });
  for (const part of floating) {
    const band = part.getBoundingClientRect();
    for (const control of controls) {
      if (part.contains(control)) continue;
      const box = visibleBox(control);
      const across = Math.min(box.right, band.right) - Math.max(box.left, band.left);
      if (across > 1) problems.push(`${nameOf(part)} floats over ${nameOf(control)} (${Math.round(across)} px)`);
    }
  }
  // Anything drawn over a control's middle, but the toolbar pinned to the top over what the page
  // has been scrolled past.
  for (const control of controls) {
    const box = visibleBox(control);
    const [x, y] = [(box.left + box.right) / 2, (box.top + box.bottom) / 2];
    if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) continue;
    const top = document.elementFromPoint(x, y);
    if (!top || control.contains(top) || top.contains(control)) continue;
    // A control's own label, or a part of the same label, is the control.
    if (top.closest('label') && top.closest('label') === control.closest('label')) continue;
    const bar = pinned(top);
    if (bar && window.scrollY > 0 && bar.getBoundingClientRect().top <= 1 && !pinned(control)) continue;
    problems.push(`${nameOf(top)} covers ${nameOf(control)}`);
  }
  return problems;
}

/** The first route of each page template: the one axe scans whole (tests/route-templates.ts). */
const scannedRoutes = new Set(Object.values(shellTemplates).map(([first]) => first));

/**
 * What every shell route must have, soft so that the walk goes on and names every route that
 * lacks something: a fresh, uncached 200, a title, the shell's landmarks, one heading, no console
 * error since the last route, and no axe violation on its template's first route.
 */
async function checkShellRoute(page: Page, path: string, response: Response | null, errors: string[]): Promise<void> {
  expect.soft(response?.status(), `status of ${path}`).toBe(200);
  expect.soft(response?.headers()['cache-control'], `caching of ${path}`).toBe('private, no-store');
  await expect.soft(page, path).toHaveTitle(/^\S.* · Client Portal$/);
  await expect.soft(page.getByRole('navigation', { name: 'Main navigation' }).first(), path).toBeAttached();
  await expect.soft(page.getByRole('banner', { name: 'Toolbar' }), path).toBeVisible();
  await expect.soft(page.getByRole('contentinfo'), path).toBeVisible();
  await expect.soft(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
  if (scannedRoutes.has(path)) await expectNoAxeViolations(page, await repeatsOf(page, path), { soft: true });
  expect.soft(errors.splice(0), `console errors on ${path}`).toEqual([]);
}

/**
 * Walks the pages in one language and screen, and lists whatever is wrong on any of them; with
 * `routeChecks`, each shell route's first load is also checked as `checkShellRoute` says.
 */
async function walk(
  page: Page,
  pages: typeof signedInPages,
  form: (typeof forms)[number],
  routeChecks = false,
): Promise<string[]> {
  await chooseLanguage(page, form.locale);
  await page.setViewportSize({ width: form.width, height: form.height });
  const found: string[] = [];
  const errors = routeChecks ? consoleErrorsOf(page, () => 200) : [];
  const unchecked = new Set(routeChecks ? shellRoutes : []);
  for (const { path, ready } of pages) {
    const response = await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('dir', form.dir);
    await expect(page.locator('html')).toHaveAttribute('lang', form.locale);
    await expect(page.locator('h1').first()).toBeVisible();
    await ready?.(page);
    if (unchecked.delete(path))
      await test.step(`${path}: a shell route`, () => checkShellRoute(page, path, response, errors));
    // The fonts in, so that every box is where it stays.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    for (const end of [false, true]) {
      if (end) await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      found.push(...(await page.evaluate(layoutProblems)).map((problem) => `${path}: ${problem}`));
    }
  }
  return [...new Set(found)];
}

/** Each kind of person, with the browser state they are in (a guest's is empty). */
const people: readonly { who: string; state: string | { cookies: []; origins: [] }; pages: typeof signedInPages }[] = [
  { who: 'Ada Admin', state: stateOf('Ada Admin'), pages: signedInPages },
  { who: 'Cem Client', state: stateOf('Cem Client'), pages: signedInPages },
  { who: 'Vera Vendor', state: stateOf('Vera Vendor'), pages: signedInPages },
  { who: 'a guest', state: { cookies: [], origins: [] }, pages: guestPages },
];

for (const { who, state, pages } of people)
  test.describe(`every page as ${who}`, () => {
    test.use({ storageState: state });
    test.describe.configure({ timeout: 300_000 });
    for (const form of forms)
      test(`in ${form.locale === 'en' ? 'English' : 'Arabic'} at ${form.width} px: nothing sideways, nothing over a control`, async ({
        page,
      }) => {
        expect(await walk(page, pages, form, who === 'Ada Admin' && form.locale === 'en')).toEqual([]);
      });
  });

test('the walk notices a part floating over a control and a page wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/pages/maintenance');
  const check = page.getByRole('link', { name: 'Check again' });
  const box = await check.boundingBox();
  await page.evaluate((at) => {
    const floating = Object.assign(document.createElement('div'), { textContent: 'Chat with us' });
    floating.style.cssText = `position: fixed; left: ${at?.x ?? 0}px; top: 0; width: 40px; height: 40px;`;
    const wide = Object.assign(document.createElement('div'), { style: 'width: 500px; height: 1px' });
    document.body.append(floating, wide);
  }, box);
  const problems = await page.evaluate(layoutProblems);
  expect(problems).toContainEqual(expect.stringMatching(/^scrolls sideways by \d+ px$/));
  expect(problems).toContainEqual(expect.stringMatching(/^div "Chat with us" floats over a "Check again"/));
});
