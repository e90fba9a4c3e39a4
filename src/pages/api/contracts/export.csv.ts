import type { APIRoute } from 'astro';
import { todayOf } from '../../../contracts/deadlines.ts';
import { viewFromQuery } from '../../../contracts/register.ts';
import { exportFileName, registerCsv, rowsOfView } from '../../../contracts/server/export.ts';
import { attachment, registerOf } from '../../../contracts/server/respond.ts';
import { languageOf } from '../../../i18n/locales.ts';
import { otherMethods } from '../../../server/http/methods.ts';

/** GET: the register's view (the address' filters and sort, every page) as CSV. */
export const GET: APIRoute = async (context) => {
  const register = await registerOf(context);
  if ('refused' in register) return register.refused;
  const { t, locale } = context.locals;
  const today = todayOf();
  const rows = rowsOfView(register.contracts, viewFromQuery(context.url.searchParams), today, languageOf(locale).tag);
  return new Response(registerCsv(rows, t), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': attachment(exportFileName(register.client.client_name, today, 'csv')),
      'cache-control': 'private, no-store',
    },
  });
};

export const ALL = otherMethods({ GET });
