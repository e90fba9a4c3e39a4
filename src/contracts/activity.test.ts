import { describe, expect, it } from 'vitest';
import { dailyActivity, mostOpened, NO_ACTIVITY, weekActivity, withEvent, withOpen } from './activity.ts';

describe('locker activity', () => {
  it('counts opens per contract and the people who opened it, once each', () => {
    let activity = withOpen(NO_ACTIVITY, '2026-12-01', 'a', 'p1');
    activity = withOpen(activity, '2026-12-01', 'a', 'p1');
    activity = withOpen(activity, '2026-12-02', 'a', 'p2');
    activity = withOpen(activity, '2026-12-02', 'b', 'p2');
    expect(mostOpened(activity, () => true, 10)).toEqual([
      { contractId: 'a', opens: 3, people: 2 },
      { contractId: 'b', opens: 1, people: 1 },
    ]);
  });

  it('leaves out contracts no longer in the register', () => {
    const activity = withOpen(withOpen(NO_ACTIVITY, '2026-12-01', 'a', 'p1'), '2026-12-01', 'gone', 'p1');
    expect(mostOpened(activity, (id) => id !== 'gone', 10).map((row) => row.contractId)).toEqual(['a']);
  });

  it('gives each kind per day, zero where nothing happened, and forgets days older than a month', () => {
    let activity = withEvent(NO_ACTIVITY, '2026-10-01', 'edits');
    activity = withEvent(activity, '2026-12-06', 'reminders', 4);
    activity = withOpen(activity, '2026-12-07', 'a', 'p1');
    expect(Object.keys(activity.days)).toEqual(['2026-12-06', '2026-12-07']);
    const { days, series } = dailyActivity(activity, '2026-12-07', 3);
    expect(days).toEqual(['2026-12-05', '2026-12-06', '2026-12-07']);
    expect(series).toEqual({ opens: [0, 0, 1], edits: [0, 0, 0], reminders: [0, 4, 0] });
  });
});

describe('activity by week', () => {
  it('adds up this week to today, last week and the week before, Monday to Sunday', () => {
    // 2026-12-07 is a Monday.
    let activity = withEvent(NO_ACTIVITY, '2026-12-07', 'edits');
    activity = withEvent(activity, '2026-12-06', 'reminders', 3);
    activity = withEvent(activity, '2026-11-30', 'reminders', 2);
    activity = withEvent(activity, '2026-11-29', 'edits', 5);
    expect(weekActivity(activity, '2026-12-07', 'TW')).toEqual({ opens: 0, edits: 1, reminders: 0 });
    expect(weekActivity(activity, '2026-12-07', 'LW')).toEqual({ opens: 0, edits: 0, reminders: 5 });
    expect(weekActivity(activity, '2026-12-07', '2W')).toEqual({ opens: 0, edits: 5, reminders: 0 });
  });
});
