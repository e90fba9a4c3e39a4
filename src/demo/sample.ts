/**
 * Shared data of the page-layout demos: the tabs of the sample workspace, the sidebar's queues,
 * and the rule that picks the selected tab from `?tab=` (the tabs are links, rendered on the server).
 */
export const tabIds = ['overview', 'documents', 'approvals'] as const;
export type TabId = (typeof tabIds)[number];

/** The tab named by `?tab=`, or the first one when it is missing or unknown. */
export function selectedTab(url: URL): TabId {
  const wanted = url.searchParams.get('tab');
  return tabIds.find((id) => id === wanted) ?? tabIds[0];
}

/** `left-sidebar-2-tabbed` → `leftSidebar2Tabbed`: route names to dictionary keys. */
export function camelCase(slug: string): string {
  return slug.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
}

export type SidebarSide = 'start' | 'end';

/** The sidebar's sourcing-event queues, with the number of events in each. */
export const queues = [
  { id: 'all', count: 12 },
  { id: 'open', count: 4 },
  { id: 'evaluation', count: 3 },
  { id: 'approval', count: 2 },
  { id: 'awarded', count: 3 },
] as const;
export const currentQueue = 'evaluation';

export const documentIds = ['rfp', 'prices', 'certificates', 'draft'] as const;
export const approvalSteps = [
  { id: 'category', done: true },
  { id: 'finance', done: true },
  { id: 'legal', done: false },
] as const;
export const factIds = ['value', 'category', 'owner', 'deadline'] as const;

/** Which carded layout a page shows, and what follows from it (layouts/demo/CardedLayoutPage.astro, CardedLayoutDemo.tsx). */
export interface CardedChoice {
  variant: 'full-width' | 'left-sidebar' | 'right-sidebar';
  version?: 1 | 2 | undefined;
  tabbed?: boolean | undefined;
}

export function cardedLayoutOf({ variant, version = 1, tabbed = false }: CardedChoice) {
  const slug = `${variant}${version === 2 ? '-2' : ''}${tabbed ? '-tabbed' : ''}`;
  const side: SidebarSide | undefined =
    variant === 'left-sidebar' ? 'start' : variant === 'right-sidebar' ? 'end' : undefined;
  return {
    slug,
    titleKey: `demo:titles.carded.${camelCase(slug)}`,
    side,
    /** Version 2 puts the sidebar outside the card, full height beside band and card. */
    outside: side !== undefined && version === 2,
    /** Version 2 without a sidebar scrolls the content inside the card. */
    innerScroll: side === undefined && version === 2,
  };
}

/** Which simple layout a page shows, and what follows from it (layouts/demo/SimpleLayoutPage.astro, SimpleLayoutDemo.tsx). */
export interface SimpleChoice {
  variant: 'full-width' | 'left-sidebar' | 'right-sidebar' | 'tabbed';
  version?: 1 | 2 | 3 | undefined;
}

export function simpleLayoutOf({ variant, version = 1 }: SimpleChoice) {
  const slug = `${variant}${version > 1 ? `-${version}` : ''}`;
  const side: SidebarSide | undefined =
    variant === 'left-sidebar' ? 'start' : variant === 'right-sidebar' ? 'end' : undefined;
  return {
    slug,
    titleKey: `demo:titles.simple.${camelCase(slug)}`,
    side,
    version,
    /** Version 1: the sidebar runs the full height beside header and content. */
    fullHeight: side !== undefined && version === 1,
    /** Version 3: sidebar and content scroll separately on wide screens. */
    innerScroll: side !== undefined && version === 3,
  };
}
