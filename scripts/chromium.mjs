// Finds the Chromium the browser tests drive: CHROMIUM_PATH, then Debian's /usr/bin/chromium.
// A test tool's own browser download does not work on these machines (see the README's quick start).
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

export function chromiumPathOrExplain() {
  const path = findChromium();
  if (!path) {
    throw new Error(
      'Chromium not found. Install it with `apt-get update && apt-get install -y chromium`, or set CHROMIUM_PATH.',
    );
  }
  return path;
}
