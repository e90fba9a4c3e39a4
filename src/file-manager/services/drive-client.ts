/**
 * The file list calls of docs/calls.md, against Microsoft Graph (or the local tenant's stand-in), through the
 * Graph API client, whose 401 rule refreshes the token once and retries.
 */
import { PortalError } from '../../errors.ts';
import { retryAfterOf } from '../../retry-after.ts';
import type { ApiClient } from '../../services/http-client.ts';
import { type DriveItem, type FileItem, toFileItem } from '../file-item.ts';
import { type SearchResult, searchPath, shownResults } from '../search.ts';
import type { Crumb } from '../state.ts';

/** A refusal from Graph, with Graph's error code (e.g. accessDenied, itemNotFound). */
export class DriveError extends PortalError {
  /** Graph's Retry-After (on 429 and 503): seconds to leave it alone before asking again. */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, code: string, message: string, retryAfterSeconds?: number) {
    super(code, message, status);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

const site = (siteId: string) => `sites/${encodeURIComponent(siteId)}/drive`;

/**
 * docs/calls.md: at Home the folder is the client's ParentID, and the library root is used when that
 * ParentID contains a hyphen (or is empty). Below Home the folder is a drive item Graph gave us.
 */
export function childrenPath(siteId: string, parentId: string, atHome = false): string {
  const root = atHome && (!parentId || parentId.includes('-'));
  const folder = root ? 'root' : `items/${encodeURIComponent(parentId)}`;
  return `${site(siteId)}/${folder}/children?$expand=thumbnails`;
}

export function itemPath(siteId: string, itemId: string): string {
  return `${site(siteId)}/items/${encodeURIComponent(itemId)}`;
}

/** Graph's error body (`{ error: { code, message } }`) as a DriveError; `http<status>` when it has none. */
export function graphError(status: number, body: unknown, statusText = '', retryAfter?: number): DriveError {
  const error = (body as { error?: { code?: string; message?: string } } | null)?.error;
  const message = error?.message || statusText || `HTTP ${status}`;
  return new DriveError(status, error?.code ?? `http${status}`, message, retryAfter);
}

export async function driveError(response: Response): Promise<DriveError> {
  const retryAfter = retryAfterOf(response);
  return graphError(response.status, await response.json().catch(() => null), response.statusText, retryAfter);
}

async function getJson<T>(graph: ApiClient, path: string, signal?: AbortSignal): Promise<T> {
  const response = await graph.get(path, signal ? { signal } : {});
  if (!response.ok) throw await driveError(response);
  return (await response.json()) as T;
}

interface Page {
  value?: DriveItem[];
  '@odata.nextLink'?: string;
}

/**
 * A folder's children, page after page (Graph gives 200 at a time), until `@odata.nextLink` runs
 * out. `onPage` gets each page as it arrives, so the first rows show before the folder is complete.
 * The next link must stay on the Graph origin: the token goes with it.
 */
export async function listChildren(
  graph: ApiClient,
  siteId: string,
  parentId: string,
  {
    signal,
    onPage,
    atHome = false,
  }: { signal?: AbortSignal; onPage?: (items: FileItem[]) => void; atHome?: boolean } = {},
): Promise<FileItem[]> {
  const origin = new URL(graph.url('')).origin;
  const all: FileItem[] = [];
  let next: string | undefined = childrenPath(siteId, parentId, atHome);
  while (next) {
    const page: Page = await getJson<Page>(graph, next, signal);
    const items = (page.value ?? []).map(toFileItem);
    all.push(...items);
    onPage?.(items);
    next = page['@odata.nextLink'];
    if (next && new URL(next).origin !== origin)
      throw new DriveError(502, 'invalidNextLink', 'Unexpected next page link.');
  }
  return all;
}

export async function getItem(
  graph: ApiClient,
  siteId: string,
  itemId: string,
  signal?: AbortSignal,
): Promise<FileItem> {
  return toFileItem(await getJson<DriveItem>(graph, itemPath(siteId, itemId), signal));
}

/**
 * The trail from below Home down to a folder, for a link or reload that names only the folder:
 * walks the parents up to the library root (or the client's root folder).
 */
export async function trailTo(
  graph: ApiClient,
  siteId: string,
  folderId: string,
  rootParentId: string,
  signal?: AbortSignal,
): Promise<Crumb[]> {
  const trail: Crumb[] = [];
  let id = folderId;
  for (let depth = 0; depth < 64 && id && id !== rootParentId; depth++) {
    const raw = await getJson<DriveItem>(graph, itemPath(siteId, id), signal);
    if (raw.root !== undefined) break;
    if (raw.folder === undefined) throw new DriveError(400, 'notAFolder', 'The link does not name a folder.');
    trail.unshift({ name: raw.name, parentId: raw.id });
    id = raw.parentReference?.id ?? '';
  }
  return trail;
}

/**
 * The library's items matching `query`, best first (Graph's order), with their folders; what lies
 * in the portal's reserved folders is dropped (decision 074). One page: a search is a way to a
 * document, not a listing of the library.
 */
export async function searchLibrary(
  graph: ApiClient,
  siteId: string,
  rootParentId: string,
  query: string,
  signal?: AbortSignal,
): Promise<SearchResult[]> {
  const page = await getJson<Page>(graph, searchPath(siteId, rootParentId, query), signal);
  return shownResults(page.value ?? []);
}

/**
 * A file's bytes for the viewer or a download, through Graph with the user's token (not the item's
 * download link, which expires a while after the listing). `pdf`: Graph's PDF of an Office file.
 */
export async function fileContent(
  graph: ApiClient,
  siteId: string,
  itemId: string,
  { asPdf = false, signal }: { asPdf?: boolean; signal?: AbortSignal } = {},
): Promise<Blob> {
  const path = `${itemPath(siteId, itemId)}/content${asPdf ? '?format=pdf' : ''}`;
  const response = await graph.get(path, signal ? { signal } : {});
  if (!response.ok) throw await driveError(response);
  return response.blob();
}

async function sendJson(
  graph: ApiClient,
  method: string,
  path: string,
  body: unknown,
  eTag?: string,
): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  // The item as the list showed it: changed since (by another tab or person), Graph answers 412.
  if (eTag) headers['If-Match'] = eTag;
  const response = await graph.request(method, path, { headers, body: JSON.stringify(body) });
  if (!response.ok) throw await driveError(response);
  return response;
}

