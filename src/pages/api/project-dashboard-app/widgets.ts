import type { APIRoute } from 'astro';
import { projectDashboardWidgets } from '../../../content/load.ts';
import { validJson } from '../../../content/respond.ts';
import { projectDashboardWidgetsSchema } from '../../../content/schemas/project-dashboard.ts';

/** Mock GET /api/project-dashboard-app/widgets */
export const GET: APIRoute = async () => validJson(projectDashboardWidgetsSchema, await projectDashboardWidgets());
