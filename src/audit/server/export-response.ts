/** The Activity page's exports (decision 131): every entry of the filters, CSV or Excel. */
import type { APIContext } from 'astro';
import { todayOf } from '../../contracts/deadlines.ts';
import { attachment } from '../../contracts/server/respond.ts';
import { directionOf } from '../../i18n/locales.ts';
import { apiError } from '../../server/http/api-error.ts';
import { tableCsv, tableXlsx } from '../../server/table-export.ts';
import { activityFilterOf, readsTrail } from '../activity.ts';
import { activityCells, activityColumns, activityFileName, activityOf } from './activity.ts';

export async function activityExport(context: APIContext, format: 'csv' | 'xlsx'): Promise<Response> {
  const { activeClient, roles, t, locale, config } = context.locals;
  if (!activeClient) return apiError(403, 'noActiveClient', t('audit:noClient'));
  if (!readsTrail(roles)) return apiError(403, 'trailNotYours', t('audit:denied'));
  let activity: Awaited<ReturnType<typeof activityOf>>;
  try {
    activity = await activityOf(config, activeClient.id, activityFilterOf(context.url.searchParams));
  } catch {
    return apiError(503, 'trailUnavailable', t('audit:failed'), { 'retry-after': '30' });
  }
  const rows = activity.entries.map((entry) => activityCells(entry, activity.people, t, activeClient.client_name));
  const name = activityFileName(activeClient.client_name, todayOf(), format);
  const headers = { 'content-disposition': attachment(name), 'cache-control': 'private, no-store' };
  if (format === 'csv')
    return new Response(tableCsv(activityColumns(t), rows), {
      headers: { ...headers, 'content-type': 'text/csv; charset=utf-8' },
    });
  const body = await tableXlsx(activityColumns(t), rows, {
    sheetName: t('audit:title'),
    rightToLeft: directionOf(locale) === 'rtl',
  });
  return new Response(body, {
    headers: { ...headers, 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  });
}
