import type { Settings } from '../../preferences/settings.ts';

/**
 * The navigation's renderings beside the navbar (which every layout has, as the phone's drawer):
 * the rail of navbar style-3 in layout1, and the horizontal bar of layout2 and layout3.
 */
export const navigationParts = ['rail', 'bar'] as const;
export type NavigationPart = (typeof navigationParts)[number];

/** The parts a layout shows. Only these are rendered; another comes from the server when chosen (decision 050). */
export function navigationPartsOf({ style, config }: Settings['layout']): NavigationPart[] {
  if (style !== 'layout1') return ['bar'];
  return config.navbar.style.startsWith('style-3') ? ['rail'] : [];
}

/** Where the part is fetched from (src/pages/shell/navigation/[part].astro), marked for this page. */
export function navigationPartPath(part: NavigationPart, pathname: string): string {
  return `/shell/navigation/${part}?${new URLSearchParams({ path: pathname })}`;
}

/**
 * The parts the layout shows that the page was rendered without: each left a
 * `<template data-navigation-part>` where it belongs, for the panels to fill.
 */
export function missingNavigationParts(layout: Settings['layout'], page: ParentNode): Element[] {
  return navigationPartsOf(layout).flatMap(
    (part) => page.querySelector(`template[data-navigation-part="${part}"]`) ?? [],
  );
}

export function isNavigationPart(value: string | undefined): value is NavigationPart {
  return (navigationParts as readonly string[]).includes(value ?? '');
}
