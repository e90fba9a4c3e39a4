import type { APIRoute } from 'astro';
import { calendarResponse } from '../../../contracts/server/calendar-response.ts';
import { registerOf } from '../../../contracts/server/respond.ts';
import { otherMethods } from '../../../server/http/methods.ts';

/** GET: the active client's contract deadlines as an iCalendar file (Outlook imports it). */
export const GET: APIRoute = async (context) => {
  const register = await registerOf(context);
  if ('refused' in register) return register.refused;
  return calendarResponse(context, register, 'attachment');
};

export const ALL = otherMethods({ GET });
