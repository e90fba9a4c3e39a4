import { describe, expect, it } from 'vitest';
import { createEmbedTokens } from './embed-tokens.ts';

describe('embed tokens', () => {
  const tokens = createEmbedTokens();
  const now = Date.parse('2026-11-22T10:00:00Z');
  const issued = tokens.issue({ rid: 'report-a', xrefs: [1001], oid: 'user' }, 60, now);

  it('expire after their lifetime', () => {
    expect(issued.expiration.getTime()).toBe(now + 60_000);
    expect(tokens.check(issued.token, 'report-a', now + 59_999)).toMatchObject({ ok: true });
    expect(tokens.check(issued.token, 'report-a', now + 60_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('belong to one report', () => {
    expect(tokens.check(issued.token, 'report-b', now)).toEqual({ ok: false, reason: 'foreign' });
  });

  it('are refused when signed by another tenant or malformed', () => {
    const other = createEmbedTokens().issue({ rid: 'report-a', xrefs: [1001], oid: 'user' }, 60, now);
    expect(tokens.check(other.token, 'report-a', now)).toEqual({ ok: false, reason: 'signature' });
    expect(tokens.check('nonsense', 'report-a', now)).toEqual({ ok: false, reason: 'malformed' });
  });
});
