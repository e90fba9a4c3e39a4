/**
 * What the Overview reads of a client's library, kept a while per site: every view within that
 * time shares one read (one under way is shared too), and a read that fails is not kept.
 *
 * Past `freshMs` a kept value still answers at once while the next read is made behind it, for up
 * to `staleMs` (as the register's listing does, register-source.ts). Before, the first view past
 * the minute waited for the read, and so did every view after it until the read came back: under
 * 50 connections the eight pages rendering at once all waited on one read of the library (0.4–0.9 s
 * through the local tenant, which shares the loop), and the queue behind them stood still — the
 * slowest dashboards of each minute. Only a site never read, or one read longer ago than `staleMs`,
 * waits for its read.
 */
interface KeptTimes {
  /** A value younger than this answers without a read. */
  freshMs: number;
  /** A value younger than this answers at once while the next read is made; older, a view waits. */
  staleMs: number;
}

/** The Overview's reads: a minute fresh, then up to ten minutes while the next read is made. */
export const OVERVIEW_KEPT: KeptTimes = { freshMs: 60_000, staleMs: 10 * 60_000 };

interface Kept<T> {
  /** When the read that made it started. */
  at: number;
  value: Promise<T>;
}

export function keptPerSite<T>(
  read: (siteID: string) => Promise<T>,
  { freshMs, staleMs }: KeptTimes,
  now: () => number = Date.now,
) {
  /** The newest value read per site (never a failure). */
  const kept = new Map<string, Kept<T>>();
  /** The read under way per site, at most one. */
  const reading = new Map<string, Kept<T>>();

  function readAgain(siteID: string): Kept<T> {
    const under = reading.get(siteID);
    if (under) return under;
    const entry: Kept<T> = { at: now(), value: read(siteID) };
    reading.set(siteID, entry);
    entry.value.then(
      () => kept.set(siteID, entry),
      () => undefined,
    );
    const done = () => {
      if (reading.get(siteID) === entry) reading.delete(siteID);
    };
    entry.value.then(done, done);
    return entry;
  }

  return (siteID: string): Promise<T> => {
    const hit = kept.get(siteID);
    const age = hit ? now() - hit.at : Number.POSITIVE_INFINITY;
    if (hit && age < freshMs) return hit.value;
    const next = readAgain(siteID);
    if (hit && age < staleMs) {
      // Its failure is for a later view to see (nothing is kept); this one has its answer.
      next.value.catch(() => undefined);
      return hit.value;
    }
    return next.value;
  };
}
