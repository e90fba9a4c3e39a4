/**
 * The contracts of the session's active client, read app-only from its library (decision 075) and
 * kept for a short while per site, so paging, sorting and filtering a register of thousands does
 * not list the library again on every click. One listing at a time per site; a failure is not kept.
 */
import type { PortalConfig } from '../../server/config.ts';
import {
  type LibraryContract,
  type LibrarySite,
  type ServerGraph,
  serverGraphOf,
} from '../../services/server-graph.ts';

/** How long a listing is served before the next request lists the library again. */
export const REGISTER_FRESH_MS = 60_000;

interface Kept {
  contracts: LibraryContract[];
  at: number;
}

export interface RegisterSource {
  contractsOf(site: LibrarySite): Promise<LibraryContract[]>;
  /** After an edit: the next request lists the library again. */
  forget(site: LibrarySite): void;
}

export function createRegisterSource(
  graph: Pick<ServerGraph, 'listContracts'>,
  { freshMs = REGISTER_FRESH_MS, now = Date.now }: { freshMs?: number; now?: () => number } = {},
): RegisterSource {
  const kept = new Map<string, Kept>();
  const listing = new Map<string, Promise<LibraryContract[]>>();
  return {
    contractsOf(site) {
      const hit = kept.get(site.siteID);
      if (hit && now() - hit.at < freshMs) return Promise.resolve(hit.contracts);
      let pending = listing.get(site.siteID);
      if (!pending) {
        const started = now();
        pending = graph
          .listContracts(site)
          .then((contracts) => {
            kept.set(site.siteID, { contracts, at: started });
            return contracts;
          })
          .finally(() => listing.delete(site.siteID));
        listing.set(site.siteID, pending);
      }
      return pending;
    },
    forget(site) {
      kept.delete(site.siteID);
    },
  };
}

const sources = new WeakMap<object, RegisterSource>();

/** The process's register source for a configuration (one cache, one app-only client). */
export function registerSourceOf(config: PortalConfig): RegisterSource {
  let source = sources.get(config.serverGraph);
  if (!source) {
    source = createRegisterSource(serverGraphOf(config));
    sources.set(config.serverGraph, source);
  }
  return source;
}
