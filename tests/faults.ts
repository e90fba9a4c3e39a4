import { fetchTokensAhead, signInForWorker } from './auth.ts';
import { expect, test as policyTest } from './test.ts';

export { expect };

/** The fault suites' tenant (playwright.config.ts: its own portal, one test at a time). */
const tenant = process.env['E2E_FAULTS_TENANT'] ?? 'http://127.0.0.1:4400';

async function switchFaults(method: 'PUT' | 'DELETE', text = ''): Promise<void> {
  const response = await fetch(`${tenant}/_faults`, { method, body: method === 'PUT' ? text : null });
  if (!response.ok) throw new Error(`${method} /_faults '${text}': ${response.status} ${await response.text()}`);
}

/**
 * The browser suites' `test` with the tenant's fault switch: `faults.set('graph:429=2')` makes a
 * stand-in fail (docs in packages/local-tenant/src/faults.ts), `faults.clear()` heals it, and every
 * test ends with no faults, whatever happened in it. `adaSignedIn` is the path of Ada Admin's
 * browser state on the faults portal (tests/stored-state.ts), signed in once per worker with no
 * fault on: a test about something else than signing in starts signed in with
 * `test.use({ storageState: ({ adaSignedIn }, use) => use(adaSignedIn) })`.
 */
export const test = policyTest.extend<
  { faults: { set: (text: string) => Promise<void>; clear: () => Promise<void> } },
  { adaSignedIn: string }
>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none
  faults: async ({}, use) => {
    await switchFaults('DELETE');
    await use({ set: (text) => switchFaults('PUT', text), clear: () => switchFaults('DELETE') });
    await switchFaults('DELETE');
  },
  adaSignedIn: [
    async ({ browser }, use, workerInfo) => {
      await switchFaults('DELETE');
      await use(await signInForWorker(browser, workerInfo, 'Ada Admin', 'faults-ada', fetchTokensAhead));
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});
