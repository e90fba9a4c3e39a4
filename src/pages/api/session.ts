import type { APIRoute } from 'astro';
import { z } from 'zod';
import { endSession, refreshTimeOf, SignInError, setSessionCookie, signIn } from '../../auth/server/sessions.ts';
import { activeClientOf } from '../../clients/client.ts';

const bodySchema = z.object({ idToken: z.string().min(20).max(20_000) });

/**
 * POST: the browser hands over the ID token of its pop-up sign-in; the server verifies it and
 * opens (or, when unlocking, renews) the session. DELETE: sign out of the portal.
 */
export const POST: APIRoute = async ({ request, locals, cookies }) => {
  const { t, config } = locals;
  const body = bodySchema.safeParse(await request.json().catch(() => undefined));
  if (!body.success) {
    return Response.json({ error: { code: 'noCredential', message: t('auth:errors.noCredential') } }, { status: 400 });
  }
  try {
    const session = await signIn(config, body.data.idToken, locals.session);
    setSessionCookie(config, cookies, session);
    const active = activeClientOf(session.clients, session.activeClientId);
    return Response.json({
      displayName: session.displayName,
      email: session.email,
      refreshAt: refreshTimeOf(session),
      activeClient: active ? { id: active.id, siteID: active.siteID, logo_path: active.logo_path } : null,
    });
  } catch (error) {
    if (!(error instanceof SignInError)) throw error;
    console.warn(`Sign-in refused (${error.code}): ${error.message}`);
    const status = error.code === 'invalidToken' ? 401 : 403;
    return Response.json({ error: { code: error.code, message: t(`auth:errors.${error.code}`) } }, { status });
  }
};

export const DELETE: APIRoute = async ({ locals, cookies }) => {
  await endSession(locals.config, cookies, locals.session);
  return new Response(null, { status: 204 });
};
