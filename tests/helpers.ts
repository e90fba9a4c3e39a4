import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Request } from '@playwright/test';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** What an axe scan covers: the parts it is limited to and those it leaves out. */
interface AxeScope {
  readonly include?: readonly string[];
  readonly exclude?: readonly string[];
}

/**
 * A frame of another origin than the page (the report's host, a file's preview): axe reaches it
 * only by running in each frame apart and adding the results up in a blank page of its own.
 */
function hasCrossOriginFrame(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page.frames().some((frame) => {
    const url = frame.url();
    // about:blank and about:srcdoc frames are the page's own origin.
    return url !== '' && !url.startsWith('about:') && new URL(url).origin !== origin;
  });
}

/**
 * Runs axe (WCAG 2 A and AA) on the page and answers its violations. axe-core's Playwright runner
 * adds the frames' results up in a blank page it opens, loads axe into and closes on every scan,
 * which is half of a scan's time; that is needed only to reach frames of another origin. On a page
 * without them, axe runs once in the page and reaches its same-origin frames itself: the same
 * rules on the same nodes (decision 112).
 */
async function axeViolations(page: Page, scope: AxeScope = {}): Promise<AxeViolation[]> {
  // Violations alone: axe still runs every rule on every node, but works out a selector and an
  // HTML excerpt only for what fails, where it did for every node that passed (decision 162).
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(WCAG_AA);
  for (const selector of scope.include ?? []) builder.include(selector);
  for (const selector of scope.exclude ?? []) builder.exclude(selector);
  builder.setLegacyMode(!hasCrossOriginFrame(page));
  return (await builder.analyze()).violations;
}

/**
 * Runs axe (WCAG 2 A and AA) on the page and fails listing every violation; `exclude`: selectors
 * of parts left out of the scan (repeats of a part scanned elsewhere on the page), or the scope:
 * the parts the scan is limited to, and those it leaves out.
 */
export async function expectNoAxeViolations(
  page: Page,
  scope: readonly string[] | AxeScope = [],
  { soft = false }: { soft?: boolean } = {},
): Promise<void> {
  const summary = (await axeViolations(page, 'length' in scope ? { exclude: scope } : scope)).map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  // Soft in a walk of many pages: the walk goes on, and every page's violations are reported.
  (soft ? expect.soft : expect)(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** The notification toasts on screen (bottom end); `region`: the toaster's name in the page's language. */
export const toasts = (page: Page, region = 'Notifications') =>
  page.getByRole('region', { name: region }).locator('[data-part="root"]');

/** Chooses the portal language as the language picker does: with the `portal-lang` cookie. */
export async function chooseLanguage(page: Page, locale: 'en' | 'tr' | 'ar'): Promise<void> {
  await page.context().addCookies([{ name: 'portal-lang', value: locale, domain: 'localhost', path: '/' }]);
}

/**
 * The page's requests that `matches`, in the order the browser sent them. Read their times with
 * `sentAt`: the browser's own clock, not the moment the test heard of them (that is late by however
 * long the browser took to tell, and by a different amount each time).
 */
export function requestsOf(page: Page, matches: (request: Request) => boolean): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (matches(request)) requests.push(request);
  });
  return requests;
}

/** When the browser sent the request (ms since 1970, from the request's timing). */
export const sentAt = (request: Request | undefined): number => request?.timing().startTime ?? Number.NaN;

/**
 * The file list is not being listed again (after an upload into the folder it shows, it keeps its
 * rows while the new listing comes): other tests upload into the same folders, so the new listing
 * may bring their items and move the rows. A row is clicked once the list has settled.
 */
export async function expectListSettled(page: Page): Promise<void> {
  await expect(page.getByRole('grid')).not.toHaveAttribute('aria-busy', 'true');
}

/**
 * Opens the settings or colour-scheme drawer as the signed-in person can: the button at the side
 * of the screen for the provider's staff and guests, the account menu for everyone else.
 */
export async function openDrawer(page: Page, drawer: 'settings' | 'schemes'): Promise<void> {
  const side = page.getByRole('button', { name: drawer === 'settings' ? 'Open settings' : 'Open colour schemes' });
  if (await side.isVisible()) {
    await side.click();
    return;
  }
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: drawer === 'settings' ? 'Settings' : 'Colour schemes' }).click();
}
