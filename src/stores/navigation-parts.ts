import type { Settings } from '../preferences/settings.ts';
import { isNavigationPart, missingNavigationParts } from '../shell/navigation/parts.ts';
import { fetchNavigationPart } from '../shell/services/navigation-parts.ts';

const loading = new Set<string>();

/**
 * Puts in the page the navigation a newly chosen layout shows when the server rendered the page
 * without it (decision 050): each missing part, marked by `<template data-navigation-part>`, is
 * fetched once and takes the marker's place. Resolves true when a part was added (its schemes then
 * need the settings applied); a failure leaves the marker for the next change and is logged.
 */
export async function showNavigationParts(layout: Settings['layout']): Promise<boolean> {
  const added = await Promise.all(
    missingNavigationParts(layout, document).map(async (marker) => {
      const part = marker.getAttribute('data-navigation-part') ?? undefined;
      if (!isNavigationPart(part) || loading.has(part)) return false;
      loading.add(part);
      try {
        const html = await fetchNavigationPart(part, window.location.pathname);
        marker.replaceWith(document.createRange().createContextualFragment(html));
        return true;
      } catch (error) {
        console.warn(error);
        return false;
      } finally {
        loading.delete(part);
      }
    }),
  );
  return added.includes(true);
}
