import { describe, expect, it } from 'vitest';
import { signsOutAtOnce } from './logout-request.ts';

describe('signsOutAtOnce', () => {
  it('signs out at once when the portal or the person asked (same origin, typed or a bookmark)', () => {
    expect(signsOutAtOnce('same-origin')).toBe(true);
    expect(signsOutAtOnce('none')).toBe(true);
  });

  it('asks first when another site, a sibling host or an unknown browser asked', () => {
    for (const site of ['cross-site', 'same-site', null, '', 'SAME-ORIGIN', 'same-origin, none'])
      expect(signsOutAtOnce(site), String(site)).toBe(false);
  });
});
