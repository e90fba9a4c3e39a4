import { map } from 'nanostores';

/** Navbar state of docs/data.md (open, mobileOpen, foldedOpen) plus whether the style-2 navbar is folded. */
export interface NavbarState {
  open: boolean;
  mobileOpen: boolean;
  foldedOpen: boolean;
  folded: boolean;
}

export const $navbar = map<NavbarState>({ open: true, mobileOpen: false, foldedOpen: false, folded: false });

export function toggleNavbar(): void {
  $navbar.setKey('open', !$navbar.get().open);
}

export function openMobileNavbar(): void {
  $navbar.setKey('mobileOpen', true);
}

export function closeMobileNavbar(): void {
  $navbar.setKey('mobileOpen', false);
}

export function toggleMobileNavbar(): void {
  $navbar.setKey('mobileOpen', !$navbar.get().mobileOpen);
}

export function setNavbarFolded(folded: boolean): void {
  $navbar.set({ ...$navbar.get(), folded, foldedOpen: false });
}

/** A folded navbar opens while the pointer is over it (docs/behaviour.md). */
export function openFoldedNavbar(): void {
  if ($navbar.get().folded) $navbar.setKey('foldedOpen', true);
}

export function closeFoldedNavbar(): void {
  $navbar.setKey('foldedOpen', false);
}
