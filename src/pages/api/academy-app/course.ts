import type { APIRoute } from 'astro';
import { academy } from '../../../content/load.ts';
import { notFound, validJson } from '../../../content/respond.ts';
import { courseSchema } from '../../../content/schemas/academy.ts';
import { otherMethods } from '../../../server/http/methods.ts';

/** Mock GET /api/academy-app/course?courseId= : one course with its steps; 404 for an unknown id. */
export const GET: APIRoute = async ({ url }) => {
  const courseId = url.searchParams.get('courseId') ?? '';
  const course = (await academy()).courses.find((candidate) => candidate.id === courseId);
  return course ? validJson(courseSchema, course) : notFound(`No course with id "${courseId}".`);
};

export const ALL = otherMethods({ GET });
