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

export const notFound = (message: string): Response => Response.json({ error: { message } }, { status: 404 });
