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
import { editMarksOf } from './edit-marks.ts';

/** How long a listing is served before the next request lists the library again. */
export const REGISTER_FRESH_MS = 60_000;

interface Kept {
  contracts: LibraryContract[];
  at: number;
  /** The library's edit mark when the listing started (edit-marks.ts). */
  mark: string;
}

export interface RegisterSource {
  contractsOf(site: LibrarySite): Promise<LibraryContract[]>;
  /** After an edit: the next request lists the library again. */
  forget(site: LibrarySite): void;
}

export function createRegisterSource(
  graph: Pick<ServerGraph, 'listContracts'>,
  {
    freshMs = REGISTER_FRESH_MS,
    now = Date.now,
    markOf = async () => '',
  }: {
    freshMs?: number;
    now?: () => number;
    /** The library's edit mark (edit-marks.ts): a listing kept under another mark is stale. */
    markOf?: (siteID: string) => Promise<string>;
  } = {},
): RegisterSource {
  const kept = new Map<string, Kept>();
  const listing = new Map<string, { mark: string; contracts: Promise<LibraryContract[]> }>();
  return {
    async contractsOf(site) {
      const mark = await markOf(site.siteID);
      const hit = kept.get(site.siteID);
      if (hit && hit.mark === mark && now() - hit.at < freshMs) return hit.contracts;
      let pending = listing.get(site.siteID);
      // A listing started before the latest edit may miss it: a request after the edit waits for its own.
      if (!pending || pending.mark !== mark) {
        const started = now();
        const contracts = graph
          .listContracts(site)
          .then((contracts) => {
            kept.set(site.siteID, { contracts, at: started, mark });
            return contracts;
          })
          .finally(() => {
            if (listing.get(site.siteID)?.contracts === contracts) listing.delete(site.siteID);
          });
        pending = { mark, contracts };
        listing.set(site.siteID, pending);
      }
      return pending.contracts;
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
    const marks = editMarksOf(config);
    source = createRegisterSource(serverGraphOf(config), { markOf: marks.markOf });
    sources.set(config.serverGraph, source);
  }
  return source;
}
