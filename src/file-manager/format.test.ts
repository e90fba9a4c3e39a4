import { describe, expect, it } from 'vitest';
import { formatDate, formatDay, formatSize } from './format.ts';

describe('formatting for the list', () => {
  it('gives sizes in human units', () => {
    expect(formatSize(512, 'en')).toBe('512 byte');
    expect(formatSize(1536, 'en')).toBe('1.5 kB');
    expect(formatSize(5 * 1024 * 1024, 'en')).toBe('5 MB');
    expect(formatSize(1536, 'tr')).toBe('1,5 kB');
  });

  it('formats dates for the locale and leaves missing dates empty', () => {
    expect(formatDate('2024-02-03T04:05:06Z', 'en')).toMatch(/Feb 3, 2024/);
    expect(formatDay('2024-02-03T04:05:06Z', 'en')).toBe('Feb 3, 2024');
    expect(formatDate('', 'en')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('');
  });
});