/** A new folder in `parentId` (the library root at Home, as the listing); a taken name is Graph's 409. */
export async function createFolder(
  graph: ApiClient,
  siteId: string,
  parentId: string,
  name: string,
  atHome = false,
): Promise<FileItem> {
  const path = childrenPath(siteId, parentId, atHome).replace(/\?.*$/, '');
  const body = { name, folder: {}, '@microsoft.graph.conflictBehavior': 'fail' };
  return toFileItem((await (await sendJson(graph, 'POST', path, body)).json()) as DriveItem);
}

/** Renames an item and/or moves it to another folder; its id stays. */
export async function updateItem(
  graph: ApiClient,
  siteId: string,
  itemId: string,
  change: { name?: string; parentId?: string },
  eTag?: string,
): Promise<FileItem> {
  const body: Record<string, unknown> = {};
  if (change.name !== undefined) body['name'] = change.name;
  if (change.parentId !== undefined) body['parentReference'] = { id: change.parentId };
  return toFileItem((await (await sendJson(graph, 'PATCH', itemPath(siteId, itemId), body, eTag)).json()) as DriveItem);
}

/** Deletes an item (to the site's recycle bin; Graph cannot bring it back for a document library). */
export async function deleteItem(graph: ApiClient, siteId: string, itemId: string, eTag?: string): Promise<void> {
  const headers: Record<string, string> = eTag ? { 'If-Match': eTag } : {};
  const response = await graph.request('DELETE', itemPath(siteId, itemId), { headers });
  // Already gone is what was wanted.
  if (!response.ok && response.status !== 404) throw await driveError(response);
}

/**
 * Deletes an item as the page goes away: the request leaves before this returns, with `bearer`
 * (a token asked for while there was time) and `keepalive`, so neither a reload nor a closed tab
 * cancels it. Nobody is left to read the answer. False when there was no token to send.
 */
