import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { shellIcons } from './shell-icons.ts';

/** The path the sprite is served at (src/pages/icons.svg.ts). */
export const SPRITE_PATH = '/icons.svg';

/**
 * One `<symbol>` per shell icon, its shapes only: stroke, width and colour come from the `<svg>`
 * that uses it (ShellIcon.tsx), as lucide draws them.
 */
function symbolOf(name: string): string {
  const markup = renderToStaticMarkup(createElement(shellIcons[name] as never));
  const inner = markup.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
  return `<symbol id="${name}" viewBox="0 0 24 24">${inner}</symbol>`;
}

/**
 * A short hash of the sprite for its URL (FNV-1a, twice with different seeds: 10 hex digits). Not
 * node:crypto, so the shell's parts also render in Storybook, in the browser.
 */
function versionOf(text: string): string {
  const fnv = (seed: number) => {
    let hash = seed;
    for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
    return (hash >>> 0).toString(16).padStart(8, '0');
  };
  return (fnv(0x811c9dc5) + fnv(0x01000193)).slice(0, 10);
}

let built: { svg: string; version: string } | undefined;

/** The sprite and a version of its content (for a cache-busting URL), built once per process. */
export function shellIconSprite(): { svg: string; version: string } {
  if (!built) {
    const symbols = Object.keys(shellIcons).sort().map(symbolOf).join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols}</svg>`;
    built = { svg, version: versionOf(svg) };
  }
  return built;
}

/** The URL of one icon of the sprite. */
export function shellIconHref(name: string): string {
  return `${SPRITE_PATH}?v=${shellIconSprite().version}#${name}`;
}
