/**
 * The account button's photo before its island hydrates (decision 060): the account menu wakes
 * at the first touch, but the photo this browser kept at sign-in shows from the start. It is set
 * as a custom property on the island's element, outside what React hydrates, and drawn by CSS
 * (the account button's recipe, `data-profile-photo`); once hydrated, the avatar draws the same photo itself.
 */
import { keptProfilePhoto } from '../../stores/session.ts';

export function startProfilePhoto(): void {
  const island = document.querySelector('.user-menu-trigger[data-signed-in]')?.closest<HTMLElement>('astro-island');
  if (!island) return;
  const photo = keptProfilePhoto();
  if (!photo) return;
  island.style.setProperty('--profile-photo', `url(${JSON.stringify(photo)})`);
  island.dataset['profilePhoto'] = '';
}
