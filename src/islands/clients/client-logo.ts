/**
 * `<client-logo>`: the active client's logo in the navbar, without React (decisions 060 and 080):
 * ClientLogo.astro renders the local fallback (or a hidden image when there is none) inside it,
 * with what loading the Graph logo needs in `data-logo`; this shows the logo this browser kept for
 * the client, or, when the active client changed since it last did, loads it (MSAL then) once the
 * page has loaded and the browser is idle, and falls back again if the image does not load.
 */
import type { MsalSettings } from '../../auth/msal-settings.ts';
import type { LogoClient } from '../../clients/services/client-logo.ts';
import { $clientLogo, showActiveClientLogo } from '../../stores/client-logo.ts';

/** What ClientLogo.astro writes into the element's `data-logo`. */
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

class ClientLogoElement extends HTMLElement {
  connectedCallback(): void {
    const image = this.querySelector('img');
    // Started once: the element is never moved.
    if (!image || !this.dataset['logo']) return;
    const { client, fallbackUrl, msal, graphApi } = JSON.parse(this.dataset['logo']) as ClientLogoData;
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
}

// Evaluated once per page, so defined once.
customElements.define('client-logo', ClientLogoElement);
