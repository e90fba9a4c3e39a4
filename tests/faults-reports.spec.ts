import { expect, test } from './faults.ts';
import { chooseLanguage, expectNoAxeViolations, requestsOf, sentAt } from './helpers.ts';
import type { Page } from './test.ts';

// The faults portal gives a report the default 45 s to load (REPORT_LOAD_TIMEOUT_SECONDS): a
// failing report host is told apart from a slow one only by that limit, which the tests of a
// failing host pass by moving the page's clock (openReportPastTheLimit), not by waiting.
const LOAD_LIMIT = 45_000;
const LIMIT_AND_LOAD = 60_000;

// Ada Admin, signed in once (tests/faults.ts): these tests are about reports, not signing in.
test.use({ storageState: ({ adaSignedIn }, use) => use(adaSignedIn) });
const vendor = { path: '/apps/reports/vendor-intel', title: 'Vendor Intelligence' };

function reportOf(page: Page) {
  return {
    section: page.locator('section[data-report="VendorIntel"]'),
    frame: page.frameLocator(`iframe[title="${vendor.title}"]`),
    loading: page.getByRole('status').filter({ hasText: 'Loading the report' }),
  };
}

/** The report loaded and drew itself, in the store and inside the report host's frame. */
async function expectRendered(page: Page, heading = 'Vendor Intelligence: Concentration') {
  const { section, frame } = reportOf(page);
  await expect(section).toHaveAttribute('data-status', 'succeeded', { timeout: LIMIT_AND_LOAD });
  await expect(section).toHaveAttribute('data-rendered', 'true', { timeout: LIMIT_AND_LOAD });
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(section.getByRole('alert')).toHaveCount(0);
}

