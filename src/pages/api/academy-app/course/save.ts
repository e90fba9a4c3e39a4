import type { APIRoute } from 'astro';
import { badRequest, validJson } from '../../../../content/respond.ts';
import { courseSchema, saveCourseBodySchema } from '../../../../content/schemas/academy.ts';

/**
 * Mock POST /api/academy-app/course/save: validates the course and answers with it, as the
 * template's mock does. Nothing is stored (docs/calls.md: mocks return static data).
 */
export const POST: APIRoute = async ({ request }) => {
  const body = saveCourseBodySchema.safeParse(await request.json().catch(() => undefined));
  if (!body.success) return badRequest(body.error);
  return validJson(courseSchema, body.data.course);
};
