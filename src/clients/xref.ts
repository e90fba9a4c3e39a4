/**
 * hubspotCompanyXref is parsed as an integer (docs/behaviour.md). We accept only a plain run of digits that
 * is a safe integer: "1001abc", "10.5", "-3" or a 30-digit number match no client rather than
 * being cut down to one that might.
 */
export function parseXref(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,15}$/.test(value.trim())) return undefined;
  const xref = Number(value.trim());
  return Number.isSafeInteger(xref) ? xref : undefined;
}

/** The deep-link pages the portal defines, and where each leads (docs/routes.md). */
const deepLinkTargets: Readonly<Record<string, string>> = {
  contractlocker: '/apps/dashboards/contractlocker',
};

/** Where a deep-link page leads; only the pages above (never `__proto__`, `constructor`, …). */
export function deepLinkTarget(page: string | undefined): string | undefined {
  return page !== undefined && Object.hasOwn(deepLinkTargets, page) ? deepLinkTargets[page] : undefined;
}
