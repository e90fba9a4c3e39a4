/**
 * The navigation parts a newly chosen layout shows when the server rendered the page without them
 * (decision 050): each is fetched once at a time. The island puts them in the page
 * (islands/shell/navigation-parts.ts); a store never touches the page.
 */
import type { NavigationPart } from '../shell/navigation/parts.ts';
import { fetchNavigationPart } from '../shell/services/navigation-parts.ts';

export interface NavigationPartsServices {
  fetchPart(part: NavigationPart, pathname: string): Promise<string>;
}

const browserServices: NavigationPartsServices = { fetchPart: fetchNavigationPart };
let services = browserServices;

/** For tests: some of the services the store uses (all the browser's again when called without). */
export function replaceNavigationPartsServices(replacement: Partial<NavigationPartsServices> = browserServices): void {
  services = { ...browserServices, ...replacement };
}

const loading = new Set<NavigationPart>();

/**
 * The part's markup for the page at `pathname`; undefined while it is being fetched already, or
 * when it could not be (logged: the marker stays for the next change).
 */
export async function loadNavigationPart(part: NavigationPart, pathname: string): Promise<string | undefined> {
  if (loading.has(part)) return undefined;
  loading.add(part);
  try {
    return await services.fetchPart(part, pathname);
  } catch (error) {
    console.warn(error);
    return undefined;
  } finally {
    loading.delete(part);
  }
}
