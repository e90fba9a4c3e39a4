import type { APIRoute } from 'astro';
import { z } from 'zod';
import { asSession, recordChange, SIGNED_IN, SIGNED_OUT } from '../../audit/server/record.ts';
import { endSession, refreshTimeOf, SignInError, setSessionCookie, signIn } from '../../auth/server/sessions.ts';
import { refuseTooManySignIns } from '../../auth/server/sign-in-limit.ts';
import { activeClientOf } from '../../clients/client.ts';
import { confirmCalendarLinks } from '../../contracts/server/calendar-links.ts';
import { recordMailPerson } from '../../mail/server/people.ts';
import { announceEndingContracts } from '../../notifications/server/at-sign-in.ts';
import { announceRfpEvents } from '../../rfp/events/server/notices.ts';
import { apiError } from '../../server/http/api-error.ts';
import { readJsonBody } from '../../server/http/json-body.ts';
import { otherMethods } from '../../server/http/methods.ts';
import { logOf } from '../../server/log.ts';
import { portalMetrics } from '../../server/metrics.ts';

const bodySchema = z.strictObject({ idToken: z.string().min(20).max(20_000) });

/**
 * POST: the browser hands over the ID token of its pop-up sign-in, made with a nonce from
 * `POST /api/session/nonce`; the server verifies both and opens (or, when unlocking, renews) the
 * session. DELETE: sign out of the portal.
 */
export const POST: APIRoute = async (context) => {
  const { request, locals, cookies } = context;
  const { t, config } = locals;
  // Counted before the body is read: a refused attempt costs the server nothing more.
  const refused = await refuseTooManySignIns(context, 'session');
  if (refused) return refused;
  const body = await readJsonBody(request, bodySchema, t);
  // No token in a body of the right size and type: the sign-in's own message (docs/errors.md).
  if (!body.ok && body.response.status === 400) {
    portalMetrics()?.signInRefused('noCredential');
    return apiError(400, 'noCredential', t('auth:errors.noCredential'));
  }
  if (!body.ok) return body.response;
  try {
    // Unlocking after the token really expired: the expired session still says which client and
    // projects were chosen (signIn keeps them only for the same person).
    const session = await signIn(config, body.data.idToken, locals.session ?? locals.expiredSession, cookies);
    setSessionCookie(config, cookies, session);
    portalMetrics()?.signedIn();
    await recordChange(asSession(context, session), SIGNED_IN);
    await announceEndingContracts(config, session, locals.requestId);
    await announceRfpEvents(config, session, locals.requestId);
    // The person's calendar subscriptions follow the grants just read (decision 085).
    await confirmCalendarLinks(config, session).catch((error: unknown) =>
      logOf(config).error({ requestId: locals.requestId, err: error }, 'Calendar subscriptions were not confirmed'),
    );
    // Who mail goes to, and for which clients (decision 127): the grants just read.
    await recordMailPerson(config, session, locals.locale).catch((error: unknown) =>
      logOf(config).error({ requestId: locals.requestId, err: error }, 'The mail directory was not updated'),
    );
    const active = activeClientOf(session.clients, session.activeClientId);
    return Response.json({
      displayName: session.displayName,
      email: session.email,
      refreshAt: refreshTimeOf(session),
      activeClient: active ? { id: active.id, siteID: active.siteID, logo_path: active.logo_path } : null,
    });
  } catch (error) {
    if (!(error instanceof SignInError)) throw error;
    logOf(config).warn({ requestId: locals.requestId, code: error.code, reason: error.message }, 'Sign-in refused');
    portalMetrics()?.signInRefused(error.code);
    const status = { invalidToken: 401, providerUnavailable: 503, userInfo: 403, sitePrivileges: 403 }[error.code];
    return apiError(status, error.code, t(`auth:errors.${error.code}`));
  }
};

export const DELETE: APIRoute = async (context) => {
  const { locals, cookies } = context;
  if (locals.session) await recordChange(context, SIGNED_OUT);
  await endSession(locals.config, cookies, locals.session);
  return new Response(null, { status: 204 });
};

export const ALL = otherMethods({ POST, DELETE });
