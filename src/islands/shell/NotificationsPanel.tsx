import { useStore } from '@nanostores/react';
import { XIcon } from 'lucide-react';
import { useEffect } from 'react';
import { notificationsPanel, panelParts } from 'styled-system/recipes';
import { Button } from '../../design-system/components/button/Button.tsx';
import * as Drawer from '../../design-system/components/drawer/Drawer.tsx';
import { Spinner } from '../../design-system/components/spinner/Spinner.tsx';
import { dateFormatOf } from '../../i18n/intl-cache.ts';
import { translatorOf } from '../../i18n/texts.ts';
import {
  dismissAllNotifications,
  dismissNotification,
  loadNotifications,
  markNotificationsRead,
} from '../../stores/notification-calls.ts';
import { $notifications, $notificationsStatus } from '../../stores/notifications.ts';
import { panelRoot, shellState } from './context.ts';

/**
 * The notifications panel (docs/behaviour.md), 320 px: the person's notifications from the server
 * (decision 065), each with its time and link; dismiss one or all. Opening it marks them read.
 */
export default function NotificationsPanel() {
  const t = translatorOf(shellState().texts);
  const parts = panelParts();
  const classes = notificationsPanel();
  const notifications = useStore($notifications);
  const status = useStore($notificationsStatus);
  const time = dateFormatOf(shellState().tag, { timeStyle: 'short' });
  useEffect(() => {
    void loadNotifications(true).then(markNotificationsRead);
  }, []);
  const showList = notifications.length > 0 || status === 'loaded';
  return (
    <Drawer.Root {...panelRoot('notifications')} width="notificationPanel">
      <Drawer.Sheet
        data-panel-name="notifications"
        title={t('panels:notifications')}
        closeLabel={t('panels:close')}
        actions={
          notifications.length > 0 ? (
            <Button variant="ghost" size="sm" onClick={() => void dismissAllNotifications()}>
              {t('panels:dismissAll')}
            </Button>
          ) : null
        }
      >
        {status === 'loading' && notifications.length === 0 ? (
          <Spinner label={t('panels:loadingNotifications')} />
        ) : null}
        {status === 'failed' ? (
          <div role="alert" className={parts.error}>
            <p>{t('panels:loadFailed')}</p>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void loadNotifications(true).then(markNotificationsRead)}
            >
              {t('panels:retry')}
            </Button>
          </div>
        ) : null}
        {showList && notifications.length === 0 ? <p className={parts.empty}>{t('panels:noNotifications')}</p> : null}
        {notifications.length > 0 ? (
          <ul className={parts.list}>
            {notifications.map((notification) => (
              <li key={notification.id} className={classes.card} data-variant={notification.variant}>
                <div className={classes.text}>
                  <p>{notification.message}</p>
                  {notification.link ? <a href={notification.link.href}>{notification.link.label}</a> : null}
                  <time dateTime={new Date(notification.createdAt).toISOString()}>
                    {time.format(notification.createdAt)}
                  </time>
                </div>
                <button
                  type="button"
                  className={parts.iconButton}
                  aria-label={`${t('panels:dismiss')}: ${notification.message}`}
                  onClick={() => void dismissNotification(notification.id)}
                >
                  <XIcon size={16} aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </Drawer.Sheet>
    </Drawer.Root>
  );
}
