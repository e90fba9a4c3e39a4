import { signInAs } from './auth.ts';
import { expect, type Page, test } from './test.ts';

// Runs against the portal whose tokens live 650 s: the token refresh time, when the session locks,
// is 110 s after sign-in, and the two-minute warning is due from the start. The lock is the page's
// own timer, so the tests move the page's clock (installed before signing in, running as usual
// until moved) to the lock rather than waiting for it; the 110 s keep the real clock from getting
// there first, even on a busy machine.

/** Signs in and waits to be sent on. */
async function signedIn(page: Page, person = 'Cem Client'): Promise<void> {
  await signInAs(page, person);
  await expect(page).not.toHaveURL(/\/login/);
  await page.waitForLoadState('load');
}

/** Moves the page's clock a second past `refreshAt` (ms since epoch), firing the timers due on the way. */
async function moveClockPast(page: Page, refreshAt: number): Promise<void> {
  expect(refreshAt).toBeGreaterThan(0);
  const now = await page.evaluate(() => Date.now());
  await page.clock.fastForward(Math.max(0, refreshAt - now) + 1_000);
}

/** The refresh time the server rendered into this page. */
async function renderedRefreshTime(page: Page): Promise<number> {
  return Number(await page.locator('session-lock').getAttribute('data-refresh-at'));
}

test('the session locks at the token refresh time and unlocks without leaving the page', async ({ page }) => {
  await page.clock.install();
  await signedIn(page);
  await page.goto('/pages/faq?from=lock');
  const dialog = page.getByRole('alertdialog', { name: 'Your session is locked' });
  // The page is in, not locked: the refresh time is still ahead.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
  await expect(dialog).toHaveCount(0);
  await moveClockPast(page, await renderedRefreshTime(page));
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Or, log out' })).toHaveAttribute('href', '/logout');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  // Back to the real time before unlocking: the renewed token's refresh time is 110 s from the
  // real now, which a page still ahead would take as already past.
  await page.clock.setSystemTime(Date.now());
  const renewal = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/session',
  );
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.getByRole('button', { name: 'Unlock to continue' }).click(),
  ]);
  await expect(dialog.getByText('Processing login via pop-up')).toBeVisible();
  await popup.getByRole('button', { name: /Cem Client/ }).click();
  const renewed = (await (await renewal).json()) as { refreshAt: number };
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/pages\/faq\?from=lock$/);
  // The renewed session is good for the server too.
  const response = await page.request.get('/pages/faq', { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  // And locks again at the new refresh time, which is later than the first.
  expect(renewed.refreshAt).toBeGreaterThan(await renderedRefreshTime(page));
  await moveClockPast(page, renewed.refreshAt);
  await expect(dialog).toBeVisible();
});

test('a failed unlock shows the mapped error and keeps the dialog', async ({ page }) => {
  await page.clock.install();
  await signedIn(page);
  const dialog = page.getByRole('alertdialog', { name: 'Your session is locked' });
  await moveClockPast(page, await renderedRefreshTime(page));
  await expect(dialog).toBeVisible();
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.getByRole('button', { name: 'Unlock to continue' }).click(),
  ]);
  await popup.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByRole('alert')).toContainText('cancelled');
  await expect(dialog).toBeVisible();
});

test('two minutes before the lock a notification says so, once for every tab of the session', async ({ page }) => {
  // Tokens of 650 s lock 110 s after sign-in: every page opens inside the two minutes and warns at once.
  // The warning is kept once per person and lock time, and a token's expiry counts in whole seconds:
  // the other tests here, started beside this one, sign Cem Client in within the same second often
  // enough to warn of the same lock first. So this test signs in as a person nobody else here does.
  const answers: number[] = [];
  const watch = (tab: Page) =>
    tab.on('response', (response) => {
      const request = response.request();
      const isWarning =
        request.method() === 'POST' &&
        new URL(response.url()).pathname === '/api/notifications' &&
        (request.postDataJSON() as { kind?: string } | null)?.kind === 'sessionLockSoon';
      if (isWarning) answers.push(response.status());
    });
  watch(page);
  await signedIn(page, 'Fiona Fabrikam');
  const second = await page.context().newPage();
  watch(second);
  await second.goto('/pages/faq');
  // Both tabs warned of the same lock: the server kept the first (201) and not the other (200).
  await expect.poll(() => answers.toSorted(), { timeout: 60_000 }).toEqual([200, 201]);
  const response = await page.request.get('/api/notifications');
  const { notifications } = (await response.json()) as { notifications: { kind: string; message: string }[] };
  expect(notifications.find((notification) => notification.kind === 'sessionLockSoon')?.message).toBe(
    'Your session will lock in two minutes. You can sign in again to unlock it.',
  );
  await second.close();
});
