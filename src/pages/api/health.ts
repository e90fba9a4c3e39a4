import type { APIRoute } from 'astro';

/** Liveness check for load balancers and the test suite. */
export const GET: APIRoute = ({ locals }) =>
  Response.json({ status: 'ok', environment: locals.config.environment }, { headers: { 'Cache-Control': 'no-store' } });
