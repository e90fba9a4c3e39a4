import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { cx } from 'styled-system/css';
import { userMenu } from 'styled-system/recipes';
import { type SwitchableClient, switchTitleKey } from '../../clients/switching.ts';
import { Avatar } from '../../design-system/components/avatar/Avatar.tsx';
import { type IslandTexts, translatorOf } from '../../i18n/texts.ts';
import { $profilePhoto, showProfilePhoto } from '../../stores/session.ts';

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
        clients: SwitchableClient[];
        activeClientId: string | null;
        activeProject: string[];
      }
    | undefined;
  /** The strings of `userMenuKeys`. */
  texts: IslandTexts;
}

/**
 * Opens the settings or colour-scheme drawer as its side button does: the shell's panel buttons (`data-panel`)
 * wake and open the panels, and the button stays on every page, shown to staff only.
 */
function openDrawer(panel: 'settings' | 'schemes'): void {
  document.querySelector<HTMLElement>(`.side-button[data-panel="${panel}"]`)?.click();
}

/**
 * Toolbar profile menu (docs/behaviour.md): avatar, display name and company name; 'Switch Project' (or
 * 'Switch Client/Project' with more than one client) when a client is active; Log out, or Login.
 */
export default function UserMenu({ user, texts }: UserMenuProps) {
  const t = translatorOf(texts);
  const classes = userMenu();
  const photo = useStore($profilePhoto);
  const [switching, setSwitching] = useState(false);
  const [switchRequested, setSwitchRequested] = useState(false);
  const [menuRequested, setMenuRequested] = useState(false);
  useEffect(() => showProfilePhoto(Boolean(user)), [user]);
  const name = user?.displayName ?? t('auth:profile.login');
  const canSwitch = Boolean(user?.activeClientId);

  // The name holds the words the trigger shows, in their order (WCAG 2.5.3): a voice user says
  // what they see. The avatar's initials are drawn, not written (Avatar).
  const triggerLabel = user
    ? t('auth:profile.menuOf', { name: user.displayName, company: user.companyName })
    : `${t('auth:profile.menu')}: ${name}`;
  const triggerContent = (
    <>
      <Avatar name={name} src={photo} />
      {user ? (
        <span className={cx(classes.names, 'user-menu-names')} aria-hidden="true">
          {/* Names are data in their own language: their direction is their own, not the page's. */}
          <span className={classes.name} dir="auto">
            {user.displayName}
          </span>
          {/* A space between the two lines: read as one text, they must stay two words. */}{' '}
          <span className={classes.company} dir="auto">
            {user.companyName}
          </span>
        </span>
      ) : null}
    </>
  );
  const items = [
    ...(canSwitch && user ? [{ value: 'switch', label: t(`clients:${switchTitleKey(user.clients)}`) }] : []),
    // The settings and colour-scheme drawers, for everyone: the side buttons that also open them
    // are shown to the provider's staff only.
    { value: 'settings', label: t('panels:settings') },
    { value: 'schemes', label: t('panels:schemes') },
    user ? { value: 'logout', label: t('auth:profile.logout') } : { value: 'login', label: t('auth:profile.login') },
  ];
  const plainTrigger = (
    <button
      type="button"
      className={cx(classes.trigger, 'user-menu-trigger')}
      aria-label={triggerLabel}
      aria-haspopup="menu"
      aria-expanded="false"
      data-signed-in={user ? '' : undefined}
      onClick={() => setMenuRequested(true)}
      // The menu button's keys (ARIA APG): the arrows open the menu too.
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          setMenuRequested(true);
        }
      }}
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
              } else if (value === 'settings' || value === 'schemes') openDrawer(value);
              else window.location.assign(value === 'logout' ? '/logout' : '/login');
            }}
          />
        </Suspense>
      ) : (
        plainTrigger
      )}
      {user && switchRequested ? (
        <Suspense fallback={null}>
          <SwitchClientDialog
            open={switching}
            onOpenChange={setSwitching}
            clients={user.clients}
            activeClientId={user.activeClientId}
            activeProject={user.activeProject}
            texts={texts}
          />
        </Suspense>
      ) : null}
    </>
  );
}
