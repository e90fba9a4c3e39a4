// Keeps package-lock.json valid for `npm ci` on every platform. The registry reachable here lacks
// some other-platform binaries (e.g. a darwin build of a native package), so `npm install` leaves
// those optional dependencies out of the lock, and `npm ci` then refuses the lock as out of sync.
// This adds each missing optional dependency as an optional, platform-tagged entry: npm skips it
// on other platforms and fetches it where it is needed. Runs after every `npm install`.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages ?? {};
const oses = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openbsd', 'sunos', 'aix'];
const cpus = ['arm64', 'x64', 'ia32', 'arm', 'wasm32', 'riscv64', 'ppc64', 's390x', 'loong64'];

let added = 0;
for (const [where, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${where ? `${where}/` : ''}node_modules/${name}`;
    if (packages[`node_modules/${name}`] || packages[nested]) continue;
    const parts = name.split('/').pop().split('-');
    const os = oses.find((candidate) => parts.includes(candidate));
    const cpu = cpus.find((candidate) => parts.includes(candidate));
    packages[`node_modules/${name}`] = {
      version: spec,
      optional: true,
      ...(os ? { os: [os] } : {}),
      ...(cpu ? { cpu: [cpu] } : {}),
    };
    added += 1;
  }
}
if (added > 0) {
  lock.packages = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
  );
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`package-lock.json: added ${added} optional platform entries`);
}
