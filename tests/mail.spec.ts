import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { MailDev } from 'maildev';
import { signInAs } from './auth.ts';
import { type PortalInstance, startPortalInstance, stopPortalInstance } from './portal-instance.ts';
import { expect, test } from './test.ts';

// Mail that reaches people (decisions 125-128, 143), on a portal of this file's own (port + 60, its
// tenant + 61) sending to MailDev started here (SMTP + 62, web + 63), read through MailDev's
// REST API. `npm run mail:digest` is what sends, as an operator would run it.
const LOCKER = '/apps/dashboards/contractlocker';
let portal: PortalInstance;
let maildev: MailDev;
let mailWeb: string;
let smtpPort: number;

test.use({ storageState: { cookies: [], origins: [] } });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ baseURL }) => {
  const base = Number(new URL(baseURL ?? 'http://localhost:4391').port);
  smtpPort = base + 62;
  mailWeb = `http://127.0.0.1:${base + 63}`;
  maildev = new MailDev({
    smtp: smtpPort,
    web: base + 63,
    ip: '127.0.0.1',
    webIp: '127.0.0.1',
    silent: true,
    mailDirectory: mkdtempSync(path.join(tmpdir(), 'maildev-')),
  });
  await maildev.start();
  portal = await startPortalInstance('mail', { port: base + 60, env: { MAIL_SMTP_PORT: String(smtpPort) } });
});
test.afterAll(async () => {
  await stopPortalInstance(portal);
  await maildev.stop();
});

interface Caught {
  id: string;
  subject: string;
  html: string;
  to: { address: string }[];
}
const mails = async (): Promise<Caught[]> => (await fetch(`${mailWeb}/api/email`)).json() as Promise<Caught[]>;
const mailsTo = async (address: string) =>
  (await mails()).filter((mail) => mail.to.some((to) => to.address === address));

