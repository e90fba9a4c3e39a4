import type { APIRoute } from 'astro';
import { academy } from '../../../content/load.ts';
import { validJson } from '../../../content/respond.ts';
import { coursesSchema } from '../../../content/schemas/academy.ts';

/** Mock GET /api/academy-app/courses: every course without its steps. */
export const GET: APIRoute = async () =>
  validJson(
    coursesSchema,
    (await academy()).courses.map(({ steps: _steps, ...course }) => course),
  );
