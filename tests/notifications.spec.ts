import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { findUserByEmail } from '@client-portal/local-tenant';
import { REMINDERS_ONE_BY_ONE } from '../src/contracts/server/reminders.ts';
import { signInAs } from './auth.ts';
import { expectedReminders } from './contracts.ts';
import { chooseLanguage, expectNoAxeViolations, toasts } from './helpers.ts';
import { expect, type Page, test } from './test.ts';

// Notifications from real events, kept per person by the server (decision 065). They are Sam
// Settings' (whom only the serial settings suites sign in as), so the counts are this file's own.
test.use({ storageState: { cookies: [], origins: [] } });
test.describe.configure({ mode: 'serial' });

const SAM = 'Sam Settings';

/**
 * Sam as before a first sign-in: Sam's inbox, which keeps the notifications and what was sent once
 * (a contract's reminder on a day), is taken out of the suite's data folder. The first-sign-in test
 * starts here, so it can run again: a failed test of this serial file has the whole file retried,
 * and its retry would otherwise meet reminders already sent.
 */
async function forgetSamsInbox(): Promise<void> {
  const dataDir = process.env['E2E_DATA_DIR'];
  const sam = findUserByEmail('sam.settings@northwind.test');
  if (!dataDir || !sam) throw new Error('The suite names no data folder, or the tenant no Sam Settings');
  // One file per person, named by their id in base64url: the oid, with the tenant's id before it
  // when the portal allows named tenants only (src/notifications/server/inbox.ts).
  const folder = path.join(dataDir, 'notifications');
  const files = await readdir(folder).catch(() => []);
  for (const file of files) {
    const uid = Buffer.from(path.basename(file, '.json'), 'base64url').toString('utf8');
    if (uid === sam.oid || uid.endsWith(`.${sam.oid}`)) await rm(path.join(folder, file));
  }
}

async function signInSam(page: Page): Promise<void> {
  await signInAs(page, SAM);
  await expect(page).toHaveURL(/\/apps\/dashboards\/project$/);
}

/** Sam starts with no notifications (what was sent once a day stays sent). The call comes from the page's origin, as the panel's does. */
async function dismissAll(page: Page): Promise<void> {
  const response = await page.request.delete('/api/notifications', { headers: { origin: new URL(page.url()).origin } });
  expect(response.status()).toBe(204);
}

async function notify(page: Page, ...messages: string[]): Promise<void> {
  await page.evaluate((texts) => {
    for (const message of texts) window.dispatchEvent(new CustomEvent('portal:notify', { detail: { message } }));
  }, messages);
}

interface Listed {
  kind: string;
  message: string;
  read: boolean;
  link?: { href: string; label: string };
}
async function listed(page: Page): Promise<Listed[]> {
  const response = await page.request.get('/api/notifications');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { notifications: Listed[] }).notifications;
}

const badge = (page: Page) => page.locator('[data-notification-count]');
const panel = (page: Page, name = 'Notifications') => page.getByRole('dialog', { name });

async function widthOf(page: Page, name: string): Promise<number> {
  return page
    .locator(`[data-panel-name="${name}"]`)
    .evaluate((element) => Math.round(element.getBoundingClientRect().width));
}

