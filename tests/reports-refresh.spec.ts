import { signedInAs } from './auth.ts';
import { expect, type Frame, type Page, test } from './test.ts';

// Runs against the portal whose report embed tokens live 20 s: the island renews the token a
// quarter of its life before it runs out, and the report host refuses any request made with an
// expired one. Both are the page's timers, checked against the page's time: the tests install
// Playwright's clock (running as usual until moved) and move it to the renewal rather than wait
// for it (the tenant still mints every token by the real time).

function reportHost(page: Page): Frame {
  const host = page.frames().find((frame) => frame.url().includes('/powerbi/reportEmbed'));
  if (!host) throw new Error('The report host frame is missing.');
  return host;
}

const pageNow = (page: Page) => page.evaluate(() => Date.now());

/**
 * Moves the page's clock to where the island's renewal of a token expiring at `expiration` is due
 * and the token has not yet run out: the renewal comes at least a quarter of the token's life
 * (from its fetch, which was before now) before its expiry, so a fifth of what is left from now
 * is past it.
 */
async function moveClockToRenewal(page: Page, expiration: number): Promise<void> {
  const now = await pageNow(page);
  expect(expiration).toBeGreaterThan(now);
  await page.clock.fastForward(Math.floor(((expiration - now) * 4) / 5));
}

test("the report stays alive past its first token's expiry, without reloading", async ({ page }) => {
  await signedInAs(page, 'Cem Client');
  await page.clock.install();
  await page.goto('/apps/reports/invoice-intel');
  const section = page.locator('section[data-report="InvoiceIntel"]');
  await expect(section).toHaveAttribute('data-rendered', 'true', { timeout: 60_000 });
  const firstExpiration = (await section.getAttribute('data-token-expiration')) ?? '';
  // A mark in the report's document: it survives only if the report is not loaded again.
  await reportHost(page).evaluate(() => {
    (window as Window & { sameDocument?: boolean }).sameDocument = true;
  });

  // A new token arrives before the first one runs out...
  await moveClockToRenewal(page, Date.parse(firstExpiration));
  await expect(section).not.toHaveAttribute('data-token-expiration', firstExpiration);
  // ...and once the first one has expired, the report still answers requests. The page's clock
  // runs on to the first token's expiry in real time: moved further, the page would be ahead of
  // the tenant by more than a renewed token's life and take each new token as spent.
  await expect
    .poll(async () => (await pageNow(page)) > Date.parse(firstExpiration) + 1_000, { timeout: 60_000 })
    .toBe(true);
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
  await page.clock.install();
  await page.goto('/apps/reports/invoice-intel');
  const section = page.locator('section[data-report="InvoiceIntel"]');
  await expect(section).toHaveAttribute('data-rendered', 'true', { timeout: 60_000 });
  const expiration = Date.parse((await section.getAttribute('data-token-expiration')) ?? '');
  // The renewal fails: the status is failed and the portal's words for a server error shown.
  await moveClockToRenewal(page, expiration);
  await expect(section).toHaveAttribute('data-status', 'failed');
  await expect(section.getByRole('alert')).toContainText(
    'The report service ran into a problem on its side. Please try again in a moment.',
  );
  // The person hears of it wherever they are: a notification, kept with a link back (decision 065).
  // Each failed renewal says so, and the report may already have met its expiry and asked again.
  await expect(
    page
      .getByRole('region', { name: 'Notifications' })
      .getByText('The Invoice Intelligence report could not renew its access. Reload it to go on.')
      .first(),
  ).toBeVisible();
  // Past the expiry (by the page's clock, which the host checks) the host refuses the report's
  // requests with the SDK's TokenExpired error.
  await page.clock.fastForward(Math.max(0, expiration + 500 - (await pageNow(page))));
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
