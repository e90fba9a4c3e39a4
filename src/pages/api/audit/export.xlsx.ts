import type { APIRoute } from 'astro';
import { activityExport } from '../../../audit/server/export-response.ts';
import { otherMethods } from '../../../server/http/methods.ts';

/** GET: the active client's activity in the filters of the query, every match, as an Excel workbook (decision 131). */
export const GET: APIRoute = (context) => activityExport(context, 'xlsx');

export const ALL = otherMethods({ GET });
