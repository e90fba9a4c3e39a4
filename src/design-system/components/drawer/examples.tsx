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
