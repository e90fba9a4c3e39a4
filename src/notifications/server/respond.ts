import type { APIContext } from 'astro';
import { languageOf } from '../../i18n/locales.ts';
import { apiError } from '../../server/http/api-error.ts';
import type { StoredNotification } from './inbox.ts';
import { notificationView } from './messages.ts';

/** The signed-in person's uid, or the 401 every notifications call answers a guest. */
export function notificationsOwner({ locals }: APIContext): { uid: string } | { refused: Response } {
  if (!locals.session) return { refused: apiError(401, 'InvalidAuthenticationToken', locals.t('auth:errors.timeout')) };
  return { uid: locals.session.uid };
}

/** Kept notifications in the language of the request. */
export function viewsOf({ locals }: APIContext, stored: readonly StoredNotification[]) {
  const tag = languageOf(locals.locale).tag;
  return stored.map((notification) => notificationView(notification, locals.t, tag));
}
