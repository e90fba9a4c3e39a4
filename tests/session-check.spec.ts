import { createHash } from 'node:crypto';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { signedInAs } from './auth.ts';
import { replaceStoredDocument } from './stored-documents.ts';
import { expect, type Page, test } from './test.ts';

// The specification's error catalogue: "Startup authentication check throws: error
// logged, user sent to /login with redirect info." The server checks the session on every request
// (middleware/session.ts); these are the ways that check can fail other than a storage outage
// (that one is a 503 page, decision in middleware/session.ts). security.spec.ts covers a record
// that is not JSON.
test.use({ storageState: { cookies: [], origins: [] } });

const dataDir = process.env['E2E_DATA_DIR'] ?? '';
const requested = '/apps/dashboards/project?project=2';
const loginWithRedirect = `/login?redirect=${encodeURIComponent(requested)}`;

/** The file the portal keeps this page's session in. */
async function sessionFile(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'portal-session')?.value ?? '';
  expect(cookie).not.toBe('');
  return path.join(dataDir, 'sessions', `${createHash('sha256').update(cookie).digest('base64url')}.json`);
}

async function expectSentToSignIn(page: Page): Promise<void> {
  const response = await page.goto(requested);
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(loginWithRedirect);
  await expect(page.getByRole('button', { name: 'Sign in with Microsoft' })).toBeVisible();
}

test('a session check whose read throws sends the person to sign in with the redirect, not to the 500 page', async ({
  page,
}) => {
  await signedInAs(page, 'Cem Client');
  const file = await sessionFile(page);
  // The record's place holds a folder: reading it throws (EISDIR), which is no outage.
  await rm(file);
  await mkdir(file);
  try {
    await expectSentToSignIn(page);
  } finally {
    await rm(file, { recursive: true, force: true });
  }
});

test('a session record of the wrong shape is no session', async ({ page }) => {
  await signedInAs(page, 'Cem Client');
  const file = await sessionFile(page);
  const stored = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  await replaceStoredDocument(file, JSON.stringify({ ...stored, clients: null }));
  await expectSentToSignIn(page);
});

for (const value of ['%E0%A4%A', '"unterminated', 'a'.repeat(43)]) {
  test(`a session cookie that names no session (${value.slice(0, 14)}) is no session`, async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'portal-session', value, url: baseURL ?? '' }]);
    await expectSentToSignIn(page);
  });
}
