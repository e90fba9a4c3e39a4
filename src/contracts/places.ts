/**
 * Where a vendor is, from the contract's facts (its city and country): the coordinates of the
 * cities the portal knows, for the vendors' map. A place it does not know gets no marker rather
 * than a guessed one; the map says how many vendors it could not place. Pure data.
 */
import { foldText } from '../search/normalise.ts';

/** Latitude and longitude of known cities, by country (ISO 3166) and city name. */
const CITIES: Readonly<Record<string, Readonly<Record<string, readonly [number, number]>>>> = {
  AT: { vienna: [48.21, 16.37] },
  AU: { melbourne: [-37.81, 144.96], sydney: [-33.87, 151.21] },
  CH: { geneva: [46.2, 6.14], schindellegi: [47.17, 8.71], zurich: [47.37, 8.54] },
  DE: {
    berlin: [52.52, 13.4],
    bonn: [50.74, 7.1],
    essen: [51.46, 7.01],
    frankfurt: [50.11, 8.68],
    hamburg: [53.55, 9.99],
    munich: [48.14, 11.58],
    walldorf: [49.31, 8.64],
  },
  DK: { copenhagen: [55.68, 12.57] },
  FR: { marseille: [43.3, 5.37], paris: [48.86, 2.35] },
  GB: { london: [51.51, -0.13], manchester: [53.48, -2.24], newbury: [51.4, -1.32] },
  IE: { dublin: [53.35, -6.26] },
  IT: { milan: [45.46, 9.19], ravenna: [44.42, 12.2], rome: [41.9, 12.5] },
  JP: { osaka: [34.69, 135.5], tokyo: [35.68, 139.69] },
  NL: { amsterdam: [52.37, 4.9], rotterdam: [51.92, 4.48] },
  NO: { oslo: [59.91, 10.75], sandvika: [59.89, 10.52] },
  SE: { mjolby: [58.33, 15.13], stockholm: [59.33, 18.07] },
  SG: { singapore: [1.35, 103.82] },
  TR: { ankara: [39.93, 32.86], istanbul: [41.01, 28.98], izmir: [38.42, 27.14] },
  US: {
    chicago: [41.88, -87.63],
    greenwich: [41.03, -73.63],
    jacksonville: [30.33, -81.66],
    monroe: [32.51, -92.12],
    'new orleans': [29.95, -90.07],
    'new york': [40.71, -74.01],
    plano: [33.02, -96.7],
    redmond: [47.67, -122.12],
    'san francisco': [37.77, -122.42],
  },
};

/** The coordinates of a city in a country, or null when the portal does not know the place. */
export function placeOf(city: string | null, country: string | null): { lat: number; lng: number } | null {
  if (city === null || country === null) return null;
  const cities = Object.hasOwn(CITIES, country) ? CITIES[country] : undefined;
  const key = foldText(city).trim();
  const found = cities && Object.hasOwn(cities, key) ? cities[key] : undefined;
  return found ? { lat: found[0], lng: found[1] } : null;
}
