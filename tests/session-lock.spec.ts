import { signInAs } from './auth.ts';
import { expect, type Page, test } from './test.ts';

// Runs against the portal whose tokens live 555 s: the refresh time is 15 s after sign-in.

/** Signs in and waits to be sent on; the lock may already be showing (it hides the shell). */
async function signedIn(page: Page): Promise<void> {
  await signInAs(page, 'Cem Client');
  await expect(page).not.toHaveURL(/\/login/);
  await page.waitForLoadState('load');
}

test('the session locks at the token refresh time and unlocks without leaving the page', async ({ page }) => {
  await signedIn(page);
  await page.goto('/pages/faq?from=lock');
  const dialog = page.getByRole('alertdialog', { name: 'Your session is locked' });
  await expect(dialog).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByRole('link', { name: 'Or, log out' })).toHaveAttribute('href', '/logout');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.getByRole('button', { name: 'Unlock to continue' }).click(),
  ]);
  await expect(dialog.getByText('Processing login via pop-up')).toBeVisible();
  await popup.getByRole('button', { name: /Cem Client/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/pages\/faq\?from=lock$/);
  // The renewed session is good for the server too.
  const response = await page.request.get('/pages/faq', { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  // And locks again at the new refresh time.
  await expect(dialog).toBeVisible({ timeout: 60_000 });
});

test('a failed unlock shows the mapped error and keeps the dialog', async ({ page }) => {
  await signedIn(page);
  const dialog = page.getByRole('alertdialog', { name: 'Your session is locked' });
  await expect(dialog).toBeVisible({ timeout: 60_000 });
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.getByRole('button', { name: 'Unlock to continue' }).click(),
  ]);
  await popup.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByRole('alert')).toContainText('cancelled');
  await expect(dialog).toBeVisible();
});

test('two minutes before the lock a notification says so, once for every tab of the session', async ({ page }) => {
  // Tokens of 555 s lock 15 s after sign-in: every page opens inside the two minutes and warns at once.
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
  await signedIn(page);
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
