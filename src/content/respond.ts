import type { z } from 'zod';

/**
 * A mock endpoint's answer, checked against the schema its consumers parse with: a content file
 * that no longer fits the schema is a server error naming the field, never a silent bad answer.
 */
export function validJson<T extends z.ZodType>(schema: T, data: unknown): Response {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    console.error(`Mock data does not fit its schema: ${issue?.path.join('.')}: ${issue?.message}`);
    return Response.json({ error: { message: 'The demo data is invalid.' } }, { status: 500 });
  }
  return Response.json(parsed.data, { headers: { 'Cache-Control': 'private, no-store' } });
}

/** A 400 answer naming the first invalid field, e.g. `course.title: title is required`. */
export function badRequest(error: z.ZodError): Response {
  const message = error.issues
    .slice(0, 3)
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
  return Response.json({ error: { message: `Invalid request: ${message}` } }, { status: 400 });
}

export const notFound = (message: string): Response => Response.json({ error: { message } }, { status: 404 });
