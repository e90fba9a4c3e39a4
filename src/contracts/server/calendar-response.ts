import type { APIContext } from 'astro';
import { todayOf } from '../deadlines.ts';
import { exportFileName, registerCalendar } from './export.ts';
import { attachment, type RegisterOf } from './respond.ts';

/**
 * The client's deadlines as an iCalendar answer: downloaded from the register (attachment) or
 * fetched by a subscribing calendar (inline). Never kept by a shared cache: it is one client's.
 */
export function calendarResponse(
  context: APIContext,
  register: Exclude<RegisterOf, { refused: Response }>,
  disposition: 'attachment' | 'inline',
): Response {
  const today = todayOf();
  const body = registerCalendar(register.contracts, context.locals.t, {
    clientName: register.client.client_name,
    today,
    host: new URL(context.locals.config.publicUrl).hostname,
  });
  return new Response(body, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': attachment(exportFileName(register.client.client_name, today, 'ics'), disposition),
      'cache-control': 'private, no-store',
    },
  });
}
