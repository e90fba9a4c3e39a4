import { expect, type Page } from '@playwright/test';

/**
 * Signs in through the real pop-up: the portal's 'Sign in with Microsoft', then the local
 * tenant's account list. Leaves the page wherever the portal sends it.
 */
export async function signInAs(page: Page, displayName: string, from = '/login'): Promise<void> {
  if (from !== page.url()) await page.goto(from);
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Sign in with Microsoft' }).click(),
  ]);
  // Listen before clicking: the pop-up may close while the click is still settling.
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: new RegExp(displayName) }).click({ noWaitAfter: true });
  await closed;
}

export async function signedInAs(page: Page, displayName: string): Promise<void> {
  await signInAs(page, displayName);
  await expect(page).not.toHaveURL(/\/login/);
  // The shell has rendered: the navigation after sign-in is over.
  await expect(page.getByRole('button', { name: new RegExp(`Account menu: ${displayName}`) })).toBeVisible();
  await page.waitForLoadState('load');
}
