import { randomUUID } from 'node:crypto';
import { stateOf } from './auth.ts';
import { chooseLanguage, expectNoAxeViolations } from './helpers.ts';
import { newContextFrom } from './stored-state.ts';
import { expect, type Page, test } from './test.ts';

/**
 * Recent searches (decision 088), as Vera Vendor: no other suite searches as her, so her list holds
 * this file's searches only. Kept on the server per person, shown when the toolbar's search box is
 * opened empty, each removable (Delete, or its ×), all cleared with "Clear".
 */
test.use({ storageState: stateOf('Vera Vendor') });
// One list per person: the tests of this file take turns with it.
test.describe.configure({ mode: 'serial' });

const panel = (page: Page) => page.locator('[data-panel-name="search"]');
const recent = (page: Page) => panel(page).locator('[data-search-section="recent"]').getByRole('option');
/** The recent searches' words (each option also holds its ×). */
const recentWords = (page: Page) => recent(page).locator('bdi');
type Recent = { queries: string[] };

async function recentOnServer(page: Page): Promise<string[]> {
  const answer = await page.request.get('/api/search/recent');
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as Recent).queries;
}

async function clearOnServer(page: Page, baseURL: string | undefined): Promise<void> {
  const cleared = await page.request.delete('/api/search/recent', { headers: { Origin: baseURL ?? '' } });
  expect(cleared.status()).toBe(200);
}

async function openEmptySearch(page: Page, boxName = 'Search the portal') {
  // The toolbar's button (the results page has a Search button of its own).
  await page.locator('[data-panel="search"]').click();
  const box = page.getByRole('combobox', { name: boxName });
  await expect(box).toBeFocused();
  return box;
}

test.beforeEach(async ({ page, baseURL }) => {
  await clearOnServer(page, baseURL);
});

