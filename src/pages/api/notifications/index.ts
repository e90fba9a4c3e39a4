import type { APIRoute } from 'astro';
import type { NotificationList, NotifyAnswer } from '../../../notifications/notification.ts';
import { notificationEventSchema, notificationOf } from '../../../notifications/server/events.ts';
import { addNotification, dismissAllNotifications, notificationsOf } from '../../../notifications/server/inbox.ts';
import { notificationsOwner, viewsOf } from '../../../notifications/server/respond.ts';
import { readJsonBody } from '../../../server/http/json-body.ts';
import { otherMethods } from '../../../server/http/methods.ts';

/**
 * The signed-in person's notifications (decision 065). GET: all of them, newest first, in the
 * page's language, with the unread count. POST: an event of this browser (an upload, a report,
 * the session lock); 201 with the notification, or 200 when it had been sent already.
 * DELETE: dismiss all.
 */
export const GET: APIRoute = async (context) => {
  const owner = notificationsOwner(context);
  if ('refused' in owner) return owner.refused;
  const notifications = viewsOf(context, await notificationsOf(context.locals.config, owner.uid));
  const list: NotificationList = { notifications, unread: notifications.filter((n) => !n.read).length };
  return Response.json(list, { headers: { 'Cache-Control': 'no-store' } });
};

export const POST: APIRoute = async (context) => {
  const owner = notificationsOwner(context);
  if ('refused' in owner) return owner.refused;
  const body = await readJsonBody(context.request, notificationEventSchema, context.locals.t);
  if (!body.ok) return body.response;
  const added = await addNotification(context.locals.config, owner.uid, notificationOf(body.data));
  const answer: NotifyAnswer = {
    notification: added.notification ? (viewsOf(context, [added.notification])[0] ?? null) : null,
    created: added.created,
  };
  return Response.json(answer, { status: added.created ? 201 : 200 });
};

export const DELETE: APIRoute = async (context) => {
  const owner = notificationsOwner(context);
  if ('refused' in owner) return owner.refused;
  await dismissAllNotifications(context.locals.config, owner.uid);
  return new Response(null, { status: 204 });
};

export const ALL = otherMethods({ GET, POST, DELETE });
