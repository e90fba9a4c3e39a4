/**
 * The file manager's place in the page URL, so a reload or a shared link opens the same folder
 * with the same selection: `?site=…&folder=…&item=…` (site only when it is not the active client's).
 */
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

/** The URL for a place; empty parts are left out, other query parameters are kept. */
export function placeUrl(current: URL, place: FileManagerPlace): string {
  const url = new URL(current.href);
  for (const key of ['site', 'folder', 'item'] as const) {
    if (place[key]) url.searchParams.set(key, place[key]);
    else url.searchParams.delete(key);
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
