import type { APIRoute } from 'astro';
import { academy } from '../../../content/load.ts';
import { validJson } from '../../../content/respond.ts';
import { coursesSchema } from '../../../content/schemas/academy.ts';
import { otherMethods } from '../../../server/http/methods.ts';

/** Mock GET /api/academy-app/courses: every course without its steps. */
export const GET: APIRoute = async () =>
  validJson(
    coursesSchema,
    (await academy()).courses.map(({ steps: _steps, ...course }) => course),
  );

export const ALL = otherMethods({ GET });
