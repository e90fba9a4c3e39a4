import type { Request } from '@playwright/test';
import { signInAs } from './auth.ts';
import { chooseLanguage, openDrawer, toasts } from './helpers.ts';
import { expect, type Page, test } from './test.ts';

// The quick panel's switches (decision 064). They change Sam Settings' saved preferences, whom
// only the settings suites sign in as; each test puts Sam back to the defaults when it ends.
test.use({ storageState: { cookies: [], origins: [] } });
test.describe.configure({ mode: 'serial' });

const LOCAL_COPY = 'portal-local-settings';
const isUserWrite = (request: Request) => request.method() === 'PUT' && new URL(request.url()).pathname === '/api/user';

/** Sam's stored data back to the defaults, this browser's copy gone, no notifications. */
async function resetSam(page: Page): Promise<void> {
  const { defaultSettings } = await import('../src/preferences/settings.ts');
  const { defaultPreferences } = await import('../src/preferences/preferences.ts');
  const response = await page.request.put('/api/user', {
    data: {
      data: { shortcuts: [], settings: defaultSettings, preferences: defaultPreferences },
      order: { writer: `test-reset-${Date.now()}`, seq: 0 },
    },
  });
  expect(response.status()).toBe(204);
  await page.context().clearCookies({ name: LOCAL_COPY });
  // And none of Sam's notifications (kept by the server, decision 065): the badge counts this test's.
  const dismissed = await page.request.delete('/api/notifications', {
    headers: { origin: new URL(page.url()).origin },
  });
  expect(dismissed.status()).toBe(204);
}

async function signInSam(page: Page): Promise<void> {
  await signInAs(page, 'Sam Settings');
  await expect(page).toHaveURL(/\/apps\/dashboards\/project$/);
  await resetSam(page);
  await page.goto('/apps/dashboards/project');
  await expect(page.locator('#shell')).toBeVisible();
}

/** Opens the quick panel and gives its switch of that name. */
async function quickSwitch(page: Page, panelName: string, switchName: string, open = 'Open quick panel') {
  await page.getByRole('button', { name: open }).click();
  return page.getByRole('dialog', { name: panelName }).getByRole('switch', { name: switchName });
}

/** Switches it with the keyboard (the switch's input is hidden under its drawn control). */
async function flip(page: Page, toggle: ReturnType<Page['getByRole']>): Promise<void> {
  await toggle.focus();
  await page.keyboard.press('Space');
}

async function notify(page: Page, message: string): Promise<void> {
  await page.evaluate(
    (text) => window.dispatchEvent(new CustomEvent('portal:notify', { detail: { message: text } })),
    message,
  );
}

async function snackbar(page: Page, message: string): Promise<void> {
  await page.evaluate(
    (text) => window.dispatchEvent(new CustomEvent('portal:message', { detail: { message: text } })),
    message,
  );
}

