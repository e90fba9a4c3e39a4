import { describe, expect, it } from 'vitest';
import { retryAfterOf, retryAfterSeconds } from './retry-after.ts';

describe('Retry-After', () => {
  it('reads delta-seconds', () => {
    expect(retryAfterSeconds('3')).toBe(3);
    expect(retryAfterSeconds(' 0 ')).toBe(0);
  });

  it('reads an HTTP date as the seconds until then, never below zero', () => {
    const now = Date.parse('2026-11-24T01:00:00Z');
    expect(retryAfterSeconds('Tue, 24 Nov 2026 01:00:07 GMT', now)).toBe(7);
    expect(retryAfterSeconds('Tue, 24 Nov 2026 00:59:00 GMT', now)).toBe(0);
  });

  it('is undefined when absent or unreadable', () => {
    expect(retryAfterSeconds(null)).toBeUndefined();
    expect(retryAfterSeconds('')).toBeUndefined();
    expect(retryAfterSeconds('soon')).toBeUndefined();
    expect(retryAfterSeconds('-3')).toBeUndefined();
  });

  it('reads the header of an answer', () => {
    expect(retryAfterOf(new Response(null, { status: 429, headers: { 'Retry-After': '5' } }))).toBe(5);
    expect(retryAfterOf(new Response(null, { status: 429 }))).toBeUndefined();
  });
});
