// `npm test`: every check, failing when one fails: types, lint/format, unit tests (the portal's and
// the local tenant package's), the build and its JavaScript budgets, every Storybook story in
// Chromium, then the end-to-end suite against the built server. Prints a table of each step's
// time and the whole run's at the end (also when a step fails), then one summary line of passed and
// failed steps.
//
// The machine has two cores. Steps run side by side in lanes: the build and its size budget beside
// the stories (one Chromium page, files one at a time); then the end-to-end suite. The unit
// tests, type checks and linters take only what those leave idle, at the lowest CPU priority,
// from the start of the stories until they are done, beside the end-to-end suite if need be
// (decisions 071, 090, 104, 105, 106, 112).
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
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

/**
 * A stage: lanes run side by side, each lane's steps one after the other. A step marked `yields`
 * runs only on a core that nothing else wants (`yielding` below): it takes what the browser suites
 * beside it leave idle, so they run about as fast as alone and the cores stay full (decision 106).
 * The next stage does not wait for a lane of such steps: it goes on beside it (decision 112). A
 * step marked `after` starts once the step of that name has ended, in whatever lane.
 */
const stages = [
  [
    [['Panda codegen', 'npx', ['panda', 'codegen', '--silent']]],
    // The content collections' types (.astro/), which TypeScript 7 reads: made once here, so that
    // no check reads them while another step writes them (astro check runs with --noSync).
    [['Astro types (astro sync)', 'npx', ['astro', 'sync']]],
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
    // Every story in Chromium with axe and its picture, one file at a time. Beside the browser
    // suite, stories timed out on interactions of a starved page (decision 104); beside the build
    // and the yielding checks, they have a core of their own. `storybook build` is not run: the
    // stories already compile through Storybook's own Vite configuration (decision 071).
    [['Storybook stories', 'npx', ['vitest', 'run', '--project', 'storybook']]],
    // The unit tests, type checks and linters take only what the browser suites leave idle
    // (decision 106), and their lane is not waited for: they start beside the stories, and the
    // browser suite starts once the stories and the build are done, with these going on beside it
    // until they are done (decision 112).
    //
    // `unit` shares a module graph per worker; `unit-isolated` holds the files that mock modules or
    // change globals, each in its own (decision 102). TypeScript 7's compiler checks every .ts and
    // .tsx file (18 s of one core; astro check took 80 s for the same files), astro check the .astro
    // files alone: it needs TypeScript 6's language service, which TypeScript 7 does not have yet
    // (decision 105). The local tenant is outside the portal's project (its own, stricter options,
    // its tests and the report host's browser code): not a second check of the same files.
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
        { yields: true },
      ],
      [
        'Type check (TypeScript 7)',
        'node',
        ['node_modules/typescript-7/bin/tsc', '-p', '.', '--singleThreaded'],
        // It reads .astro/, which the build writes (as astro sync and the unit tests' Vite do).
        { yields: true, after: 'Build' },
      ],
      ['Type check (local tenant)', 'npm', ['run', 'typecheck', '-w', '@client-portal/local-tenant'], { yields: true }],
      ['Lint, format and layer rules', 'npm', ['run', 'lint'], { yields: true }],
      [
        'Type check (.astro files: astro check)',
        'npx',
        ['astro', 'check', '--noSync', '--minimumSeverity', 'warning', '--tsconfig', 'tsconfig.astro-files.json'],
        { yields: true },
      ],
    ],
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

/**
 * The local tenants' planned libraries, kept across the run's processes (and runs): each tenant
 * on a fresh data folder otherwise draws every client's PDFs and pictures again, 0.5–1 s of CPU
 * (packages/local-tenant/src/drive/plan-cache.ts). Keyed by the tenant's source: an edit plans afresh.
 */
const seedCache = process.env['TENANT_SEED_CACHE'] ?? path.join(tmpdir(), 'client-portal-seed-cache');

/**
 * How a yielding step is started: Linux's idle scheduling class (`chrt --idle 0`, util-linux, on
 * every Debian), which runs a process only on a core nothing else wants; `nice -n 19` where chrt
 * is missing still leaves it a share when the cores are full.
 */
const yielding = existsSync('/usr/bin/chrt') ? ['/usr/bin/chrt', '--idle', '0'] : ['nice', '-n', '19'];

/**
 * The steps running now. When one fails, the lanes beside it are stopped: a type error found while
 * the browser suite runs ends the run then, not minutes later when the suite is done.
 */
const running = new Set();
let stopping = false;

