import { shellRoutes } from '../src/routes.ts';
import { expect, type Page } from './test.ts';

/**
 * Every route by the template that draws it. Routes of one template differ only in their data or
 * in a variant the template's stories scan with axe too (src/demo/*.stories.tsx), so the full axe
 * scan runs on the first route of each template and the others are loaded and checked without it
 * (an axe scan is most of a route's time). A route missing here, or listed twice, fails
 * routes.spec.ts: a new page must be placed under its template, or start a new one.
 */
export const shellTemplates: Record<string, string[]> = {
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

export const bareTemplates: Record<string, string[]> = {
  // A guest's /logout lands on /login: the same page.
  'sign-in': ['/login', '/logout'],
  maintenance: ['/pages/maintenance'],
  'error page (ErrorPage.astro)': ['/pages/errors/error-404', '/pages/errors/error-500', '/pages/errors/error-503'],
};

/** Every route listed, in the order of its templates. */
export const listedIn = (templates: Record<string, string[]>) => Object.values(templates).flat();

/** The page's console errors and uncaught exceptions, its frames' included, over all its routes. */
export function consoleErrorsOf(page: Page, expectedStatus: () => number): string[] {
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

/**
 * Parts of a page that repeat a part axe scans on the same page, left out of its scan. The RFP
 * analysis draws 315 rows × 4 answers with one component, grouped by subsection: axe over all of
 * them was most of the route suite's slowest test (decision 099). It scans the first subsection
 * and, in page order, each further one that holds a kind of element (tag and classes) none
 * before it holds, so every kind the grid draws is scanned at least once; the rest are left out.
 */
export async function repeatsOf(page: Page, path: string): Promise<string[]> {
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
