import { grantsFeature } from '../../auth/features.ts';
import { hasPermission } from '../../auth/roles.ts';
import type { NavigationItem } from './types.ts';

/**
 * What a user may see: items they hold a role for, of their user_type (docs/roles.md), and of a
 * feature their active client has.
 */
export function filterNavigation(
  items: readonly NavigationItem[],
  roles: readonly string[],
  userType?: string,
): NavigationItem[] {
  return items.flatMap((item) => {
    if (!hasPermission(item.auth, roles)) return [];
    if (item.feature && !grantsFeature(roles, item.feature)) return [];
    if (item.userTypes && (!userType || !item.userTypes.includes(userType))) return [];
    if (!item.children) return [item];
    const children = filterNavigation(item.children, roles, userType);
    // A group or collapse whose every child is hidden has nothing to offer.
    if (children.length === 0 && (item.type === 'group' || item.type === 'collapse')) return [];
    return [{ ...item, children }];
  });
}

function normalise(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** An item is active on its URL, and (unless `exact`) on the pages below it. */
export function isActive(item: NavigationItem, pathname: string): boolean {
  if (!item.url || item.type === 'link') return false;
  const url = normalise(item.url);
  const path = normalise(pathname);
  return item.exact ? path === url : path === url || path.startsWith(`${url}/`);
}

/** True when the item or any descendant is the current page (a collapse then starts open). */
export function containsActive(item: NavigationItem, pathname: string): boolean {
  return isActive(item, pathname) || (item.children ?? []).some((child) => containsActive(child, pathname));
}

/**
 * The entries a page shows as current (and, through them, the groups it opens): all that the
 * navigation's markup takes from the page's path, so markup kept per these ids is the same for
 * every path that gives them.
 */
export function activeIdsOf(items: readonly NavigationItem[], pathname: string): string[] {
  return flattenNavigation(items)
    .filter((item) => isActive(item, pathname))
    .map((item) => item.id);
}

/** Every navigable entry (item and link) in order, for search and shortcuts. */
export function flattenNavigation(items: readonly NavigationItem[]): NavigationItem[] {
  return items.flatMap((item) => [
    ...(item.type === 'item' || item.type === 'link' ? [item] : []),
    ...flattenNavigation(item.children ?? []),
  ]);
}

/** The title shown for an item: its dictionary entry (namespace `nav`), else its own title, else its id. */
export function navigationTitle(item: NavigationItem, t: (key: string) => string): string {
  return item.translate ? t(`nav:${item.translate}`) : (item.title ?? item.id);
}
