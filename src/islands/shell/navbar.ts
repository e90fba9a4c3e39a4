/**
 * The navbar's behaviour on every shell page, without React (decisions 060 and 080): the server
 * renders the toggles (shell/parts/NavbarToggles.tsx) and CSS chooses which one shows;
 * `<portal-shell>` (portal-shell.ts) starts this, which reflects the navbar store onto #shell's
 * data attributes and the toggles' states, and wires the pointer and keyboard behaviour of the
 * navbar itself. A few hundred bytes instead of an island and React.
 */
import { LARGE_BREAKPOINT } from '../../constants.ts';
import type { NavbarStyle } from '../../preferences/navbar-style.ts';
import type { LayoutStyle, NavbarLayout } from '../../preferences/settings.ts';
import {
  $navbar,
  closeFoldedNavbar,
  closeMobileNavbar,
  followLayout,
  openFoldedNavbar,
  setNavbarFolded,
  toggleMobileNavbar,
  toggleNavbar,
} from '../../stores/navbar.ts';
import { $settings } from '../../stores/user-settings-state.ts';

const largeScreen = `(min-width: ${LARGE_BREAKPOINT}px)`;

function toggle(role: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-navbar-toggle="${role}"]`);
}

/** The layout the server rendered, from #shell's attributes (Portal.astro). */
function renderedLayout(shell: HTMLElement): NavbarLayout {
  return {
    style: shell.dataset['layout'] as LayoutStyle,
    config: {
      navbar: {
        style: shell.dataset['navbarStyle'] as NavbarStyle,
        folded: shell.dataset['navbarFolded'] === 'true',
        // Only the style and folding matter here; the rest is the settings panel's.
        display: shell.dataset['navbarDisplay'] !== 'false',
        position: shell.dataset['navbarPosition'] === 'right' ? 'right' : 'left',
      },
    },
  };
}

/** What the toolbar's toggle and the fold button say: from the state, the screen and the layout. */
function showState(shell: HTMLElement, large: boolean): void {
  const state = $navbar.get();
  const folds = shell.dataset['navbarStyle'] === 'style-2';
  const expanded = large ? (folds ? !state.folded : state.open) : state.mobileOpen;
  toggle('toolbar')?.setAttribute('aria-expanded', String(expanded));
  const fold = toggle('fold');
  if (fold) {
    const label = fold.dataset[state.folded ? 'labelFolded' : 'labelUnfolded'] ?? '';
    fold.setAttribute('aria-pressed', String(state.folded));
    fold.setAttribute('aria-label', label);
    const hint = fold.parentElement?.querySelector('[data-hint]');
    if (hint) hint.textContent = label;
  }
}

function onToggle(role: string | undefined): void {
  // Asked at the click, not remembered: the screen may have turned since the page started.
  const large = window.matchMedia(largeScreen).matches;
  if (role === 'close') closeMobileNavbar();
  else if (role === 'fold') setNavbarFolded(!$navbar.get().folded);
  else if (role === 'toolbar') {
    const shell = document.getElementById('shell');
    if (!large) toggleMobileNavbar();
    else if (shell?.dataset['navbarStyle'] === 'style-2') setNavbarFolded(!$navbar.get().folded);
    else toggleNavbar();
  }
}

/**
 * Starts the navbar's behaviour on the shell's frame (#shell: `<portal-shell>`'s parent, or a
 * story's); returns what stops it (a story mounts and unmounts it).
 */
export function startNavbar(shell: HTMLElement | null = document.getElementById('shell')): () => void {
  if (!shell) return () => {};
  const screen = window.matchMedia(largeScreen);
  const update = () => showState(shell, screen.matches);
  followLayout(renderedLayout(shell));
  const stopReflecting = $navbar.subscribe((state) => {
    shell.dataset['navbarOpen'] = String(state.open);
    shell.dataset['navbarMobileOpen'] = String(state.mobileOpen);
    shell.dataset['navbarFolded'] = String(state.folded);
    shell.dataset['navbarFoldedOpen'] = String(state.foldedOpen);
    update();
  });
  // A layout chosen in the settings panel (once the panels started the settings store).
  const stopFollowing = $settings.listen((settings) => {
    if (!settings) return;
    followLayout({ style: settings.layout.style, config: { navbar: settings.layout.config.navbar } });
    update();
  });
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>('[data-navbar-toggle]');
    if (button) onToggle(button.dataset['navbarToggle']);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && $navbar.get().mobileOpen) {
      closeMobileNavbar();
      toggle('toolbar')?.focus();
    }
  };
  const navbar = document.getElementById('navbar');
  const backdrop = document.getElementById('navbar-backdrop');
  screen.addEventListener('change', update);
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKey);
  navbar?.addEventListener('mouseenter', openFoldedNavbar);
  navbar?.addEventListener('mouseleave', closeFoldedNavbar);
  backdrop?.addEventListener('click', closeMobileNavbar);
  return () => {
    stopReflecting();
    stopFollowing();
    screen.removeEventListener('change', update);
    document.removeEventListener('click', onClick);
    document.removeEventListener('keydown', onKey);
    navbar?.removeEventListener('mouseenter', openFoldedNavbar);
    navbar?.removeEventListener('mouseleave', closeFoldedNavbar);
    backdrop?.removeEventListener('click', closeMobileNavbar);
  };
}
