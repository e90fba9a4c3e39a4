/**
 * What this browser kept of client logos before the server rendered them (decision 124): earlier
 * versions stored each client's Graph thumbnail in localStorage. Nothing is stored now, but what
 * was is removed at logout, so the next person on this browser never sees the last one's clients.
 */
const PREFIX = 'portal.clientLogo.';

/** At logout: the next person on this browser must not see the last one's clients. */
export function forgetClientLogos(): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index) ?? '');
    for (const stored of keys) if (stored.startsWith(PREFIX)) localStorage.removeItem(stored);
  } catch {
    // No storage: nothing was kept.
  }
}