test("at sign-in, the active client's contract reminders: more than a few as one notice leading to the register filtered to them", async ({
  page,
}) => {
  await forgetSamsInbox();
  await signInSam(page);
  // Northwind's contracts in its library (the local tenant's seeded register, decision 073): a
  // reminder is due for each active contract whose deadline is 90 days away or less; at a first
  // sign-in they are many, so they come as one notice counting them (decision 098).
  const due = (await expectedReminders(1001)).length;
  expect(due).toBeGreaterThan(REMINDERS_ONE_BY_ONE);
  const contracts = (await listed(page)).filter((n) => n.kind.startsWith('contract'));
  expect(contracts).toEqual([
    expect.objectContaining({
      kind: 'contractsNeedNotice',
      message: `Northwind Traders: ${due} contracts need notice within 90 days.`,
      link: { href: '/apps/dashboards/contractlocker?within=90', label: 'Show them in the register' },
    }),
  ]);

  // The panel shows it with its link; the register behind the link lists exactly the contracts counted.
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const notice = panel(page).getByRole('listitem').filter({ hasText: 'contracts need notice' });
  await expect(notice).toContainText(`Northwind Traders: ${due} contracts need notice within 90 days.`);
  await notice.getByRole('link', { name: 'Show them in the register' }).click();
  await expect(page).toHaveURL(/\/apps\/dashboards\/contractlocker\?within=90$/);
  await expect(page.locator('[data-register-count]')).toContainText(`1–${Math.min(due, 25)} of ${due}`);

  // Worded in the reader's language when read: Arabic's plural forms, in a phone-wide panel.
  await chooseLanguage(page, 'ar');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/pages/faq');
  const arabic = new Intl.NumberFormat('ar-u-nu-arab');
  const form = new Intl.PluralRules('ar').select(due);
  const words = { few: 'عقود تحتاج', many: 'عقدًا تحتاج', other: 'عقد تحتاج' } as Record<string, string>;
  expect(words[form], `a plural form for ${due}`).toBeDefined();
  const inArabic = `Northwind Traders: ${arabic.format(due)} ${words[form]} إلى إشعار خلال ${arabic.format(90)} يومًا.`;
  expect((await listed(page)).find((n) => n.kind === 'contractsNeedNotice')?.message).toBe(inArabic);
  await page.getByRole('button', { name: 'الإشعارات', exact: true }).click();
  const arabicNotice = panel(page, 'الإشعارات')
    .getByRole('listitem')
    .filter({ hasText: words[form] ?? '' });
  await expect(arabicNotice.getByRole('link', { name: 'عرضها في سجل العقود' })).toBeVisible();
  // The panel slides in from its side: its place is read once it has come to rest on screen.
  await expect
    .poll(
      async () => {
        const box = await arabicNotice.boundingBox();
        return box !== null && box.x >= 0 && box.x + box.width <= 390;
      },
      { message: 'the notice within the 390 px screen' },
    )
    .toBe(true);
  await chooseLanguage(page, 'en');
  await page.setViewportSize({ width: 1440, height: 900 });

  // What the notice stood for was sent: dismissed, signing in again tells none of it again.
  await dismissAll(page);
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
  await signInSam(page);
  expect((await listed(page)).filter((n) => n.kind.startsWith('contract'))).toEqual([]);
});

