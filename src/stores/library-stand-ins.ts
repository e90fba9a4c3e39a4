/**
 * For the file manager's store tests: a library behind Graph's stand-in (folders, pages of 200,
 * refusals, search, deletes), uploads that land at once, and the page it is shown on (address,
 * history, leaving, downloads). `showLibrary` opens it the way the island does: listening to
 * `$fileManager` (the store closes itself when the last listener goes) with these as its services.
 */
import { vi } from 'vitest';
import type { MsalSettings } from '../auth/msal-settings.ts';
import { GRAPH_BASE as base, graphStandIn } from '../file-manager/services/graph-stand-in.ts';
import type { PutBytes } from '../file-manager/services/uploads.ts';
import type { LibraryPage } from './file-library.ts';
import { $fileManager, $folder } from './file-listing.ts';
import { type LibraryConnection, openLibrary, replaceFileManagerServices } from './file-manager.ts';

export const library = { siteId: 'site', rootParentId: 'ROOT', hubspot: 1001, libraryUploadId: 'UP' };
export const page = '/apps/file-manager';

interface Item {
  id: string;
  name: string;
  folder?: { childCount: number };
  file?: object;
  parentReference?: { id: string };
}

/** The library: folders by id, each with its children (Graph answers 200 at a time). */
export function libraryTree(): Record<string, Item[]> {
  return {
    ROOT: [
      { id: 'F2', name: 'Reports', folder: { childCount: 0 } },
      { id: 'P', name: 'PORTAL', folder: { childCount: 1 } },
      { id: 'D1', name: 'notes.txt', file: {} },
      { id: 'F1', name: 'Contracts', folder: { childCount: 251 } },
      { id: 'UP', name: 'Client uploads', folder: { childCount: 0 } },
    ],
    F1: [
      { id: 'Y24', name: '2024', folder: { childCount: 1 }, parentReference: { id: 'F1' } },
      ...Array.from({ length: 250 }, (_, i) => ({ id: `C${i}`, name: `c${String(i).padStart(3, '0')}.pdf`, file: {} })),
    ],
    Y24: [{ id: 'L1', name: 'lease.pdf', file: {} }],
    UP: [],
    F2: [],
  };
}

/**
 * A folder's refusal: a status for every call, or one per call in turn (0: answered). A 429 says
 * Retry-After 2 s, as Graph does.
 */
export type Failures = Record<string, number | number[]>;

/** Graph's stand-in: lists children page by page and answers for single items (the trail of a link). */
export function fakeGraph(tree: Record<string, Item[]>, failures: Failures = {}) {
  const parents: Record<string, string> = { F1: 'ROOT', F2: 'ROOT', UP: 'ROOT', Y24: 'F1' };
  const requests: string[] = [];
  const graph = graphStandIn(({ method, url }) => {
    if (method === 'DELETE') {
      const id = decodeURIComponent(/items\/([^/]+)$/.exec(url.pathname)?.[1] ?? '');
      requests.push(`DELETE ${id}`);
      for (const children of Object.values(tree)) {
        const index = children.findIndex((item) => item.id === id);
        if (index >= 0) children.splice(index, 1);
      }
      return new Response(null, { status: 204 });
    }
    requests.push(decodeURIComponent(url.pathname.replace('/v1.0/sites/site/drive/', '')));
    if (/\/content$/.test(url.pathname)) return new Response('the bytes');
    if (/\/search\(/.test(url.pathname)) {
      const q = /q='([^']*)'/.exec(decodeURIComponent(url.pathname))?.[1] ?? '';
      const found = [
        {
          id: 'L1',
          name: 'lease.pdf',
          file: {},
          parentReference: { id: 'Y24', path: '/drive/root:/Contracts/2024' },
        },
        { id: 'P1', name: 'lease-logo.png', file: {}, parentReference: { id: 'P', path: '/drive/root:/PORTAL' } },
        {
          id: 'F1',
          name: 'Contracts',
          folder: { childCount: 251 },
          parentReference: { id: 'ROOT', path: '/drive/root:' },
        },
      ];
      return Response.json({ value: found.filter((item) => item.name.includes(q)) });
    }
    const children =
      /items\/([^/]+)\/children/.exec(url.pathname)?.[1] ?? (/root\/children/.test(url.pathname) && 'ROOT');
    const id = children || (/items\/([^/]+)$/.exec(url.pathname)?.[1] ?? '');
    const failure = failures[id];
    const status = Array.isArray(failure) ? failure.shift() : failure;
    if (status === 429)
      return Response.json(
        { error: { code: 'TooManyRequests', message: 'busy' } },
        { status, headers: { 'Retry-After': '2' } },
      );
    if (status) return Response.json({ error: { code: 'accessDenied', message: 'denied' } }, { status });
    if (!children) {
      const all = Object.values(tree).flat();
      const item = all.find((entry) => entry.id === id);
      if (!item) return Response.json({ error: { code: 'itemNotFound', message: 'gone' } }, { status: 404 });
      return Response.json({ ...item, parentReference: { id: parents[id] ?? '' } });
    }
    const all = tree[id] ?? [];
    const skip = Number(url.searchParams.get('skip') ?? 0);
    const value = all.slice(skip, skip + 200);
    const next =
      skip + 200 < all.length ? `${base}/sites/site/drive/items/${id}/children?skip=${skip + 200}` : undefined;
    return Response.json({ value, ...(next ? { '@odata.nextLink': next } : {}) });
  });
  return { graph, requests };
}

