import type { APIRoute } from 'astro';
import { markAllRead } from '../../../notifications/server/inbox.ts';
import { notificationsOwner } from '../../../notifications/server/respond.ts';
import { otherMethods } from '../../../server/http/methods.ts';

/** POST: the person has seen their notifications (they opened the panel): none is unread. */
export const POST: APIRoute = async (context) => {
  const owner = notificationsOwner(context);
  if ('refused' in owner) return owner.refused;
  await markAllRead(context.locals.config, owner.uid);
  return new Response(null, { status: 204 });
};

export const ALL = otherMethods({ POST });
