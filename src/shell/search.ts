import { MAX_SEARCH_SUGGESTIONS } from '../constants.ts';
import type { ShellLink } from './shell-state.ts';

/**
 * Search suggestions (docs/behaviour.md): entries of the navigation the person may see whose title
 * contains the query, ignoring case and accents; at most 10; an empty search shows none.
 */
export function searchLinks(links: readonly ShellLink[], query: string, tag = 'en-US'): ShellLink[] {
  const needle = foldForSearch(query.trim(), tag);
  if (!needle) return [];
  return links.filter((link) => foldForSearch(link.title, tag).includes(needle)).slice(0, MAX_SEARCH_SUGGESTIONS);
}

/** Title text compared ignoring case and accents (docs/behaviour.md, search). */
export function foldForSearch(text: string, tag: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLocaleLowerCase(tag)
    .replace(/ı/g, 'i');
}
