import type { NotificationList, PortalNotification } from '../../notifications/notification.ts';

/**
 * The portal's `/api/notifications` calls answered in the browser, for the panel's stories: the
 * panel runs its real calls (stores/notification-calls.ts) against this person's list. Returns
 * what puts `fetch` back.
 */
export function fakeNotificationsApi(initial: readonly PortalNotification[]): () => void {
  let kept = initial.map((notification) => ({ ...notification }));
  const real = window.fetch;
  const answer = (status: number, body?: unknown) =>
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  window.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    const method = (init?.method ?? 'GET').toUpperCase();
    if (!url.pathname.startsWith('/api/notifications')) return real(input, init);
    const id = url.pathname.split('/')[3];
    if (method === 'GET') {
      const list: NotificationList = { notifications: kept, unread: kept.filter((n) => !n.read).length };
      return answer(200, list);
    }
    if (method === 'POST' && id === 'read') {
      kept = kept.map((notification) => ({ ...notification, read: true }));
      return answer(204);
    }
    if (method === 'DELETE' && id) {
      const before = kept.length;
      kept = kept.filter((notification) => notification.id !== decodeURIComponent(id));
      return kept.length < before ? answer(204) : answer(404, { error: { code: 'notificationNotFound' } });
    }
    if (method === 'DELETE') {
      kept = [];
      return answer(204);
    }
    return answer(405);
  };
  return () => {
    window.fetch = real;
  };
}
