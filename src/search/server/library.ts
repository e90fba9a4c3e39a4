import type { SessionClient } from '../../auth/server/session-store.ts';
import type { ContractEntry } from '../../contracts/contract.ts';
import { contractsInScope, type RegisterScope, registerScopeKey } from '../../contracts/vendor-scope.ts';
import { pathLabel } from '../../file-manager/listing.ts';
import { FILE_MANAGER_PATH } from '../../file-manager/url.ts';
import { ATTACHMENTS_FOLDER } from '../../rfp/events/attachments.ts';
import type { ServerGraph } from '../../services/server-graph.ts';
import type { SearchHit } from '../kinds.ts';
import { foldedWords, queryWords } from '../normalise.ts';
import type { DocumentSearch } from './engine.ts';
import type { IndexedSource } from './index-cache.ts';

/** A document of a client's library as Graph's search answers it. */
export interface LibraryDocument {
  id: string;
  name: string;
  /** The folder it is in (what the file manager opens); '' when Graph did not say. */
  parentId: string;
  /** The folder's path, shown under the name. */
  folderPath: string;
}

/**
 * What the search needs of a client's library, read by the server app-only (decision 075): its
 * contracts (parsed with src/contracts/contract.ts) and Graph's search of its documents. Kept
 * behind this small interface so the search does not depend on how the library is reached.
 */
export interface LibrarySearch {
  contracts(client: SessionClient): Promise<ContractEntry[]>;
  documents(
    client: SessionClient,
    query: string,
    options: { top: number; signal: AbortSignal },
  ): Promise<LibraryDocument[]>;
}

/** `/drive/root:/CONTRACT_LOCKER/2026` → `CONTRACT_LOCKER/2026`; the library's top → ''. */
export function folderPathOf(parentPath: string | null): string {
  const path = parentPath?.replace(/^\/drive\/root:?/, '').replace(/^\//, '') ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Whether a document is a vendor's RFP file: never a search result (the portal serves it sealed, decision 141). */
const isRfpFile = (folderPath: string) => folderPath.split('/')[0] === ATTACHMENTS_FOLDER;

/**
 * The library through the server's app-only Graph client: folders are not results, documents are,
 * but vendors' RFP files (which the app-only client sees).
 */
export function graphLibrary(graph: ServerGraph): LibrarySearch {
  return {
    contracts: (client) => graph.listContracts({ siteID: client.siteID }),
    documents: async (client, query, { top, signal }) =>
      (await graph.searchDrive({ siteID: client.siteID }, query, { top, signal }))
        .filter((hit) => !hit.isFolder)
        .map((hit) => ({
          id: hit.id,
          name: hit.name,
          parentId: hit.parentId ?? '',
          folderPath: folderPathOf(hit.parentPath),
        }))
        .filter((document) => !isRfpFile(document.folderPath)),
  };
}

/**
 * Contracts are edited in the person's name, from the browser, straight to Graph: the server does
 * not see the edit itself. An edit made in the portal changes the library's edit mark
 * (src/contracts/server/edit-marks.ts), which every instance reads; an edit made in SharePoint
 * shows when this much time has passed since the instance last listed the client's contracts, on
 * the next search (the kept index answers meanwhile).
 */
export const CONTRACTS_REFRESH_MS = 15_000;

/** Where a found contract opens: the contract locker, naming it. */
export function contractUrl(entry: ContractEntry): string {
  return `/apps/dashboards/contractlocker?${new URLSearchParams({ contract: entry.id })}`;
}

/** `editMark`: the library's edit mark; the index is built again when it changes. */
export function libraryContracts(
  library: LibrarySearch,
  client: SessionClient,
  scope: RegisterScope,
  now = Date.now,
  editMark: () => Promise<string> = async () => '',
): IndexedSource {
  return {
    // One index per client and scope: a vendor user's holds their organisation's contracts only.
    key: `contracts:${client.id}:${registerScopeKey(scope)}`,
    version: async () => `${Math.floor(now() / CONTRACTS_REFRESH_MS)}:${await editMark()}`,
    documents: async () =>
      contractsInScope(await library.contracts(client), scope).map((entry) => {
        const { vendor, title, category, owner } = entry.facts;
        return {
          id: `contract:${entry.id}`,
          kind: 'contracts' as const,
          title: title ?? entry.fileName ?? entry.id,
          // Vendor and title are what a person remembers; the rest helps tell two apart.
          text: [vendor, category, owner, entry.fileName].filter(Boolean).join(' · '),
          url: contractUrl(entry),
          // Two contracts of one vendor often share a title ("Vehicle lease"): the document's name tells them apart.
          detail: [vendor, category, entry.fileName].filter(Boolean).join(' · '),
        };
      }),
  };
}

/**
 * `t`: the person's language, in which a document's folders are said (`Contracts › Facilities`,
 * never the reserved folder's own name).
 */
export function libraryDocuments(
  library: LibrarySearch,
  client: SessionClient,
  t: (key: string) => string,
): DocumentSearch {
  return async (query, top, signal) => {
    const wanted = queryWords(query);
    const documents = await library.documents(client, wanted.join(' '), { top, signal });
    return documents.map((document): SearchHit => {
      const place = new URLSearchParams(document.parentId ? { folder: document.parentId } : {});
      place.set('item', document.id);
      return {
        id: `document:${document.id}`,
        kind: 'documents',
        title: document.name,
        url: `${FILE_MANAGER_PATH}?${place}`,
        excerpt: pathLabel(document.folderPath, t),
        // Graph matched by its own rules: the query's words that begin words of the name are marked.
        terms: foldedWords(document.name).filter((word) => wanted.some((part) => word.startsWith(part))),
      };
    });
  };
}
