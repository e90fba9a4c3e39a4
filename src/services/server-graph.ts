/**
 * Microsoft Graph as the portal's server reads it: app-only (decision 075). The server is a
 * confidential client with the application permission Sites.Selected, read on each client's site;
 * it gets its token by the client credentials grant, keeps it until shortly before it expires and
 * asks for one at a time. The portal decides which client a session may see: callers pass the
 * session's active client, never a site named by the request. Writes stay in the person's name
 * (the browser's delegated token), except where the person has no access to the library and the
 * portal decides for them: staff's contract facts (decision 132) and vendors' RFP files (141).
 *
 * Server only (the secret is in its configuration); failures are typed like the file manager's
 * (status, Graph's code, Retry-After), so `problemOf` reads them the same way.
 */

import { isContractItem, type LibraryContract, parseContract, type StoredFields } from '../contracts/contract.ts';
import { PortalError } from '../errors.ts';
import { retryAfterOf } from '../retry-after.ts';
import type { ServerGraphCredentials } from '../server/config.ts';

/** The library folder whose documents are the client's contracts (decision 073). */
export const CONTRACT_FOLDER = 'CONTRACT_LOCKER';
/** Graph's largest page of children: fewer round trips for a register of thousands. */
const PAGE_SIZE = 999;
/** Folders of the locker listed at once. */
const FOLDERS_AT_ONCE = 4;
/** A token is renewed this long before it expires (at most a quarter of its lifetime). */
const RENEW_BEFORE_MS = 5 * 60 * 1000;

/**
 * A refusal or failure of Graph (or of the token endpoint): Graph's code (`accessDenied`,
 * `itemNotFound`, `activityLimitReached`…), the HTTP status (0: no answer at all) and, on 429 and
 * 503, the seconds Graph asked to be left alone.
 */
export class ServerGraphError extends PortalError {
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, code: string, message: string, retryAfterSeconds?: number) {
    super(code, message, status);
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /** Too many requests, or unavailable for now: wait (Retry-After) and ask again. */
  get throttled(): boolean {
    return this.status === 429 || this.status === 503;
  }
}

/** The client whose library is read: the session's active client (its SharePoint site). */
export interface LibrarySite {
  siteID: string;
}

/** An item of the library as the Overview's recent documents list it. */
export interface RecentItem extends SearchHit {
  /** Who changed it last, when Graph says. */
  modifiedBy: string | null;
}

/** One hit of a library search, as much of the drive item as a result list needs. */
export interface SearchHit {
  id: string;
  name: string;
  webUrl: string | null;
  isFolder: boolean;
  size: number | null;
  lastModified: string | null;
  /** The parent folder's path in the drive (`/drive/root:/a/b`), when Graph gives it. */
  parentPath: string | null;
  /** The parent folder's id (what the file manager opens), when Graph gives it. */
  parentId: string | null;
}

export interface ServerGraph {
  /** Every contract under CONTRACT_LOCKER (sub-folders included), all pages; incomplete ones too. */
  listContracts(site: LibrarySite, options?: { signal?: AbortSignal }): Promise<LibraryContract[]>;
  /** Graph's `search(q='…')` over the client's library, the first `top` hits. */
  searchDrive(site: LibrarySite, q: string, options?: { top?: number; signal?: AbortSignal }): Promise<SearchHit[]>;
  /** A document's pre-authenticated download address (Graph's answer to `…/content`). */
  downloadUrl(site: LibrarySite, itemId: string, options?: { signal?: AbortSignal }): Promise<string>;
  /**
   * The text of the file at a path of the library (`INVOICE_INTEL/Invoice extract.csv`), through
   * `root:/{path}:/content`; null when there is no such file.
   */
  fileText(site: LibrarySite, path: string, options?: { signal?: AbortSignal }): Promise<string | null>;
  /**
   * The client's logo (docs/calls.md, client logo): the first item of the site's
   * PORTAL/assets/logo folder, its large thumbnail's pre-authenticated address and its name;
   * undefined when the folder is empty or its first item has no large thumbnail.
   */
  logoThumbnail(
    site: LibrarySite,
    options?: { signal?: AbortSignal },
  ): Promise<{ url: string; name: string } | undefined>;
  /**
   * The library's items most recently changed, newest first (the list's items ordered by their
   * last change, each with its driveItem), with who changed them when Graph says.
   */
  recentItems(site: LibrarySite, options?: { top?: number; signal?: AbortSignal }): Promise<RecentItem[]>;
  /**
   * Stores a file in a folder of the library (`RFP_EVENTS/…/Vendor Co`), making the folders it
   * lacks; a name already taken there gets Graph's `name 1.pdf`. Written by the portal for a person
   * who has no access to the library (a vendor's RFP answer, decision 141).
   */
  uploadFile(site: LibrarySite, folder: string, name: string, bytes: Uint8Array<ArrayBuffer>): Promise<StoredItem>;
  /** Deletes an item the portal stored; one already gone is no failure. */
  deleteItem(site: LibrarySite, itemId: string): Promise<void>;
  /** A contract's facts as the library holds them now (its list item's fieldValueSet) and their eTag. */
  contractFields(site: LibrarySite, itemId: string): Promise<StoredFields>;
  /**
   * Writes a partial fieldValueSet of a contract (staff's edit, made by the server for them:
   * decision 132), with If-Match when `eTag` is given: Graph's 412 when someone saved since.
   */
  writeContractFields(
    site: LibrarySite,
    itemId: string,
    fields: Readonly<Record<string, unknown>>,
    eTag: string | null,
  ): Promise<StoredFields>;
}

