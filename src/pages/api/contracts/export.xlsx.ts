import type { APIRoute } from 'astro';
import { todayOf } from '../../../contracts/deadlines.ts';
import { viewFromQuery } from '../../../contracts/register.ts';
import { exportFileName, registerXlsx, rowsOfView } from '../../../contracts/server/export.ts';
import { attachment, registerOf } from '../../../contracts/server/respond.ts';
import { directionOf, languageOf } from '../../../i18n/locales.ts';
import { otherMethods } from '../../../server/http/methods.ts';

/** GET: the register's view (the address' filters and sort, every page) as an Excel workbook. */
export const GET: APIRoute = async (context) => {
  const register = await registerOf(context);
  if ('refused' in register) return register.refused;
  const { t, locale } = context.locals;
  const today = todayOf();
  const rows = rowsOfView(register.contracts, viewFromQuery(context.url.searchParams), today, languageOf(locale).tag);
  const body = await registerXlsx(rows, t, {
    sheetName: t('contracts:register.heading'),
    rightToLeft: directionOf(locale) === 'rtl',
  });
  return new Response(body, {
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': attachment(exportFileName(register.client.client_name, today, 'xlsx')),
      'cache-control': 'private, no-store',
    },
  });
};

export const ALL = otherMethods({ GET });
