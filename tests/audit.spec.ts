import type { APIRequestContext, Browser } from '@playwright/test';
import { stateOf } from './auth.ts';
import { chooseLanguage } from './helpers.ts';
import { expect, test } from './test.ts';

// The audit trail (decision 131): a staff member's edit of a contract's facts passes the server and
// shows on the Activity page, in its exports and as the contract's history; who may read a trail.
const NORTHWIND = 1001;

interface Stored {
  fieldValueSet: Record<string, unknown>;
  eTag: string | null;
}

async function contextOf(browser: Browser, account: 'Ada Admin' | 'Cem Client' | 'Vera Vendor') {
  return browser.newContext({ storageState: stateOf(account) });
}

async function setOwner(request: APIRequestContext, id: string, owner: string): Promise<Stored> {
  const now = (await (await request.get(`/api/contracts/facts/${encodeURIComponent(id)}`)).json()) as Stored;
  const written = await request.patch(`/api/contracts/facts/${encodeURIComponent(id)}`, {
    data: { fields: { Owner: owner }, eTag: now.eTag },
  });
  expect(written.status()).toBe(200);
  return now;
}

test('a staff edit shows in the activity, filtered in the address, in both exports and as the contract’s history', async ({
  browser,
}) => {
  const context = await contextOf(browser, 'Ada Admin');
  const page = await context.newPage();
  try {
    await page.goto(`/deepLink/contractlocker?hubspotCompanyXref=${NORTHWIND}`);
    await page.goto('/apps/dashboards/contractlocker?sort=vendor&dir=desc');
    const row = page
      .locator('[data-register-table] tbody tr')
      .filter({ hasNot: page.locator('[data-incomplete]') })
      .nth(3);
    const id = (await row.getAttribute('data-contract-id')) ?? '';
    const owner = `Audit Owner ${Date.now().toString(36)}`;
    const before = await setOwner(page.request, id, owner);
    const was = String(before.fieldValueSet['Owner'] ?? '');

    // The contract's own history, under its details.
    await page.goto(`/apps/dashboards/contractlocker?contract=${encodeURIComponent(id)}`);
    const history = page.locator('[data-object-history="contract"]');
    await expect(history.getByRole('table', { name: 'History' })).toContainText(`Owner: ${was} → ${owner}`);
    await expect(history.locator('tbody tr').first()).toContainText('Ada Admin');

    // The Activity page, from the history's link: the filters are in the address and the form.
    await history.getByRole('link', { name: "All of this contract's activity" }).click();
    await expect(page).toHaveURL(/\/apps\/activity\?object=contract&id=/);
    await page.getByLabel('Action').selectOption('edited');
    await page.getByRole('button', { name: 'Show activity' }).click();
    await expect(page).toHaveURL(/action=edited/);
    const params = new URL(page.url()).searchParams;
    expect([params.get('object'), params.get('id'), params.get('action')]).toEqual(['contract', id, 'edited']);
    await expect(page.getByLabel('Object')).toHaveValue('contract');
    const entry = page.locator('[data-activity-table] tbody tr').filter({ hasText: owner });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('Provider staff for Northwind Traders');
    await expect(entry).toContainText('Edited');

    // The exports take the same filters.
    const query = new URL(page.url()).search;
    const csv = await page.request.get(`/api/audit/export.csv${query}`);
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-disposition']).toMatch(/northwind-traders-activity-\d{4}-\d\d-\d\d\.csv/);
    const text = await csv.text();
    expect(text).toContain(`Owner: ${was} → ${owner}`);
    expect(text.split('\r\n')[0]).toBe('\uFEFFWhen,Person,Acting for,Project,Object,Action,Changes,Request');
    const xlsx = await page.request.get(`/api/audit/export.xlsx${query}`);
    expect(xlsx.status()).toBe(200);
    expect(xlsx.headers()['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect((await xlsx.body()).subarray(0, 2).toString()).toBe('PK');

    // A filter nothing matches says so.
    await page.goto('/apps/activity?action=edited&from=2001-01-01&to=2001-01-02');
    await expect(page.locator('[data-activity-empty]')).toHaveText('No activity matches these filters.');
    await setOwner(page.request, id, was);
  } finally {
    await context.close();
  }
});

test('who reads a trail: staff and the client’s people their client’s only, a vendor user none', async ({
  browser,
}) => {
  const cem = await contextOf(browser, 'Cem Client');
  const vera = await contextOf(browser, 'Vera Vendor');
  try {
    const page = await cem.newPage();
    await page.goto('/apps/activity');
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Activity' }),
    ).toBeVisible();
    await expect(page.locator('[data-activity]')).toContainText('Who changed what for Northwind Traders');
    // His own sign-in is in Northwind's trail; nothing of another client's is.
    await expect(page.locator('[data-activity-table] tbody tr').first()).toBeVisible();
    const csv = await (await cem.request.get('/api/audit/export.csv')).text();
    expect(csv).toContain('Signed in');
    expect(csv).not.toContain('Contoso');

    const vendor = await vera.newPage();
    const refused = await vendor.goto('/apps/activity');
    expect(refused?.status()).toBe(403);
    await expect(
      vendor.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Activity' }),
    ).toHaveCount(0);
    for (const path of ['/api/audit/export.csv', '/api/audit/export.xlsx']) {
      const answer = await vera.request.get(path);
      expect(answer.status(), path).toBe(403);
      expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('trailNotYours');
    }
  } finally {
    await cem.close();
    await vera.close();
  }
});

test('on a phone in Arabic each entry is a card of labelled lines, and nothing scrolls sideways', async ({
  browser,
}) => {
  const context = await browser.newContext({
    storageState: stateOf('Cem Client'),
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = await context.newPage();
    await chooseLanguage(page, 'ar');
    await page.goto('/apps/activity');
    const table = page.locator('[data-activity-table]');
    const first = table.locator('tbody tr').first();
    await expect(first).toBeVisible();
    // The whole entry within the screen, the table's own box not scrolled sideways.
    const box = table.locator('xpath=..');
    expect(await box.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    const actionCell = first.locator('td').nth(3);
    expect(await actionCell.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"الإجراء"');
    const [cellBox, pageWidth] = [await actionCell.boundingBox(), page.viewportSize()?.width ?? 0];
    expect(cellBox && cellBox.x >= 0 && cellBox.x + cellBox.width <= pageWidth).toBe(true);
  } finally {
    await context.close();
  }
});
