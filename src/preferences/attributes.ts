/**
 * How settings show on the page, in one place for the server's first render (Portal.astro) and
 * the panels' live changes (apply.ts): data attributes on #shell choose the layout's parts, a
 * custom property sets the container width.
 */

import { navbarStartsFolded } from './navbar-style.ts';
import type { Settings } from './settings.ts';

/** The `data-*` attributes of #shell for these settings, keyed as `dataset` keys (camelCase). */
export function shellDataset(settings: Settings): Record<string, string> {
  const { style, config } = settings.layout;
  return {
    layout: style,
    navbarStyle: config.navbar.style,
    navbarPosition: config.navbar.position,
    navbarDisplay: String(config.navbar.display),
    toolbarStyle: config.toolbar.style,
    toolbarDisplay: String(config.toolbar.display),
    toolbarPosition: config.toolbar.position,
    footerStyle: config.footer.style,
    footerDisplay: String(config.footer.display),
    footerPosition: config.footer.position,
    mode: config.mode,
  };
}

/** The same as HTML attributes (`data-navbar-style`), for the server's render. */
export function shellAttributes(settings: Settings): Record<string, string> {
  return Object.fromEntries(
    Object.entries(shellDataset(settings)).map(([key, value]) => [
      `data-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`,
      value,
    ]),
  );
}

/** The navbar's own state at first render: open, not hover-opened, folded when its style folds. */
export function navbarStartAttributes(settings: Settings): Record<string, string> {
  return {
    'data-navbar-open': 'true',
    'data-navbar-mobile-open': 'false',
    'data-navbar-folded': String(navbarStartsFolded(settings.layout.config)),
    'data-navbar-folded-open': 'false',
  };
}

/** The custom property that sets the content's width (boxed and container modes). */
export const containerWidthProperty = '--container-width';

export function containerWidthOf(settings: Settings): string {
  return `${settings.layout.config.containerWidth}px`;
}
