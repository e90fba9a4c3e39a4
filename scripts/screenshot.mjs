// `node scripts/screenshot.mjs URL OUT.png [width] [height] [lang]`: a look at a page as a person
// sees it, in Debian's Chromium (used for reviews and the README screenshot). With AS=<email> it
// first signs in as that demo user (a token minted with the local tenant's keys in DATA_DIR).
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPathOrExplain } from './chromium.mjs';

const [url, out, width = '1440', height = '900', lang = 'en'] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: node scripts/screenshot.mjs URL OUT.png [width] [height] [lang]');
  process.exit(2);
}
const browser = await chromium.launch({ executablePath: chromiumPathOrExplain(), args: chromiumArgs });
const context = await browser.newContext({ viewport: { width: Number(width), height: Number(height) } });
await context.addCookies([{ name: 'portal-lang', value: lang, url }]);
if (process.env.AS) {
  const { mintIdToken } = await import('@client-portal/local-tenant/testing');
  const origin = new URL(url).origin;
  const issuer = `http://localhost:${process.env.TENANT_PORT ?? '4322'}/idp`;
  const idToken = await mintIdToken({ dataDir: process.env.DATA_DIR ?? '.data', issuer }, process.env.AS);
  const response = await context.request.post(`${origin}/api/session`, { data: { idToken } });
  if (!response.ok()) throw new Error(`Sign-in as ${process.env.AS} failed: ${response.status()}`);
}
const page = await context.newPage();
page.on('pageerror', (error) => console.error('page error:', error.message));
page.on('console', (message) => message.type() === 'error' && console.error('console:', message.text()));
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out });
await browser.close();
