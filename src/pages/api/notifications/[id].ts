import type { APIRoute } from 'astro';
import { dismissNotification } from '../../../notifications/server/inbox.ts';
import { notificationsOwner } from '../../../notifications/server/respond.ts';
import { apiError } from '../../../server/http/api-error.ts';
import { otherMethods } from '../../../server/http/methods.ts';

/** DELETE: dismiss one notification; 404 when the person has none of that id (already dismissed). */
export const DELETE: APIRoute = async (context) => {
  const owner = notificationsOwner(context);
  if ('refused' in owner) return owner.refused;
  const id = context.params['id'] ?? '';
  const found = /^[0-9a-f-]{36}$/.test(id) && (await dismissNotification(context.locals.config, owner.uid, id));
  if (!found) return apiError(404, 'notificationNotFound', context.locals.t('panels:errors.notificationNotFound'));
  return new Response(null, { status: 204 });
};

export const ALL = otherMethods({ DELETE });
