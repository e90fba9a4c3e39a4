import { createHash } from 'node:crypto';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { shellIcons } from './shell-icons.ts';

/** The path the sprite is served at (src/pages/icons.svg.ts). */
export const SPRITE_PATH = '/icons.svg';

/**
 * One `<symbol>` per shell icon, its shapes only: stroke, width and colour come from the `<svg>`
 * that uses it (ShellIcon.astro), as lucide draws them.
 */
function symbolOf(name: string): string {
  const markup = renderToStaticMarkup(createElement(shellIcons[name] as never));
  const inner = markup.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
  return `<symbol id="${name}" viewBox="0 0 24 24">${inner}</symbol>`;
}

let built: { svg: string; version: string } | undefined;

/** The sprite and a version of its content (for a cache-busting URL), built once per process. */
export function shellIconSprite(): { svg: string; version: string } {
  if (!built) {
    const symbols = Object.keys(shellIcons).sort().map(symbolOf).join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols}</svg>`;
    built = { svg, version: createHash('sha256').update(svg).digest('hex').slice(0, 10) };
  }
  return built;
}

/** The URL of one icon of the sprite. */
export function shellIconHref(name: string): string {
  return `${SPRITE_PATH}?v=${shellIconSprite().version}#${name}`;
}
