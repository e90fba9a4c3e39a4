/**
 * The active client's logo in the navbar (docs/behaviour.md, client switching): kept by this
 * browser per client, loaded from Graph when the active client changed. Apart from switching
 * (clients.ts), which every page does not need (decision 047).
 */
import { atom } from 'nanostores';
import type { MsalSettings } from '../auth/msal-settings.ts';
import type { ClientLogo, LogoClient } from '../clients/services/client-logo.ts';
import * as logos from '../clients/services/client-logo.ts';

export interface LogoServices {
  /** Loads a client's logo from Graph with the person's token (MSAL downloaded only then). */
  loadLogo: (client: LogoClient, msal: MsalSettings, graphApi: string) => Promise<ClientLogo>;
}

const browserServices: LogoServices = {
  async loadLogo(client, msal, graphApi) {
    const { graphClient } = await import('../services/outside-clients.ts');
    return logos.loadClientLogo(graphClient(msal, graphApi).graph, client);
  },
};
let services = browserServices;

/** For tests: the services the actions use (the browser's when called without). */
export function replaceLogoServices(replacement: LogoServices = browserServices): void {
  services = replacement;
}

/** Where this page loads logos from (MSAL's settings and Graph), once its navbar has a logo to show. */
const $logoSource = atom<{ msal: MsalSettings; graphApi: string } | undefined>(undefined);

/** The active client's logo as the navbar shows it; undefined until known. */
export const $clientLogo = atom<ClientLogo | undefined>(undefined);

/** Runs `load` now; a page passes its own scheduler (once the browser is idle). */
const now = (load: () => void) => load();

/**
 * The active client's logo: the one this browser loaded for it, shown at once; loaded again from
 * Graph when the active client changed since the last load — however it changed (switch dialog or
 * deep link), since every one of them renders the next page for the new client. That load waits
 * for `loadWhen` (the page: until the browser is idle), so MSAL never weighs on a page's start;
 * sign-in loads the logo ahead (`keepClientLogo`), so the first pages after it need none.
 */
export async function showActiveClientLogo(
  client: LogoClient,
  msal: MsalSettings | undefined,
  graphApi: string,
  loadWhen: (load: () => void) => void = now,
): Promise<void> {
  const stored = logos.storedClientLogo(client.id);
  $clientLogo.set(stored);
  if (msal) $logoSource.set({ msal, graphApi });
  if ((stored && logos.lastLogoClient() === client.id) || !msal) return;
  await new Promise<void>((resolve) => loadWhen(resolve));
  await keepClientLogo(client, msal, graphApi);
}

/** Loads a client's logo from Graph and keeps it in this browser (at sign-in, while MSAL is on the page anyway). */
export async function keepClientLogo(client: LogoClient, msal: MsalSettings, graphApi: string): Promise<void> {
  try {
    const logo = await services.loadLogo(client, msal, graphApi);
    $clientLogo.set(logo);
    // The local fallback means Graph did not answer with a logo: keep nothing, so the next page
    // asks again instead of showing the fallback for as long as the client stays active.
    if (logo.url !== logos.fallbackLogo(client).url) logos.storeClientLogo(client.id, logo);
  } catch {
    // The navbar keeps the stored or the local fallback logo.
  }
}

/**
 * After a switch, before the page is shown again for the new client: its logo, loaded with what
 * this page's navbar loads logos with (MSAL comes with the switch a person asked for, not with a
 * page). Nothing on a page without a navbar logo.
 */
export async function keepSwitchedClientLogo(client: LogoClient): Promise<void> {
  const source = $logoSource.get();
  if (source) await keepClientLogo(client, source.msal, source.graphApi);
}
