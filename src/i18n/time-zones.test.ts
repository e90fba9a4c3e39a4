import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, isTimeZone, timeZoneOptions } from './time-zones.ts';

describe('timeZoneOptions', () => {
  it('offers the default first, then the zones of places, each once, named with spaces', () => {
    const values = timeZoneOptions().map((option) => option.value);
    expect(values[0]).toBe(DEFAULT_TIME_ZONE);
    expect(new Set(values).size).toBe(values.length);
    expect(values).toContain('Europe/Istanbul');
    expect(timeZoneOptions().find((option) => option.value === 'America/New_York')?.label).toBe('America/New York');
  });

  it('offers only zones that are time zones', () => {
    for (const { value } of timeZoneOptions()) expect(isTimeZone(value), value).toBe(true);
  });
});

describe('isTimeZone', () => {
  it('knows IANA names and UTC, and nothing else', () => {
    expect(isTimeZone('Asia/Riyadh')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone('x'.repeat(65))).toBe(false);
  });
});
