import type { APIRoute } from 'astro';
import { analyticsWidgets } from '../../../content/load.ts';
import { validJson } from '../../../content/respond.ts';
import { analyticsWidgetsSchema } from '../../../content/schemas/analytics.ts';
import { otherMethods } from '../../../server/http/methods.ts';

/** Mock GET /api/analytics-dashboard-app/widgets */
export const GET: APIRoute = async () => validJson(analyticsWidgetsSchema, await analyticsWidgets());

export const ALL = otherMethods({ GET });
