import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Runs axe (WCAG 2 A and AA) on the page and fails listing every violation. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
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
