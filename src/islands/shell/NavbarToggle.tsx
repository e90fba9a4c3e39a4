import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect, useState } from 'react';
import { LARGE_BREAKPOINT } from '@/constants.ts';
import { IconButton } from '@/design-system/components/icon-button/IconButton.tsx';
import { type IslandTexts, translatorOf } from '@/i18n/texts.ts';
import type { NavbarLayout } from '@/preferences/settings.ts';
import {
  $navbar,
  closeFoldedNavbar,
  closeMobileNavbar,
  followLayout,
  openFoldedNavbar,
  setNavbarFolded,
  toggleMobileNavbar,
  toggleNavbar,
} from '@/stores/navbar.ts';
import { $settings } from '@/stores/user-settings-state.ts';

export interface NavbarToggleProps {
  /** In the toolbar it opens/closes the navbar; in the navbar header it folds it or closes the mobile drawer. */
  placement: 'toolbar' | 'navbar';
  /**
   * The layout the server rendered. It holds until the panels start the settings store (they load
   * on first use); from then on the toggle follows `$settings`, so a layout chosen in the settings
   * panel applies without a reload.
   */
  layout: NavbarLayout;
  /** The `common` dictionary. */
  texts: IslandTexts;
  /**
   * The icons, rendered by the server and handed over as named slots: every shell page loads this
   * island, and this way it ships no icon code. The toolbar's toggle shows `menu`; the navbar's
   * `close` (phones), `fold` and `unfold`.
   */
  menu?: ReactNode;
  close?: ReactNode;
  fold?: ReactNode;
  unfold?: ReactNode;
}

const largeScreen = `(min-width: ${LARGE_BREAKPOINT}px)`;

function useIsLargeScreen(): boolean {
  const [large, setLarge] = useState(true);
  useEffect(() => {
    const query = window.matchMedia(largeScreen);
    const update = () => setLarge(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return large;
}

/**
 * Reflects the navbar store onto the shell element's data attributes (the shell's CSS reads
 * them), and wires the pointer and keyboard behaviour of the navbar itself.
 */
function useShellBinding(): void {
  useEffect(() => {
    const shell = document.getElementById('shell');
    const navbar = document.getElementById('navbar');
    const backdrop = document.getElementById('navbar-backdrop');
    const unsubscribe = $navbar.subscribe((state) => {
      if (!shell) return;
      shell.dataset['navbarOpen'] = String(state.open);
      shell.dataset['navbarMobileOpen'] = String(state.mobileOpen);
      shell.dataset['navbarFolded'] = String(state.folded);
      shell.dataset['navbarFoldedOpen'] = String(state.foldedOpen);
    });
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && $navbar.get().mobileOpen) {
        closeMobileNavbar();
        document.querySelector<HTMLElement>('[data-navbar-toggle="toolbar"]')?.focus();
      }
    };
    navbar?.addEventListener('mouseenter', openFoldedNavbar);
    navbar?.addEventListener('mouseleave', closeFoldedNavbar);
    backdrop?.addEventListener('click', closeMobileNavbar);
    document.addEventListener('keydown', onKey);
    return () => {
      unsubscribe();
      navbar?.removeEventListener('mouseenter', openFoldedNavbar);
      navbar?.removeEventListener('mouseleave', closeFoldedNavbar);
      backdrop?.removeEventListener('click', closeMobileNavbar);
      document.removeEventListener('keydown', onKey);
    };
  }, []);
}

export default function NavbarToggle({ placement, layout: rendered, texts, ...icons }: NavbarToggleProps) {
  const t = translatorOf(texts);
  const state = useStore($navbar);
  const layout = useStore($settings)?.layout ?? rendered;
  const navbarStyle = layout.config.navbar.style;
  const verticalLayout = layout.style === 'layout1';
  useEffect(() => followLayout(layout), [layout]);
  const large = useIsLargeScreen();
  useShellBinding();
  if (placement === 'navbar') {
    if (!large) {
      return (
        <IconButton label={t('common:closeNavigation')} variant="ghost" onClick={closeMobileNavbar}>
          {icons.close}
        </IconButton>
      );
    }
    // Only style-1 and style-2 fold (navbarFoldable); inlined so this island shares no chunk with the panels.
    if (navbarStyle !== 'style-1' && navbarStyle !== 'style-2') return null;
    return (
      <IconButton
        label={t(state.folded ? 'common:unfoldNavigation' : 'common:foldNavigation')}
        variant="ghost"
        aria-pressed={state.folded}
        onClick={() => setNavbarFolded(!state.folded)}
      >
        {state.folded ? icons.unfold : icons.fold}
      </IconButton>
    );
  }

  // Toolbar: the mobile drawer below the large breakpoint, otherwise fold or hide the vertical navbar.
  if (large && !verticalLayout) return null;
  const folds = navbarStyle === 'style-2';
  const expanded = large ? (folds ? !state.folded : state.open) : state.mobileOpen;
  const onClick = () => {
    // Asked at the click: a click held until hydration comes before the effect that sets `large`.
    if (!window.matchMedia(largeScreen).matches) toggleMobileNavbar();
    else if (folds) setNavbarFolded(!state.folded);
    else toggleNavbar();
  };
  return (
    <IconButton
      label={t('common:toggleNavigation')}
      variant="ghost"
      data-navbar-toggle="toolbar"
      aria-controls="navbar"
      aria-expanded={expanded}
      onClick={onClick}
    >
      {icons.menu}
    </IconButton>
  );
}
