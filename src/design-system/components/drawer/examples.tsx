import { useState } from 'react';
import { Button } from '../button/Button.tsx';
import * as Drawer from './Drawer.tsx';

export type SettingsDrawerProps = Omit<Drawer.RootProps, 'children'>;

export const SettingsDrawer = (props: SettingsDrawerProps) => (
  <Drawer.Root {...props}>
    <Drawer.Trigger asChild>
      <Button variant="outline">Settings</Button>
    </Drawer.Trigger>
    <Drawer.Portal>
      <Drawer.Backdrop />
      <Drawer.Positioner>
        <Drawer.Content>
          <Drawer.Header>
            <div>
              <Drawer.Title>Settings</Drawer.Title>
              <Drawer.Description>Appearance and language of the portal.</Drawer.Description>
            </div>
            <Drawer.CloseButton label="Close settings" />
          </Drawer.Header>
          <Drawer.Body>
            <p>Colour scheme, font size and language live here.</p>
          </Drawer.Body>
          <Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <Button variant="outline">Done</Button>
            </Drawer.CloseTrigger>
          </Drawer.Footer>
        </Drawer.Content>
      </Drawer.Positioner>
    </Drawer.Portal>
  </Drawer.Root>
);

/** A sheet with an action in its header beside the close button. */
export const NotificationsSheet = (props: SettingsDrawerProps) => {
  const [notifications, setNotifications] = useState(['Contract uploaded', 'Invoice approved']);
  return (
    <Drawer.Root width="notificationPanel" {...props}>
      <Drawer.Trigger asChild>
        <Button variant="outline">Notifications</Button>
      </Drawer.Trigger>
      <Drawer.Sheet
        title="Notifications"
        closeLabel="Close notifications"
        actions={
          notifications.length > 0 ? (
            <Button variant="ghost" size="sm" onClick={() => setNotifications([])}>
              Dismiss all
            </Button>
          ) : null
        }
      >
        {notifications.length > 0 ? (
          <ul>
            {notifications.map((notification) => (
              <li key={notification}>{notification}</li>
            ))}
          </ul>
        ) : (
          <p>There are no notifications for now.</p>
        )}
      </Drawer.Sheet>
    </Drawer.Root>
  );
};
