import { beforeEach, describe, expect, it } from 'vitest';
import {
  $navbar,
  closeFoldedNavbar,
  closeMobileNavbar,
  openFoldedNavbar,
  openMobileNavbar,
  setNavbarFolded,
  toggleMobileNavbar,
  toggleNavbar,
} from './navbar.ts';

describe('the navbar store', () => {
  beforeEach(() => $navbar.set({ open: true, mobileOpen: false, foldedOpen: false, folded: false }));

  it('starts open, with the mobile navbar closed', () => {
    expect($navbar.get()).toEqual({ open: true, mobileOpen: false, foldedOpen: false, folded: false });
  });

  it('toggles open and closed', () => {
    toggleNavbar();
    expect($navbar.get().open).toBe(false);
    toggleNavbar();
    expect($navbar.get().open).toBe(true);
  });

  it('opens, closes and toggles the mobile navbar', () => {
    openMobileNavbar();
    expect($navbar.get().mobileOpen).toBe(true);
    closeMobileNavbar();
    expect($navbar.get().mobileOpen).toBe(false);
    toggleMobileNavbar();
    expect($navbar.get().mobileOpen).toBe(true);
  });

  it('opens a folded navbar on hover and closes it on leave', () => {
    setNavbarFolded(true);
    openFoldedNavbar();
    expect($navbar.get().foldedOpen).toBe(true);
    closeFoldedNavbar();
    expect($navbar.get().foldedOpen).toBe(false);
  });

  it('does not hover-open a navbar that is not folded', () => {
    openFoldedNavbar();
    expect($navbar.get().foldedOpen).toBe(false);
  });

  it('unfolding also ends a hover-open', () => {
    setNavbarFolded(true);
    openFoldedNavbar();
    setNavbarFolded(false);
    expect($navbar.get()).toMatchObject({ folded: false, foldedOpen: false });
  });
});
