import type { APIRoute } from 'astro';
import { writeUserDocument } from '../../preferences/server/user-store.ts';
import { userUpdateSchema } from '../../preferences/user-document.ts';

/**
 * PUT: the whole user object (`users/{uid}`, docs/calls.md): shortcuts, settings and preferences.
 * The browser writes it 300 ms after the last change and ignores failures; identity and roles
 * come from the session, never from the body.
 */
export const PUT: APIRoute = async ({ request, locals }) => {
  const { session, roles, config, t } = locals;
  if (!session) return Response.json({ error: { message: t('auth:errors.timeout') } }, { status: 401 });
  const body = userUpdateSchema.safeParse(await request.json().catch(() => undefined));
  if (!body.success) {
    return Response.json({ error: { message: t('panels:errors.invalidUser') } }, { status: 400 });
  }
  await writeUserDocument(config.dataDir, {
    uid: session.uid,
    role: roles,
    data: { ...body.data.data, displayName: session.displayName, email: session.email },
  });
  return new Response(null, { status: 204 });
};
