/**
 * `<portal-shell>`: the behaviour of the shell's frame (#shell), as every server-rendered part
 * gets behaviour (decision 080): a custom element beside the markup it drives, here the last
 * child of the frame (Portal.astro), which it drives as its parent. It starts the navbar
 * (navbar.ts) and the panel buttons (bootstrap.ts), then says the shell started, so that clicks
 * held before (scripts/held-events.ts) reach their buttons again.
 */
import { shellStartedEvent } from '../../scripts/held-events.ts';
import { startShellPanels } from './bootstrap.ts';
import { startNavbar } from './navbar.ts';

class PortalShell extends HTMLElement {
  // Started once: the frame and this element stay for the page's life.
  connectedCallback(): void {
    startNavbar(this.parentElement);
    startShellPanels();
    document.documentElement.dataset['shellStarted'] = '';
    document.dispatchEvent(new Event(shellStartedEvent));
  }
}

// Evaluated once per page, so defined once.
customElements.define('portal-shell', PortalShell);
