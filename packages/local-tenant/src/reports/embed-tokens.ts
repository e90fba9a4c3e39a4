/**
 * Embed tokens of the local Power BI stand-in: an HMAC-signed claim set naming the report, the
 * clients whose invoices it may show, the user and the expiry. Opaque to the portal, as real
 * embed tokens are; the report host sends it back to the tenant to read the report's data.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface EmbedClaims {
  /** Report id. */
  rid: string;
  /** hubspot_company_xref of each client whose data the report may show. */
  xrefs: number[];
  /** The user's directory object id. */
  oid: string;
  /** Issue time, ms since epoch. */
  iat: number;
  /** Expiry, ms since epoch. */
  exp: number;
}

export type EmbedTokenCheck =
  | { ok: true; claims: EmbedClaims }
  | { ok: false; reason: 'malformed' | 'signature' | 'incomplete' | 'expired' | 'foreign' };

export interface EmbedTokens {
  issue(
    claims: Omit<EmbedClaims, 'iat' | 'exp'>,
    ttlSeconds: number,
    now?: number,
  ): { token: string; expiration: Date };
  /** Checks signature, issue and expiry times, and that the token was issued for `reportId`. */
  check(token: string, reportId: string, now?: number): EmbedTokenCheck;
}

/** The secret lives as long as the tenant process: a restart invalidates open reports' tokens. */
export function createEmbedTokens(secret: Buffer = randomBytes(32)): EmbedTokens {
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');
  return {
    issue(claims, ttlSeconds, now = Date.now()) {
      const exp = now + ttlSeconds * 1000;
      const payload = Buffer.from(JSON.stringify({ ...claims, iat: now, exp })).toString('base64url');
      return { token: `H4sI.${payload}.${sign(payload)}`, expiration: new Date(exp) };
    },
    check(token, reportId, now = Date.now()) {
      const [prefix, payload, signature] = token.split('.');
      if (prefix !== 'H4sI' || !payload || !signature) return { ok: false, reason: 'malformed' };
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given))
        return { ok: false, reason: 'signature' };
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return { ok: false, reason: 'malformed' };
      }
      if (typeof parsed !== 'object' || parsed === null) return { ok: false, reason: 'malformed' };
      const claims = parsed as EmbedClaims;
      // A token without its times, even one we signed, is refused: it would never expire.
      if (typeof claims.iat !== 'number' || typeof claims.exp !== 'number') return { ok: false, reason: 'incomplete' };
      if (claims.rid !== reportId) return { ok: false, reason: 'foreign' };
      if (!(claims.exp > now)) return { ok: false, reason: 'expired' };
      return { ok: true, claims };
    },
  };
}
