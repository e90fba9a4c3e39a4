/**
 * Rendered widget panels, kept between requests: a panel's HTML depends only on the widget's data
 * (content entries, fixed for the life of the process), the language and the range, yet drawing
 * its charts was a third of a dashboard's render. Keyed by those; bounded, the oldest
 * entry going first, so odd addresses cannot grow it.
 */
export const PANEL_CACHE_ENTRIES = 512;

const panels = new Map<string, Promise<string>>();

/** The panel for `key`, rendered by `render` the first time only (a failed render is not kept). */
export function cachedPanel(key: string, render: () => Promise<string>): Promise<string> {
  let panel = panels.get(key);
  if (panel === undefined) {
    panel = render();
    panels.set(key, panel);
    panel.catch(() => panels.delete(key));
    if (panels.size > PANEL_CACHE_ENTRIES) {
      const oldest = panels.keys().next().value;
      if (oldest !== undefined) panels.delete(oldest);
    }
  }
  return panel;
}

/**
 * The part of a key every panel of a page shares: the language and the page's address without the
 * range choices (each widget adds its own range), so that `?view=` or `?project=` tell pages apart.
 */
export function pageKeyOf(locale: string, url: URL): string {
  const kept = [...url.searchParams].filter(([key]) => !key.endsWith('-range')).sort(([a], [b]) => a.localeCompare(b));
  return `${locale}|${url.pathname}?${new URLSearchParams(kept)}`;
}

/** For tests: forget every panel. */
export function clearPanelCache(): void {
  panels.clear();
}
