/**
 * The portals of the suites with their own token lives and of the fault suites start beside the
 * main one instead of one after another (playwright.config.ts lists them without a URL to wait on,
 * so Playwright starts them and goes on): each takes about 2.5 s of CPU to start, and waiting for
 * each in turn left a core idle. Here, before any test, every one of them must answer its health
 * check (decision 112).
 */
const LIMIT_MS = 240_000;

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function ready(url: string): Promise<void> {
  const deadline = Date.now() + LIMIT_MS;
  while (!(await answers(url))) {
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${LIMIT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export default async function backgroundPortalsReady(): Promise<void> {
  const urls = (process.env['E2E_BACKGROUND_PORTALS'] ?? '').split(' ').filter(Boolean);
  await Promise.all(urls.map(ready));
}
