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
