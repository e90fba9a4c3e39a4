import { numberFormatOf } from '../../i18n/intl-cache.ts';
import { translatorOf } from '../../i18n/texts.ts';
import type { ShellState } from '../../shell/shell-state.ts';
import { $unread } from '../../stores/notifications.ts';

/**
 * The toolbar's notifications button follows the unread count once the panels run: its badge and
 * its name, as the server rendered them (ShellTools.tsx).
 */
export function showUnreadCount(state: ShellState): void {
  const badge = document.querySelector<HTMLElement>('[data-notification-count]');
  const button = badge?.closest('button');
  if (!badge || !button) return;
  const t = translatorOf(state.texts);
  // From the count as it is now: an event may have changed it before the panels loaded.
  $unread.subscribe((unread) => {
    if (unread === undefined) return;
    badge.hidden = unread === 0;
    badge.dataset['notificationCount'] = String(unread);
    badge.textContent = unread > 0 ? numberFormatOf(state.tag).format(unread) : '';
    button.setAttribute(
      'aria-label',
      unread > 0 ? t('panels:openNotificationsUnread', { count: unread }) : t('panels:openNotifications'),
    );
  });
}
