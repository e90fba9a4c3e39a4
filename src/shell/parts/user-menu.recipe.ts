import { defineSlotRecipe } from '@pandacss/dev';

/** The toolbar's account button (islands/auth/UserMenu.tsx): avatar, then name and company from 960 px. */
export const userMenuRecipe = defineSlotRecipe({
  className: 'user-menu',
  slots: ['trigger', 'names', 'name', 'company'],
  base: {
    trigger: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      paddingBlock: '1',
      paddingInline: '2',
      borderRadius: 'md',
      color: 'inherit',
      cursor: 'pointer',
      background: 'transparent',
      _hover: { background: 'color-mix(in srgb, currentColor 8%, transparent)' },
      // The kept photo before the menu hydrates (islands/auth/account-menu.ts): more specific
      // than the avatar recipe's background, which is in the same layer.
      '[data-profile-photo] & [data-scope="avatar"][data-part="root"]': {
        background: 'var(--profile-photo) center / cover',
      },
      '[data-profile-photo] & [data-scope="avatar"][data-part="fallback"]': { visibility: 'hidden' },
    },
    names: {
      display: 'none',
      flexDirection: 'column',
      alignItems: 'flex-start',
      lineHeight: '1.2',
      textAlign: 'start',
      md: { display: 'flex' },
    },
    name: { fontWeight: '600' },
    company: { fontSize: 'xs', color: 'fg.muted' },
  },
  staticCss: ['*'],
});

/** The locked-session dialog's status line and its log-out link (islands/auth/LockedSessionDialog.tsx). */
export const sessionLockRecipe = defineSlotRecipe({
  className: 'session-lock',
  slots: ['status', 'logout'],
  base: {
    status: { color: 'fg.muted' },
    logout: { color: 'accent.default', marginInlineEnd: 'auto', alignSelf: 'center' },
  },
  staticCss: ['*'],
});
