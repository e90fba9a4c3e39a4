import { useEffect, useState } from 'react';
import type { SwitchableClient } from '@/clients/switching.ts';
import { Avatar } from '@/design-system/components/avatar/Avatar.tsx';
import * as Menu from '@/design-system/components/menu/Menu.tsx';
import { storedProfilePhoto } from '@/services/graph-photo.ts';
import { SwitchClientDialog, type SwitchTexts } from './SwitchClientDialog.tsx';

export interface UserMenuProps {
  /** Absent when nobody is signed in. */
  user?:
    | {
        displayName: string;
        companyName: string;
        clients: SwitchableClient[];
        activeClientId: string | null;
        activeProject: string[];
      }
    | undefined;
  labels: { menu: string; logout: string; login: string };
  switchTexts: SwitchTexts;
}

/**
 * Toolbar profile menu (spec §2): avatar, display name and company name; 'Switch Project' (or
 * 'Switch Client/Project' with more than one client) when a client is active; Log out, or Login.
 */
export default function UserMenu({ user, labels, switchTexts }: UserMenuProps) {
  const [photo, setPhoto] = useState<string>();
  const [switching, setSwitching] = useState(false);
  useEffect(() => setPhoto(user ? storedProfilePhoto() : undefined), [user]);
  const name = user?.displayName ?? labels.login;
  const canSwitch = Boolean(user?.activeClientId);

  return (
    <>
      <Menu.Root
        positioning={{ placement: 'bottom-end' }}
        onSelect={({ value }) => {
          if (value === 'switch') setSwitching(true);
          else window.location.assign(value === 'logout' ? '/logout' : '/login');
        }}
      >
        <Menu.Trigger className="user-menu-trigger" aria-label={`${labels.menu}: ${name}`}>
          <Avatar name={name} src={photo} />
          {user ? (
            <span className="user-menu-names" aria-hidden="true">
              <span className="user-menu-name">{user.displayName}</span>
              <span className="user-menu-company">{user.companyName}</span>
            </span>
          ) : null}
        </Menu.Trigger>
        <Menu.Positioner>
          <Menu.Content>
            {canSwitch ? <Menu.Item value="switch">{switchTexts.title}</Menu.Item> : null}
            {user ? (
              <Menu.Item value="logout">{labels.logout}</Menu.Item>
            ) : (
              <Menu.Item value="login">{labels.login}</Menu.Item>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Menu.Root>
      {user ? (
        <SwitchClientDialog
          open={switching}
          onOpenChange={setSwitching}
          clients={user.clients}
          activeClientId={user.activeClientId}
          activeProject={user.activeProject}
          texts={switchTexts}
        />
      ) : null}
    </>
  );
}
