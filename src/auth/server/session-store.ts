import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { collectionOf, type StorageConfig } from '../../server/storage/storage.ts';

/**
 * Server-side sessions (decision 006), kept in the portal's storage: one document per session,
 * under a hash of its id (the cookie's secret never names a file or a key), checked against this
 * schema on every read and swept once expired.
 */
export const sessionClientSchema = z.object({
  id: z.string(),
  hubspot_company_xref: z.number().int(),
  client_name: z.string(),
  projects: z.array(z.object({ project_name: z.string() })),
  user_client_roles: z.array(z.string()),
  siteID: z.string(),
  parentID: z.string(),
  LibraryUploadID: z.string(),
  logo_path: z.string(),
});
export type SessionClient = z.infer<typeof sessionClientSchema>;

export const portalSessionSchema = z.object({
  id: z.string(),
  uid: z.string(),
  email: z.string(),
  displayName: z.string(),
  userInfo: z.object({
    user_id: z.string(),
    companyName: z.string(),
    user_type: z.string(),
    user_client_roles: z.array(z.string()),
  }),
  clients: z.array(sessionClientSchema),
  activeClientId: z.string().nullable(),
  activeProject: z.array(z.string()),
  /** The ID token the session was made from: the bearer of the server's calls to the auth API. */
  idToken: z.string(),
  /** Its expiry (ms since epoch). */
  tokenExpiresAt: z.number(),
  createdAt: z.number(),
});
export type PortalSession = z.infer<typeof portalSessionSchema>;

/** The cookie outlives the token by this much; an expired token is caught on the server. */
export const SESSION_GRACE_MS = 60 * 60 * 1000;

/** When the session document may go: its cookie has lapsed. */
export function sessionExpiresAt(session: Pick<PortalSession, 'tokenExpiresAt'>): number {
  return session.tokenExpiresAt + SESSION_GRACE_MS;
}

export function sessionStore(config: StorageConfig) {
  return collectionOf(config, {
    prefix: 'sessions',
    schema: portalSessionSchema,
    keyOf: (id) => createHash('sha256').update(id).digest('base64url'),
    ttlSeconds: (session) => (sessionExpiresAt(session) - Date.now()) / 1000,
  });
}

/** Removes the sessions whose cookie has lapsed (and any that no longer parse). */
export function sweepSessions(config: StorageConfig, now = Date.now()): Promise<number> {
  return sessionStore(config).sweep((session) => sessionExpiresAt(session) <= now);
}

/** 256 bits of randomness, URL-safe: the session cookie's value. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

export function isSessionId(value: string | undefined): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}
