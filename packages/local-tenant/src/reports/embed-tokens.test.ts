import { createHmac } from 'node:crypto';
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

  it('carry their issue and expiry times; a signed token without either is refused', () => {
    const secret = Buffer.alloc(32, 7);
    const own = createEmbedTokens(secret);
    const { token } = own.issue({ rid: 'report-a', xrefs: [1001], oid: 'user' }, 60, now);
    expect(own.check(token, 'report-a', now)).toMatchObject({ ok: true, claims: { iat: now, exp: now + 60_000 } });
    const sign = (claims: object) => {
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `H4sI.${payload}.${createHmac('sha256', secret).update(payload).digest('base64url')}`;
    };
    const claims = { rid: 'report-a', xrefs: [1001], oid: 'user' };
    expect(own.check(sign({ ...claims, iat: now }), 'report-a', now)).toEqual({ ok: false, reason: 'incomplete' });
    expect(own.check(sign({ ...claims, exp: now + 1 }), 'report-a', now)).toEqual({ ok: false, reason: 'incomplete' });
  });

  it('are refused when signed by another tenant or malformed', () => {
    const other = createEmbedTokens().issue({ rid: 'report-a', xrefs: [1001], oid: 'user' }, 60, now);
    expect(tokens.check(other.token, 'report-a', now)).toEqual({ ok: false, reason: 'signature' });
    expect(tokens.check('nonsense', 'report-a', now)).toEqual({ ok: false, reason: 'malformed' });
  });
});
