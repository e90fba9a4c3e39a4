import type { APIRoute } from 'astro';
import { projectDashboardProjects } from '../../../content/load.ts';
import { validJson } from '../../../content/respond.ts';
import { projectsSchema } from '../../../content/schemas/project-dashboard.ts';
import { otherMethods } from '../../../server/http/methods.ts';

/** Mock GET /api/project-dashboard-app/projects */
export const GET: APIRoute = async () => validJson(projectsSchema, await projectDashboardProjects());

export const ALL = otherMethods({ GET });