test('list in a 320 px panel, show as at most 5 toasts at the bottom right, count unread and are dismissed', async ({
  page,
}) => {
  await signInSam(page);
  await dismissAll(page);
  await page.goto('/apps/dashboards/project');
  const button = page.getByRole('button', { name: 'Notifications' });
  await button.click();
  await expect(panel(page).getByText('There are no notifications for now.')).toBeVisible();
  await expect.poll(() => widthOf(page, 'notifications')).toBe(320);
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(button).toBeFocused();

  await notify(page, 'One', 'Two', 'Three', 'Four', 'Five', 'Six');
  await expect(toasts(page)).toHaveCount(5);
  const boxes = await toasts(page).evaluateAll((elements) =>
    elements.map((element) => element.getBoundingClientRect()).map((r) => ({ right: r.right, bottom: r.bottom })),
  );
  // Bottom right: every toast ends near the right edge, the newest near the bottom.
  for (const box of boxes) expect(box.right).toBeGreaterThan(1440 - 40);
  expect(Math.max(...boxes.map((box) => box.bottom))).toBeGreaterThan(900 - 120);

  // The unread count is on the badge and in the button's name; the server renders it too.
  await expect(badge(page)).toHaveText('6');
  await expect(page.getByRole('button', { name: 'Notifications, 6 unread' })).toBeVisible();
  await page.reload();
  await expect(badge(page)).toHaveText('6');
  await expect(page.getByRole('button', { name: 'Notifications, 6 unread' })).toBeVisible();

  // Opening the panel reads them.
  await page.getByRole('button', { name: 'Notifications, 6 unread' }).click();
  await expect(panel(page).getByRole('listitem')).toHaveCount(6);
  await expect(badge(page)).toBeHidden();
  await panel(page).getByRole('button', { name: 'Dismiss: Three' }).click();
  await expect(panel(page).getByRole('listitem')).toHaveCount(5);
  await expect(panel(page).getByText('Three')).toBeHidden();
  await expectNoAxeViolations(page);

  // Kept by the server: another page has them, read and without the dismissed one.
  await page.goto('/pages/faq');
  await expect(badge(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  expect((await listed(page)).map((n) => [n.message, n.read])).toEqual(
    expect.arrayContaining([
      ['One', true],
      ['Six', true],
    ]),
  );
  // The dismissal is the server's once its call is through, which the navigation did not wait for.
  await expect.poll(async () => (await listed(page)).map((n) => n.message)).not.toContain('Three');
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(panel(page).getByRole('listitem')).toHaveCount(5);
  await panel(page).getByRole('button', { name: 'dismiss all' }).click();
  await expect(panel(page).getByText('There are no notifications for now.')).toBeVisible();
  // A reload at once does not cancel "dismiss all" (the call outlives the page), and it is the
  // server's once that call is through.
  await page.reload();
  await expect.poll(() => listed(page)).toEqual([]);
});

test('survive signing out and in again, and are worded in the language of the page that shows them', async ({
  page,
}) => {
  await signInSam(page);
  await dismissAll(page);
  await page.goto('/apps/file-manager');
  // A failed upload: the file's name is one the library refuses.
  await expect(page.getByTestId('file-status')).toHaveText(/items?$/);
  await page
    .getByLabel(/^Choose files to upload to /)
    .setInputFiles([{ name: 'Q3: plan?.txt', mimeType: 'text/plain', buffer: Buffer.from('x') }]);
  // Kept and counted; its row, in sight, says it, so it shows no toast (decision 113).
  await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
  await signInSam(page);
  await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();

  // The same notification, read in Arabic: its words, the count and the link follow the page.
  await chooseLanguage(page, 'ar');
  await page.goto('/apps/dashboards/project');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const arabicButton = page.getByRole('button', { name: 'الإشعارات، غير المقروءة: ١' });
  await expect(arabicButton).toBeVisible();
  await expect(badge(page)).toHaveText('١');
  await arabicButton.click();
  const arabicPanel = panel(page, 'الإشعارات');
  await expect(arabicPanel.getByText('تعذّر رفع Q3: plan?.txt إلى Uploads.')).toBeVisible();
  await expect(arabicPanel.getByRole('link', { name: 'فتح Uploads' })).toBeVisible();
  await expectNoAxeViolations(page);
  await chooseLanguage(page, 'en');
});

test('a finished upload says so with a link that opens its folder', async ({ page }) => {
  await signInSam(page);
  await dismissAll(page);
  await page.goto('/apps/file-manager');
  await expect(page.getByTestId('file-status')).toHaveText(/items?$/);
  const name = `Notified order ${Date.now().toString(36)}.txt`;
  await page
    .getByLabel(/^Choose files to upload to /)
    .setInputFiles([{ name, mimeType: 'text/plain', buffer: Buffer.from('order') }]);
  await expect(toasts(page).filter({ hasText: `${name} was uploaded to Uploads.` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();

  await page.goto('/pages/faq');
  await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  await panel(page).getByRole('link', { name: 'Open Uploads' }).click();
  await expect(page).toHaveURL(/\/apps\/file-manager\?folder=/);
  await expect(page.getByRole('navigation', { name: 'Folder path' })).toContainText('Uploads');
  await expect(
    page
      .getByRole('grid', { name: /^Files in / })
      .locator('tbody tr')
      .filter({ hasText: name }),
  ).toBeVisible();
});
