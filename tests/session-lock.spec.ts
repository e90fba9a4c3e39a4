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
