import { defineMiddleware } from 'astro:middleware';
import { msalSettingsFor } from '../auth/server/msal-settings.ts';
import { readSession, sessionRoles } from '../auth/server/sessions.ts';
import { activeClientOf } from '../clients/client.ts';
import { logOf } from '../server/log.ts';
import { isStorageUnavailable } from '../server/storage/unavailable.ts';

/** Pages (not the API) hand MSAL its settings; without the identity provider they are undefined. */
function needsMsal(pathname: string): boolean {
  return !pathname.startsWith('/api/');
}

/** Who is signed in: the session behind the cookie (not expired), its roles and active client. */
export const readSignedInUser = defineMiddleware(async ({ locals, cookies, url }, next) => {
  // A session that cannot be read (a document that no longer parses, a failed read) is no
  // session: the person signs in again instead of meeting an error on every page. A storage that
  // does not answer is not that: it may hold the session still, so the page says so (503).
  const stored = await readSession(locals.config, cookies).catch((error: unknown) => {
    if (isStorageUnavailable(error)) throw error;
    logOf(locals.config).error(
      { err: error, requestId: locals.requestId },
      'Session unreadable, treated as signed out',
    );
    return undefined;
  });
  locals.expiredSession = stored !== undefined && stored.tokenExpiresAt <= Date.now() ? stored : undefined;
  locals.session = locals.expiredSession ? undefined : stored;
  locals.activeClient = locals.session
    ? activeClientOf(locals.session.clients, locals.session.activeClientId)
    : undefined;
  locals.roles = sessionRoles(locals.session, locals.activeClient);
  locals.msal = needsMsal(url.pathname)
    ? await msalSettingsFor(locals.config).catch((error: unknown) => {
        logOf(locals.config).warn(
          { requestId: locals.requestId, reason: error instanceof Error ? error.message : String(error) },
          'Sign-in unavailable',
        );
        return undefined;
      })
    : undefined;
  return next();
});
