/**
 * Clients and projects in the browser (docs/behaviour.md, client switching): switching through the
 * portal API and the clientSelected signal other stores react to. The page shown again after a
 * switch has the new client's logo: the server renders it (decision 124).
 */
import { atom } from 'nanostores';
import { FILE_MANAGER_PATH } from '../file-manager/url.ts';
import { browserPage } from '../services/browser-page.ts';
import { portalApi } from '../services/portal-api.ts';

/** The last client chosen in the switch dialog: stores `listen` to react (clientSelected, docs/behaviour.md). */
export const $clientSelected = atom<{ clientId: string; changed: boolean } | undefined>(undefined);

/** Where the file manager keeps its trail for the tab (sessionStorage). */
export const BREADCRUMBS_KEY = 'portal.fileManager.breadcrumbs';

export type SwitchStatus = 'idle' | 'saving' | 'failed';
export const $clientSwitch = atom<{ status: SwitchStatus; error: unknown }>({ status: 'idle', error: undefined });

export interface ClientServices {
  switchClient: typeof portalApi.switchClient;
  /** Every page is rendered for the active client: after a switch the page is shown again. */
  reload: () => void;
  /** The page's path, and a new address for it in place. */
  path: () => string;
  replaceAddress: (url: string) => void;
}

const browserServices: ClientServices = {
  switchClient: portalApi.switchClient,
  reload: browserPage.reload,
  path: browserPage.path,
  replaceAddress: browserPage.replaceAddress,
};
let services = browserServices;

/** For tests and stories: some of the services the actions use (all the browser's again when called without). */
export function replaceClientServices(replacement: Partial<ClientServices> = browserServices): void {
  services = { ...browserServices, ...replacement };
}

/** Switching to another client clears the file manager's breadcrumb trail (docs/behaviour.md). */
function clientSelected(clientId: string, changed: boolean): void {
  if (changed) {
    try {
      sessionStorage.removeItem(BREADCRUMBS_KEY);
    } catch {
      // Storage may be unavailable (private mode); there is then no trail to clear.
    }
    // The file manager's URL names a folder of the old client's library: start at Home instead.
    if (services.path() === FILE_MANAGER_PATH) services.replaceAddress(FILE_MANAGER_PATH);
  }
  $clientSelected.set({ clientId, changed });
}

/** The switch dialog's Switch: store the choice on the server, then show the page for it. */
export async function switchClient(clientId: string, projects: readonly string[]): Promise<void> {
  $clientSwitch.set({ status: 'saving', error: undefined });
  try {
    const { changed } = await services.switchClient(clientId, projects);
    clientSelected(clientId, changed);
    services.reload();
  } catch (error) {
    $clientSwitch.set({ status: 'failed', error });
  }
}
