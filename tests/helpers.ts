import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Request } from '@playwright/test';

/**
 * Runs axe (WCAG 2 A and AA) on the page and fails listing every violation; `exclude`: selectors
 * of parts left out of the scan (repeats of a part scanned elsewhere on the page).
 */
export async function expectNoAxeViolations(page: Page, exclude: readonly string[] = []): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of exclude) builder.exclude(selector);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

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
