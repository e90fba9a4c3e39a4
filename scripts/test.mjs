// `npm test`: every check, failing when one fails: types, lint/format, unit tests (the portal's and
// the local tenant package's), the build and its JavaScript budgets, every Storybook story in
// Chromium, then the end-to-end suite against the built server. Prints a table of each step's
// time and the whole run's at the end (also when a step fails), then one summary line of passed and
// failed steps.
//
// The machine has two cores. Steps run side by side in lanes: astro check on the .astro files
// beside TypeScript 7's check of every other file, the local tenant's and the linters, and beside
// the unit tests (two workers); the stories (one Chromium page, files one at a time) beside the
// build and its size budget. The end-to-end suite fills both cores on its own, so it runs alone
// (decisions 071, 090, 104, 105).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { findChromium, findHeadlessShell } from './chromium.mjs';
import { isBuildCurrent } from './lib/build-inputs.mjs';
import { durationsFile, lastRunSummary } from './lib/durations.mjs';

if (!findChromium()) {
  console.error(
    'Chromium is needed for the browser tests. Install it with `apt-get update && apt-get install -y chromium`, or set CHROMIUM_PATH.',
  );
  process.exit(1);
}
if (!findHeadlessShell()) {
  console.warn(
    "Debian's headless shell is not installed: the browser suites drive the full Chromium, at about twice the CPU. `apt-get install -y chromium-headless-shell` (decision 103).",
  );
}

/** A stage: lanes run side by side, each lane's steps one after the other. */
const stages = [
  [
    [['Panda codegen', 'npx', ['panda', 'codegen', '--silent']]],
    // The content collections' types (.astro/), which TypeScript 7 reads beside astro check: made
    // once here, so neither writes them while the other reads (astro check runs with --noSync).
    [['Astro types (astro sync)', 'npx', ['astro', 'sync']]],
  ],
  [
    // TypeScript 7's compiler checks every .ts and .tsx file of the project (18 s of one core; astro
    // check took 80 s for the same files), and astro check the .astro files alone (20 s): it needs
    // TypeScript 6's language service, which TypeScript 7 does not have yet (decision 105). One
    // thread each: beside the other lanes, more threads only add CPU.
    [
      [
        'Type check (.astro files: astro check)',
        'npx',
        ['astro', 'check', '--noSync', '--minimumSeverity', 'warning', '--tsconfig', 'tsconfig.astro-files.json'],
      ],
    ],
    [
      ['Type check (TypeScript 7)', 'node', ['node_modules/typescript-7/bin/tsc', '-p', '.', '--singleThreaded']],
      // The local tenant is outside the portal's project (its own, stricter options, its tests and
      // the report host's browser code): not a second check of the same files.
      ['Type check (local tenant)', 'npm', ['run', 'typecheck', '-w', '@client-portal/local-tenant']],
      ['Lint, format and layer rules', 'npm', ['run', 'lint']],
    ],
    // `unit` shares a module graph per worker; `unit-isolated` holds the files that mock modules or
    // change globals, each in its own (decision 102). Two workers: the type checks beside them end
    // first and would leave a core idle (decision 105).
    [
      [
        'Unit tests',
        'npx',
        [
          'vitest',
          'run',
          '--project',
          'unit',
          '--project',
          'unit-isolated',
          '--project',
          'local-tenant',
          '--maxWorkers',
          '2',
        ],
      ],
    ],
  ],
  [
    // The JavaScript budgets (decision 060) need the build and no browser: they fail in a minute,
    // before the browser suite spends minutes. `astro build` alone: Panda's codegen ran first, and
    // running it again would rewrite styled-system/ under the stories reading it.
    [
      // Skipped when dist/ was built from exactly the files now in the tree (scripts/lib/build-inputs.mjs).
      ['Build', 'npx', ['astro', 'build'], { current: () => isBuildCurrent(process.cwd()) }],
      ['Size budget', 'node', ['scripts/size.mjs']],
    ],
    // Every story in Chromium with axe and its picture, beside the build only: beside the browser
    // suite, stories timed out on interactions of a starved page (decision 104). `storybook build`
    // is not run: the stories already compile through Storybook's own Vite configuration (decision 071).
    [['Storybook stories', 'npx', ['vitest', 'run', '--project', 'storybook']]],
  ],
  [[['End-to-end', 'npx', ['playwright', 'test']]]],
];

/**
 * Node keeps the bytecode of the modules it compiles here, so the next process loading the same
 * file skips compiling it: the run starts about fifteen portal servers, and each started in 3.3 s
 * of CPU without it and 2.5 s with it (decision 104). Keyed by each file's contents: a changed file
 * is compiled again.
 */
const compileCache = process.env['NODE_COMPILE_CACHE'] ?? path.join(tmpdir(), 'client-portal-compile-cache');

/** Runs one step; beside other lanes, its output lines carry the step's name. */
function run([name, command, args, { current } = {}], shared) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  if (current?.()) {
    const seconds = (Date.now() - started) / 1000;
    console.log(`✓ ${name}: current, not run (${seconds.toFixed(1)}s)`);
    return Promise.resolve({ name: `${name} (current, not run)`, seconds, ok: true, code: 0 });
  }
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: shared ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, FORCE_COLOR: '0', NODE_COMPILE_CACHE: compileCache },
    });
    if (shared) {
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        createInterface({ input: stream }).on('line', (line) => out.write(`[${name}] ${line}\n`));
      }
    }
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      const ok = code === 0;
      console.log(ok ? `✓ ${name} (${seconds.toFixed(1)}s)` : `✗ ${name} failed after ${seconds.toFixed(1)}s`);
      resolve({ name, seconds, ok, code: code ?? 1 });
    });
  });
}

// A failed run's summary must not come from an earlier run's durations.
rmSync(durationsFile, { force: true });

/** Step → seconds, printed at the end, passed or failed: where `npm test` spends its time. */
const timings = [];
const runStarted = Date.now();
function printTimings() {
  const width = Math.max(...timings.map(({ name }) => name.length), 'Whole run (wall clock)'.length);
  const line = (name, seconds, mark = ' ') => `${mark} ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s`;
  console.log(`\n  ${'Step'.padEnd(width)}  ${'Time'.padStart(9)}`);
  for (const { name, seconds, ok } of timings) console.log(line(name, seconds, ok ? '✓' : '✗'));
  console.log(line('Whole run (wall clock)', (Date.now() - runStarted) / 1000));
  // Where the browser suite's time went (tests/durations-reporter.ts): read only when it ran in
  // this run, so a stale file from an earlier run is not taken for this one.
  if (timings.some(({ name }) => name === 'End-to-end')) {
    const summary = lastRunSummary();
    if (summary.length > 0) console.log(`\n${summary.join('\n')}`);
  }
}

for (const lanes of stages) {
  const shared = lanes.length > 1;
  const results = await Promise.all(
    lanes.map(async (lane) => {
      const done = [];
      for (const step of lane) {
        const result = await run(step, shared);
        done.push(result);
        if (!result.ok) break;
      }
      return done;
    }),
  );
  timings.push(...results.flat());
  const failed = results.flat().filter(({ ok }) => !ok);
  if (failed.length > 0) {
    printTimings();
    console.log(`\nsteps: ${timings.length - failed.length} passed, ${failed.length} failed`);
    process.exit(failed[0]?.code ?? 1);
  }
}
printTimings();
console.log(`\nsteps: ${timings.length} passed, 0 failed`);
