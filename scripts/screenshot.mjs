// `node scripts/screenshot.mjs URL OUT.png [width] [height] [lang]`: a look at a page as a person
// sees it, in Debian's Chromium (used for reviews and the README screenshot).
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
const page = await context.newPage();
page.on('pageerror', (error) => console.error('page error:', error.message));
page.on('console', (message) => message.type() === 'error' && console.error('console:', message.text()));
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out });
await browser.close();
