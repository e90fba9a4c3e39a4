/**
 * The contracts of the session's active client, read app-only from its library (decision 075) and
 * kept for a short while per site, so paging, sorting and filtering a register of thousands does
 * not list the library again on every click. One listing at a time per site; a failure is not kept.
 * A listing past its minute still answers (stale while the next is made) unless the library was
 * edited through the portal since, or it is older than REGISTER_STALE_MS.
 */
import type { PortalConfig } from '../../server/config.ts';
import { type LibrarySite, type ServerGraph, serverGraphOf } from '../../services/server-graph.ts';
import type { LibraryContract } from '../contract.ts';
import { contractsInScope, type RegisterScope, registerScopeOf } from '../vendor-scope.ts';
import { editMarksOf } from './edit-marks.ts';
import { followUpsOf, withFollowUps } from './follow-up.ts';

/** How long a listing is served before a request lists the library again. */
export const REGISTER_FRESH_MS = 60_000;
/**
 * How long a listing with no edit since may still answer at once while the next one is made behind
 * it: a library of thousands takes a second or more to list, and nobody should wait for it every
 * minute. Past this, a request waits for a listing of its own.
 */
export const REGISTER_STALE_MS = 10 * 60_000;

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
    staleMs = REGISTER_STALE_MS,
    now = Date.now,
    markOf = async () => '',
  }: {
    freshMs?: number;
    staleMs?: number;
    now?: () => number;
    /** The library's edit mark (edit-marks.ts): a listing kept under another mark is stale. */
    markOf?: (siteID: string) => Promise<string>;
  } = {},
): RegisterSource {
  const kept = new Map<string, Kept>();
  const listing = new Map<string, { mark: string; contracts: Promise<LibraryContract[]> }>();
  /** The listing under way for a site, or a new one: a listing started before the latest edit may miss it. */
  function listingOf(site: LibrarySite, mark: string): Promise<LibraryContract[]> {
    const pending = listing.get(site.siteID);
    if (pending && pending.mark === mark) return pending.contracts;
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
    listing.set(site.siteID, { mark, contracts });
    return contracts;
  }
  return {
    async contractsOf(site) {
      const mark = await markOf(site.siteID);
      const hit = kept.get(site.siteID);
      // A listing kept under another mark misses an edit: it never answers.
      const current = hit && hit.mark === mark ? hit : undefined;
      if (current && now() - current.at < freshMs) return current.contracts;
      const next = listingOf(site, mark);
      if (current && now() - current.at < staleMs) {
        // Its failure is the next request's to see (nothing is kept); this one has its answer.
        next.catch(() => undefined);
        return current.contracts;
      }
      return next;
    },
    forget(site) {
      kept.delete(site.siteID);
    },
  };
}

const sources = new WeakMap<object, RegisterSource>();

/**
 * The process's register source for a configuration (one cache, one app-only client), each
 * listing with the portal's follow-ups of the contracts laid over it (reminder recipients and
 * renewal decisions, follow-up.ts): read on every call, so a decision shows at once everywhere.
 */
export function registerSourceOf(config: PortalConfig): RegisterSource {
  let source = sources.get(config.serverGraph);
  if (!source) {
    const marks = editMarksOf(config);
    const listings = createRegisterSource(serverGraphOf(config), { markOf: marks.markOf });
    source = {
      async contractsOf(site) {
        const [contracts, followUps] = await Promise.all([
          listings.contractsOf(site),
          followUpsOf(config, site.siteID),
        ]);
        return withFollowUps(contracts, followUps);
      },
      forget: (site) => listings.forget(site),
    };
    sources.set(config.serverGraph, source);
  }
  return source;
}

/** The scope of this request's person (vendor-scope.ts): what of the register they see. */
export function requestScopeOf(locals: Pick<App.Locals, 'session' | 'roles'>): RegisterScope {
  return registerScopeOf(locals.session, locals.roles);
}

/** A client's contracts within a person's scope: what every reader of the register for a person calls. */
export async function contractsSeenBy(
  config: PortalConfig,
  client: LibrarySite,
  scope: RegisterScope,
): Promise<LibraryContract[]> {
  return contractsInScope(await registerSourceOf(config).contractsOf(client), scope);
}

/** One reading of the register for a page: its contracts, or what stopped them being read. */
export type RegisterRead = { contracts: LibraryContract[] } | { error: unknown };

/**
 * The register as a page reads it, once: every part of the page (the register, its widgets, who
 * has what) is drawn from this one reading, so they cannot disagree and the library's marks and
 * follow-ups are read once a page.
 */
export async function readRegister(
  config: PortalConfig,
  client: LibrarySite,
  scope: RegisterScope,
): Promise<RegisterRead> {
  try {
    return { contracts: await contractsSeenBy(config, client, scope) };
  } catch (error) {
    return { error };
  }
}
