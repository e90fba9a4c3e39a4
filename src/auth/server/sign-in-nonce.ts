import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AstroCookies } from 'astro';
import { z } from 'zod';
import type { PortalConfig } from '../../server/config.ts';
import { servedOverHttps } from '../../server/http/transport.ts';
import { collectionOf } from '../../server/storage/storage.ts';

/**
 * One-time sign-in (docs/behaviour.md, sign-in): before the pop-up opens, the server hands the
 * browser a random nonce; MSAL sends it to the identity provider, which writes it into the ID
 * token. `POST /api/session` then accepts the token only with a nonce this server issued, to this
 * browser, less than ten minutes ago, and never used: a token kept from an earlier sign-in (after
 * logout, or copied elsewhere) opens nothing.
 *
 * "This browser" is the `portal-sign-in` cookie: a random secret, HttpOnly, sent only to
 * `/api/session…`. One browser may hold several nonces under one cookie (each tab's login page or
 * locked-session dialog asks for its own), so a sign-in in one tab never spoils another's.
 */
export const SIGN_IN_COOKIE = 'portal-sign-in';

/**
 * `__Secure-` whenever the portal is served over https: the browser then takes the cookie only
 * from an https answer, so a plain-http page of the same host cannot plant one. (`__Host-` would
 * need the whole path; this cookie goes to the session endpoints only.)
 */
export function signInCookieName(config: Pick<PortalConfig, 'environment' | 'publicUrl'>): string {
  return servedOverHttps(config) ? `__Secure-${SIGN_IN_COOKIE}` : SIGN_IN_COOKIE;
}
export const SIGN_IN_NONCE_TTL_MS = 10 * 60 * 1000;
const COOKIE_PATH = '/api/session';

const nonceRecordSchema = z.object({
  /** A hash of the cookie secret of the browser the nonce was given to. */
  browser: z.string(),
  expiresAt: z.number(),
});

const hash = (value: string) => createHash('sha256').update(value).digest('base64url');

/** Nonces are kept under their hash: a stored key never names a nonce that still works. */
function nonceStore(config: Pick<PortalConfig, 'dataDir'>) {
  return collectionOf(config, {
    prefix: 'sign-in-nonces',
    schema: nonceRecordSchema,
    keyOf: hash,
    ttlSeconds: (record) => (record.expiresAt - Date.now()) / 1000,
  });
}

const isSecret = (value: string | undefined): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);

/** Nonces never used lie until swept; at most once a minute, after an issue. */
const SWEEP_EVERY_MS = 60 * 1000;
let lastSweep = 0;

function sweepNoncesNowAndThen(config: Pick<PortalConfig, 'dataDir'>, now: number): void {
  if (now - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = now;
  nonceStore(config)
    .sweep((record) => record.expiresAt <= now)
    .catch((error: unknown) => console.warn('Sign-in nonces: sweep failed', error));
}

export interface IssuedNonce {
  nonce: string;
  /** Seconds it stays valid (the browser's clock need not agree with the server's). */
  expiresIn: number;
}

/** A fresh nonce for this browser, remembered until used or ten minutes have passed. */
export async function issueSignInNonce(
  config: Pick<PortalConfig, 'dataDir' | 'environment' | 'publicUrl'>,
  cookies: AstroCookies,
  now = Date.now(),
): Promise<IssuedNonce> {
  const existing = cookies.get(signInCookieName(config))?.value;
  const secret = isSecret(existing) ? existing : randomBytes(32).toString('base64url');
  const nonce = randomBytes(32).toString('base64url');
  await nonceStore(config).set(nonce, { browser: hash(secret), expiresAt: now + SIGN_IN_NONCE_TTL_MS });
  // Set again on every issue: the cookie lives as long as the newest nonce it vouches for.
  cookies.set(signInCookieName(config), secret, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    // Over https only whenever the portal is (src/server/http/transport.ts).
    secure: servedOverHttps(config),
    maxAge: SIGN_IN_NONCE_TTL_MS / 1000,
  });
  sweepNoncesNowAndThen(config, now);
  return { nonce, expiresIn: SIGN_IN_NONCE_TTL_MS / 1000 };
}

/**
 * Uses up a nonce: true when this server issued it to the browser of these cookies and it is
 * neither expired nor used. Any attempt that brings it uses it up, whatever the answer; of two
 * requests bringing the same nonce at once, at most one gets true.
 */
export async function consumeSignInNonce(
  config: Pick<PortalConfig, 'dataDir' | 'environment' | 'publicUrl'>,
  nonce: string,
  cookies: AstroCookies,
  now = Date.now(),
): Promise<boolean> {
  if (!nonce) return false;
  const record = await nonceStore(config).take(nonce);
  const secret = cookies.get(signInCookieName(config))?.value;
  if (!record || record.expiresAt <= now || !isSecret(secret)) return false;
  return timingSafeEqual(Buffer.from(record.browser), Buffer.from(hash(secret)));
}
