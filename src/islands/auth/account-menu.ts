/**
 * `<account-menu>` holds the account menu's `client:interaction` island (AccountMenu.astro) and
 * shows the photo this browser kept at sign-in before the island hydrates (decisions 060 and 080):
 * the menu wakes at the first touch, but the photo shows from the start. It is set as a custom
 * property on this element, outside what React hydrates, and drawn by CSS (the account button's
 * recipe, `data-profile-photo`); once hydrated, the avatar draws the same photo itself.
 */
import { keptProfilePhoto } from '../../stores/session.ts';

class AccountMenu extends HTMLElement {
  connectedCallback(): void {
    if (!this.querySelector('.user-menu-trigger[data-signed-in]')) return;
    const photo = keptProfilePhoto();
    if (!photo) return;
    this.style.setProperty('--profile-photo', `url(${JSON.stringify(photo)})`);
    this.dataset['profilePhoto'] = '';
  }
}

// Evaluated once per page, so defined once.
customElements.define('account-menu', AccountMenu);