function fieldsPath(siteId: string, itemId: string): string {
  return `sites/${encodeURIComponent(siteId)}/drive/items/${encodeURIComponent(itemId)}/listItem/fields`;
}

async function storedFields(response: Response): Promise<StoredFields> {
  const fieldValueSet = (await response.json()) as Record<string, unknown>;
  const eTag = fieldValueSet['@odata.etag'];
  return { fieldValueSet, eTag: typeof eTag === 'string' ? eTag : response.headers.get('etag') };
}

export interface ServerGraphOptions {
  /** Graph's base, e.g. `https://graph.microsoft.com/v1.0`. */
  graphApi: string;
  credentials: ServerGraphCredentials;
  fetch?: typeof fetch;
  now?: () => number;
}

/** A write to Graph: its method, headers and body. */
interface Write {
  method: 'PATCH' | 'PUT' | 'POST' | 'DELETE';
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
}

/** Graph's largest simple upload (`PUT …:/content`); larger files go through an upload session. */
export const SIMPLE_UPLOAD_BYTES = 4 * 1024 * 1024;
/** An upload session's fragment: a multiple of 320 KiB, as Graph asks. */
export const UPLOAD_FRAGMENT_BYTES = 16 * 320 * 1024;

/** A file the server stored: its drive item's id and the name the library gave it. */
export interface StoredItem {
  id: string;
  name: string;
}

interface DriveItemJson {
  id: string;
  lastModifiedBy?: { user?: { displayName?: string } };
  name?: string;
  webUrl?: string;
  size?: number;
  lastModifiedDateTime?: string;
  folder?: unknown;
  file?: unknown;
  parentReference?: { path?: string; id?: string };
  listItem?: { eTag?: string; fields?: Record<string, unknown> };
}

interface PageJson {
  value?: (DriveItemJson & { thumbnails?: { large?: { url?: string } }[] })[];
  '@odata.nextLink'?: string;
}

/** As much of a drive item as a result list needs. */
function hitOf(item: DriveItemJson): SearchHit {
  return {
    id: item.id,
    name: item.name ?? '',
    webUrl: item.webUrl ?? null,
    isFolder: item.folder !== undefined,
    size: item.size ?? null,
    lastModified: item.lastModifiedDateTime ?? null,
    parentPath: item.parentReference?.path ?? null,
    parentId: item.parentReference?.id ?? null,
  };
}

/** Graph's error body (`{ error: { code, message } }`) as a ServerGraphError; `http<status>` without one. */
export async function serverGraphError(response: Response): Promise<ServerGraphError> {
  const body = (await response.json().catch(() => null)) as { error?: { code?: unknown; message?: unknown } } | null;
  const code = typeof body?.error?.code === 'string' ? body.error.code : `http${response.status}`;
  const message =
    typeof body?.error?.message === 'string' && body.error.message
      ? body.error.message
      : response.statusText || `HTTP ${response.status}`;
  return new ServerGraphError(response.status, code, message, retryAfterOf(response));
}

