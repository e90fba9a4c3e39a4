import { atom } from 'nanostores';

/** The last client chosen in the switch dialog: islands `listen` to react (spec §4 clientSelected). */
export const $clientSelected = atom<{ clientId: string; changed: boolean } | undefined>(undefined);

const BREADCRUMBS_KEY = 'portal.fileManager.breadcrumbs';

/** Spec §4: switching to another client clears the file manager's breadcrumb trail. */
export function clientSelected(clientId: string, changed: boolean): void {
  if (changed) {
    try {
      sessionStorage.removeItem(BREADCRUMBS_KEY);
    } catch {
      // Storage may be unavailable (private mode); there is then no trail to clear.
    }
  }
  $clientSelected.set({ clientId, changed });
}
