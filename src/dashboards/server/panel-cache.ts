/**
 * Rendered dashboard parts, kept between requests (decision 082): a widget's HTML depends on its
 * data, the language, the active client, the project or view the page shows and the range chosen,
 * never on the person, yet rendering it (React, charts) was most of a dashboard's render. Two
 * levels: a panel (a widget's body for one range) is keyed by what it shows, so each range's panel
 * is drawn once per client, project and language; a whole widget (its frame, whose range form
 * keeps the address's other parameters, around the panel) is keyed by the full address as well.
 * A key holds its data's version (`versionOf`): data that change (content reloaded) make new keys
 * and the old entries age out. Bounded, the least recently used entry going first, so odd
 * addresses cannot grow it. The shell's navbar is kept here too, under a key of its own (the
 * Portal layout names all it depends on; decision 150).
 */
export const PANEL_CACHE_ENTRIES = 2048;

/** The address parameters that choose what a dashboard shows (rather than a widget's range). */
const DASHBOARD_SCOPE_PARAMETERS: readonly string[] = ['project', 'view'];

const parts = new Map<string, Promise<string>>();

/** The part for `key`, rendered by `render` the first time only (a failed render is not kept). */
export function cachedPart(key: string, render: () => Promise<string>): Promise<string> {
  const part = parts.get(key);
  if (part !== undefined) {
    // Used again: now the most recent (a Map keeps insertion order).
    parts.delete(key);
    parts.set(key, part);
    return part;
  }
  const rendering = render();
  parts.set(key, rendering);
  // A failed render is forgotten (unless a newer one took its place meanwhile).
  rendering.catch(() => {
    if (parts.get(key) === rendering) parts.delete(key);
  });
  if (parts.size > PANEL_CACHE_ENTRIES) {
    const oldest = parts.keys().next().value;
    if (oldest !== undefined) parts.delete(oldest);
  }
  return rendering;
}

const versions = new WeakMap<object, number>();
let lastVersion = 0;

/** A number for this data object, the same for as long as it lives; another object gets another. */
export function versionOf(data: object): number {
  let version = versions.get(data);
  if (version === undefined) {
    lastVersion += 1;
    version = lastVersion;
    versions.set(data, version);
  }
  return version;
}

/** Whom and where a part is drawn for: the active client (none for a guest), the language, the page's address. */
export interface PartScope {
  client: string | undefined;
  locale: string;
  url: URL;
}

/**
 * The key of one dashboard part: `part` (a widget's id, plus its range for a panel) of `data` for
 * the scope's client, language and page. A panel (`address: 'scope'`) reads only the parameters
 * that choose the project or view; a whole widget (`address: 'full'`) every parameter, in any order.
 */
export function partKeyOf(scope: PartScope, data: object, part: string, address: 'scope' | 'full'): string {
  const parameters = [...scope.url.searchParams]
    .filter(([name]) => address === 'full' || DASHBOARD_SCOPE_PARAMETERS.includes(name))
    .sort(([a, av], [b, bv]) => a.localeCompare(b) || av.localeCompare(bv));
  const query = new URLSearchParams(parameters).toString();
  // JSON: no client id or part name can pass for two fields.
  return JSON.stringify([scope.client ?? '', scope.locale, `${scope.url.pathname}?${query}`, versionOf(data), part]);
}

/** For tests: forget every part. */
export function clearPanelCache(): void {
  parts.clear();
}

/** For tests and the benchmark's reading: how many parts are kept. */
export function panelCacheSize(): number {
  return parts.size;
}
