/**
 * Every route of docs/routes.md, for the browser suites and the size budget. `shell` pages render in
 * the portal shell, `bare` pages with the chrome hidden.
 */
export interface PortalRoute {
  path: string;
  kind: 'shell' | 'bare';
}

const carded = [
  'full-width',
  'full-width-tabbed',
  'full-width-2',
  'full-width-2-tabbed',
  'left-sidebar',
  'left-sidebar-tabbed',
  'left-sidebar-2',
  'left-sidebar-2-tabbed',
  'right-sidebar',
  'right-sidebar-tabbed',
  'right-sidebar-2',
  'right-sidebar-2-tabbed',
];
const simple = [
  'full-width',
  'left-sidebar',
  'left-sidebar-2',
  'left-sidebar-3',
  'right-sidebar',
  'right-sidebar-2',
  'right-sidebar-3',
  'tabbed',
];

export const shellRoutes: string[] = [
  '/apps/dashboards/project',
  '/apps/dashboards/contractlocker',
  '/apps/file-manager',
  '/apps/activity',
  '/apps/reports/invoice-intel',
  '/apps/reports/vendor-intel',
  '/apps/rfp-etl',
  '/apps/rfp-events',
  '/pages/rfp-analysis',
  '/pages/faq',
  '/search?q=lease',
  '/pages/knowledge-base',
  '/pages/knowledge-base/contract-renewals',
  ...carded.map((name) => `/ui/page-layouts/carded/${name}`),
  ...simple.map((name) => `/ui/page-layouts/simple/${name}`),
  '/ui/page-layouts/blank',
  '/ui/icons',
  '/ui/typography',
  '/ui/helper-classes',
  '/documentation/configuration/multi-language',
];

export const bareRoutes: string[] = [
  '/login',
  '/logout',
  '/pages/maintenance',
  '/pages/errors/error-404',
  '/pages/errors/error-500',
  '/pages/errors/error-503',
];

export const routes: PortalRoute[] = [
  ...shellRoutes.map((path) => ({ path, kind: 'shell' as const })),
  ...bareRoutes.map((path) => ({ path, kind: 'bare' as const })),
];
