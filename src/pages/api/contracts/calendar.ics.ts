import type { APIRoute } from 'astro';
import { dayIn } from '../../../contracts/deadlines.ts';
import { exportFileName, registerCalendar } from '../../../contracts/server/export.ts';
import { attachment, registerOf } from '../../../contracts/server/respond.ts';
import { otherMethods } from '../../../server/http/methods.ts';

/** GET: the active client's contract deadlines as an iCalendar file (Outlook imports it). */
export const GET: APIRoute = async (context) => {
  const register = await registerOf(context);
  if ('refused' in register) return register.refused;
  const today = dayIn(new Date(), 'UTC');
  const body = registerCalendar(register.contracts, context.locals.t, {
    clientName: register.client.client_name,
    today,
    host: new URL(context.locals.config.publicUrl).hostname,
  });
  return new Response(body, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': attachment(exportFileName(register.client.client_name, today, 'ics')),
      'cache-control': 'private, no-store',
    },
  });
};

export const ALL = otherMethods({ GET });