/** The failure is said where the report would be, with Retry, and nothing still spins. */
async function expectFailure(page: Page, message: string, retry = 'Try again') {
  const { section } = reportOf(page);
  await expect(section).toHaveAttribute('data-status', 'failed', { timeout: LIMIT_AND_LOAD });
  await expect(section.getByRole('alert')).toContainText(message);
  await expect(section.getByRole('button', { name: retry })).toBeVisible();
  await expect(section.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Once the fault is cleared, Retry loads the report on the same page (no reload). */
async function expectRecoveryOnRetry(page: Page, retry = 'Try again', heading?: string) {
  const { section } = reportOf(page);
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  await section.getByRole('button', { name: retry }).click();
  await expectRendered(page, heading);
  expect(navigations).toEqual([]);
}

/** The page's GET requests to the reports API. */
const reportsApiCalls = (page: Page) =>
  requestsOf(page, (request) => request.method() === 'GET' && request.url().includes('/api/PowerBiToken/report/'));

test('reports API down: says it cannot be reached, offers Retry, and recovers', async ({ page, faults }) => {
  await faults.set('reports-api:down');
  await page.goto(vendor.path);
  await expectFailure(page, 'The report service cannot be reached. Check your connection, then try again.');
  await faults.clear();
  await expectRecoveryOnRetry(page);
});

test('reports API slow: shows the loading state, then the report', async ({ page, faults }) => {
  await faults.set('reports-api:slow=2000');
  const calls = reportsApiCalls(page);
  await page.goto(vendor.path);
  const { section, loading } = reportOf(page);
  await expect(loading).toBeAttached();
  await expect(section).toHaveAttribute('data-status', 'loading');
  await expectRendered(page);
  expect(calls).toHaveLength(1);
  await faults.clear();
  // Reloading at full speed can be over before a check sees it loading: count the new load instead.
  await page.getByRole('button', { name: 'Reload the report' }).click();
  await expect.poll(() => calls.length).toBe(2);
  await expectRendered(page);
});

test('reports API 500: says the service had a problem, offers Retry, and recovers', async ({ page, faults }) => {
  await faults.set('reports-api:500');
  await page.goto(vendor.path);
  await expectFailure(page, 'The report service ran into a problem on its side. Please try again in a moment.');
  await expect(reportOf(page).section).not.toContainText('Simulated');
  await expectNoAxeViolations(page);
  await faults.clear();
  await expectRecoveryOnRetry(page);
});

test('reports API 429: waits for Retry-After, says so, and loads by itself once it answers', async ({
  page,
  faults,
}) => {
  await faults.set('reports-api:429=2');
  const calls = reportsApiCalls(page);
  await page.goto(vendor.path);
  const { section } = reportOf(page);
  await expect(
    section.getByText('The report service is busy. The portal waits as it asked and tries again by itself in 2 s.'),
  ).toBeVisible();
  await expect(section).toHaveAttribute('data-status', 'loading');
  await expect(section.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await faults.clear();
  // No click: the automatic retry after Retry-After brings the report.
  await expectRendered(page);
  expect(calls.length).toBeGreaterThanOrEqual(2);
  // The browser waited the 2 s the service asked for after its answer, so after sending the first ask.
  expect(sentAt(calls[1]) - sentAt(calls[0])).toBeGreaterThanOrEqual(2000);
});

test('reports API 401: asks once more with a fresh token, then says so and recovers', async ({ page, faults }) => {
  await faults.set('reports-api:401');
  const calls = reportsApiCalls(page);
  await page.goto(vendor.path);
  await expectFailure(
    page,
    'The report service did not accept your sign-in. Try again; if it keeps happening, sign out and sign in again.',
  );
  // The first refusal gets a fresh token and one more try; the second is shown.
  expect(calls).toHaveLength(2);
  await faults.clear();
  await expectRecoveryOnRetry(page);
});

const notOpened = 'The report did not open in time. Its host may be unavailable or slow right now.';

/**
 * Opens the report with the page's clock under the test's hand, waits for the report host to
 * answer the frame with its fault (or to be unreachable), then moves the clock past the load
 * limit instead of waiting it out: the page's timers fire as they would 45 s later.
 */
async function openReportPastTheLimit(
  page: Page,
  fault: 'down' | '500' | '429' | '401',
  beforeTheLimit?: () => Promise<void>,
): Promise<void> {
  await page.clock.install();
  const hostAsked = page.waitForRequest((request) => request.url().includes('/powerbi/reportEmbed'));
  await page.goto(vendor.path);
  const answer = await (await hostAsked).response();
  expect(answer?.status() ?? 'unreachable').toBe(fault === 'down' ? 'unreachable' : Number(fault));
  // The reports API answered; the report has neither drawn itself nor been given up on.
  await expect(reportOf(page).section).toHaveAttribute('data-status', 'succeeded');
  await expect(reportOf(page).section).toHaveAttribute('data-rendered', 'false');
  await beforeTheLimit?.();
  await page.clock.fastForward(LOAD_LIMIT);
}

test('report host down: after the load limit, says the report did not open, and recovers on Retry', async ({
  page,
  faults,
}) => {
  await faults.set('report-host:down');
  await openReportPastTheLimit(page, 'down', () => expect(reportOf(page).loading).toBeAttached());
  await expectFailure(page, notOpened);
  await expect(page.locator(`iframe[title="${vendor.title}"]`)).toHaveCount(0);
  await faults.clear();
  await expectRecoveryOnRetry(page);
});

test('report host slow: shows the loading state, then the report', async ({ page, faults }) => {
  await faults.set('report-host:slow=1000');
  const calls = reportsApiCalls(page);
  await page.goto(vendor.path);
  await expect(reportOf(page).loading).toBeAttached();
  await expectRendered(page);
  await faults.clear();
  await page.getByRole('button', { name: 'Reload the report' }).click();
  await expect.poll(() => calls.length).toBe(2);
  await expectRendered(page);
});

test('report host 500, in Arabic: says the report did not open, and recovers on Retry', async ({ page, faults }) => {
  await chooseLanguage(page, 'ar');
  await faults.set('report-host:500');
  await openReportPastTheLimit(page, '500');
  await expectFailure(
    page,
    'لم يُفتح التقرير في الوقت المحدد. قد يكون خادم التقرير غير متاح أو بطيئًا الآن.',
    'إعادة المحاولة',
  );
  await faults.clear();
  const { section } = reportOf(page);
  await section.getByRole('button', { name: 'إعادة المحاولة' }).click();
  await expect(section).toHaveAttribute('data-status', 'succeeded', { timeout: LIMIT_AND_LOAD });
  await expect(section).toHaveAttribute('data-rendered', 'true', { timeout: LIMIT_AND_LOAD });
  await expect(section.getByRole('alert')).toHaveCount(0);
});

for (const fault of ['429', '401'] as const) {
  test(`report host ${fault}: after the load limit, says the report did not open, and recovers on Retry`, async ({
    page,
    faults,
  }) => {
    await faults.set(`report-host:${fault}`);
    await openReportPastTheLimit(page, fault);
    await expectFailure(page, notOpened);
    await faults.clear();
    await expectRecoveryOnRetry(page);
  });
}