/** The upload folder takes every file at once. */
export function fakePut(tree: Record<string, Item[]>): PutBytes {
  return async (url, body, _headers, onProgress) => {
    const name = decodeURIComponent(/:\/([^/:]+):\/content/.exec(url)?.[1] ?? '');
    const item = { id: `NEW-${name}`, name, file: {} };
    tree['UP']?.push(item);
    onProgress(body.size);
    return { status: 201, body: item };
  };
}

/** The browser's page: its history's entries, the one shown, back and forward, leaving, downloads. */
export function fakePage(start: string) {
  const entries = [start];
  let index = 0;
  let listener: (() => unknown) | undefined;
  let leaving: (() => void) | undefined;
  const address = {
    entries,
    shown: () => entries[index],
    href: () => `https://portal.test${entries[index]}`,
    push: (url: string) => {
      entries.splice(index + 1, entries.length, url);
      index = entries.length - 1;
    },
    replace: (url: string) => {
      entries[index] = url;
    },
    onBackOrForward: (next: () => unknown) => {
      listener = next;
      return () => {
        listener = undefined;
      };
    },
    reloadPage: vi.fn(),
    assign: vi.fn(),
    save: vi.fn((_blob: Blob, _name: string) => {}),
    onLeave: (next: () => void) => {
      leaving = next;
      return () => {
        leaving = undefined;
      };
    },
    /** The page goes away (a reload, a link, the tab closed). */
    leave: () => leaving?.(),
    /** Whether the store still follows back and forward, and hears the page going. */
    listening: () => ({ history: listener !== undefined, leaving: leaving !== undefined }),
    back: async () => {
      index--;
      await listener?.();
    },
    forward: async () => {
      index++;
      await listener?.();
    },
  } satisfies LibraryPage & Record<string, unknown>;
  return address;
}

/**
 * Opens the library as the island does: something listens to `$fileManager` (the island's
 * `useStore`) and Graph is the stand-in. `stop` is the island going: the store closes itself once
 * nanostores' unmount delay has passed.
 */
export function showLibrary(
  url = page,
  {
    failures = {},
    foreignSite = false,
    connect,
  }: { failures?: Failures; foreignSite?: boolean; connect?: () => Promise<LibraryConnection> } = {},
) {
  const tree = libraryTree();
  const { graph, requests } = fakeGraph(tree, failures);
  const address = fakePage(url);
  const connection: LibraryConnection = { graph, authorization: async () => 'token', put: fakePut(tree) };
  replaceFileManagerServices({ connect: connect ?? (async () => connection) });
  const stop = $fileManager.listen(() => {});
  const opening = openLibrary({ library, foreignSite, msal: {} as MsalSettings, graphApi: base, page: address });
  return { opening, address, requests, tree, stop };
}

export const names = () => $folder.get().items.map((item) => item.name);
export const trail = () => $fileManager.get()?.breadcrumbs.map((crumb) => crumb.name);
export const itemNamed = (name: string) => $folder.get().items.find((item) => item.name === name) as never;
