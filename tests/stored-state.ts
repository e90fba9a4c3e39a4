import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions } from '@playwright/test';

/** An origin's `localStorage` as Playwright's `storageState()` gives it. */
interface StoredOrigin {
  origin: string;
  localStorage: { name: string; value: string }[];
}

/**
 * Where a stored state's `localStorage` is kept: beside its cookies, not in the state file. With
 * `localStorage` in the state, Playwright restores it through a hidden page that it opens, sends to
 * the origin and closes before the test's own page exists: about a quarter of a second and a
 * renderer's start for every test (decision 102). The state file holds the cookies alone, and
 * `restoreLocalStorage` writes the rest in the test's first page of the origin, before the page's
 * own scripts run.
 */
const localStorageFileOf = (statePath: string) => statePath.replace(/\.json$/, '.local-storage.json');

/** Keeps `context`'s browser state at `statePath`: its cookies there, its `localStorage` beside. */
export async function saveState(context: BrowserContext, statePath: string): Promise<void> {
  const { cookies, origins } = await context.storageState();
  mkdirSync(path.dirname(statePath), { recursive: true });
  writeFileSync(statePath, JSON.stringify({ cookies, origins: [] }));
  writeFileSync(localStorageFileOf(statePath), JSON.stringify(origins));
}

/**
 * Set in `localStorage` once the stored entries are written, so that a second document of the
 * origin (a reload, a second tab) finds what the first left and does not overwrite it.
 */
const RESTORED = 'tests.storedStateRestored';

/** Runs in every document of the context before its scripts: writes the stored entries once. */
function writeStoredEntries({ origins, restored }: { origins: StoredOrigin[]; restored: string }): void {
  const stored = origins.find(({ origin }) => origin === location.origin);
  if (!stored) return;
  try {
    if (localStorage.getItem(restored) !== null) return;
    for (const { name, value } of stored.localStorage) localStorage.setItem(name, value);
    localStorage.setItem(restored, 'yes');
  } catch {
    // A document without storage (an opaque origin) has nothing to restore.
  }
}

/**
 * Gives `context`, made from the state file at `statePath` (its cookies), the `localStorage` kept
 * beside it, as Playwright would have restored it: written once, before the first page of each
 * origin runs a script. Once a page of such an origin has been shown, the script is removed, so
 * that a page clearing its storage (signing out) does not find the stored entries back.
 */
export async function restoreLocalStorage(context: BrowserContext, statePath: string): Promise<void> {
  const file = localStorageFileOf(statePath);
  if (!existsSync(file)) return;
  const origins = JSON.parse(readFileSync(file, 'utf8')) as StoredOrigin[];
  if (origins.length === 0) return;
  const script = await context.addInitScript(writeStoredEntries, { origins, restored: RESTORED });
  const originsLeft = new Set(origins.map(({ origin }) => origin));
  context.on('page', (page) => {
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame() || originsLeft.size === 0) return;
      const { origin } = new URL(frame.url());
      if (originsLeft.delete(origin) && originsLeft.size === 0) void script.dispose().catch(() => {});
    });
  });
}

/** A new context signed in from a stored state (cookies and `localStorage`), with `options`. */
export async function newContextFrom(
  browser: Browser,
  statePath: string,
  options: Omit<BrowserContextOptions, 'storageState'> = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ ...options, storageState: statePath });
  await restoreLocalStorage(context, statePath);
  return context;
}
