import type { AstroCookies } from 'astro';
import { rolesFor } from '../../clients/client.ts';
import { withActiveClient } from '../../clients/switching.ts';
import { TOKEN_REFRESH_MARGIN_MS } from '../../constants.ts';
import { PortalError } from '../../errors.ts';
import { LOCAL_SETTINGS_COOKIE } from '../../preferences/cookies.ts';
import type { PortalConfig } from '../../server/config.ts';
import { servedOverHttps } from '../../server/http/transport.ts';
import type { SignInFailure } from '../login-errors.ts';
import { fetchSitePrivileges, fetchUserInfo } from './auth-api.ts';
import { InvalidIdTokenError, verifyIdToken } from './identity-provider.ts';
import {
  isSessionId,
  newSessionId,
  type PortalSession,
  type SessionClient,
  sessionExpiresAt,
  sessionStore,
} from './session-store.ts';
import { consumeSignInNonce } from './sign-in-nonce.ts';

export const SESSION_COOKIE = 'portal-session';

/**
 * The session cookie's name: `__Host-` whenever the portal is served over https (PUBLIC_URL is
 * https, or a real environment), so the browser only accepts it set by this host, over https, for
 * the whole path (no subdomain or plain-http page can plant or overwrite it). On plain http (the
 * local environment on a laptop) `__Host-` cookies are refused, so it goes without.
 */
export function sessionCookieName(config: Pick<PortalConfig, 'environment' | 'publicUrl'>): string {
  return servedOverHttps(config) ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

/** A refused sign-in; its code names the message the person sees (docs/errors.md). */
export class SignInError extends PortalError<SignInFailure> {}

/** The token refresh time is the session's token expiry minus nine minutes (docs/constants.md). */
export function refreshTimeOf(session: Pick<PortalSession, 'tokenExpiresAt'>): number {
  return session.tokenExpiresAt - TOKEN_REFRESH_MARGIN_MS;
}

export function sessionRoles(session: PortalSession | undefined, activeClient: SessionClient | undefined): string[] {
  if (!session) return [];
  return rolesFor(session.userInfo.user_client_roles, activeClient);
}

/**
 * Makes a server session from an ID token the browser got from the pop-up sign-in: verify it, use
 * up its sign-in nonce (issued to this browser: the cookies), load the user info and site
 * privileges with the auth API calls of docs/calls.md. Unlocking a locked session passes the
 * previous one, whose client and project choice carry over.
 */
export async function signIn(
  config: PortalConfig,
  idToken: string,
  previous: PortalSession | undefined,
  cookies: AstroCookies,
): Promise<PortalSession> {
  let verified: Awaited<ReturnType<typeof verifyIdToken>>;
  try {
    verified = await verifyIdToken(idToken, {
      authority: config.endpoints.msalAuthority,
      clientId: config.endpoints.msalClientId,
      allowedTenantIds: config.endpoints.allowedTenantIds,
    });
  } catch (error) {
    // A token that fails its checks is refused; a provider whose keys could not be read is a
    // fault of the provider, said as such (decision 048).
    if (error instanceof InvalidIdTokenError) throw new SignInError('invalidToken', error.message);
    throw new SignInError('providerUnavailable', error instanceof Error ? error.message : String(error));
  }
  // After the signature: a forged token must not use up a nonce the real pop-up is about to bring.
  if (!(await consumeSignInNonce(config, verified.nonce, cookies))) {
    throw new SignInError('invalidToken', 'nonce not issued to this browser, expired or used');
  }
  const userInfo = await fetchUserInfo(config.endpoints.authApi, idToken, verified.email).catch((error: unknown) => {
    throw new SignInError('userInfo', String(error));
  });
  const clients = await fetchSitePrivileges(config.endpoints.authApi, idToken, userInfo.user_id).catch(
    (error: unknown) => {
      throw new SignInError('sitePrivileges', String(error));
    },
  );
  const opened: PortalSession = {
    id: newSessionId(),
    uid: verified.uid,
    email: verified.email,
    displayName: verified.displayName,
    userInfo: {
      user_id: userInfo.user_id,
      companyName: userInfo.companyName,
      user_type: userInfo.user_type,
      user_client_roles: userInfo.user_client_roles,
    },
    clients,
    activeClientId: null,
    activeProject: [],
    idToken,
    tokenExpiresAt: verified.expiresAt,
    createdAt: Date.now(),
  };
  // Unlocking keeps the client and projects chosen before; otherwise the first client is active
  // (decision 006), so every page has a client to show; the switch dialog changes it.
  const kept = previous?.uid === verified.uid ? previous : undefined;
  const session =
    (kept?.activeClientId ? withActiveClient(opened, kept.activeClientId, kept.activeProject) : undefined)?.session ??
    (clients[0] ? withActiveClient(opened, clients[0].id)?.session : undefined) ??
    opened;
  await sessionStore(config).set(session.id, session);
  // A new id on every sign-in: an id seen before sign-in never becomes a signed-in one.
  if (previous) await sessionStore(config).remove(previous.id);
  return session;
}

export async function readSession(config: PortalConfig, cookies: AstroCookies): Promise<PortalSession | undefined> {
  const id = cookies.get(sessionCookieName(config))?.value;
  if (!isSessionId(id)) return undefined;
  return sessionStore(config).get(id);
}

export async function endSession(config: PortalConfig, cookies: AstroCookies, session?: PortalSession): Promise<void> {
  if (session) await sessionStore(config).remove(session.id);
  cookies.delete(sessionCookieName(config), { path: '/', secure: servedOverHttps(config) });
  // Settings kept in this browser while Cloud Sync was off (decision 064) are the person's: they
  // go with the session, so the next person to sign in here never sees them.
  cookies.delete(LOCAL_SETTINGS_COOKIE, { path: '/' });
}

export function setSessionCookie(config: PortalConfig, cookies: AstroCookies, session: PortalSession): void {
  cookies.set(sessionCookieName(config), session.id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: servedOverHttps(config),
    // The cookie outlives the token a little; an expired token is caught on the server.
    maxAge: Math.max(60, Math.round((sessionExpiresAt(session) - Date.now()) / 1000)),
  });
}

export async function saveSession(config: PortalConfig, session: PortalSession): Promise<void> {
  await sessionStore(config).set(session.id, session);
}
