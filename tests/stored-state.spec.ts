import { expect, test } from './test.ts';

// The browser suites start signed in from stored states whose `localStorage` (MSAL's cache) an
// init script writes instead of Playwright's hidden page (tests/stored-state.ts): the tests that
// use MSAL's tokens rely on it being there before the page's scripts, once per context.
const msalTokenKeys = () => Object.keys(localStorage).filter((key) => /idtoken|accesstoken|refreshtoken/i.test(key));

test("a stored state's localStorage is there before the page's scripts run, and written only once", async ({
  page,
}) => {
  await page.addInitScript(() => {
    (window as unknown as { tokensAtStart: number }).tokensAtStart = Object.keys(localStorage).filter((key) =>
      /refreshtoken/i.test(key),
    ).length;
  });
  await page.goto('/pages/faq');
  expect(await page.evaluate(() => (window as unknown as { tokensAtStart: number }).tokensAtStart)).toBeGreaterThan(0);
  expect(await page.evaluate(msalTokenKeys)).not.toEqual([]);

  // A page that clears its storage (as signing out does) does not find the stored entries back.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  expect(await page.evaluate(msalTokenKeys)).toEqual([]);
});