/** Runs one step; beside other lanes, its output lines carry the step's name. */
function run([name, command, args, { current, yields } = {}], shared) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  if (current?.()) {
    const seconds = (Date.now() - started) / 1000;
    console.log(`✓ ${name}: current, not run (${seconds.toFixed(1)}s)`);
    return Promise.resolve({ name: `${name} (current, not run)`, seconds, ok: true, code: 0 });
  }
  return new Promise((resolve) => {
    const [program, ...programArgs] = yields ? [...yielding, command, ...args] : [command, ...args];
    // Each step in a process group of its own, so that stopping it stops what it started (npx does
    // not pass a signal on: Playwright and its servers went on without it).
    const child = spawn(program, programArgs, {
      detached: true,
      stdio: shared ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, FORCE_COLOR: '0', NODE_COMPILE_CACHE: compileCache, TENANT_SEED_CACHE: seedCache },
    });
    running.add(child);
    if (shared) {
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        createInterface({ input: stream }).on('line', (line) => out.write(`[${name}] ${line}\n`));
      }
    }
    child.on('close', (code) => {
      running.delete(child);
      const seconds = (Date.now() - started) / 1000;
      const ok = code === 0;
      const stopped = !ok && child.stoppedBeside;
      console.log(
        ok
          ? `✓ ${name} (${seconds.toFixed(1)}s)`
          : stopped
            ? `✗ ${name} stopped after ${seconds.toFixed(1)}s`
            : `✗ ${name} failed after ${seconds.toFixed(1)}s`,
      );
      if (!ok && !stopped) stopOthers();
      resolve({ name: stopped ? `${name} (stopped)` : name, seconds, ok, stopped, code: code ?? 1 });
    });
  });
}

/** Sends `signal` to every running step's process group: the step and everything it started. */
function signalSteps(signal) {
  for (const child of running) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // The group has ended meanwhile.
    }
  }
}

/**
 * Stops the steps still running beside a failed one, as Ctrl+C would: on SIGINT Playwright stops
 * its workers and the servers it started (in groups of their own), which SIGTERM left running.
 */
function stopOthers() {
  stopping = true;
  for (const child of running) child.stoppedBeside = true;
  signalSteps('SIGINT');
}

// The steps' groups are not the terminal's: Ctrl+C (or a CI's stop) reaches them through here, as
// SIGINT, on which Playwright stops its servers too. The run ends once they have stopped (and says
// so, with the times so far); a second signal ends it at once.
let signalled = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (signalled) process.exit(signal === 'SIGINT' ? 130 : 143);
    signalled = true;
    stopOthers();
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

/** Where each step is listed above: the table of times keeps that order, not the order they ended in. */
const listed = new Map(stages.flat(2).map((step, index) => [step, index]));

/** Step name → a promise kept when the step has ended (run, current or failed). */
const ended = new Map(stages.flat(2).map(([name]) => [name, Promise.withResolvers()]));

/** Runs a lane's steps one after the other, up to the first that fails. */
async function runLane(lane, shared) {
  for (const step of lane) {
    const after = step[3]?.after;
    if (after) await ended.get(after).promise;
    if (stopping) break;
    const result = await run(step, shared);
    timings.push({ ...result, listed: listed.get(step) });
    ended.get(step[0]).resolve();
    if (!result.ok) break;
  }
  // A step this lane did not reach has ended too, for any step waiting on it.
  for (const [name] of lane) ended.get(name).resolve();
}

/** A lane of steps that only take idle cores: the next stage does not wait for it. */
const onlyYields = (lane) => lane.every(([, , , options]) => options?.yields);

/** Prints the times and the summary line, then ends with the first failed step's exit code. */
function finish() {
  timings.sort((a, b) => a.listed - b.listed);
  printTimings();
  const failed = timings.filter(({ ok }) => !ok);
  const stopped = failed.filter((step) => step.stopped).length;
  console.log(
    `\nsteps: ${timings.length - failed.length} passed, ${failed.length - stopped} failed${stopped > 0 ? `, ${stopped} stopped` : ''}`,
  );
  process.exit(failed.length === 0 ? 0 : (failed.find((step) => !step.stopped)?.code ?? 1));
}

/** Every lane started so far, the ones carried on beside later stages included. */
const lanesStarted = [];
for (const lanes of stages) {
  // Beside other lanes, a step's output lines carry its name.
  const shared = lanes.length > 1 || lanesStarted.length > 0;
  const runs = lanes.map((lane) => runLane(lane, shared));
  lanesStarted.push(...runs);
  await Promise.all(runs.filter((_, index) => !onlyYields(lanes[index])));
  if (stopping || timings.some(({ ok }) => !ok)) break;
}
// After a failure the steps beside it have been stopped: their times are in the table too.
await Promise.all(lanesStarted);
finish();
