// `npm test`: every check, in order, failing on the first that fails:
// types, lint/format, unit tests (the portal's and the local tenant package's), the build and its
// JavaScript budgets, every Storybook story in Chromium, then the end-to-end suite against the
// built server. Prints a table of each step's time and the total at the end (also when a step
// fails), then one summary line of passed and failed steps.
import { spawnSync } from 'node:child_process';
import { findChromium } from './chromium.mjs';

if (!findChromium()) {
  console.error(
    'Chromium is needed for the browser tests. Install it with `apt-get update && apt-get install -y chromium`, or set CHROMIUM_PATH.',
  );
  process.exit(1);
}

const steps = [
  ['Panda codegen', 'npx', ['panda', 'codegen', '--silent']],
  // astro check type-checks every file of the TypeScript project (.ts, .tsx and .astro), so a
  // separate `tsc --noEmit` checked the same files a second time (38 s).
  ['Type check (astro check)', 'npx', ['astro', 'check', '--minimumSeverity', 'warning']],
  ['Type check (local tenant)', 'npm', ['run', 'typecheck', '-w', '@client-portal/local-tenant']],
  ['Lint, format and layer rules', 'npm', ['run', 'lint']],
  ['Unit tests', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'local-tenant']],
  // The JavaScript budgets (decision 060) need the build and no browser: they fail in a minute,
  // before the browser suites spend ten.
  ['Build', 'npm', ['run', 'build']],
  ['Size budget', 'node', ['scripts/size.mjs']],
  ['Storybook stories', 'npx', ['vitest', 'run', '--project', 'storybook']],
  ['Storybook build', 'npx', ['storybook', 'build', '--quiet', '--output-dir', 'storybook-static']],
  ['End-to-end', 'npx', ['playwright', 'test']],
];

/** Step → seconds, printed as a table at the end, passed or failed: where `npm test` spends its time. */
const timings = [];
const printTimings = () => {
  const width = Math.max(...steps.map(([name]) => name.length), 'Total'.length);
  const line = (name, seconds, mark = ' ') => `${mark} ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s`;
  console.log(`\n  ${'Step'.padEnd(width)}  ${'Time'.padStart(9)}`);
  for (const { name, seconds, ok } of timings) console.log(line(name, seconds, ok ? '✓' : '✗'));
  const total = timings.reduce((sum, { seconds }) => sum + seconds, 0);
  console.log(line('Total', total));
};

let passed = 0;
for (const [name, command, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  const seconds = (Date.now() - started) / 1000;
  timings.push({ name, seconds, ok: result.status === 0 });
  if (result.status !== 0) {
    console.error(`✗ ${name} failed after ${seconds.toFixed(1)}s`);
    printTimings();
    console.log(`\nsteps: ${passed} passed, 1 failed`);
    process.exit(result.status ?? 1);
  }
  passed += 1;
  console.log(`✓ ${name} (${seconds.toFixed(1)}s)`);
}
printTimings();
console.log(`\nsteps: ${passed} passed, 0 failed`);
