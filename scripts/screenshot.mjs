// `node scripts/screenshot.mjs URL OUT.png [width] [height] [lang]`: a look at a page as a person
// sees it, in Debian's Chromium (used for reviews and the README screenshot). With AS=<email> it
// first signs in as that demo user through the real pop-up, so MSAL in the page has the account
// (the file manager and the reports need it), as a person would.
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPathOrExplain } from './chromium.mjs';

const [url, out, width = '1440', height = '900', lang = 'en'] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: node scripts/screenshot.mjs URL OUT.png [width] [height] [lang]');
  process.exit(2);
}
const browser = await chromium.launch({ executablePath: chromiumPathOrExplain(), args: chromiumArgs });
const context = await browser.newContext({ viewport: { width: Number(width), height: Number(height) } });
const page = await context.newPage();
page.on('pageerror', (error) => console.error('page error:', error.message));
page.on('console', (message) => message.type() === 'error' && console.error('console:', message.text()));
if (process.env.AS) {
  // Sign in in English (the button's name), then switch to the language asked for.
  await page.goto(new URL('/login', url).toString(), { waitUntil: 'load' });
  const button = page.getByRole('button', { name: 'Sign in with Microsoft' });
  await button.waitFor();
  await page.waitForFunction(() => !document.querySelector('button[disabled]'));
  const [popup] = await Promise.all([page.waitForEvent('popup'), button.click()]);
  const closed = popup.waitForEvent('close');
  await popup.locator(`button[name="email"][value="${process.env.AS}"]`).click({ noWaitAfter: true });
  await closed;
  await page.waitForURL((address) => !address.pathname.startsWith('/login'));
}
// The portal moves 127.0.0.1 to localhost (README): the language cookie goes to both hosts, at the
// root path (a cookie set for the page's URL alone is not sent to /api/*, which then answers in English).
const hosts = new Set(
  [url, url.replace('//127.0.0.1', '//localhost')].map((address) => new URL('/', address).toString()),
);
await context.addCookies([...hosts].map((address) => ({ name: 'portal-lang', value: lang, url: address })));
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out });
await browser.close();
