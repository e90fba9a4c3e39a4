import type { APIRoute } from 'astro';
import { activityExport } from '../../../audit/server/export-response.ts';
import { otherMethods } from '../../../server/http/methods.ts';

/** GET: the active client's activity in the filters of the query, every match, as CSV (decision 131). */
export const GET: APIRoute = (context) => activityExport(context, 'csv');

export const ALL = otherMethods({ GET });
