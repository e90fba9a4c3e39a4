/**
 * The browser's page as the stores reach it: a store never touches the page itself (decision 147);
 * its services object holds what it needs of the page, with these as the browser's, and its tests
 * replace them. The file manager's page is handed in by its island instead (islands/file-manager/library-page.ts).
 */
export const browserPage = {
  /** The page's path. */
  path: (): string => window.location.pathname,
  /** Writes the address in place (no new history entry). */
  replaceAddress: (url: string): void => window.history.replaceState(null, '', url),
  /** Loads the page again. */
  reload: (): void => window.location.reload(),
  /** Goes to another page. */
  navigate: (url: string): void => window.location.assign(url),
  /** Calls `listener` when the tab is shown again or hidden; returns what stops it. */
  onVisibilityChange(listener: () => void): () => void {
    // A store read while the server renders the page is watched there too: there is no tab to hear.
    if (typeof document === 'undefined') return () => undefined;
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
  /** A number the server wrote in the page (the `attribute` of the first element that has it); 0 without one. */
  renderedNumber(attribute: string): number {
    if (typeof document === 'undefined') return 0;
    return Number(document.querySelector(`[${attribute}]`)?.getAttribute(attribute)) || 0;
  },
};
