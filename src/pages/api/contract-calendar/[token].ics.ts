import type { APIRoute } from 'astro';
import { clientOfCalendarToken } from '../../../contracts/server/calendar-links.ts';
import { calendarResponse } from '../../../contracts/server/calendar-response.ts';
import { registerOfClient } from '../../../contracts/server/respond.ts';
import { apiError } from '../../../server/http/api-error.ts';
import { otherMethods } from '../../../server/http/methods.ts';

/**
 * GET: a calendar subscription (decision 085): the deadlines of the client a person's secret link
 * names, without a session (Outlook fetches it on its own), while the link is theirs and they are
 * still granted the client's contract locker. Any other token is 404, as if nothing were here.
 */
export const GET: APIRoute = async (context) => {
  const { config, t } = context.locals;
  const link = await clientOfCalendarToken(config, context.params['token'] ?? '');
  if (!link) return apiError(404, 'calendarLinkGone', t('contractWidgets:subscription.gone'));
  const register = await registerOfClient(context, link.client, link.scope);
  if ('refused' in register) return register.refused;
  return calendarResponse(context, register, 'inline');
};

export const ALL = otherMethods({ GET });
