import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';

/** One run of one test, as written to test-results/durations.json. */
interface TestDuration {
  file: string;
  title: string;
  project: string;
  status: TestResult['status'];
  /** Milliseconds, the test's hooks and fixtures included (a `beforeAll` counts in its first test). */
  duration: number;
  /** When it started, ms since 1970: with `worker`, shows a worker left idle. */
  startedAt: number;
  worker: number;
}

/**
 * Records how long each browser test took, for `npm test` to print the slowest tests and the time
 * summed per spec file (scripts/lib/durations.mjs): the summed test time is comparable between runs
 * on a shared machine where the wall clock is not (decision 090).
 */
export default class DurationsReporter implements Reporter {
  private readonly tests: TestDuration[] = [];
  private rootDir = '';
  private outputFile = '';
  private workers = 1;
  private readonly started = Date.now();

  onBegin(config: FullConfig, _suite: Suite): void {
    this.rootDir = config.rootDir;
    this.workers = config.workers;
    this.outputFile = path.join(path.dirname(config.configFile ?? config.rootDir), 'test-results', 'durations.json');
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    this.tests.push({
      file: path.relative(this.rootDir, test.location.file),
      title: test.titlePath().slice(3).join(' › '),
      project: test.parent.project()?.name ?? '',
      status: result.status,
      duration: result.duration,
      startedAt: result.startTime.getTime(),
      worker: result.parallelIndex,
    });
  }

  onEnd(result: FullResult): void {
    mkdirSync(path.dirname(this.outputFile), { recursive: true });
    const run = {
      status: result.status,
      wallClock: Date.now() - this.started,
      workers: this.workers,
      tests: this.tests,
    };
    writeFileSync(this.outputFile, `${JSON.stringify(run, null, 1)}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
