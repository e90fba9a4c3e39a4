/**
 * Feature permissions (spec section 6): what a client company has of the portal. A client's
 * privilege record grants a feature by listing it among its `user_client_roles`, which become the
 * person's roles while that client is active. A record that lists none grants every feature: the
 * records written before features were granted keep everything they had (decision 059).
 */
export const featurePermissions = [
  'FILE_MANAGER',
  'CONTRACT_LOCKER',
  'CONTRACT_SOLUTION_EDITOR',
  'WHO_HAS_WHAT',
  'WEATHER_WIDGET',
  'TEAM_ROSTER',
  'NOTIFICATIONS',
  'TASK_LIST',
  'SEARCH',
  'INVOICE_INTEL',
  'INVOICE_INTEL_DEMO',
] as const;
export type FeaturePermission = (typeof featurePermissions)[number];

export function isFeaturePermission(value: string): value is FeaturePermission {
  return (featurePermissions as readonly string[]).includes(value);
}

/** Whether the person's roles (with the active client's) grant the feature. */
export function grantsFeature(roles: readonly string[], feature: FeaturePermission): boolean {
  const granted = roles.filter(isFeaturePermission);
  return granted.length === 0 || granted.includes(feature);
}

/** The screens and endpoints that are a feature, by path (and the contract locker's view). */
const featureRoutes: readonly { path: RegExp; view?: string; feature: FeaturePermission }[] = [
  { path: /^\/apps\/file-manager\/?$/, feature: 'FILE_MANAGER' },
  { path: /^\/apps\/reports\/invoice-intel\/?$/, feature: 'INVOICE_INTEL' },
  { path: /^\/apps\/dashboards\/contractlocker\/?$/, view: 'whohaswhat', feature: 'WHO_HAS_WHAT' },
  { path: /^\/apps\/dashboards\/contractlocker\/?$/, feature: 'CONTRACT_LOCKER' },
  { path: /^\/api\/contract-locker-app\//, feature: 'CONTRACT_LOCKER' },
  { path: /^\/api\/contracts\//, feature: 'CONTRACT_LOCKER' },
  { path: /^\/api\/report-whohaswhat\//, feature: 'WHO_HAS_WHAT' },
];

/** The feature a path needs, if any. */
export function featureOfRoute(pathname: string, searchParams: URLSearchParams): FeaturePermission | undefined {
  const view = searchParams.get('view') ?? undefined;
  return featureRoutes.find((route) => route.path.test(pathname) && (!route.view || route.view === view))?.feature;
}
