import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { timeLeft, whenIn } from './when.ts';

describe('whenIn', () => {
  it('reads an instant on the client’s wall clock, with its zone', () => {
    expect(whenIn('2026-12-18T14:00:00.000Z', 'Europe/Istanbul', 'en-GB')).toBe('18 Dec 2026, 17:00 GMT+3');
    expect(whenIn('2026-12-18T14:00:00.000Z', 'America/New_York', 'en-US')).toBe('Dec 18, 2026, 09:00 AM EST');
  });
});

describe('timeLeft', () => {
  const t = i18next.createInstance();
  void t.init({
    lng: 'en',
    resources: {
      en: {
        rfpEvents: {
          passed: 'passed',
          timeLeft_one: '{{count}} day left',
          timeLeft_other: '{{count}} days left',
          hoursLeft_one: '{{count}} hour left',
          hoursLeft_other: '{{count}} hours left',
        },
      },
    },
  });
  const now = new Date('2026-12-07T10:00:00Z');

  it('counts whole days while more than a day is left, then hours', () => {
    expect(timeLeft('2026-12-10T11:00:00Z', now, t.t)).toBe('3 days left');
    expect(timeLeft('2026-12-08T09:30:00Z', now, t.t)).toBe('24 hours left');
    expect(timeLeft('2026-12-07T10:20:00Z', now, t.t)).toBe('1 hour left');
  });

  it('says when the deadline has passed', () => {
    expect(timeLeft('2026-12-07T10:00:00Z', now, t.t)).toBe('passed');
  });
});
