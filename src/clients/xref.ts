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

/** The register's own query a deep link may carry on (a mail's link to one contract or one view). */
const FORWARDED = ['contract', 'within', 'notice'] as const;

/** The part of a deep link's query its target keeps (`?contract=…`), or '' when none. */
export function forwardedQuery(query: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of FORWARDED) {
    const value = query.get(name);
    if (value !== null && /^[A-Za-z0-9!._-]{1,200}$/.test(value)) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}
