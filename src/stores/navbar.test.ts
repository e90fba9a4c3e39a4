import { beforeEach, describe, expect, it } from 'vitest';
import { layoutDefaults } from '../preferences/layouts.ts';
import type { NavbarStyle } from '../preferences/navbar-style.ts';
import type { Settings } from '../preferences/settings.ts';
import {
  $navbar,
  closeFoldedNavbar,
  closeMobileNavbar,
  followLayout,
  openFoldedNavbar,
  setNavbarFolded,
  toggleMobileNavbar,
  toggleNavbar,
} from './navbar.ts';

const layout = (style: Settings['layout']['style'], navbarStyle: NavbarStyle = 'style-1'): Settings['layout'] => ({
  style,
  config: { ...layoutDefaults[style], navbar: { ...layoutDefaults[style].navbar, style: navbarStyle } },
});

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

  it('toggles and closes the mobile navbar', () => {
    toggleMobileNavbar();
    expect($navbar.get().mobileOpen).toBe(true);
    closeMobileNavbar();
    expect($navbar.get().mobileOpen).toBe(false);
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

  it('tells its listeners nothing when a change changes nothing', () => {
    const seen: unknown[] = [];
    const stop = $navbar.listen((state) => seen.push(state));
    closeMobileNavbar();
    closeFoldedNavbar();
    toggleNavbar();
    stop();
    expect(seen).toEqual([{ open: false, mobileOpen: false, foldedOpen: false, folded: false }]);
  });

  it('folds as the layout says when it starts and when the layout or navbar style changes, not otherwise', () => {
    followLayout(layout('layout1', 'style-2'));
    expect($navbar.get().folded).toBe(true);
    // The person unfolds it; a change of other settings (same layout and style) keeps that.
    setNavbarFolded(false);
    const boxed: Settings['layout'] = {
      ...layout('layout1', 'style-2'),
      config: { ...layout('layout1', 'style-2').config, mode: 'boxed' },
    };
    followLayout(boxed);
    expect($navbar.get().folded).toBe(false);
    followLayout(layout('layout1', 'style-1'));
    expect($navbar.get().folded).toBe(false);
    setNavbarFolded(true);
    followLayout(layout('layout2'));
    expect($navbar.get().folded).toBe(false);
  });
});
