import { atom } from 'nanostores';
import { FILE_MANAGER_PATH } from '@/file-manager/url.ts';

/** The last client chosen in the switch dialog: islands `listen` to react (clientSelected, docs/behaviour.md). */
export const $clientSelected = atom<{ clientId: string; changed: boolean } | undefined>(undefined);

/** Where the file manager keeps its trail for the tab (sessionStorage). */
export const BREADCRUMBS_KEY = 'portal.fileManager.breadcrumbs';

/** Switching to another client clears the file manager's breadcrumb trail (docs/behaviour.md). */
export function clientSelected(clientId: string, changed: boolean): void {
  if (changed) {
    try {
      sessionStorage.removeItem(BREADCRUMBS_KEY);
    } catch {
      // Storage may be unavailable (private mode); there is then no trail to clear.
    }
    // The file manager's URL names a folder of the old client's library: start at Home instead.
    if (window.location.pathname === FILE_MANAGER_PATH) window.history.replaceState(null, '', FILE_MANAGER_PATH);
  }
  $clientSelected.set({ clientId, changed });
}
