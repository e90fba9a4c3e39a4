/**
 * The active client's logo in the navbar, without React (decision 060): the server renders the
 * local fallback (or a hidden image when there is none) with what loading the Graph logo needs;
 * this shows the logo this browser kept for the client, or, when the active client changed since
 * it last did, loads it (MSAL then) once the page has loaded and the browser is idle, and falls
 * back again if the image does not load.
 */
import type { MsalSettings } from '../../auth/msal-settings.ts';
import type { LogoClient } from '../../clients/services/client-logo.ts';
import { $clientLogo, showActiveClientLogo } from '../../stores/client-logo.ts';

/** What Portal.astro writes into the image's `data-client-logo`. */
export interface ClientLogoData {
  client: LogoClient;
  /** The local fallback, '' when none. */
  fallbackUrl: string;
  msal: MsalSettings | undefined;
  graphApi: string;
}

/** After the page has loaded, once the browser has nothing more urgent to do. */
function whenIdle(task: () => void): void {
  const idle = () => (window.requestIdleCallback ? window.requestIdleCallback(() => task()) : setTimeout(task, 0));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

function show(image: HTMLImageElement, url: string): void {
  image.hidden = !url;
  if (url && image.getAttribute('src') !== url) image.src = url;
}

export function startClientLogo(): void {
  const image = document.querySelector<HTMLImageElement>('img[data-client-logo]');
  if (!image?.dataset['clientLogo']) return;
  const { client, fallbackUrl, msal, graphApi } = JSON.parse(image.dataset['clientLogo']) as ClientLogoData;
  let failed = false;
  image.addEventListener('error', () => {
    if (failed) {
      image.hidden = true;
      return;
    }
    failed = true;
    show(image, fallbackUrl);
  });
  $clientLogo.subscribe((logo) => show(image, !failed && logo?.url ? logo.url : fallbackUrl));
  void showActiveClientLogo(client, msal, graphApi, whenIdle);
}
