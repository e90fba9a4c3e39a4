import { lazy, Suspense, useEffect, useState } from 'react';
import type { MsalSettings } from '@/auth/msal-settings.ts';
import { storedProfilePhoto } from '@/auth/services/graph-photo.ts';
import type { LogoClient } from '@/clients/services/client-logo.ts';
import type { SwitchableClient } from '@/clients/switching.ts';
import { Avatar } from '@/design-system/components/avatar/Avatar.tsx';
import type { SwitchTexts } from '../clients/SwitchClientDialog.tsx';

// The menu and the switch dialog are downloaded when first asked for, not with every page: the
// toolbar shows a plain button until then.
const UserMenuPopup = lazy(() => import('./UserMenuPopup.tsx'));
const SwitchClientDialog = lazy(() =>
  import('../clients/SwitchClientDialog.tsx').then((module) => ({ default: module.SwitchClientDialog })),
);

export interface UserMenuProps {
  /** Absent when nobody is signed in. */
  user?:
    | {
        displayName: string;
        companyName: string;
        clients: (SwitchableClient & LogoClient)[];
        activeClientId: string | null;
        activeProject: string[];
      }
    | undefined;
  labels: { menu: string; logout: string; login: string };
  switchTexts: SwitchTexts;
  /** For loading the new client's logo after a switch. */
  msal?: MsalSettings | undefined;
  graphApi: string;
}

/**
 * Toolbar profile menu (docs/behaviour.md): avatar, display name and company name; 'Switch Project' (or
 * 'Switch Client/Project' with more than one client) when a client is active; Log out, or Login.
 */
export default function UserMenu({ user, labels, switchTexts, msal, graphApi }: UserMenuProps) {
  const [photo, setPhoto] = useState<string>();
  const [switching, setSwitching] = useState(false);
  const [switchRequested, setSwitchRequested] = useState(false);
  const [menuRequested, setMenuRequested] = useState(false);
  useEffect(() => setPhoto(user ? storedProfilePhoto() : undefined), [user]);
  const name = user?.displayName ?? labels.login;
  const canSwitch = Boolean(user?.activeClientId);

  const triggerLabel = `${labels.menu}: ${name}`;
  const triggerContent = (
    <>
      <Avatar name={name} src={photo} />
      {user ? (
        <span className="user-menu-names" aria-hidden="true">
          <span className="user-menu-name">{user.displayName}</span>
          <span className="user-menu-company">{user.companyName}</span>
        </span>
      ) : null}
    </>
  );
  const items = [
    ...(canSwitch ? [{ value: 'switch', label: switchTexts.title }] : []),
    user ? { value: 'logout', label: labels.logout } : { value: 'login', label: labels.login },
  ];
  const plainTrigger = (
    <button
      type="button"
      className="user-menu-trigger"
      aria-label={triggerLabel}
      aria-haspopup="menu"
      aria-expanded="false"
      onClick={() => setMenuRequested(true)}
    >
      {triggerContent}
    </button>
  );

  return (
    <>
      {menuRequested ? (
        <Suspense fallback={plainTrigger}>
          <UserMenuPopup
            trigger={{ label: triggerLabel, content: triggerContent }}
            items={items}
            onSelect={(value) => {
              if (value === 'switch') {
                setSwitchRequested(true);
                setSwitching(true);
              } else window.location.assign(value === 'logout' ? '/logout' : '/login');
            }}
          />
        </Suspense>
      ) : (
        plainTrigger
      )}
      {user && msal && switchRequested ? (
        <Suspense fallback={null}>
          <SwitchClientDialog
            open={switching}
            onOpenChange={setSwitching}
            clients={user.clients}
            activeClientId={user.activeClientId}
            activeProject={user.activeProject}
            texts={switchTexts}
            msal={msal}
            graphApi={graphApi}
          />
        </Suspense>
      ) : null}
    </>
  );
}
