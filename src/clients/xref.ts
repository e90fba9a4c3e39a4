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

/**
 * The deep-link pages the portal defines (docs/routes.md): where each leads, the query its target
 * keeps (the register's view or contract a mail's link names), and for a page of one item, the
 * query naming the item, which becomes the last part of the path (`rfp-events?event=x` leads to
 * `/apps/rfp-events/x`).
 */
const deepLinkTargets: Readonly<Record<string, { path: string; forwarded: readonly string[]; item?: string }>> = {
  contractlocker: { path: '/apps/dashboards/contractlocker', forwarded: ['contract', 'within', 'notice'] },
  'rfp-events': { path: '/apps/rfp-events', forwarded: [], item: 'event' },
};

/** What a query value carried on may be: ids and views, nothing to escape. */
const CARRIED = /^[A-Za-z0-9!._-]{1,200}$/;

/**
 * Where a deep-link page leads, its item and the query its target keeps (`?contract=…`); only
 * the pages above (never `__proto__`, `constructor`, …). An item page without a good item leads to
 * the pages' list.
 */
export function deepLinkTarget(page: string | undefined, query = new URLSearchParams()): string | undefined {
  if (page === undefined || !Object.hasOwn(deepLinkTargets, page)) return undefined;
  const target = deepLinkTargets[page];
  if (!target) return undefined;
  const item = target.item ? query.get(target.item) : null;
  const path = item !== null && /^[\w-]{1,40}$/.test(item) ? `${target.path}/${item}` : target.path;
  const kept = new URLSearchParams();
  for (const name of target.forwarded) {
    const value = query.get(name);
    if (value !== null && CARRIED.test(value)) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `${path}?${text}` : path;
}
