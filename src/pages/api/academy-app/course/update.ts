import type { APIRoute } from 'astro';
import { academy } from '../../../../content/load.ts';
import { notFound, validJson } from '../../../../content/respond.ts';
import { courseSchema, updateCourseBodySchema } from '../../../../content/schemas/academy.ts';
import { readJsonBody } from '../../../../server/http/json-body.ts';
import { otherMethods } from '../../../../server/http/methods.ts';

/** Mock POST /api/academy-app/course/update: the course with the changes applied (not stored). */
export const POST: APIRoute = async ({ request, locals }) => {
  const body = await readJsonBody(request, updateCourseBodySchema, locals.t);
  if (!body.ok) return body.response;
  const course = (await academy()).courses.find((candidate) => candidate.id === body.data.courseId);
  if (!course) return notFound(`No course with id "${body.data.courseId}".`);
  return validJson(courseSchema, { ...course, ...body.data.changes });
};

export const ALL = otherMethods({ POST });
