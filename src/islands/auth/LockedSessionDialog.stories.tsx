import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { NoCredentialError } from '../../auth/login-errors.ts';
import type { MsalSettings } from '../../auth/msal-settings.ts';
import { ProviderUnavailableError } from '../../auth/provider-unavailable.ts';
import { islandTextsOf } from '../../i18n/island-texts.ts';
import { storyLocale } from '../../i18n/story-language.ts';
import { $sessionLock } from '../../stores/session.ts';
import { replaceSignInServices, type SignInServices } from '../../stores/sign-in.ts';
import LockedSessionDialog from './LockedSessionDialog.tsx';
import { sessionLockKeys } from './session-lock-keys.ts';

const msal: MsalSettings = {
  clientId: 'story-client',
  authority: 'https://login.example/organizations',
  knownAuthorities: [],
  protocolMode: 'AAD',
  redirectUri: 'http://localhost:6006/',
  postLogoutRedirectUri: 'http://localhost:6006/',
  scopes: ['openid', 'profile'],
  graphScopes: ['User.Read'],
  providerCheckUrl: 'https://login.example/.well-known/openid-configuration',
};

/** An hour from now: the refresh time the server gives a renewed session. */
const renewedRefreshAt = Date.now() + 3_600_000;

// The store's boundary to MSAL and the portal API: the pop-up and the server answer from here.
const popup = {
  currentAccount: fn(async () => ({ username: 'ada.admin@efi.test' })),
  signInWithPopup: fn(async () => ({ idToken: 'story-id-token', accessToken: 'story-access-token' })),
};
const services = {
  msal: async () => popup as unknown as Awaited<ReturnType<SignInServices['msal']>>,
  checkProvider: fn(async () => undefined),
  photo: async () => ({}) as Awaited<ReturnType<SignInServices['photo']>>,
  signInNonce: fn(async () => ({ nonce: 'story-nonce', expiresIn: 600 })),
  openSession: fn(async () => ({
    displayName: 'Ada Admin',
    email: 'ada.admin@efi.test',
    refreshAt: renewedRefreshAt,
    activeClient: null,
  })),
  endSession: fn(async () => undefined),
  navigate: fn(),
} satisfies SignInServices;

/** The session as it is when the dialog shows: locked, perhaps unlocking or after a failed unlock. */
const lockedWith =
  (state: { unlocking?: boolean; error?: unknown } = {}) =>
  () => {
    $sessionLock.set({ refreshAt: Date.now() - 1000, locked: true, unlocking: false, error: undefined, ...state });
  };

const meta = {
  title: 'Session/Locked session dialog',
  component: LockedSessionDialog,
  args: { msal, texts: islandTextsOf('en', sessionLockKeys) },
  render: (args, { globals }) => (
    <LockedSessionDialog {...args} texts={islandTextsOf(storyLocale(globals['locale']), sessionLockKeys)} />
  ),
  beforeEach: () => {
    for (const spy of [popup.currentAccount, popup.signInWithPopup, services.signInNonce, services.openSession]) {
      spy.mockClear();
    }
    lockedWith()();
    replaceSignInServices(services);
    return () => replaceSignInServices();
  },
} satisfies Meta<typeof LockedSessionDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('alertdialog', { name: 'Your session is locked' });

/** Unlock opens the pop-up for the same account with the nonce fetched ahead; the session is renewed. */
export const Locked: Story = {
  play: async ({ step }) => {
    const locked = await dialog();
    await step('Escape does not close it', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(locked).toBeVisible();
    });
    await step('Unlock to continue', async () => {
      await expect(within(locked).getByRole('link', { name: 'Or, log out' })).toHaveAttribute('href', '/logout');
      await userEvent.click(within(locked).getByRole('button', { name: 'Unlock to continue' }));
      await waitFor(() => expect($sessionLock.get()).toMatchObject({ locked: false, refreshAt: renewedRefreshAt }));
      await expect(services.signInNonce).toHaveBeenCalledOnce();
      await expect(popup.signInWithPopup).toHaveBeenCalledWith(msal, {
        nonce: 'story-nonce',
        account: { username: 'ada.admin@efi.test' },
      });
      await expect(services.openSession).toHaveBeenCalledWith('story-id-token');
    });
  },
};

/** The pop-up is open: the button waits and the dialog says what is happening. */
export const Unlocking: Story = {
  beforeEach: lockedWith({ unlocking: true }),
  play: async () => {
    const locked = await dialog();
    await expect(within(locked).getByRole('status')).toHaveTextContent('Processing login via pop-up');
    await expect(within(locked).getByRole('button', { name: /Unlock to continue/ })).toBeDisabled();
  },
};

/** The pop-up came back without a credential. */
export const NoCredential: Story = {
  beforeEach: lockedWith({ error: new NoCredentialError() }),
  play: async () => {
    await expect(within(await dialog()).getByRole('alert')).toHaveTextContent(
      'Error: Could not log in, please try again.',
    );
  },
};

/** The identity provider did not answer. */
export const ProviderUnavailable: Story = {
  beforeEach: lockedWith({ error: new ProviderUnavailableError(503) }),
  play: async () => {
    await expect(within(await dialog()).getByRole('alert')).toHaveTextContent(
      'The sign-in service is unavailable right now. Please try again shortly.',
    );
  },
};

/** The person closed the pop-up: MSAL's own words. */
export const PopupClosed: Story = {
  beforeEach: lockedWith({ error: { errorCode: 'user_cancelled', errorMessage: 'User cancelled the flow.' } }),
  play: async () => {
    await expect(within(await dialog()).getByRole('alert')).toHaveTextContent('User cancelled the flow.');
  },
};

/** A failure with nothing to say: the default words. */
export const OtherFailure: Story = {
  beforeEach: lockedWith({ error: {} }),
  play: async () => {
    await expect(within(await dialog()).getByRole('alert')).toHaveTextContent('An error has occurred');
  },
};
