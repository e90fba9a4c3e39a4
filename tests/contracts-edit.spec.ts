import type { Page } from '@playwright/test';
import { stateOf } from './auth.ts';
import { chooseLanguage } from './helpers.ts';
import { expect, test } from './test.ts';

// Provider staff edit a contract's facts from its details (decision 084): sent to the portal, which
// writes them to the local tenant's library with the eTag the form opened with (decision 132). Each test edits a
// contract of its own (by its place in the vendor order), so the tests can run side by side.
const NORTHWIND = 1001;
const LOCKER = '/apps/dashboards/contractlocker';

async function openRegister(page: Page, query = 'sort=vendor&dir=asc'): Promise<void> {
  // The deep link makes Northwind the active client, whatever another suite chose for Ada.
  await page.goto(`/deepLink/contractlocker?hubspotCompanyXref=${NORTHWIND}`);
  await expect(page).toHaveURL(new RegExp(`${LOCKER}$`));
  await page.goto(`${LOCKER}?${query}`);
}

const rows = (page: Page) => page.locator('[data-register-table] tbody tr');
const details = (page: Page) => page.locator('[data-contract-details]');
const editForm = (page: Page) => details(page).locator('contract-edit-form form');
/** The details' value of a fact, by its term. */
const fact = (page: Page, term: string) =>
  details(page)
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

/**
 * Opens the details of the register's complete contract `index` (vendor order; an incomplete one
 * cannot be saved until it is mended) and answers its item id.
 */
async function openContract(page: Page, index: number): Promise<string> {
  await openRegister(page);
  const row = rows(page)
    .filter({ hasNot: page.locator('[data-incomplete]') })
    .nth(index);
  const id = (await row.getAttribute('data-contract-id')) ?? '';
  expect(id).not.toBe('');
  await page.goto(`${LOCKER}?sort=vendor&dir=asc&contract=${encodeURIComponent(id)}`);
  await expect(details(page)).toBeVisible();
  return id;
}

async function openForm(page: Page): Promise<void> {
  const disclosure = details(page).locator('details[data-contract-edit]');
  if ((await disclosure.getAttribute('open')) === null) await disclosure.locator('summary').click();
  await expect(editForm(page)).toBeVisible();
}

