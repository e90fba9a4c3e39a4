import { randomUUID } from 'node:crypto';
import { signedInCookie } from '../scripts/lib/portal.mjs';
import { startRedisServer } from '../scripts/lib/redis-server.mjs';
import { type PortalInstance, startPortalInstance, stopPortalInstance } from './portal-instance.ts';
import { expect, type Page, test } from './test.ts';
import { startTraceCollector, type TraceCollector } from './trace-collector.ts';

// The one search on two instances of the portal sharing Redis (decisions 077, 088), each its own
// process as `npm start` runs it, with its request log at info and its spans sent to a collector
// played by this test: an FAQ edit on one is found on the other within seconds, bad input is
// taken, and neither the log nor a span holds a query's words. Ports: E2E_PORT + 60 (Redis), + 61
// and + 63 (the portals), + 62 and + 64 (their tenants); the collector on a free one.
const base = Number(process.env['E2E_PORT'] ?? 4391) + 60;

async function startInstance(name: string, port: number, storageUrl: string, traces: string): Promise<PortalInstance> {
  return startPortalInstance(name, {
    port,
    env: {
      STORAGE_URL: storageUrl,
      // The request lines are what this suite reads.
      LOG_LEVEL: 'info',
      OTEL_EXPORTER_OTLP_ENDPOINT: traces,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '100',
      OTEL_SERVICE_NAME: `portal-${name}`,
    },
  });
}

test.use({ storageState: { cookies: [], origins: [] } });
test.describe.configure({ mode: 'serial' });

let redis: Awaited<ReturnType<typeof startRedisServer>> | undefined;
let collector: TraceCollector | undefined;
const instances: PortalInstance[] = [];
/** Every query word this suite types: none may be in a log line or a span. */
const typed: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(240_000);
  redis = await startRedisServer({ port: base });
  collector = await startTraceCollector();
  instances.push(await startInstance('a', base + 1, redis.url, collector.url));
  instances.push(await startInstance('b', base + 3, redis.url, collector.url));
});

test.afterAll(async () => {
  for (const instance of instances.splice(0)) await stopPortalInstance(instance);
  await collector?.close();
  await redis?.stop();
});

/** Ada Admin's session, opened on the first instance: Redis shares it with the second. */
async function signIn(page: Page): Promise<void> {
  const [first] = instances;
  if (!first) throw new Error('No instance');
  const cookie = await signedInCookie({ config: first.config, portal: { url: first.url } }, 'ada.admin@efi.test');
  const [name = '', value = ''] = (cookie ?? '').split('=');
  await page.context().addCookies([{ name, value, url: first.url }]);
}

const faqHits = (page: Page) => page.locator('[data-search-section="faq"] [data-search-hit]');

test('an FAQ edit saved on one instance is found on the other within seconds', async ({ page }) => {
  test.slow();
  const [first, second] = instances;
  if (!first || !second) throw new Error('No instances');
  await signIn(page);
  const before = `osprey${randomUUID().slice(0, 6)}`;
  const after = `plover${randomUUID().slice(0, 6)}`;
  typed.push(before, after);
  // The second instance has the FAQ indexed already (the case to prove: its kept index must follow).
  await page.goto(`${second.url}/search?q=invoice`);
  await expect(page.locator('[data-search-total]')).toBeVisible();

  const slug = `e2e-instances-${randomUUID().slice(0, 8)}`;
  const created = await page.request.post(`${first.url}/api/content/faq`, {
    headers: { Origin: first.url },
    data: {
      slug,
      shared: { category: 'account', order: 901 },
      texts: { en: { question: 'Where do the birds nest?', answer: `The ${before} nests here.` } },
    },
  });
  expect(created.status()).toBe(201);
  let revision = ((await created.json()) as { entry: { revision: number } }).entry.revision;
  try {
    // Within seconds on the other instance: the results page, then the toolbar.
    const started = Date.now();
    await expect
      .poll(
        async () => {
          await page.goto(`${second.url}/search?q=${before}`);
          return faqHits(page).count();
        },
        { timeout: 10_000 },
      )
      .toBe(1);
    test
      .info()
      .annotations.push({ type: 'found on the other instance after', description: `${Date.now() - started} ms` });
    await page.goto(`${second.url}/apps/dashboards/project`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('combobox', { name: 'Search the portal' }).fill(before);
    await expect(
      page.locator('[data-panel-name="search"] [data-search-section="faq"]').getByRole('option'),
    ).toContainText('Where do the birds nest?');

    // An edit of the answer, saved on the first: the old word goes, the new one is found.
    const saved = await page.request.put(`${first.url}/api/content/faq/${slug}`, {
      headers: { Origin: first.url },
      data: {
        revision,
        shared: { category: 'account', order: 901 },
        texts: { en: { question: 'Where do the birds nest?', answer: `The ${after} nests here now.` } },
      },
    });
    expect(saved.status()).toBe(200);
    revision = ((await saved.json()) as { entry: { revision: number } }).entry.revision;
    await expect
      .poll(
        async () => {
          await page.goto(`${second.url}/search?q=${after}`);
          return faqHits(page).count();
        },
        { timeout: 10_000 },
      )
      .toBe(1);
    await page.goto(`${second.url}/search?q=${before}`);
    await expect(faqHits(page)).toHaveCount(0);
  } finally {
    await page.request.delete(`${first.url}/api/content/faq/${slug}?revision=${revision}`, {
      headers: { Origin: first.url },
    });
  }
});

test('takes bad input on either instance, and logs and traces no query', async ({ page }) => {
  const [first, second] = instances;
  if (!first || !second) throw new Error('No instances');
  await signIn(page);
  const secret = `gannet${randomUUID().slice(0, 6)}`;
  typed.push(secret);
  const queries = [
    `${secret} ${'lease '.repeat(2000)}`,
    '!?.,;',
    '*',
    `"${secret}"`,
    `\u200F${secret}\u200E`,
    `' OR 1=1 -- ${secret}`,
  ];
  for (const [n, query] of queries.entries()) {
    const instance = n % 2 === 0 ? first : second;
    const answer = await page.goto(`${instance.url}/search?${new URLSearchParams({ q: query })}`);
    expect(answer?.status()).toBe(200);
    await expect(page.locator('[data-search-total]')).toBeVisible();
    const sections = await page.request.get(`${instance.url}/api/search/sections?${new URLSearchParams({ q: query })}`);
    expect(sections.status()).toBe(200);
  }
  // The toolbar too: every keystroke of the query is a request of the sections.
  await page.goto(`${second.url}/apps/dashboards/project`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const box = page.getByRole('combobox', { name: 'Search the portal' });
  await box.pressSequentially(`"${secret}*`);
  await expect(page.locator('[data-panel-name="search"]').getByText('No results..')).toBeVisible();

  // The request log has a line per request, with its route and no query.
  await expect.poll(() => instances.map((instance) => instance.output.join('')).join('')).toContain('/search');
  const log = instances.map((instance) => instance.output.join('')).join('');
  expect(log).toContain('/api/search/sections');
  // The spans came (one per request at least), and hold none of the words typed.
  await expect.poll(() => collector?.bodies.join('').includes('/api/search/sections')).toBe(true);
  const spans = collector?.bodies.join('') ?? '';
  for (const word of typed) {
    expect(log, `log holds ${word}`).not.toContain(word);
    expect(spans, `a span holds ${word}`).not.toContain(word);
  }
});