test('Notifications off: a notification goes to the list and the badge, shows no toast; a snackbar still shows', async ({
  page,
}) => {
  await signInSam(page);
  const toggle = await quickSwitch(page, 'Quick panel', 'Notifications');
  await expect(toggle).toBeChecked();
  // Saved after a short pause: the reload below waits for it.
  const saved = page.waitForResponse((response) => isUserWrite(response.request()));
  await flip(page, toggle);
  await expect(toggle).not.toBeChecked();
  await page.keyboard.press('Escape');

  await notify(page, 'Quiet report ready');
  await expect(page.locator('[data-notification-count]')).toHaveText('1');
  // The snackbar is shown after the toasts had their turn: once it is visible, a toast would be too.
  await snackbar(page, 'Saved');
  await expect(page.getByRole('region', { name: 'Messages' }).getByText('Saved')).toBeVisible();
  await expect(toasts(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' }).getByText('Quiet report ready')).toBeVisible();
  await page.keyboard.press('Escape');

  // Kept with the settings: off after a reload too, and on again the toasts come back.
  await saved;
  await page.reload();
  const again = await quickSwitch(page, 'Quick panel', 'Notifications');
  await expect(again).not.toBeChecked();
  await flip(page, again);
  await expect(again).toBeChecked();
  await page.keyboard.press('Escape');
  await notify(page, 'Loud report ready');
  await expect(toasts(page).filter({ hasText: 'Loud report ready' })).toBeVisible();
  await resetSam(page);
});

test('Cloud Sync off: settings stay in this browser, survive a reload, and one write follows switching it on', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signInSam(page);
  const writes: Request[] = [];
  page.on('request', (request) => {
    if (isUserWrite(request)) writes.push(request);
  });
  const cloud = await quickSwitch(page, 'Quick panel', 'Cloud Sync');
  // On for everyone who has not switched it off.
  await expect(cloud).toBeChecked();
  // Switching it off is written itself, once: the server then renders this browser's copy.
  const switchedOff = page.waitForResponse((response) => isUserWrite(response.request()));
  await flip(page, cloud);
  await expect((await switchedOff).request().postDataJSON()).toMatchObject({
    data: { preferences: { cloudSyncChosen: true, quickSettings: { cloudSync: false } } },
  });
  await page.keyboard.press('Escape');

  const shell = page.locator('#shell');
  await openDrawer(page, 'settings');
  await page.getByRole('dialog', { name: 'Settings' }).getByRole('combobox', { name: 'Layout style' }).click();
  await page.getByRole('option', { name: 'Horizontal navigation, boxed' }).click();
  await expect(shell).toHaveAttribute('data-layout', 'layout2');
  await page.keyboard.press('Escape');

  // A reload renders this browser's copy. A write of the change is sent before the page goes or
  // never: after the reload, none has been.
  await page.reload();
  await expect(shell).toHaveAttribute('data-layout', 'layout2');
  expect(writes).toHaveLength(1);
  await expect(await quickSwitch(page, 'Quick panel', 'Cloud Sync')).not.toBeChecked();

  // The stored document has not changed: without this browser's copy the server renders layout 1.
  const cookies = (await page.context().cookies()).filter((cookie) => cookie.name !== LOCAL_COPY);
  const elsewhere = await playwright.request.newContext({
    baseURL: baseURL ?? page.url(),
    storageState: { cookies, origins: [] },
  });
  expect(await (await elsewhere.get('/apps/dashboards/project')).text()).toMatch(
    /id="shell"[^>]*data-layout="layout1"/,
  );

  // On again: the current state is sent once, with a write order of its own, and the copy goes.
  const switchedOn = page.waitForResponse((response) => isUserWrite(response.request()));
  await flip(page, page.getByRole('dialog', { name: 'Quick panel' }).getByRole('switch', { name: 'Cloud Sync' }));
  const sent = (await switchedOn).request().postDataJSON();
  expect(sent).toMatchObject({
    data: { settings: { layout: { style: 'layout2' } }, preferences: { quickSettings: { cloudSync: true } } },
    order: { seq: 0 },
  });
  expect(writes).toHaveLength(2);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(LOCAL_COPY);
  expect(await (await elsewhere.get('/apps/dashboards/project')).text()).toMatch(
    /id="shell"[^>]*data-layout="layout2"/,
  );
  await elsewhere.dispose();
  await resetSam(page);
});

test('Retro Thrusters off reduces motion: the panels stop moving, in Arabic, and it is kept', async ({ page }) => {
  await signInSam(page);
  await chooseLanguage(page, 'ar');
  await page.reload();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('data-reduced-motion', 'false');
  const thrusters = await quickSwitch(page, 'اللوحة السريعة', 'الدافعات العكسية', 'فتح اللوحة السريعة');
  const panel = page.locator('[data-panel-name="quick"]');
  const duration = () => panel.evaluate((element) => getComputedStyle(element).transitionDuration);
  await expect(thrusters).toBeChecked();
  await expect(page.getByRole('dialog', { name: 'اللوحة السريعة' })).toContainText(
    'عند الإيقاف: تظهر اللوحات والنوافذ دون حركة.',
  );
  expect(await duration()).not.toBe('0s');
  const saved = page.waitForResponse((response) => isUserWrite(response.request()));
  await flip(page, thrusters);
  await expect(html).toHaveAttribute('data-reduced-motion', 'true');
  expect(await duration()).toBe('0s');

  // Rendered by the server from then on.
  await saved;
  await page.reload();
  await expect(html).toHaveAttribute('data-reduced-motion', 'true');
  await page.getByRole('button', { name: 'فتح اللوحة السريعة' }).click();
  await expect(panel).toBeVisible();
  expect(await duration()).toBe('0s');
  await resetSam(page);
  await page.context().clearCookies({ name: 'portal-lang' });
});
