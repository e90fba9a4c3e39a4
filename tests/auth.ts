import path from 'node:path';
import { type Browser, expect, type Page, type WorkerInfo } from '@playwright/test';
import { saveState } from './stored-state.ts';

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

/**
 * Opens a report and the file manager, so that MSAL's cache holds an access token for every API
 * the tests call (reports API, Graph's files) before the browser state is stored. Without them,
 * each test would redeem the stored refresh token; the identity provider rotates it on first use
 * and takes a second use as a replay, revoking the grant (a 400, then a silent sign-in again).
 * The report's embed token is asked for with the reports API's access token, so once it is in the
 * page the access token is in the cache: the report need not be drawn.
 */
export async function fetchTokensAhead(page: Page): Promise<void> {
  await page.goto('/apps/reports/vendor-intel');
  await expect(page.locator('section[data-report="VendorIntel"]')).toHaveAttribute(
    'data-token-expiration',
    /^\d{4}-\d\d-\d\dT/,
    { timeout: 60_000 },
  );
  await page.goto('/apps/file-manager');
  await expect(page.getByTestId('file-status')).toHaveText(/^\d+ items?$/, { timeout: 60_000 });
}

/**
 * The accounts tests/auth.setup.ts signs in once on the main test portal, keeping each one's
 * browser state (session cookie, MSAL's cache) for the tests that only need someone signed in.
 * Their server sessions are shared by those tests: a test that switches the client, signs out,
 * looks up the client's logo (the stored state keeps the last one) or is about signing in signs in
 * itself instead.
 */
export const storedAccounts = ['Ada Admin', 'Cem Client', 'Vera Vendor', 'Cleo Contoso'] as const;
export type StoredAccount = (typeof storedAccounts)[number];

/** The stored browser state of an account signed in by tests/auth.setup.ts (a path for `storageState`). */
export const stateOf = (account: StoredAccount): string =>
  `test-results/.auth/${account.split(' ')[0]?.toLowerCase()}.json`;

/**
 * `displayName` signed in once for a worker, in a browser state of its own rather than the shared
 * stored one: for suites that change the session (switch its client) or run on a portal of their
 * own. `prepare` runs on the signed-in page before its state is saved. Resolves to the state's path,
 * for `storageState`; `name` keeps each suite's file apart.
 */
export async function signInForWorker(
  browser: Browser,
  workerInfo: WorkerInfo,
  displayName: string,
  name: string,
  prepare: (page: Page) => Promise<void> = async () => {},
): Promise<string> {
  const { baseURL, locale } = workerInfo.project.use;
  const context = await browser.newContext({ ...(baseURL && { baseURL }), ...(locale && { locale }) });
  const page = await context.newPage();
  await signedInAs(page, displayName);
  await prepare(page);
  const statePath = path.join(workerInfo.project.outputDir, '.auth', `${name}-${workerInfo.workerIndex}.json`);
  await saveState(context, statePath);
  await context.close();
  return statePath;
}
