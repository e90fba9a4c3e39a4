/**
 * The file manager on a page (docs/behaviour.md): opens the client's library, sends uploads to its
 * upload folder, opens the folder and item the page's URL names, follows back and forward, and
 * sends a waiting delete as the page goes. It closes itself when nobody shows it any more: the last
 * listener of `$fileManager` gone (nanostores' `onMount`), the listings, the search and the
 * following stop and a waiting delete is sent.
 *
 * Its parts, each with one concern: file-library.ts (the open library, Graph's refusals and wait),
 * file-listing.ts (where the person is and the folder's rows), file-search.ts, file-changes.ts (new
 * folder, rename, the notice), file-deletes.ts (delete with Undo, and on leaving), file-organise.ts
 * (moves, versions), file-selection.ts, file-uploads.ts.
 */
import { onMount } from 'nanostores';
import type { MsalSettings } from '../auth/msal-settings.ts';
import { readQuery } from '../file-manager/search.ts';
import type { PutBytes } from '../file-manager/services/uploads.ts';
import { readSort } from '../file-manager/sort.ts';
import type { ClientLibrary } from '../file-manager/state.ts';
import { readPlace } from '../file-manager/url.ts';
import type { ApiClient } from '../services/http-client.ts';
import { $notice } from './file-changes.ts';
import { finishLeavingDeletes, sendDeleteNow } from './file-deletes.ts';
import { asDriveError, type LibraryPage, type OpenLibrary, openLibraryNow, setOpenLibrary } from './file-library.ts';
import { $fileManager, $folder, $sort, openPlace, reload, showPlace, stopListing } from './file-listing.ts';
import { runSearch, stopSearch } from './file-search.ts';
import { nameUploadFolder, sendUploadsTo } from './file-uploads.ts';

/** What the file manager needs from outside the page: Graph with the user's token, and a way to send bytes. */
export interface LibraryConnection {
  graph: ApiClient;
  /** The bearer of an upload's PUT, fresh when asked (after a 401). */
  authorization: (forceRefresh: boolean) => Promise<string>;
  put: PutBytes;
}

export interface FileManagerServices {
  /** Connects to Graph as the person. */
  connect(msal: MsalSettings, graphApi: string): Promise<LibraryConnection>;
}

/**
 * Graph with MSAL's access token, refreshed once on a 401 (docs/calls.md), and uploads over
 * XMLHttpRequest (for their progress). Loaded when the file manager opens, not with the page.
 */
const browserServices: FileManagerServices = {
  async connect(msal, graphApi) {
    const [{ graphClient }, { xhrPut }] = await Promise.all([
      import('../services/outside-clients.ts'),
      import('../file-manager/services/xhr-put.ts'),
    ]);
    const { graph, tokens } = graphClient(msal, graphApi);
    return { graph, authorization: (forceRefresh) => tokens('access', { forceRefresh }), put: xhrPut };
  },
};
let services = browserServices;

/** For tests: the services the file manager uses (the browser's when called without). */
export function replaceFileManagerServices(replacement: FileManagerServices = browserServices): void {
  services = replacement;
}

export interface OpenLibraryOptions {
  library: ClientLibrary;
  /** The library is not the active client's (a link to another site): the URL keeps naming it. */
  foreignSite: boolean;
  msal: MsalSettings;
  graphApi: string;
  /** The page it is shown on (the island hands the browser's). */
  page: LibraryPage;
}

interface Following {
  session: OpenLibrary;
  stopHistory?: () => void;
  stopLeaving?: () => void;
}
let following: Following | undefined;

/**
 * Starts the file manager on the page: connects to the library, sends uploads to its upload
 * folder, opens the folder and item the page's URL names, and follows back and forward.
 */
export async function openLibrary(options: OpenLibraryOptions): Promise<void> {
  closeLibrary();
  const { library, foreignSite, page } = options;
  const session: OpenLibrary = { library, foreignSite, page };
  const follow: Following = { session };
  setOpenLibrary(session);
  following = follow;
  try {
    const connection = await services.connect(options.msal, options.graphApi);
    if (openLibraryNow() !== session) return;
    session.graph = connection.graph;
    session.authorization = connection.authorization;
    // A delete waiting for its Undo is what the person asked for: the page going does not cancel it.
    follow.stopLeaving = page.onLeave(sendDeleteNow);
    await finishLeavingDeletes(connection.graph, library.siteId);
    if (openLibraryNow() !== session) return;
    const uploadFolder = library.libraryUploadId;
    sendUploadsTo({
      ...connection,
      siteId: library.siteId,
      folderId: uploadFolder,
      // The new file shows in the upload folder, and in the count of its parent.
      onUploaded: () => {
        const inside = $fileManager.get()?.documentLibrary.currentParentId === uploadFolder;
        const listed = $folder.get().items.some((item) => item.id === uploadFolder);
        if (inside || listed) void reload();
      },
    });
    // The URL names the place on arrival and after back or forward; the URL is then tidied to
    // what opened (a folder that is gone leaves Home).
    const openAddressPlace = async () => {
      const { search } = new URL(page.href());
      $sort.set(readSort(search));
      const query = readQuery(search);
      if (query) void runSearch(query);
      else stopSearch();
      await openPlace(readPlace(search));
      showPlace('replace');
    };
    follow.stopHistory = page.onBackOrForward(openAddressPlace);
    await openAddressPlace();
    await nameUploadFolder();
  } catch (error) {
    // The code or the token did not load: nothing can be listed.
    if (openLibraryNow() === session) $folder.set({ status: 'failed', items: [], error: asDriveError(error) });
  }
}

/** The file manager leaves the page: it stops following the history and any listing. */
export function closeLibrary(): void {
  // A delete waiting for its Undo is what the person asked for: it is sent as the library goes.
  sendDeleteNow();
  $notice.set(undefined);
  following?.stopHistory?.();
  following?.stopLeaving?.();
  following = undefined;
  // The next page starts afresh, as a reload would (Graph's wait included).
  setOpenLibrary(undefined);
  stopListing();
  stopSearch();
}

// Nobody shows the file manager any more (its island is gone): it closes.
onMount($fileManager, () => closeLibrary);
