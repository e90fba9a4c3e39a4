/**
 * The file manager's place in the page URL, so a reload or a shared link opens the same folder
 * with the same selection: `?site=…&folder=…&item=…` (site only when it is not the active client's).
 */
import type { FileManagerState } from './state.ts';

export const FILE_MANAGER_PATH = '/apps/file-manager';

export interface FileManagerPlace {
  site: string;
  folder: string;
  item: string;
}

export function readPlace(search: string | URLSearchParams): FileManagerPlace {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return { site: params.get('site') ?? '', folder: params.get('folder') ?? '', item: params.get('item') ?? '' };
}

/** Where the file manager is: Home names no folder; only a library other than the active client's names its site. */
export function placeOf(state: FileManagerState, foreignSite: boolean): FileManagerPlace {
  const { siteId, currentParentId } = state.documentLibrary;
  return {
    site: foreignSite ? siteId : '',
    folder: state.breadcrumbs.length > 1 ? currentParentId : '',
    item: state.selectedItemId,
  };
}

/** The URL for a place; empty parts are left out, other query parameters are kept. */
export function placeUrl(current: URL, place: FileManagerPlace): string {
  const url = new URL(current.href);
  for (const key of ['site', 'folder', 'item'] as const) {
    if (place[key]) url.searchParams.set(key, place[key]);
    else url.searchParams.delete(key);
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
