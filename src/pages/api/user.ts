import type { APIRoute } from 'astro';
import { updateUserDocument } from '../../preferences/server/user-store.ts';
import { isNewerWrite, recordWrite, userUpdateSchema } from '../../preferences/user-document.ts';
import { apiError } from '../../server/http/api-error.ts';
import { readJsonBody } from '../../server/http/json-body.ts';
import { otherMethods } from '../../server/http/methods.ts';

/**
 * PUT: the whole user object (`users/{uid}`, docs/calls.md): shortcuts, settings and preferences.
 * The browser writes it 300 ms after the last change and ignores failures; identity and roles
 * come from the session, never from the body. Each write carries its order (user-document.ts),
 * so one that arrives after a newer write of the same tab changes nothing (409).
 */
export const PUT: APIRoute = async ({ request, locals }) => {
  const { session, roles, config, t } = locals;
  if (!session) return apiError(401, 'InvalidAuthenticationToken', t('auth:errors.timeout'));
  const body = await readJsonBody(request, userUpdateSchema, t);
  if (!body.ok) return body.response;
  const { data, order } = body.data;
  const kept = await updateUserDocument(config, session.uid, (current) =>
    isNewerWrite(current?.writes ?? [], order)
      ? {
          uid: session.uid,
          role: roles,
          data: { ...data, displayName: session.displayName, email: session.email },
          writes: recordWrite(current?.writes ?? [], order),
        }
      : undefined,
  );
  // An older write of the same tab that arrived late: the newer one stays.
  if (!kept) return apiError(409, 'staleWrite', t('panels:errors.staleWrite'));
  return new Response(null, { status: 204 });
};

export const ALL = otherMethods({ PUT });
