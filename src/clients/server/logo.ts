import { createHash } from 'node:crypto';
import type { PortalConfig } from '../../server/config.ts';
import { logOf } from '../../server/log.ts';
import { type ServerGraph, serverGraphOf } from '../../services/server-graph.ts';
import type { LogoClient } from '../logo.ts';

/**
 * The clients' logos as the server reads them, app-only (decisions 075, 124): looked up once per
 * client and kept, so that no page and no browser needs MSAL or Graph for them. Before, a browser
 * that had not kept the active client's logo downloaded MSAL and Graph's client (82 KB gzip) on a
 * shell page to fetch it.
 */

/** The picture itself, as the portal serves it. */
export interface LogoImage {
  bytes: Buffer;
  contentType: string;
  /** A strong validator of the bytes, for `If-None-Match`. */
  etag: string;
}

/** A logo found is kept this long: a client changes its logo rarely, and a switch or the next hour shows the new one. */
export const LOGO_KEPT_MS = 60 * 60 * 1000;
/** No logo, or Graph failing: asked again after this, so a logo put in place or a Graph back shows soon. */
export const NO_LOGO_KEPT_MS = 5 * 60 * 1000;
/** A thumbnail larger than this is not a navbar logo: refused rather than held in memory. */
const MAX_LOGO_BYTES = 2 * 1024 * 1024;
/** Clients kept at once (a portal serves tens); the oldest goes first past it. */
const MAX_KEPT = 500;
/** Graph or its thumbnail host that does not answer within this leaves the navbar with the fallback. */
const LOOKUP_TIMEOUT_MS = 10_000;

interface Kept {
  image: Promise<LogoImage | undefined>;
  until: number;
  /** Set once the lookup has settled: whether it found a picture. */
  found?: boolean;
}

export interface LogoSource {
  logoThumbnail: ServerGraph['logoThumbnail'];
  /** Downloads the thumbnail's pre-authenticated address (no token goes with it). */
  download: (url: string, signal: AbortSignal) => Promise<Response>;
}

export interface ClientLogos {
  /** The client's logo from its library; undefined when it has none or Graph failed (then: the fallback). */
  imageOf(client: LogoClient): Promise<LogoImage | undefined>;
  /** Starts the lookup without waiting for it (a page whose navbar will ask for it soon). */
  warm(client: LogoClient): void;
  /**
   * Whether the client is known, without waiting, to have no logo in its library (no site, or a
   * kept lookup that found none): a page then shows the fallback or the initials at once.
   */
  knownToHaveNone(client: LogoClient): boolean;
}

export function clientLogos(
  source: LogoSource,
  { now = Date.now, onFailure = (_error: unknown) => {} } = {},
): ClientLogos {
  const kept = new Map<string, Kept>();

  async function lookUp(siteID: string): Promise<LogoImage | undefined> {
    const signal = AbortSignal.timeout(LOOKUP_TIMEOUT_MS);
    const thumbnail = await source.logoThumbnail({ siteID }, { signal });
    if (!thumbnail) return undefined;
    const response = await source.download(thumbnail.url, signal);
    const contentType = response.headers.get('content-type') ?? '';
    if (!response.ok || !contentType.startsWith('image/')) {
      await response.body?.cancel();
      throw new Error(`The logo's thumbnail answered ${response.status} ${contentType}`);
    }
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length > MAX_LOGO_BYTES) throw new Error(`The logo's thumbnail is ${bytes.length} bytes`);
    const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
    return { bytes, contentType, etag };
  }

  function imageOf(client: LogoClient): Promise<LogoImage | undefined> {
    // A client without a site has no library to look in (docs/errors.md: Missing required data).
    if (!client.siteID) return Promise.resolve(undefined);
    const known = kept.get(client.siteID);
    if (known && now() < known.until) return known.image;
    const entry: Kept = { image: Promise.resolve(undefined), until: Number.POSITIVE_INFINITY };
    // One lookup per client however many ask meanwhile; kept from the moment it settles.
    entry.image = lookUp(client.siteID).then(
      (image) => {
        entry.until = now() + (image ? LOGO_KEPT_MS : NO_LOGO_KEPT_MS);
        entry.found = image !== undefined;
        return image;
      },
      (error: unknown) => {
        onFailure(error);
        entry.until = now() + NO_LOGO_KEPT_MS;
        entry.found = false;
        return undefined;
      },
    );
    kept.delete(client.siteID);
    kept.set(client.siteID, entry);
    if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value as string);
    return entry.image;
  }

  return {
    imageOf,
    warm(client) {
      void imageOf(client);
    },
    knownToHaveNone(client) {
      if (!client.siteID) return true;
      const known = kept.get(client.siteID);
      return known?.found === false && now() < known.until;
    },
  };
}

const made = new WeakMap<PortalConfig, ClientLogos>();

/** The process's logos for a configuration, read with its app-only Graph client. */
export function clientLogosOf(config: PortalConfig): ClientLogos {
  let logos = made.get(config);
  if (!logos) {
    const graph = serverGraphOf(config);
    logos = clientLogos(
      {
        logoThumbnail: (site, options) => graph.logoThumbnail(site, options),
        download: (url, signal) => fetch(url, { signal, redirect: 'follow' }),
      },
      {
        onFailure: (error) =>
          logOf(config).warn(
            { reason: error instanceof Error ? error.message : String(error) },
            'Client logo not read from the library; the fallback is shown',
          ),
      },
    );
    made.set(config, logos);
  }
  return logos;
}
