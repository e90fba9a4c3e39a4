import type { APIRoute } from 'astro';
import { fallbackLogoUrl } from '../../../clients/logo.ts';
import { clientLogosOf } from '../../../clients/server/logo.ts';
import { apiError } from '../../../server/http/api-error.ts';
import { otherMethods } from '../../../server/http/methods.ts';

/** The browser keeps a logo this long before it asks again (with the ETag: usually a 304). */
const BROWSER_KEEPS_S = 60 * 60;

/**
 * GET: a client's logo, for the navbar (decision 124): the picture the server read app-only from
 * the client's library, or a redirect to the local fallback file (logo_path), or 404 when there is
 * neither. Only a client of the session's own: the address names the client, never a site.
 */
export const GET: APIRoute = async ({ locals, params, request }) => {
  const client = locals.session?.clients.find((each) => each.id === params['id']);
  if (!client) return apiError(404, 'apiNotFound', locals.t('common:errors.apiNotFound'));
  const image = await clientLogosOf(locals.config).imageOf(client);
  if (image) {
    const headers = {
      'content-type': image.contentType,
      'cache-control': `private, max-age=${BROWSER_KEEPS_S}`,
      etag: image.etag,
      'x-content-type-options': 'nosniff',
      // A picture of the client's library, shown by an <img>: nothing in it runs.
      'content-security-policy': "default-src 'none'; sandbox",
    };
    if (request.headers.get('if-none-match') === image.etag) return new Response(null, { status: 304, headers });
    return new Response(new Uint8Array(image.bytes), { headers });
  }
  const fallback = fallbackLogoUrl(client);
  if (fallback) {
    // Not kept long: the library's logo may come back (NO_LOGO_KEPT_MS on the server).
    return new Response(null, {
      status: 302,
      headers: { location: fallback, 'cache-control': 'private, max-age=300' },
    });
  }
  return apiError(404, 'apiNotFound', locals.t('common:errors.apiNotFound'));
};

export const ALL = otherMethods({ GET });
