import type { APIRoute } from 'astro';
import { projectDashboardWidgets } from '../../../content/load.ts';
import { validJson } from '../../../content/respond.ts';
import { projectDashboardWidgetsSchema } from '../../../content/schemas/project-dashboard.ts';
import { otherMethods } from '../../../server/http/methods.ts';

/** Mock GET /api/project-dashboard-app/widgets */
export const GET: APIRoute = async () => validJson(projectDashboardWidgetsSchema, await projectDashboardWidgets());

export const ALL = otherMethods({ GET });
