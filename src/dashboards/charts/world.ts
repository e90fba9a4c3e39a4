import { geoNaturalEarth1, geoPath } from 'd3-geo';
import type { FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import landTopology from 'world-atlas/land-110m.json';

export const mapWidth = 960;
export const mapHeight = 500;
export const WORLD_LAND_URL = '/maps/world-land.svg';

export const projection = geoNaturalEarth1().fitExtent(
  [
    [4, 4],
    [mapWidth - 4, mapHeight - 4],
  ],
  { type: 'Sphere' },
);

let landSvg: string | undefined;

/**
 * The world's land as an SVG document, drawn from the npm data set world-atlas (Natural Earth
 * 1:110m) so the map works offline. It is the same for every page and user: served once as an
 * image the browser caches, instead of 57 KB of path data inside every contract-locker page.
 */
export function worldLandSvg(): string {
  if (landSvg === undefined) {
    const topology = landTopology as unknown as Topology<{ land: GeometryCollection }>;
    const shapes = feature(topology, topology.objects.land) as unknown as FeatureCollection<Polygon | MultiPolygon>;
    const path = geoPath(projection).digits(1);
    landSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${mapWidth} ${mapHeight}"><path d="${path({ type: 'Sphere' })}" fill="#94a3b8" fill-opacity="0.12"/><path d="${path(shapes)}" fill="#94a3b8" fill-opacity="0.55" stroke="#ffffff" stroke-opacity="0.6" stroke-width="0.5"/></svg>`;
  }
  return landSvg;
}
