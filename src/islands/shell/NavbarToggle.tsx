import { useStore } from '@nanostores/react';
import { Menu, PanelLeftClose, PanelLeftOpen, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { LARGE_BREAKPOINT } from '@/constants.ts';
import { IconButton } from '@/design-system/components/icon-button/IconButton.tsx';
import type { NavbarStyle } from '@/preferences/navbar-style.ts';
import {
  $navbar,
  closeFoldedNavbar,
  closeMobileNavbar,
  openFoldedNavbar,
  setNavbarFolded,
  toggleMobileNavbar,
  toggleNavbar,
} from '@/stores/navbar.ts';

export interface NavbarToggleProps {
  /** In the toolbar it opens/closes the navbar; in the navbar header it folds it or closes the mobile drawer. */
  placement: 'toolbar' | 'navbar';
  /** The navbar style of the current settings; style-2 folds instead of closing. */
  navbarStyle: NavbarStyle;
  initiallyFolded: boolean;
  /** Whether the layout has a vertical navbar on large screens (layout1) or only the mobile drawer. */
  verticalLayout: boolean;
  labels: { toggle: string; open: string; close: string; fold: string; unfold: string };
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
function useShellBinding(initiallyFolded: boolean): void {
  useEffect(() => {
    if (initiallyFolded !== $navbar.get().folded) setNavbarFolded(initiallyFolded);
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
  }, [initiallyFolded]);
}

export default function NavbarToggle({ placement, initiallyFolded, labels, ...initial }: NavbarToggleProps) {
  const state = useStore($navbar);
  // The settings panel can change the layout without a reload: it says so with 'portal:layout'.
  const [live, setLive] = useState<{ navbarStyle: NavbarStyle; vertical: boolean }>();
  useEffect(() => {
    const onLayout = (event: Event) => {
      const detail = (event as CustomEvent<{ navbarStyle: NavbarStyle; vertical: boolean; folded: boolean }>).detail;
      setLive(detail);
      setNavbarFolded(detail.folded);
    };
    window.addEventListener('portal:layout', onLayout);
    return () => window.removeEventListener('portal:layout', onLayout);
  }, []);
  const navbarStyle = live?.navbarStyle ?? initial.navbarStyle;
  const verticalLayout = live?.vertical ?? initial.verticalLayout;
  const large = useIsLargeScreen();
  useShellBinding(initiallyFolded);
  if (placement === 'navbar') {
    if (!large) {
      return (
        <IconButton label={labels.close} variant="ghost" onClick={closeMobileNavbar}>
          <X aria-hidden="true" />
        </IconButton>
      );
    }
    // Only style-1 and style-2 fold (navbarFoldable); inlined so this island shares no chunk with the panels.
    if (navbarStyle !== 'style-1' && navbarStyle !== 'style-2') return null;
    return (
      <IconButton
        label={state.folded ? labels.unfold : labels.fold}
        variant="ghost"
        aria-pressed={state.folded}
        onClick={() => setNavbarFolded(!state.folded)}
      >
        {state.folded ? <PanelLeftOpen aria-hidden="true" /> : <PanelLeftClose aria-hidden="true" />}
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
      label={labels.toggle}
      variant="ghost"
      data-navbar-toggle="toolbar"
      aria-controls="navbar"
      aria-expanded={expanded}
      onClick={onClick}
    >
      <Menu aria-hidden="true" />
    </IconButton>
  );
}
