// Reads what tests/durations-reporter.ts wrote after a browser run and says where its time went:
// the slowest tests and the time summed per spec file. Summed test time, not the wall clock, is
// what compares between runs on a shared machine (decision 090).
import { existsSync, readFileSync } from 'node:fs';

/** Where the reporter writes, relative to the project root. */
export const durationsFile = 'test-results/durations.json';

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The lines to print for a run `{ wallClock, workers, tests: [{ file, title, project, duration }] }`:
 * the summed and wall-clock time, the `slowest` tests, then every spec file by summed time.
 */
export function summariseDurations(run, slowest = 15) {
  const tests = run.tests ?? [];
  if (tests.length === 0) return ['No browser test durations recorded.'];
  const summed = tests.reduce((sum, { duration }) => sum + duration, 0);
  // Failed, timed out, skipped or interrupted (a run stopped with Ctrl-C still writes its file).
  const notPassed = tests.filter(({ status }) => status !== undefined && status !== 'passed').length;
  const lines = [
    `Browser tests: ${tests.length}${notPassed > 0 ? ` (${notPassed} not passed)` : ''}, summed test time ${seconds(summed)}, wall clock ${seconds(run.wallClock)} on ${run.workers} workers (workers busy ${Math.round((100 * summed) / (run.wallClock * run.workers))} %)`,
    '',
    `The ${Math.min(slowest, tests.length)} slowest tests:`,
  ];
  for (const test of [...tests].sort((a, b) => b.duration - a.duration).slice(0, slowest)) {
    lines.push(`  ${seconds(test.duration).padStart(9)}  ${test.file} › ${test.title} [${test.project}]`);
  }
  const files = new Map();
  for (const { file, duration } of tests) {
    const entry = files.get(file) ?? { file, duration: 0, count: 0 };
    entry.duration += duration;
    entry.count += 1;
    files.set(file, entry);
  }
  lines.push('', 'Summed test time per spec file:');
  for (const { file, duration, count } of [...files.values()].sort((a, b) => b.duration - a.duration)) {
    lines.push(`  ${seconds(duration).padStart(9)}  ${file} (${count} ${count === 1 ? 'test' : 'tests'})`);
  }
  return lines;
}

/** The summary of the last browser run, or nothing when no run recorded its durations. */
export function lastRunSummary(file = durationsFile) {
  if (!existsSync(file)) return [];
  return summariseDurations(JSON.parse(readFileSync(file, 'utf8')));
}
