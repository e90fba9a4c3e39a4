import { signedInAs } from './auth.ts';
import { expect, type Frame, type Page, test } from './test.ts';

// Runs against the portal whose report embed tokens live 20 s: the island renews the token
// 5 s before it runs out, and the report host refuses any request made with an expired one.

function reportHost(page: Page): Frame {
  const host = page.frames().find((frame) => frame.url().includes('/powerbi/reportEmbed'));
  if (!host) throw new Error('The report host frame is missing.');
  return host;
}

test("the report stays alive past its first token's expiry, without reloading", async ({ page }) => {
  await signedInAs(page, 'Cem Client');
  await page.goto('/apps/reports/invoice-intel');
  const section = page.locator('section[data-report="InvoiceIntel"]');
  await expect(section).toHaveAttribute('data-rendered', 'true', { timeout: 60_000 });
  const firstExpiration = (await section.getAttribute('data-token-expiration')) ?? '';
  expect(Date.parse(firstExpiration)).toBeGreaterThan(Date.now());
  // A mark in the report's document: it survives only if the report is not loaded again.
  await reportHost(page).evaluate(() => {
    (window as Window & { sameDocument?: boolean }).sameDocument = true;
  });

  // A new token arrives before the first one runs out...
  await expect(section).not.toHaveAttribute('data-token-expiration', firstExpiration, { timeout: 60_000 });
  // ...and once the first one has expired, the report still answers requests.
  await expect.poll(() => Date.now() > Date.parse(firstExpiration) + 1_000, { timeout: 60_000 }).toBe(true);
  await page.getByRole('group', { name: 'Report pages' }).getByRole('button', { name: 'Top invoices' }).click();
  await expect(page.frameLocator('iframe[title="Invoice Intelligence"]').getByRole('heading', { level: 1 })).toHaveText(
    'Invoice Intelligence: Top invoices',
  );
  await expect(section).toHaveAttribute('data-status', 'succeeded');
  await expect(section.getByRole('alert')).toHaveCount(0);
  expect(await reportHost(page).evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
});

test('an expired token is refused by the report host with TokenExpired', async ({ page }) => {
  await signedInAs(page, 'Cem Client');
  // Hold back every renewal: the report must then meet its token's expiry.
  let calls = 0;
  await page.route('**/api/PowerBiToken/**', async (route) => {
    calls += 1;
    if (calls === 1) await route.continue();
    else
      await route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"message":"Held back."}}' });
  });
  await page.goto('/apps/reports/invoice-intel');
  const section = page.locator('section[data-report="InvoiceIntel"]');
  await expect(section).toHaveAttribute('data-rendered', 'true', { timeout: 60_000 });
  // The renewal fails: the status is failed and the portal's words for a server error shown.
  await expect(section).toHaveAttribute('data-status', 'failed', { timeout: 60_000 });
  await expect(section.getByRole('alert')).toContainText(
    'The report service ran into a problem on its side. Please try again in a moment.',
  );
  // The person hears of it wherever they are: a notification, kept with a link back (decision 065).
  await expect(
    page
      .getByRole('region', { name: 'Notifications' })
      .getByText('The Invoice Intelligence report could not renew its access. Reload it to go on.'),
  ).toBeVisible();
  // Past the expiry the host refuses the report's requests with the SDK's TokenExpired error.
  const expiration = Date.parse((await section.getAttribute('data-token-expiration')) ?? '');
  await expect.poll(() => Date.now() > expiration + 500, { timeout: 60_000 }).toBe(true);
  const refused = await page.evaluate(async () => {
    const container = document.querySelector('section[data-report="InvoiceIntel"] iframe')?.parentElement as
      | (HTMLElement & { powerBiEmbed?: { getPages(): Promise<unknown> } })
      | null
      | undefined;
    try {
      await container?.powerBiEmbed?.getPages();
      return 'accepted';
    } catch (error) {
      return (error as { message?: string }).message ?? 'refused';
    }
  });
  expect(refused).toBe('TokenExpired');
  // The TokenExpired event makes the island ask again (held back here too).
  await expect.poll(() => calls).toBeGreaterThan(2);
});