export function deleteItemNow(
  graph: ApiClient,
  siteId: string,
  itemId: string,
  eTag: string | undefined,
  bearer?: string,
): boolean {
  const headers: Record<string, string> = eTag ? { 'If-Match': eTag } : {};
  const sent = graph.sendNow('DELETE', itemPath(siteId, itemId), { headers, bearer });
  sent?.catch(() => undefined);
  return sent !== undefined;
}

/**
 * The id of the folder Home lists (the client's root folder, or the library root when the
 * ParentID says so, as childrenPath): a move to Home names it in parentReference.
 */
export async function homeFolderId(graph: ApiClient, siteId: string, rootParentId: string): Promise<string> {
  if (rootParentId && !rootParentId.includes('-')) return rootParentId;
  return (await getJson<DriveItem>(graph, `${site(siteId)}/root`)).id;
}

/** The folders of a folder, for the "Move to…" picker: its children without the files. */
export async function listFolders(
  graph: ApiClient,
  siteId: string,
  parentId: string,
  { atHome = false, signal }: { atHome?: boolean; signal?: AbortSignal } = {},
): Promise<FileItem[]> {
  const all = await listChildren(graph, siteId, parentId, { atHome, ...(signal ? { signal } : {}) });
  return all.filter((item) => item.type === 'Folder');
}

/** One of a file's versions (Graph's `driveItemVersion`): `N.0` ids, the current one first. */
export interface FileVersion {
  id: string;
  modified: string;
  /** Who made this version (a display name, else an e-mail), when Graph says. */
  by?: string;
  size: number;
}

interface DriveItemVersion {
  id: string;
  lastModifiedDateTime?: string;
  size?: number;
  lastModifiedBy?: { user?: { displayName?: string; email?: string } };
}

/** Versions asked for at a time: a long history shows its newest first and the rest on request. */
export const VERSIONS_PAGE = 25;

/** A page of a file's versions, newest first, and Graph's link to the next page when there is one. */
export interface VersionsPage {
  versions: FileVersion[];
  next?: string;
}

/**
 * A page of a file's versions (Graph: `GET …/items/{id}/versions?$top=…`, then its `@odata.nextLink`,
 * which must stay on the Graph origin: the token goes with it).
 */
export async function listVersions(
  graph: ApiClient,
  siteId: string,
  itemId: string,
  { next, signal }: { next?: string | undefined; signal?: AbortSignal | undefined } = {},
): Promise<VersionsPage> {
  if (next && new URL(next).origin !== new URL(graph.url('')).origin)
    throw new DriveError(502, 'invalidNextLink', 'Unexpected next page link.');
  const page = await getJson<{ value?: DriveItemVersion[]; '@odata.nextLink'?: string }>(
    graph,
    next ?? `${itemPath(siteId, itemId)}/versions?$top=${VERSIONS_PAGE}`,
    signal,
  );
  const versions = (page.value ?? []).map((version) => {
    const by = version.lastModifiedBy?.user?.displayName || version.lastModifiedBy?.user?.email;
    return {
      id: version.id,
      modified: version.lastModifiedDateTime ?? '',
      size: version.size ?? 0,
      ...(by ? { by } : {}),
    };
  });
  const following = page['@odata.nextLink'];
  return following ? { versions, next: following } : { versions };
}

const versionPath = (siteId: string, itemId: string, versionId: string) =>
  `${itemPath(siteId, itemId)}/versions/${encodeURIComponent(versionId)}`;

/** The bytes of an earlier version (Graph: `…/versions/{id}/content`). */
export async function versionContent(
  graph: ApiClient,
  siteId: string,
  itemId: string,
  versionId: string,
  signal?: AbortSignal,
): Promise<Blob> {
  const response = await graph.get(`${versionPath(siteId, itemId, versionId)}/content`, signal ? { signal } : {});
  if (!response.ok) throw await driveError(response);
  return response.blob();
}

/** Makes an earlier version the current one, as a new version (Graph: `POST …/restoreVersion`, 204). */
export async function restoreVersion(graph: ApiClient, siteId: string, itemId: string, versionId: string) {
  const response = await graph.request('POST', `${versionPath(siteId, itemId, versionId)}/restoreVersion`, {});
  if (!response.ok) throw await driveError(response);
}
