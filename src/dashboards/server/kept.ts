/**
 * What the Overview reads of a client's library, kept a while per site: every view within that
 * time shares one read (one under way is shared too), and a read that fails is not kept, so the
 * next view asks again.
 */
export function keptPerSite<T>(read: (siteID: string) => Promise<T>, keptMs: number, now: () => number = Date.now) {
  const kept = new Map<string, { at: number; value: Promise<T> }>();
  return (siteID: string): Promise<T> => {
    const hit = kept.get(siteID);
    if (hit && now() - hit.at < keptMs) return hit.value;
    const value = read(siteID);
    kept.set(siteID, { at: now(), value });
    value.catch(() => {
      if (kept.get(siteID)?.value === value) kept.delete(siteID);
    });
    return value;
  };
}
