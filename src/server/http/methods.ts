import type { APIContext, APIRoute } from 'astro';
import { apiError } from './api-error.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * An endpoint's `ALL` export, given the handlers it defines: HEAD is answered by GET (Astro would
 * send it to `ALL` first), OPTIONS lists the methods, and any other method gets 405 in the API's
 * JSON envelope with `Allow`, not the HTML 404 page.
 */
export function otherMethods(handlers: Partial<Record<Method, APIRoute>>): APIRoute {
  const defined = Object.keys(handlers);
  const allow = [...defined, ...(handlers.GET ? ['HEAD'] : []), 'OPTIONS'].join(', ');
  return (context: APIContext) => {
    const { request, locals } = context;
    if (request.method === 'HEAD' && handlers.GET) return handlers.GET(context);
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: { Allow: allow } });
    return apiError(405, 'methodNotAllowed', locals.t('common:errors.methodNotAllowed', { method: request.method }), {
      Allow: allow,
    });
  };
}
