import { describe, expect, it } from 'vitest';
import { summariseDurations } from './durations.mjs';

const test = (file, title, duration) => ({ file, title, project: 'chromium', duration });

describe('summariseDurations', () => {
  const run = {
    wallClock: 10_000,
    workers: 2,
    tests: [
      test('routes.spec.ts', 'every route', 4_000),
      test('shell.spec.ts', 'the menu opens', 1_000),
      test('routes.spec.ts', 'axe on the dashboard', 6_000),
      test('shell.spec.ts', 'the menu closes', 500),
    ],
  };

  it('sums the test time and compares it with the workers the wall clock offered', () => {
    expect(summariseDurations(run)[0]).toBe(
      'Browser tests: 4, summed test time 11.5 s, wall clock 10.0 s on 2 workers (workers busy 58 %)',
    );
  });

  it('says how many did not pass, a run stopped half-way included', () => {
    const stopped = {
      ...run,
      tests: [
        { ...run.tests[0], status: 'passed' },
        { ...run.tests[1], status: 'interrupted' },
      ],
    };
    expect(summariseDurations(stopped)[0]).toBe(
      'Browser tests: 2 (1 not passed), summed test time 5.0 s, wall clock 10.0 s on 2 workers (workers busy 25 %)',
    );
  });

  it('lists the slowest tests first, as many as asked', () => {
    const lines = summariseDurations(run, 2);
    const start = lines.indexOf('The 2 slowest tests:');
    expect(lines.slice(start + 1, start + 3)).toEqual([
      '      6.0 s  routes.spec.ts › axe on the dashboard [chromium]',
      '      4.0 s  routes.spec.ts › every route [chromium]',
    ]);
  });

  it('sums each spec file, the costliest first', () => {
    const lines = summariseDurations(run);
    expect(lines.slice(lines.indexOf('Summed test time per spec file:') + 1)).toEqual([
      '     10.0 s  routes.spec.ts (2 tests)',
      '      1.5 s  shell.spec.ts (2 tests)',
    ]);
  });

  it('says so when no test ran', () => {
    expect(summariseDurations({ wallClock: 0, workers: 2, tests: [] })).toEqual([
      'No browser test durations recorded.',
    ]);
  });
});
