import { useStore } from '@nanostores/react';
import { XIcon } from 'lucide-react';
import { Button } from '@/design-system/components/button/Button.tsx';
import * as Drawer from '@/design-system/components/drawer/Drawer.tsx';
import { translatorOf } from '@/i18n/texts.ts';
import { $notifications, dismissAllNotifications, dismissNotification } from '@/stores/notifications.ts';
import { panelRoot, shellState } from './context.ts';

/** The notifications panel (docs/behaviour.md), 320 px: each notification, dismiss one or all. */
export default function NotificationsPanel() {
  const t = translatorOf(shellState().texts);
  const notifications = useStore($notifications);
  const time = new Intl.DateTimeFormat(shellState().tag, { timeStyle: 'short' });
  return (
    <Drawer.Root {...panelRoot('notifications')} width="notificationPanel">
      <Drawer.Sheet
        data-panel-name="notifications"
        title={t('panels:notifications')}
        closeLabel={t('panels:close')}
        actions={
          notifications.length > 0 ? (
            <Button variant="ghost" size="sm" onClick={dismissAllNotifications}>
              {t('panels:dismissAll')}
            </Button>
          ) : null
        }
      >
        {notifications.length === 0 ? (
          <p className="panel-empty">{t('panels:noNotifications')}</p>
        ) : (
          <ul className="notification-list">
            {notifications.map((notification) => (
              <li
                key={notification.id}
                className="notification-card"
                data-variant={notification.options.variant ?? 'info'}
              >
                <div className="notification-text">
                  <p>{notification.message}</p>
                  <time dateTime={new Date(notification.options.createdAt).toISOString()}>
                    {time.format(notification.options.createdAt)}
                  </time>
                </div>
                <button
                  type="button"
                  className="notification-dismiss"
                  aria-label={`${t('panels:dismiss')}: ${notification.message}`}
                  onClick={() => dismissNotification(notification.id)}
                >
                  <XIcon size={16} aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </Drawer.Sheet>
    </Drawer.Root>
  );
}
