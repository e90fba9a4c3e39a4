/**
 * The deletes a page sent as it went, kept in the tab's storage for the tab's next page of the
 * same library to send again before it lists anything (decision 120): the keepalive DELETE may
 * not have left (no token in hand yet), or may reach Graph after the next page's listing.
 */

/** Where a tab keeps the deletes it sent as its page went, for its next page to finish. */
const LEAVING_DELETES_KEY = 'portal.fileManager.leavingDeletes';
/** Older than this, a delete sent as a page went is not sent again. */
export const LEAVING_DELETES_MS = 5 * 60_000;

export interface LeavingDelete {
  id: string;
  eTag?: string | undefined;
}

interface LeavingDeletes {
  siteId: string;
  at: number;
  items: LeavingDelete[];
}

/** Keeps what was sent as the page went (the last page's record is replaced). */
export function rememberLeavingDeletes(
  storage: Storage,
  siteId: string,
  items: readonly LeavingDelete[],
  now = Date.now(),
): void {
  try {
    const kept: LeavingDeletes = { siteId, at: now, items: items.map(({ id, eTag }) => ({ id, eTag })) };
    storage.setItem(LEAVING_DELETES_KEY, JSON.stringify(kept));
  } catch {
    // Without storage the keepalive DELETE alone carries it.
  }
}

/** The deletes the tab's last page sent as it went, for this library, once (then forgotten). */
export function takeLeavingDeletes(storage: Storage, siteId: string, now = Date.now()): LeavingDelete[] {
  try {
    const kept = JSON.parse(storage.getItem(LEAVING_DELETES_KEY) ?? 'null') as LeavingDeletes | null;
    if (!kept || kept.siteId !== siteId) return [];
    storage.removeItem(LEAVING_DELETES_KEY);
    return now - kept.at < LEAVING_DELETES_MS ? kept.items : [];
  } catch {
    return [];
  }
}
