import { MAX_SEARCH_SUGGESTIONS } from '../constants.ts';
import { foldText } from '../search/normalise.ts';
import type { ShellLink } from './shell-state.ts';

/**
 * Search suggestions (docs/behaviour.md): entries of the navigation the person may see whose title
 * contains the query, ignoring case and accents; at most 10; an empty search shows none.
 */
export function searchLinks(links: readonly ShellLink[], query: string): ShellLink[] {
  const needle = foldText(query.trim());
  if (!needle) return [];
  return links.filter((link) => foldText(link.title).includes(needle)).slice(0, MAX_SEARCH_SUGGESTIONS);
}