test('keeps the searches made, newest first, and shows them when the box is opened empty', async ({ page }) => {
  const word = `kestrel${randomUUID().slice(0, 6)}`;
  await page.goto('/apps/dashboards/project');
  let box = await openEmptySearch(page);
  // Nothing searched yet: an empty box shows nothing at all (no suggestions, no recent searches).
  await expect(panel(page).getByRole('listbox')).toBeHidden();
  await expect(panel(page).getByRole('button', { name: 'Clear recent searches' })).toHaveCount(0);

  // A result opened from the toolbar keeps what was typed.
  await box.fill('renewal');
  await panel(page).locator('[data-search-section="articles"]').getByRole('option').first().click();
  await expect(page).toHaveURL(/\/pages\/knowledge-base\//);
  await expect.poll(() => recentOnServer(page)).toEqual(['renewal']);
  // Opening a results page's address (a link, a prefetch, a reload) keeps nothing: a GET writes nothing.
  await page.goto(`/search?${new URLSearchParams({ q: `${word} lease` })}`);
  await expect(page.locator('[data-search-total]')).toBeVisible();
  await page.reload();
  await expect(page.locator('[data-search-total]')).toBeVisible();
  expect(await recentOnServer(page)).toEqual(['renewal']);
  // Searching with the page's own form keeps it, without JavaScript's help (the form posts, the
  // server keeps it and answers with the results' address).
  const form = page.locator('[data-search-results]').getByRole('search', { name: 'Search everything' });
  await form.getByRole('searchbox').fill(`${word} lease`);
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}\\+lease$`));
  await expect(page.locator('[data-search-total]')).toBeVisible();
  expect(await recentOnServer(page)).toEqual([`${word} lease`, 'renewal']);
  // The same search again, spelt otherwise, is not kept twice: it moves first.
  await form.getByRole('searchbox').fill('RENEWAL');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?q=RENEWAL$/);
  expect(await recentOnServer(page)).toEqual(['RENEWAL', `${word} lease`]);

  box = await openEmptySearch(page);
  await expect(recentWords(page)).toHaveText(['RENEWAL', `${word} lease`]);
  await expect(panel(page).getByRole('group', { name: 'Recent searches' })).toBeVisible();
  await expect(panel(page).getByRole('status')).toHaveText('2 recent searches');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expectNoAxeViolations(page);
  // Typing leaves them: the box suggests as the specification says.
  await box.fill('renewal');
  await expect(recent(page)).toHaveCount(0);
  await expect(panel(page).getByRole('status')).toHaveText(/\d+ suggestions?/);
  await box.fill('');
  await expect(recent(page)).toHaveCount(2);
});

test('is used with the keyboard: arrows, Delete removes one, Enter searches one again', async ({ page, baseURL }) => {
  for (const query of ['fleet lease', 'invoice', 'renewal']) {
    const kept = await page.request.post('/api/search/recent', {
      headers: { Origin: baseURL ?? '' },
      data: { query },
    });
    expect(kept.status()).toBe(200);
  }
  await page.goto('/apps/dashboards/project');
  const box = await openEmptySearch(page);
  await expect(recentWords(page)).toHaveText(['renewal', 'invoice', 'fleet lease']);
  await expect(recent(page).first()).toHaveAttribute('aria-selected', 'true');
  await expect(recent(page).first()).toHaveAccessibleDescription('Delete removes it from recent searches.');
  await page.keyboard.press('ArrowDown');
  await expect(recent(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await recent(page).nth(1).getAttribute('id')) ?? '');
  await page.keyboard.press('Delete');
  await expect(recentWords(page)).toHaveText(['renewal', 'fleet lease']);
  await expect(panel(page).getByRole('status')).toHaveText('Removed from recent searches.');
  await expect(box).toBeFocused();
  await expect.poll(() => recentOnServer(page)).toEqual(['renewal', 'fleet lease']);

  // The active line stays on the list: Enter searches "fleet lease" again, on the results page.
  await expect(recent(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=fleet\+lease$/);
  await expect.poll(() => recentOnServer(page)).toEqual(['fleet lease', 'renewal']);
});

test('removes one with its ×, and all with Clear, by pointer', async ({ page, baseURL }) => {
  for (const query of ['fleet lease', 'renewal']) {
    await page.request.post('/api/search/recent', { headers: { Origin: baseURL ?? '' }, data: { query } });
  }
  await page.goto('/apps/dashboards/project');
  const box = await openEmptySearch(page);
  await recent(page).filter({ hasText: 'fleet lease' }).locator('[data-search-remove]').click();
  await expect(recentWords(page)).toHaveText(['renewal']);
  // The × only removes: the page stayed and the box kept the focus.
  await expect(page).toHaveURL(/\/apps\/dashboards\/project/);
  await expect(box).toBeFocused();
  await panel(page).getByRole('button', { name: 'Clear recent searches' }).click();
  await expect(recent(page)).toHaveCount(0);
  await expect(panel(page).getByRole('status')).toHaveText('Recent searches cleared.');
  await expect(box).toBeFocused();
  await expect.poll(() => recentOnServer(page)).toEqual([]);
});

test('keeps at most ten, and each person’s own', async ({ page, baseURL, browser }) => {
  for (let n = 1; n <= 12; n++) {
    await page.request.post('/api/search/recent', {
      headers: { Origin: baseURL ?? '' },
      data: { query: `word${n}` },
    });
  }
  const queries = await recentOnServer(page);
  expect(queries).toHaveLength(10);
  expect(queries[0]).toBe('word12');
  const ada = await newContextFrom(browser, stateOf('Ada Admin'));
  try {
    const answer = await ada.request.get('/api/search/recent');
    expect(((await answer.json()) as Recent).queries).not.toContain('word12');
  } finally {
    await ada.close();
  }
  // Bad input is not kept: no words, or not a string.
  const star = await page.request.post('/api/search/recent', {
    headers: { Origin: baseURL ?? '' },
    data: { query: '*' },
  });
  expect(((await star.json()) as Recent).queries[0]).toBe('word12');
  const odd = await page.request.post('/api/search/recent', {
    headers: { Origin: baseURL ?? '' },
    data: { query: 42 },
  });
  expect(odd.status()).toBe(400);
});

test('shows English searches on an Arabic page at phone width in their own direction', async ({ page, baseURL }) => {
  await page.request.post('/api/search/recent', {
    headers: { Origin: baseURL ?? '' },
    data: { query: 'fleet lease?' },
  });
  await page.request.post('/api/search/recent', {
    headers: { Origin: baseURL ?? '' },
    data: { query: 'تجديد العقود' },
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await chooseLanguage(page, 'ar');
  await page.goto('/apps/dashboards/project');
  await page.locator('[data-panel="search"]').click();
  await expect(recent(page)).toHaveCount(2);
  // Each query is isolated (<bdi>): the English question mark stays at the end of its own words.
  await expect(recentWords(page)).toHaveText(['تجديد العقود', 'fleet lease?']);
  await expect(panel(page).getByRole('group', { name: 'عمليات البحث الأخيرة' })).toBeVisible();
  const clear = panel(page).getByRole('button', { name: 'مسح عمليات البحث الأخيرة' });
  await expect(clear).toBeVisible();
  const box = await panel(page).boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  // The × is big enough for a finger.
  const remove = await recent(page).first().locator('[data-search-remove]').boundingBox();
  expect(remove && remove.width >= 32 && remove.height >= 32).toBe(true);
  await expectNoAxeViolations(page);
});
