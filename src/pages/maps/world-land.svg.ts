import type { APIRoute } from 'astro';
import { worldLandSvg } from '../../dashboards/charts/world.ts';

/** The land layer of the dashboards' world map (see components/charts/world.ts). */
export const GET: APIRoute = () =>
  new Response(worldLandSvg(), {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'private, max-age=86400' },
  });
