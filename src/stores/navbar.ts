import { atom } from 'nanostores';
import { navbarStartsFolded } from '../preferences/navbar-style.ts';
import type { NavbarLayout } from '../preferences/settings.ts';

/** Navbar state of docs/data.md (open, mobileOpen, foldedOpen) plus whether the style-2 navbar is folded. */
export interface NavbarState {
  open: boolean;
  mobileOpen: boolean;
  foldedOpen: boolean;
  folded: boolean;
}

// An atom, not a map: every shell page loads this store, and a map's code would come with it.
export const $navbar = atom<NavbarState>({ open: true, mobileOpen: false, foldedOpen: false, folded: false });

/** Sets some of the state; like a map's setKey, it tells no one when nothing changes. */
function change(next: Partial<NavbarState>): void {
  const current = $navbar.get();
  const keys = Object.keys(next) as (keyof NavbarState)[];
  if (keys.some((key) => next[key] !== current[key])) $navbar.set({ ...current, ...next });
}

export function toggleNavbar(): void {
  change({ open: !$navbar.get().open });
}

export function closeMobileNavbar(): void {
  change({ mobileOpen: false });
}

export function toggleMobileNavbar(): void {
  change({ mobileOpen: !$navbar.get().mobileOpen });
}

export function setNavbarFolded(folded: boolean): void {
  change({ folded, foldedOpen: false });
}

/** A folded navbar opens while the pointer is over it (docs/behaviour.md). */
export function openFoldedNavbar(): void {
  if ($navbar.get().folded) change({ foldedOpen: true });
}

export function closeFoldedNavbar(): void {
  change({ foldedOpen: false });
}

let followedLayout: string | undefined;

/**
 * The navbar folds as its layout says (navbar style-2 starts folded): when the page starts and
 * whenever the layout or the navbar style changes, but not when other settings change.
 */
export function followLayout({ style, config }: NavbarLayout): void {
  const layout = `${style}/${config.navbar.style}`;
  if (layout === followedLayout) return;
  followedLayout = layout;
  setNavbarFolded(navbarStartsFolded(config));
}
