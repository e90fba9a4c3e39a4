import type { Page } from '@playwright/test';
import { signedInAs } from './auth.ts';
import { expect, test } from './faults.ts';

// The one search when Microsoft Graph's stand-in fails or is slow (decision 077): the documents
// section says it could not search, in the toolbar and on the results page, and the other
// sections still answer. As Cem Client, whose client has a library; signed in with no fault on
// (the sign-in itself needs Graph's stand-in).
test.use({ storageState: { cookies: [], origins: [] } });

// In documents' names (a vendor's) and in an FAQ answer alike.
const QUERY = 'security';

const panel = (page: Page) => page.locator('[data-panel-name="search"]');

async function signedInWithIndexes(page: Page): Promise<void> {
  await signedInAs(page, 'Cem Client');
  // Before any fault, the documents answer: the fault is what the test changes.
  await page.goto(`/search?q=${QUERY}`);
  await expect(page.locator('[data-search-section="documents"] [data-search-hit]').first()).toBeVisible();
}

test('Graph failing: the documents section says so in the toolbar, the others answer', async ({ page, faults }) => {
  await signedInWithIndexes(page);
  await faults.set('graph:500');
  await page.goto('/apps/dashboards/project');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('combobox', { name: 'Search the portal' }).fill(QUERY);
  await expect(panel(page).locator('[data-search-failed="documents"]')).toHaveText(
    'Documents: This section could not be searched just now; the others are shown.',
  );
  await expect(panel(page).locator('[data-search-section="documents"]')).toHaveCount(0);
  await expect(panel(page).locator('[data-search-section="faq"]').getByRole('option').first()).toBeVisible();
  await expect(panel(page).getByRole('status')).toHaveText(/\d+ suggestions?/);

  await faults.clear();
  await page.getByRole('combobox', { name: 'Search the portal' }).fill(`${QUERY} `);
  await expect(panel(page).locator('[data-search-section="documents"]').getByRole('option').first()).toBeVisible();
  await expect(panel(page).locator('[data-search-failed]')).toHaveCount(0);
});

test('Graph too slow: the results page says the documents could not be searched in time', async ({ page, faults }) => {
  await signedInWithIndexes(page);
  await faults.set('graph:slow=30000');
  const started = Date.now();
  await page.goto(`/search?q=${QUERY}`);
  const documents = page.locator('[data-search-section="documents"]');
  await expect(documents.locator('[data-search-failed="timeout"]')).toHaveText(
    'This section could not be searched in time; the others are shown.',
  );
  await expect(documents.locator('[data-search-hit]')).toHaveCount(0);
  await expect(page.locator('[data-search-section="faq"] [data-search-hit]').first()).toBeVisible();
  // The page did not wait for Graph: it came with the section's time limit (2.5 s), not Graph's 30 s.
  expect(Date.now() - started).toBeLessThan(20_000);
});