/** `npm run mail:digest` against this file's portal: its DATA_DIR, its tenant, its mail server. */
async function runMailDigest(): Promise<string> {
  const child = spawn(process.execPath, [path.join('scripts', 'mail-digest.ts')], {
    env: {
      ...process.env,
      PORTAL_ENV: 'local',
      DATA_DIR: portal.config.dataDir,
      PORT: String(portal.config.port),
      TENANT_PORT: String(portal.config.tenantPort),
      MAIL_SMTP_PORT: String(smtpPort),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const [code] = await once(child, 'exit');
  expect(code, output).toBe(0);
  return output;
}

/** Cem signs in on this file's portal (the suite's stored sign-ins are the main portal's). */
async function signInOwn(page: Page): Promise<void> {
  await page.goto(`${portal.url}/login`);
  await signInAs(page, 'Cem Client', page.url());
  await expect(page.getByRole('button', { name: /Account menu: Cem Client/ })).toBeVisible();
}

/** The person's mail settings, read as the settings panel reads them (from a portal page). */
async function mailSettingsOf(page: Page): Promise<{ clients: { id: string; name: string; digest: string }[] }> {
  return page.evaluate(async () => (await fetch('/api/mail/settings')).json());
}

/** The ids of the register's rows for a view, on its first page. */
async function registerIds(page: Page, query: string): Promise<string[]> {
  await page.goto(`${portal.url}${LOCKER}?${query}`);
  return page
    .locator('[data-register-table] tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-contract-id') ?? ''));
}

test('a digest in Arabic lists the register’s contracts, and its link unsubscribes', async ({ page, playwright }) => {
  await signInOwn(page);
  await page.goto(`${portal.url}/deepLink/contractlocker?hubspotCompanyXref=1001`);
  const settings = await mailSettingsOf(page);
  const northwind = settings.clients.find((client: { name: string }) => client.name === 'Northwind Traders');
  // What the settings panel's Email section saves (its story drives the panel itself).
  const saved = await page.evaluate(
    async (digests) =>
      (
        await fetch('/api/mail/settings', {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ language: 'ar', timeZone: 'Asia/Riyadh', digests }),
        })
      ).status,
    { [northwind?.id ?? '']: 'daily' },
  );
  expect(saved).toBe(204);

  // The run sends the digest, unless the portal's own first run (5 s after its start) came after
  // the settings and sent it already: either way it arrives once.
  expect(await runMailDigest()).toMatch(/[01] digests/);
  // Cem owns contracts too: their reminders come to the same address; the digest is the one of its kind.
  const digests = async () =>
    (await mailsTo('cem.client@northwind.test')).filter((mail) => mail.subject.startsWith('Northwind Traders: '));
  await expect.poll(async () => (await digests()).length).toBe(1);
  const [digest] = await digests();
  expect(digest?.subject).toMatch(/^Northwind Traders: ملخصك اليومي/);
  expect(digest?.html).toContain('dir="rtl"');
  // The contracts before the "within 30 days" link (the 7- and 30-day sections) are the register's.
  const html = digest?.html ?? '';
  const upTo30 = html.slice(0, html.indexOf('within=30'));
  const mailed = [...upTo30.matchAll(/contract=([A-Za-z0-9!._-]+)/g)].map((match) =>
    decodeURIComponent(match[1] ?? ''),
  );
  expect(mailed.length).toBeGreaterThan(0);
  expect(new Set(mailed)).toEqual(new Set(await registerIds(page, 'within=30')));

  // Run again the same day: nothing goes twice.
  expect(await runMailDigest()).toMatch(/0 digests/);
  expect(await digests()).toHaveLength(1);

  // The mail's unsubscribe link asks first (a link scanner stops nothing), then stops the digest.
  const source = await (await fetch(`${mailWeb}/api/email/${digest?.id}/source`)).text();
  const unsubscribe = /^List-Unsubscribe:\s*<([^>]+)>/m.exec(source.replace(/\r?\n[ \t]+/g, ' '))?.[1] ?? '';
  expect(unsubscribe).toContain('/mail/unsubscribe?t=');
  await page.goto(unsubscribe);
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
  expect((await mailSettingsOf(page)).clients).toContainEqual(
    expect.objectContaining({ id: northwind?.id, digest: 'daily' }),
  );
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.locator('[data-unsubscribed]')).toContainText('cem.client@northwind.test');
  await page.goto(`${portal.url}${LOCKER}`);
  expect((await mailSettingsOf(page)).clients).toContainEqual(
    expect.objectContaining({ id: northwind?.id, digest: 'off' }),
  );

  // RFC 8058: the mail program's one click, no cookies, no Origin; a forged token does nothing.
  const mailProgram = await playwright.request.newContext();
  expect((await mailProgram.post(unsubscribe, { form: { 'List-Unsubscribe': 'One-Click' } })).status()).toBe(200);
  expect((await mailProgram.post(`${unsubscribe}x`, { form: { 'List-Unsubscribe': 'One-Click' } })).status()).toBe(400);
  // Only that exemption: any other form posted without an origin is still refused.
  expect((await mailProgram.post(`${portal.url}/api/contracts/decision`, { form: { contract: 'x' } })).status()).toBe(
    403,
  );
  await mailProgram.dispose();
});

test('a reminder reaches a contract’s extra recipient; Terminate drafts the letter and stops the reminders', async ({
  page,
}) => {
  await signInOwn(page);
  await page.goto(`${portal.url}/deepLink/contractlocker?hubspotCompanyXref=1001`);
  const [id] = await registerIds(page, 'within=30');
  expect(id).toBeTruthy();
  await page.goto(`${portal.url}${LOCKER}?contract=${encodeURIComponent(id ?? '')}`);
  const followUp = page.locator('[data-contract-decision]');
  await expect(followUp.locator('[data-decision-due]')).toBeVisible();

  await followUp.getByLabel('Extra recipients').fill('legal@northwind.test, not-an-address');
  await followUp.getByRole('button', { name: 'Save the recipients' }).click();
  await expect(followUp.getByRole('alert')).toContainText('not-an-address');
  await expect(followUp.getByLabel('Extra recipients')).toHaveValue('legal@northwind.test, not-an-address');
  await followUp.getByLabel('Extra recipients').fill('legal@northwind.test');
  await followUp.getByRole('button', { name: 'Save the recipients' }).click();
  await expect(followUp.getByRole('status')).toHaveText('The recipients are saved.');

  await runMailDigest();
  const [reminder] = await mailsTo('legal@northwind.test');
  expect(reminder?.subject).toMatch(/^(Notice due|Ends) in \d+ days?: /);
  expect(reminder?.html).toContain(`contract=${encodeURIComponent(id ?? '')}`);

  await followUp.getByRole('radio', { name: 'Terminate' }).check();
  await followUp.getByLabel('Why (optional)').fill('Moving to another supplier');
  await followUp.getByRole('button', { name: 'Record the decision' }).click();
  await expect(followUp.getByRole('status')).toHaveText('The decision is recorded.');
  await expect(followUp.locator('[data-decision=terminate]')).toContainText('Terminate: decided by Cem Client');
  const letter = await page.request.get(
    `${portal.url}/api/contracts/notice-letter/${encodeURIComponent(id ?? '')}?lang=ar`,
  );
  expect(letter.status()).toBe(200);
  expect(await letter.text()).toContain('dir="rtl"');
  await expect(followUp.locator('[data-notice-letter] a')).toHaveCount(3);

  // Shown in the register; no longer needing notice (so no reminder, no calendar event).
  expect(await registerIds(page, 'within=30')).not.toContain(id);
  await page.goto(`${portal.url}${LOCKER}?sort=vendor`);
  await expect(page.locator(`tr[data-contract-id="${id}"] [data-decision=terminate]`)).toHaveText('Terminate');
  const calendar = await page.evaluate(async () => (await fetch('/api/contracts/calendar.ics')).text());
  expect(calendar).not.toContain(`${id}-`);
});

