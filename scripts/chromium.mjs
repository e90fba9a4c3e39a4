// Finds the Chromium the browser tests drive: CHROMIUM_PATH, then Debian's /usr/bin/chromium.
// A test tool's own browser download does not work on these machines (see the README's quick start).
//
// The test suites (Playwright's and the stories') drive Debian's chromium-headless-shell when it is
// installed: the same Chromium build without the desktop browser around it, the "old" headless
// mode Playwright's own headless download is. It spends half the CPU of the full browser in
// headless mode on the same tests (decision 103). Everything else (the size budget, Lighthouse,
// the benchmarks, screenshots) keeps the full browser people use.
import { existsSync } from 'node:fs';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path) => path && existsSync(path));
}

/**
 * Debian's headless shell, or nothing when it is not installed. CHROMIUM_HEADLESS_SHELL_PATH names
 * another; set empty, the suites drive the full browser (CHROMIUM_PATH or Debian's).
 */
export function findHeadlessShell() {
  const configured = process.env.CHROMIUM_HEADLESS_SHELL_PATH;
  const path = configured ?? '/usr/lib/chromium/chromium-headless-shell';
  return path && existsSync(path) ? path : undefined;
}

/** The browser the test suites drive: the headless shell, else the full Chromium. */
export function testChromiumPathOrExplain() {
  return findHeadlessShell() ?? chromiumPathOrExplain();
}

export function chromiumPathOrExplain() {
  const path = findChromium();
  if (!path) {
    throw new Error(
      'Chromium not found. Install it with `apt-get update && apt-get install -y chromium`, or set CHROMIUM_PATH.',
    );
  }
  return path;
}
