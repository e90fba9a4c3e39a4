import type { APIRoute } from 'astro';
import { academy } from '../../../../content/load.ts';
import { badRequest, notFound, validJson } from '../../../../content/respond.ts';
import { courseSchema, updateCourseBodySchema } from '../../../../content/schemas/academy.ts';

/** Mock POST /api/academy-app/course/update: the course with the changes applied (not stored). */
export const POST: APIRoute = async ({ request }) => {
  const body = updateCourseBodySchema.safeParse(await request.json().catch(() => undefined));
  if (!body.success) return badRequest(body.error);
  const course = (await academy()).courses.find((candidate) => candidate.id === body.data.courseId);
  if (!course) return notFound(`No course with id "${body.data.courseId}".`);
  return validJson(courseSchema, { ...course, ...body.data.changes });
};
