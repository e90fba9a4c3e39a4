import { z } from 'zod';
import type { SessionClient } from '../../auth/server/session-store.ts';
import type { ContractEntry } from '../../contracts/contract.ts';
import { FILE_MANAGER_PATH } from '../../file-manager/url.ts';
import { collectionOf, type StorageConfig } from '../../server/storage/storage.ts';
import type { SearchHit } from '../kinds.ts';
import { foldedWords, queryWords } from '../normalise.ts';
import type { DocumentSearch } from './engine.ts';
import type { IndexedSource } from './index-cache.ts';

/** A document of a client's library as Graph's search answers it. */
export interface LibraryDocument {
  id: string;
  name: string;
  /** The folder it is in (what the file manager opens). */
  parentId: string;
  /** The folder's path, shown under the name. */
  folderPath: string;
}

/**
 * What the search needs of a client's library, read by the server app-only: its contracts (parsed
 * with src/contracts/contract.ts) and Graph's search of its documents. Kept behind this small
 * interface so the search does not depend on how the library is reached.
 */
export interface LibrarySearch {
  contracts(client: SessionClient): Promise<ContractEntry[]>;
  documents(
    client: SessionClient,
    query: string,
    options: { top: number; signal: AbortSignal },
  ): Promise<LibraryDocument[]>;
  /** Where a contract's details open. */
  contractUrl(entry: ContractEntry): string;
}

/**
 * Contract edits made through the portal bump the client's contracts version in the shared
 * storage, so every instance indexes them again within a check interval. Edits made in SharePoint
 * itself are found when the time bucket turns (CONTRACTS_REFRESH_MS).
 */
const versions = () => ({ prefix: 'search-version', schema: z.number().int().min(0) });
export const CONTRACTS_REFRESH_MS = 60_000;

function contractsVersionKey(client: SessionClient): string {
  return `contracts:${client.id}`;
}

/** Says the client's contracts changed: every instance's index follows within seconds. */
export async function contractsChanged(config: StorageConfig, client: Pick<SessionClient, 'id'>): Promise<void> {
  await collectionOf(config, versions()).update(
    contractsVersionKey(client as SessionClient),
    (count) => (count ?? 0) + 1,
  );
}

export function libraryContracts(config: StorageConfig, library: LibrarySearch, client: SessionClient): IndexedSource {
  return {
    key: `contracts:${client.id}`,
    version: async () => {
      const changes = (await collectionOf(config, versions()).get(contractsVersionKey(client))) ?? 0;
      return `${changes}:${Math.floor(Date.now() / CONTRACTS_REFRESH_MS)}`;
    },
    documents: async () =>
      (await library.contracts(client)).map((entry) => {
        const { vendor, title, category, owner } = entry.facts;
        return {
          id: `contract:${entry.id}`,
          kind: 'contracts' as const,
          title: title ?? entry.fileName ?? entry.id,
          text: [vendor, category, owner, entry.fileName].filter(Boolean).join(' · '),
          url: library.contractUrl(entry),
          detail: [vendor, category].filter(Boolean).join(' · '),
        };
      }),
  };
}

export function libraryDocuments(library: LibrarySearch, client: SessionClient): DocumentSearch {
  return async (query, top, signal) => {
    const wanted = queryWords(query);
    const documents = await library.documents(client, wanted.join(' '), { top, signal });
    return documents.map(
      (document): SearchHit => ({
        id: `document:${document.id}`,
        kind: 'documents',
        title: document.name,
        url: `${FILE_MANAGER_PATH}?${new URLSearchParams({ folder: document.parentId, item: document.id })}`,
        excerpt: document.folderPath,
        // Graph matched by its own rules: the query's words that are in the name are marked.
        terms: foldedWords(document.name).filter((word) => wanted.some((part) => word.startsWith(part))),
      }),
    );
  };
}
