/**
 * The browser's page as the file manager's store uses it (stores/file-library.ts, LibraryPage):
 * its address and history, its going away (`pagehide`, decision 120), and downloads. The store
 * never touches the page itself; the island hands it this.
 */
import type { LibraryPage } from '../../stores/file-library.ts';

export const browserPage: LibraryPage = {
  href: () => window.location.href,
  push: (url) => window.history.pushState(null, '', url),
  replace: (url) => window.history.replaceState(null, '', url),
  onBackOrForward: (listener) => {
    const onPopState = () => void listener();
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  },
  reloadPage: () => window.location.reload(),
  assign: (url) => window.location.assign(url),
  onLeave: (listener) => {
    window.addEventListener('pagehide', listener);
    return () => window.removeEventListener('pagehide', listener);
  },
  save: (blob, name) => {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.click();
    // The browser reads the bytes for the download after the click returns; let it have them a while.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  },
};
