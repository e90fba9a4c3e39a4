import type { APIRoute } from 'astro';
import { validJson } from '../../../../content/respond.ts';
import { courseSchema, saveCourseBodySchema } from '../../../../content/schemas/academy.ts';
import { readJsonBody } from '../../../../server/http/json-body.ts';
import { otherMethods } from '../../../../server/http/methods.ts';

/**
 * Mock POST /api/academy-app/course/save: validates the course and answers with it, as the
 * template's mock does. Nothing is stored (docs/calls.md: mocks return static data).
 */
export const POST: APIRoute = async ({ request, locals }) => {
  const body = await readJsonBody(request, saveCourseBodySchema, locals.t);
  if (!body.ok) return body.response;
  return validJson(courseSchema, body.data.course);
};

export const ALL = otherMethods({ POST });
