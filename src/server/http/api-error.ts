/**
 * The one error envelope of the portal's API (docs/errors.md): `{ error: { code, message } }`,
 * never cached. The message is already in the person's language.
 */
export function apiError(status: number, code: string, message: string, headers: HeadersInit = {}): Response {
  const response = Response.json({ error: { code, message } }, { status, headers });
  response.headers.set('Cache-Control', 'no-store');
  return response;
}