/** `search(q='…')` with the query's quotes doubled, as OData writes a quote inside a string. */
export function searchPath(siteId: string, q: string, top: number): string {
  const quoted = encodeURIComponent(q.replace(/'/g, "''"));
  return `sites/${encodeURIComponent(siteId)}/drive/root/search(q='${quoted}')?$top=${top}`;
}

export function logoFolderPath(siteId: string): string {
  return `sites/${encodeURIComponent(siteId)}/drive/root:/PORTAL/assets/logo:/children?$expand=thumbnails`;
}

export function contractsPath(siteId: string): string {
  return `sites/${encodeURIComponent(siteId)}/drive/root:/${CONTRACT_FOLDER}:/children?$expand=listItem($expand=fields)&$top=${PAGE_SIZE}`;
}

export function createServerGraph({
  graphApi,
  credentials,
  fetch: doFetch = fetch,
  now = Date.now,
}: ServerGraphOptions): ServerGraph {
  const base = graphApi.endsWith('/') ? graphApi : `${graphApi}/`;
  const origin = new URL(base).origin;
  let token: { value: string; renewAt: number } | undefined;
  let asking: Promise<string> | undefined;

  async function askToken(): Promise<string> {
    let response: Response;
    try {
      response = await doFetch(credentials.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: credentials.clientId,
          client_secret: credentials.clientSecret,
          scope: credentials.scope,
        }),
      });
    } catch (error) {
      throw new ServerGraphError(0, 'network', `The token endpoint did not answer: ${(error as Error).message}`);
    }
    const body = (await response.json().catch(() => null)) as {
      access_token?: unknown;
      expires_in?: unknown;
      error?: unknown;
      error_description?: unknown;
    } | null;
    if (!response.ok || typeof body?.access_token !== 'string') {
      // The token endpoint's OAuth error (invalid_client…) says why; its 5xx is a failure like Graph's.
      const code = typeof body?.error === 'string' ? body.error : `http${response.status}`;
      const message = typeof body?.error_description === 'string' ? body.error_description : 'No app-only token.';
      throw new ServerGraphError(
        response.status >= 500 || response.status === 429 ? response.status : 401,
        code,
        message,
        retryAfterOf(response),
      );
    }
    const lifetimeMs = (typeof body.expires_in === 'number' ? body.expires_in : 3600) * 1000;
    token = { value: body.access_token, renewAt: now() + lifetimeMs - Math.min(RENEW_BEFORE_MS, lifetimeMs / 4) };
    return body.access_token;
  }

  /** The cached token, or the one being asked for; a refused token is dropped by `forceRefresh`. */
  function tokenOf(forceRefresh: boolean): Promise<string> {
    if (forceRefresh) token = undefined;
    if (token && now() < token.renewAt) return Promise.resolve(token.value);
    asking ??= askToken().finally(() => {
      asking = undefined;
    });
    return asking;
  }

  async function send(
    path: string,
    signal: AbortSignal | undefined,
    forceRefresh: boolean,
    write?: Write,
  ): Promise<Response> {
    const url = /^https?:/.test(path) ? path : new URL(path, base).toString();
    // A next link must stay on Graph's origin: the token goes with it.
    if (new URL(url).origin !== origin) throw new ServerGraphError(502, 'invalidNextLink', 'Unexpected link.');
    const headers = { ...write?.headers, authorization: `Bearer ${await tokenOf(forceRefresh)}` };
    try {
      return await doFetch(url, {
        headers,
        redirect: 'manual',
        ...(write ? { method: write.method, ...(write.body === undefined ? {} : { body: write.body }) } : {}),
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ServerGraphError(0, 'network', `Graph did not answer: ${(error as Error).message}`);
    }
  }

  /** GET with the app-only token; a 401 gets a fresh token once (Graph may have revoked the old). */
  async function get(path: string, signal?: AbortSignal): Promise<Response> {
    const first = await send(path, signal, false);
    if (first.status !== 401) return first;
    await first.body?.cancel();
    return send(path, signal, true);
  }

  /** A write with the app-only token; a 401 gets a fresh token once. */
  async function sendWrite(path: string, write: Write): Promise<Response> {
    const first = await send(path, undefined, false, write);
    if (first.status !== 401) return first;
    await first.body?.cancel();
    return send(path, undefined, true, write);
  }

  const drivePath = (site: LibrarySite) => `sites/${encodeURIComponent(site.siteID)}/drive`;
  const pathOf = (segments: readonly string[]) => segments.map(encodeURIComponent).join('/');

  /** Makes each folder of `folder` that is missing, from the top (an existing one is left as it is). */
  async function makeFolders(site: LibrarySite, folder: string): Promise<void> {
    const segments = folder.split('/').filter(Boolean);
    for (let depth = 0; depth < segments.length; depth++) {
      const parent = segments.slice(0, depth);
      const children = parent.length
        ? `${drivePath(site)}/root:/${pathOf(parent)}:/children`
        : `${drivePath(site)}/root/children`;
      const response = await sendWrite(children, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: segments[depth], folder: {}, '@microsoft.graph.conflictBehavior': 'fail' }),
      });
      if (response.status === 409) {
        await response.body?.cancel();
        continue;
      }
      if (!response.ok) throw await serverGraphError(response);
      await response.body?.cancel();
    }
  }

  /** One try at storing a file: a simple upload, or an upload session in fragments for a larger one. */
  async function uploadOnce(site: LibrarySite, at: string, bytes: Uint8Array<ArrayBuffer>): Promise<Response> {
    const address = `${drivePath(site)}/root:/${at}`;
    if (bytes.byteLength <= SIMPLE_UPLOAD_BYTES) {
      return sendWrite(`${address}:/content?@microsoft.graph.conflictBehavior=rename`, {
        method: 'PUT',
        headers: { 'content-type': 'application/octet-stream' },
        body: bytes,
      });
    }
    const session = await sendWrite(`${address}:/createUploadSession`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ item: { '@microsoft.graph.conflictBehavior': 'rename' } }),
    });
    if (!session.ok) return session;
    const { uploadUrl } = (await session.json()) as { uploadUrl?: string };
    if (!uploadUrl) throw new ServerGraphError(502, 'noUploadUrl', 'Graph gave no upload address.');
    let last: Response | undefined;
    for (let start = 0; start < bytes.byteLength; start += UPLOAD_FRAGMENT_BYTES) {
      const end = Math.min(start + UPLOAD_FRAGMENT_BYTES, bytes.byteLength);
      await last?.body?.cancel();
      // The upload address is pre-authenticated: no token goes with it (Graph refuses one).
      last = await doFetch(uploadUrl, {
        method: 'PUT',
        headers: { 'content-range': `bytes ${start}-${end - 1}/${bytes.byteLength}` },
        body: bytes.subarray(start, end),
      });
      if (!last.ok) return last;
    }
    if (!last) throw new ServerGraphError(502, 'uploadFailed', 'Nothing was uploaded.');
    return last;
  }

  async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
    const response = await get(path, signal);
    if (!response.ok) throw await serverGraphError(response);
    return (await response.json()) as T;
  }

  async function listFolder(start: string, signal: AbortSignal | undefined): Promise<DriveItemJson[]> {
    const items: DriveItemJson[] = [];
    let next: string | undefined = start;
    while (next) {
      const page: PageJson = await getJson<PageJson>(next, signal);
      items.push(...(page.value ?? []));
      next = page['@odata.nextLink'];
    }
    return items;
  }

  return {
    async listContracts(site, { signal } = {}) {
      const contracts: LibraryContract[] = [];
      const folders: { path: string; folder: string }[] = [{ path: contractsPath(site.siteID), folder: '' }];
      const childrenOf = (id: string) =>
        `sites/${encodeURIComponent(site.siteID)}/drive/items/${encodeURIComponent(id)}/children?$expand=listItem($expand=fields)&$top=${PAGE_SIZE}`;
      while (folders.length > 0) {
        const batch = folders.splice(0, FOLDERS_AT_ONCE);
        const listed = await Promise.all(batch.map((each) => listFolder(each.path, signal)));
        listed.forEach((items, index) => {
          const parent = batch[index]?.folder ?? '';
          for (const item of items) {
            if (item.folder !== undefined) {
              folders.push({
                path: childrenOf(item.id),
                folder: parent ? `${parent}/${item.name}` : (item.name ?? ''),
              });
              continue;
            }
            const fields = item.listItem?.fields;
            if (!isContractItem(fields)) continue;
            const eTag =
              item.listItem?.eTag ?? (typeof fields?.['@odata.etag'] === 'string' ? fields['@odata.etag'] : null);
            contracts.push({
              ...parseContract(fields, { id: item.id, eTag, fileName: item.name ?? null }),
              folder: parent,
              webUrl: item.webUrl ?? null,
              size: item.size ?? null,
              lastModified: item.lastModifiedDateTime ?? null,
            });
          }
        });
      }
      return contracts;
    },

    async searchDrive(site, q, { top = 25, signal } = {}) {
      const page = await getJson<PageJson>(searchPath(site.siteID, q, top), signal);
      return (page.value ?? []).slice(0, top).map(hitOf);
    },

    async logoThumbnail(site, { signal } = {}) {
      const first = (await getJson<PageJson>(logoFolderPath(site.siteID), signal)).value?.[0];
      const url = first?.thumbnails?.[0]?.large?.url;
      return url ? { url, name: first?.name ?? '' } : undefined;
    },

    async downloadUrl(site, itemId, { signal } = {}) {
      const response = await get(
        `sites/${encodeURIComponent(site.siteID)}/drive/items/${encodeURIComponent(itemId)}/content`,
        signal,
      );
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) return location;
      if (!response.ok) throw await serverGraphError(response);
      await response.body?.cancel();
      throw new ServerGraphError(502, 'noDownloadUrl', 'Graph gave no download address.');
    },

    async recentItems(site, { top = 20, signal } = {}) {
      const page = await getJson<{ value?: { driveItem?: DriveItemJson }[] }>(
        `sites/${encodeURIComponent(site.siteID)}/drive/list/items?$expand=driveItem&$orderby=lastModifiedDateTime%20desc&$top=${top}`,
        signal,
      );
      return (page.value ?? []).flatMap(({ driveItem: item }) =>
        item ? [{ ...hitOf(item), modifiedBy: item.lastModifiedBy?.user?.displayName ?? null }] : [],
      );
    },

    async contractFields(site, itemId) {
      const response = await get(fieldsPath(site.siteID, itemId));
      if (!response.ok) throw await serverGraphError(response);
      return storedFields(response);
    },

    async writeContractFields(site, itemId, fields, eTag) {
      const write = {
        method: 'PATCH' as const,
        headers: { 'content-type': 'application/json', ...(eTag ? { 'if-match': eTag } : {}) },
        body: JSON.stringify(fields),
      };
      const response = await sendWrite(fieldsPath(site.siteID, itemId), write);
      if (!response.ok) throw await serverGraphError(response);
      return storedFields(response);
    },

    async uploadFile(site, folder, name, bytes) {
      const at = pathOf([...folder.split('/').filter(Boolean), name]);
      let response = await uploadOnce(site, at, bytes);
      if (response.status === 404) {
        // The folder is not there yet (the vendor's first file): made, then stored again.
        await response.body?.cancel();
        await makeFolders(site, folder);
        response = await uploadOnce(site, at, bytes);
      }
      if (!response.ok) throw await serverGraphError(response);
      const item = (await response.json()) as DriveItemJson;
      return { id: item.id, name: item.name ?? name };
    },

    async deleteItem(site, itemId) {
      const response = await sendWrite(`${drivePath(site)}/items/${encodeURIComponent(itemId)}`, {
        method: 'DELETE',
        headers: {},
      });
      await response.body?.cancel();
      if (!response.ok && response.status !== 404) throw await serverGraphError(response);
    },

    async fileText(site, path, { signal } = {}) {
      const address = `sites/${encodeURIComponent(site.siteID)}/drive/root:/${path.split('/').map(encodeURIComponent).join('/')}:/content`;
      const response = await get(address, signal);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        // The download address is pre-authenticated and on another origin: no token goes with it.
        const file = await doFetch(location, signal ? { signal } : {});
        if (!file.ok) throw new ServerGraphError(file.status, 'downloadFailed', 'The file could not be read.');
        return file.text();
      }
      if (!response.ok) throw await serverGraphError(response);
      return response.text();
    },
  };
}

const made = new WeakMap<ServerGraphCredentials, ServerGraph>();

/** The process's one app-only Graph client for a configuration (one token cache). */
export function serverGraphOf(config: { endpoints: { graphApi: string }; serverGraph: ServerGraphCredentials }) {
  let graph = made.get(config.serverGraph);
  if (!graph) {
    graph = createServerGraph({ graphApi: config.endpoints.graphApi, credentials: config.serverGraph });
    made.set(config.serverGraph, graph);
  }
  return graph;
}
