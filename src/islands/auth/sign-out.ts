/**
 * `<sign-out>` (SignOut.astro, decision 091) signs out without React (decision 062): as soon as
 * the page runs, or once the person confirms when the page was opened from another site
 * (decision 070). The MSAL settings are its `data-msal`. When the server does not end the
 * session, the page says so and offers to try again (the session is still valid: leaving would
 * only look like a logout).
 */
import type { MsalSettings } from '../../auth/msal-settings.ts';
import { signOut } from '../../stores/sign-in.ts';

class SignOutElement extends HTMLElement {
  connectedCallback(): void {
    // Started once: the element stays for the page's life.
    const settings = JSON.parse(this.dataset['msal'] ?? 'null') as MsalSettings | null;
    const status = this.querySelector<HTMLElement>('[role="status"]');
    const confirm = this.querySelector<HTMLElement>('[data-logout-confirm]');
    const failed = this.querySelector<HTMLElement>('[data-logout-failed]');
    const run = () => {
      if (status) status.hidden = false;
      if (failed) failed.hidden = true;
      signOut(settings).catch(() => {
        if (status) status.hidden = true;
        if (failed) failed.hidden = false;
        failed?.querySelector('button')?.focus();
      });
    };
    failed?.querySelector('button')?.addEventListener('click', run);
    if (!confirm) run();
    else {
      confirm.querySelector('button')?.addEventListener('click', () => {
        confirm.remove();
        run();
      });
    }
  }
}

// Evaluated once per page, so defined once.
customElements.define('sign-out', SignOutElement);
