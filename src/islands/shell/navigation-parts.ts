import type { Settings } from '../../preferences/settings.ts';
import { isNavigationPart, missingNavigationParts } from '../../shell/navigation/parts.ts';
import { loadNavigationPart } from '../../stores/navigation-parts.ts';

/**
 * Puts in the page the navigation a newly chosen layout shows when the server rendered the page
 * without it (decision 050): each missing part, marked by `<template data-navigation-part>`, is
 * fetched once and takes the marker's place. Resolves true when a part was added (its schemes then
 * need the settings applied); a failure leaves the marker for the next change.
 */
export async function showNavigationParts(layout: Settings['layout']): Promise<boolean> {
  const added = await Promise.all(
    missingNavigationParts(layout, document).map(async (marker) => {
      const part = marker.getAttribute('data-navigation-part') ?? undefined;
      if (!isNavigationPart(part)) return false;
      const html = await loadNavigationPart(part, window.location.pathname);
      if (html === undefined) return false;
      marker.replaceWith(document.createRange().createContextualFragment(html));
      return true;
    }),
  );
  return added.includes(true);
}
