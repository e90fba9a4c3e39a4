import type { APIRoute } from 'astro';
import { todayOf } from '../../../contracts/deadlines.ts';
import { viewFor } from '../../../rfp/evaluation.ts';
import { exportFileName, exportTables, toCsv } from '../../../rfp/export.ts';
import { readEvaluation } from '../../../rfp/server/evaluation-store.ts';
import { evaluationPlace } from '../../../rfp/server/respond.ts';
import { workbookOf } from '../../../rfp/server/workbook.ts';
import { vendorTotals } from '../../../rfp/totals.ts';
import { scoreOfView } from '../../../rfp/views.ts';
import { outlineOf, weightsFor } from '../../../rfp/weights.ts';
import { apiError } from '../../../server/http/api-error.ts';
import { otherMethods } from '../../../server/http/methods.ts';

/**
 * GET ?format=xlsx|csv: the evaluation as this person may see it — the workbook has a sheet per
 * view, the CSV the answers with every score and comment — named after client, project and day.
 */
export const GET: APIRoute = async (context) => {
  const place = await evaluationPlace(context);
  if ('refused' in place) return place.refused;
  const { t, config, dir } = context.locals;
  const format = context.url.searchParams.get('format') ?? 'xlsx';
  if (format !== 'xlsx' && format !== 'csv') {
    return apiError(400, 'unknownFormat', t('rfpEvaluation:errors.unknownFormat'));
  }
  const { rows, proposals } = place.rfp;
  const evaluation = await readEvaluation(config, place.key);
  const view = viewFor(evaluation, place.role, place.actor.uid, proposals, place.rfp.vendors.length);
  const scoreOf = scoreOfView(view, proposals, 'team');
  const outline = outlineOf(rows);
  const weights = weightsFor(outline, evaluation.weights);
  const totals = vendorTotals(outline, weights, view.importance, place.rfp.vendors.length, scoreOf);
  const history =
    place.role === 'lead' ? evaluation.history : evaluation.history.filter((change) => change.by === place.actor.uid);
  const tables = exportTables(
    { rows, vendors: place.rfp.vendors, outline, weights, view, proposals, scoreOf, totals, history },
    (key, values) => t(`rfpEvaluation:export.columns.${key}`, values ?? {}),
  );
  const name = exportFileName(place.clientName, place.project, todayOf());
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  if (format === 'csv') {
    headers.set('Content-Type', 'text/csv; charset=utf-8');
    headers.set('Content-Disposition', `attachment; filename="${name}.csv"`);
    return new Response(toCsv(tables[0] as (typeof tables)[number]), { headers });
  }
  const body = await workbookOf(tables, (table) => t(`rfpEvaluation:export.sheets.${table.name}`), dir === 'rtl');
  headers.set('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  headers.set('Content-Disposition', `attachment; filename="${name}.xlsx"`);
  return new Response(new Uint8Array(body), { headers });
};

export const ALL = otherMethods({ GET });
