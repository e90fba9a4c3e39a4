import type { APIRoute } from 'astro';
import { otherMethods } from '../../server/http/methods.ts';

/** Liveness check for load balancers and the test suite. */
export const GET: APIRoute = ({ locals }) =>
  Response.json({ status: 'ok', environment: locals.config.environment }, { headers: { 'Cache-Control': 'no-store' } });

export const ALL = otherMethods({ GET });