test.describe('editing a contract’s facts', () => {
  test('staff save new facts: the details, the register and the search show them, and a reload keeps them', async ({
    page,
  }) => {
    const id = await openContract(page, 0);
    // The search index of Northwind's contracts is built now, before the edit.
    const search = async () => {
      const answer = await page.request.get('/api/search/sections?q=Zephyrine');
      expect(answer.status()).toBe(200);
      const { sections } = (await answer.json()) as { sections: { kind: string; hits: { id: string }[] }[] };
      return sections.find((section) => section.kind === 'contracts')?.hits.map((hit) => hit.id) ?? [];
    };
    expect(await search()).not.toContain(`contract:${id}`);

    // The form and its script are on a staff member's contract details only, never on the register.
    const register = await page.request.get(`${LOCKER}?sort=vendor&dir=asc`);
    expect(await register.text()).not.toContain('contract-edit-form');
    expect(await (await page.request.get(page.url())).text()).toContain('contract-edit-form');

    await openForm(page);
    await editForm(page).getByLabel('Owner', { exact: true }).fill('Zephyrine Okonkwo');
    await editForm(page).getByLabel('Notice (days)', { exact: true }).fill('45');
    await editForm(page).getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/[?&]edited=1/);
    await expect(details(page).locator('[data-edit-saved]')).toHaveText('Saved. The register shows the new facts.');
    await expect(fact(page, 'Owner')).toHaveText('Zephyrine Okonkwo');
    await expect(fact(page, 'Notice \\(days\\)')).toHaveText('45');

    await page.reload();
    await expect(fact(page, 'Owner')).toHaveText('Zephyrine Okonkwo');
    await expect(editForm(page).getByLabel('Owner', { exact: true })).toHaveValue('Zephyrine Okonkwo');
    // The register's row, though the server keeps listings a minute.
    await openRegister(page);
    await expect(page.locator(`tr[data-contract-id="${id}"] td:nth-child(9)`)).toHaveText('Zephyrine Okonkwo');
    // The first search after the edit may still be answered by the kept index while the new one
    // is built (a keystroke never waits for a rebuild); the next has it. Well within the 15 s after
    // which an instance lists the contracts again anyway.
    await expect.poll(search, { timeout: 5_000 }).toContain(`contract:${id}`);
  });

  test('each rule’s message stands beside its field, and nothing is written', async ({ page }) => {
    await openContract(page, 1);
    const owner = await fact(page, 'Owner').textContent();
    await openForm(page);
    const form = editForm(page);
    const start = await form.getByLabel('Start', { exact: true }).inputValue();
    await form.getByLabel('End', { exact: true }).fill(start);
    await form.getByLabel('Notice (days)', { exact: true }).fill('400');
    await form.getByLabel('Annual value', { exact: true }).fill('-10');
    await form.getByLabel('Vendor', { exact: true }).fill('   ');
    await form.getByLabel('Owner', { exact: true }).fill('Not saved');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('alert')).toHaveText('Check the facts marked below.');
    await expect(form.getByLabel('Vendor', { exact: true })).toHaveAccessibleDescription(/Fill this in\./);
    await expect(form.getByLabel('Vendor', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Vendor', { exact: true })).toBeFocused();
    await expect(form.getByLabel('End', { exact: true })).toHaveAccessibleDescription(
      /The end must come after the start\./,
    );
    await expect(form.getByLabel('Notice (days)', { exact: true })).toHaveAccessibleDescription(
      /Enter a whole number of days from 0 to 365\./,
    );
    await expect(form.getByLabel('Annual value', { exact: true })).toHaveAccessibleDescription(
      /The annual value cannot be negative\./,
    );
    await expect(form.getByLabel('Owner', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
    await page.reload();
    await expect(fact(page, 'Owner')).toHaveText(owner ?? '');
  });

  test('two editors: the second is told it changed meanwhile, keeps what they typed, and saves again', async ({
    page,
  }) => {
    const id = await openContract(page, 2);
    const second = await page.context().newPage();
    await second.goto(page.url());
    await openForm(page);
    await openForm(second);

    await editForm(page).getByLabel('Owner', { exact: true }).fill('Priya First');
    await editForm(page).getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/[?&]edited=1/);
    await expect(fact(page, 'Owner')).toHaveText('Priya First');

    const form = editForm(second);
    await form.getByLabel('Owner', { exact: true }).fill('Quentin Second');
    await form.getByLabel('Annual value', { exact: true }).fill('12345');
    const saved = second.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' &&
        response.url().includes(`/api/contracts/facts/${encodeURIComponent(id)}`),
    );
    await form.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(412);
    await expect(form.getByRole('alert')).toHaveText(/Someone else changed this contract while you were editing it\./);
    await expect(form.getByLabel('Owner', { exact: true })).toHaveValue('Quentin Second');
    await expect(form.getByLabel('Annual value', { exact: true })).toHaveValue('12345');
    await expect(form.getByLabel('Owner', { exact: true })).toHaveAccessibleDescription(
      'Now in the library: Priya First',
    );
    await expect(second).not.toHaveURL(/[?&]edited=1/);

    await form.getByRole('button', { name: 'Save' }).click();
    await expect(second).toHaveURL(/[?&]edited=1/);
    await expect(fact(second, 'Owner')).toHaveText('Quentin Second');
    await expect(fact(second, 'Annual value')).toHaveText(/12,345/);
    await second.close();
  });

  test('staff complete an incomplete contract through the form', async ({ page }) => {
    // The seeded contract without an end date, on one of the register's two pages.
    let id = '';
    for (const number of [1, 2]) {
      await openRegister(page, `sort=title&page=${number}`);
      await expect(rows(page).first()).toBeVisible();
      const row = rows(page).filter({ has: page.locator('[data-incomplete][title*="End: missing"]') });
      if ((await row.count()) === 1) id = (await row.getAttribute('data-contract-id')) ?? '';
      if (id) break;
    }
    expect(id).not.toBe('');
    await page.goto(`${LOCKER}?${new URLSearchParams({ contract: id })}`);
    await expect(details(page).locator('[data-problems]')).toHaveText('End: missing');
    // Opened at once, the problem beside its field.
    const form = editForm(page);
    await expect(form).toBeVisible();
    await expect(form.getByLabel('End', { exact: true })).toHaveAccessibleDescription('End: missing');
    await expect(form.getByLabel('End', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('End', { exact: true }).fill('2031-06-30');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/[?&]edited=1/);
    await expect(fact(page, 'End')).toHaveText('Jun 30, 2031');
    await expect(details(page).locator('[data-problems]')).toHaveCount(0);
    // Its row in the register, found by its title, is no longer marked incomplete.
    const title = ((await details(page).getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
    await page.goto(`${LOCKER}?${new URLSearchParams({ q: title })}`);
    await expect(page.locator(`tr[data-contract-id="${id}"]`)).toBeVisible();
    await expect(page.locator(`tr[data-contract-id="${id}"] [data-incomplete]`)).toHaveCount(0);
  });

  test('in Arabic at phone width: the form right to left, its messages in Arabic, English facts in their own direction', async ({
    page,
  }) => {
    await chooseLanguage(page, 'ar');
    await page.setViewportSize({ width: 390, height: 844 });
    await openContract(page, 3);
    await openForm(page);
    const form = editForm(page);
    await expect(form.getByRole('heading', { name: 'تعديل بيانات هذا العقد' })).toBeVisible();
    await expect(form.getByLabel('المورد', { exact: true })).toHaveAttribute('dir', 'auto');
    await form.getByLabel('الإشعار (أيام)', { exact: true }).fill('999');
    await form.getByRole('button', { name: 'حفظ' }).click();
    await expect(form.getByRole('alert')).toHaveText('راجع البيانات المشار إليها أدناه.');
    await expect(form.getByLabel('الإشعار (أيام)', { exact: true })).toHaveAccessibleDescription(
      'أدخل عددًا صحيحًا من الأيام بين 0 و365.',
    );
    await expect(form.getByLabel('الإشعار (أيام)', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('a client user', () => {
  test.use({ storageState: stateOf('Cem Client') });

  test('reads the facts with no edit control, and the library and the portal refuse an edit', async ({ page }) => {
    // Cem's file manager calls Graph with his token: that token is what a hand-made edit would send.
    let bearer = '';
    let graphSite = '';
    page.on('request', (request) => {
      const match = /^(.*\/sites\/[^/]+)\/drive\//.exec(request.url());
      const authorization = request.headers()['authorization'];
      if (match && authorization && !bearer) {
        bearer = authorization;
        graphSite = match[1] ?? '';
      }
    });
    await page.goto('/apps/file-manager');
    await expect(page.getByTestId('file-status')).toHaveText(/^\d+ items?$/, { timeout: 60_000 });
    await expect.poll(() => bearer).not.toBe('');

    await page.goto(`${LOCKER}?sort=vendor&dir=asc`);
    const id = (await rows(page).first().getAttribute('data-contract-id')) ?? '';
    await page.goto(`${LOCKER}?sort=vendor&dir=asc&contract=${encodeURIComponent(id)}`);
    await expect(details(page)).toBeVisible();
    await expect(details(page).locator('contract-edit-form, [data-contract-edit]')).toHaveCount(0);
    await expect(page.getByText('Edit facts')).toHaveCount(0);
    expect(await (await page.request.get(page.url())).text()).not.toContain('contract-edit-form');

    const refused = await page.request.patch(`${graphSite}/drive/items/${encodeURIComponent(id)}/listItem/fields`, {
      headers: { authorization: bearer, 'content-type': 'application/json' },
      data: { Owner: 'Cem was here' },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('accessDenied');
    const portal = await page.request.patch(`/api/contracts/facts/${encodeURIComponent(id)}`, {
      data: { fields: { Owner: 'Cem was here' }, eTag: null },
    });
    expect(portal.status()).toBe(403);
    expect(((await portal.json()) as { error: { code: string } }).error.code).toBe('staffOnly');
    await page.reload();
    await expect(fact(page, 'Owner')).not.toHaveText('Cem was here');
  });
});