test('an invited vendor gets the RFP event’s invitation and its deadline in the digest, each link opening the event', async ({
  page,
}) => {
  await page.goto(`${portal.url}/login`);
  await signInAs(page, 'Vera Vendor', page.url());
  await expect(page.getByRole('button', { name: /Account menu: Vera Vendor/ })).toBeVisible();
  const contoso = (await mailSettingsOf(page)).clients.find((client) => client.name === 'Contoso Bank');
  const saved = await page.evaluate(
    async (digests) =>
      (
        await fetch('/api/mail/settings', {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ language: 'en', timeZone: 'Europe/Istanbul', digests }),
        })
      ).status,
    { [contoso?.id ?? '']: 'weekly' },
  );
  expect(saved).toBe(204);

  // Sent by this run, or by the portal's own if one came after the settings: either way once.
  await runMailDigest();
  // The example card processing event (12 days ahead) invites Vendor Co with Vera's address.
  const link = `/deepLink/rfp-events?hubspotCompanyXref=1003&amp;event=contoso-card-processing`;
  const toVera = async (start: string) =>
    (await mailsTo('vera.vendor@vendor.test')).filter((mail) => mail.subject.startsWith(start));
  await expect.poll(async () => (await toVera('Invitation')).length).toBe(1);
  const [invitation] = await toVera('Invitation');
  expect(invitation?.subject).toBe('Invitation to answer: Card processing services (Contoso Bank)');
  expect(invitation?.html).toContain(link);
  await expect.poll(async () => (await toVera('Contoso Bank: ')).length).toBe(1);
  const [digest] = await toVera('Contoso Bank: ');
  expect(digest?.html).toContain('RFP deadlines within 14 days (1)');
  expect(digest?.html).toContain(link);
  // Nothing twice.
  expect(await runMailDigest()).toMatch(/0 RFP notices/);

  // The link makes Contoso Bank active, then leads to the event's page (which rfp-events.spec.ts drives).
  const opened = await page.request.get(`${portal.url}${link.replace('&amp;', '&')}`, { maxRedirects: 0 });
  expect(opened.status()).toBe(302);
  expect(opened.headers()['location']).toBe('/apps/rfp-events/contoso-card-processing');
  const event = await page.request.get(`${portal.url}/apps/rfp-events/contoso-card-processing`);
  expect(event.status()).toBe(200);
  expect(await event.text()).toContain('Card processing services');

  // Her digest's contracts are her register's: Vendor Co's own (decision 130), no other vendor's.
  const mailed = [...(digest?.html ?? '').matchAll(/contract=([A-Za-z0-9!._-]+)/g)].map((match) =>
    decodeURIComponent(match[1] ?? ''),
  );
  expect(mailed.length).toBeGreaterThan(0);
  const register = await registerIds(page, 'sort=vendor');
  expect(register.length).toBeGreaterThan(0);
  for (const id of mailed) expect(register).toContain(id);
});
