import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyTranslator } from '../../i18n/story-language.ts';
import { driveLoginForm } from '../../islands/auth/login-form.ts';
import { OnBareCard } from '../../layouts/parts/examples.tsx';
import { PortalApiError } from '../../services/portal-api.ts';
import { $signIn, replaceSignInServices, type SignInServices } from '../../stores/sign-in.ts';
import { NoCredentialError } from '../login-errors.ts';
import type { MsalSettings } from '../msal-settings.ts';
import { ProviderUnavailableError } from '../provider-unavailable.ts';
import { LoginCard } from './LoginCard.tsx';
import { LoginForm } from './LoginForm.tsx';

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

// The sign-in store's boundary to MSAL, Graph and the portal API: the story answers for them, and
// is told where the page would go instead of going there.
const popup = {
  msalFor: fn(async () => ({})),
  signInWithPopup: fn(async () => ({ idToken: 'story-id-token', accessToken: 'story-access-token' })),
};
const services = {
  msal: async () => popup as unknown as Awaited<ReturnType<SignInServices['msal']>>,
  checkProvider: fn(async (_url: string) => undefined),
  photo: async () =>
    ({ storeProfilePhoto: async () => undefined }) as unknown as Awaited<ReturnType<SignInServices['photo']>>,
  signInNonce: fn(async () => ({ nonce: 'story-nonce', expiresIn: 600 })),
  openSession: fn(async () => ({
    displayName: 'Cem Client',
    email: 'cem.client@northwind.test',
    refreshAt: Date.now() + 3_600_000,
    activeClient: null,
  })),
  endSession: fn(async () => undefined),
  navigate: fn(),
} satisfies SignInServices;

/** What the sign-in came back with: the reasons the dictionaries have words for. */
const failures = {
  noCredential: () => new NoCredentialError(),
  popupClosed: () => ({ errorCode: 'user_cancelled', errorMessage: 'User cancelled the flow.' }),
  // The server's refusals arrive in the person's language (the portal API's envelope).
  invalidToken: (t: (key: string) => string) => new PortalApiError('invalidToken', t('auth:errors.invalidToken'), 401),
  userInfo: (t: (key: string) => string) => new PortalApiError('userInfo', t('auth:errors.userInfo'), 502),
  sitePrivileges: (t: (key: string) => string) =>
    new PortalApiError('sitePrivileges', t('auth:errors.sitePrivileges'), 403),
  other: () => ({}),
};

interface LoginPageArgs {
  /** Why the page was opened: a session that timed out says so before any attempt. */
  reason?: 'timeout';
  /** The server could not read the provider's settings: no form, a link to try again. */
  serverUnavailable?: boolean;
  /** How the pop-up sign-in ends (the story sets it up before render). */
  failure?: keyof typeof failures;
}

/** /login as pages/login.astro composes it: the card, the form rendered in it and the page's script driving it. */
function LoginPage({ reason, serverUnavailable, locale }: LoginPageArgs & { locale: unknown }) {
  const t = storyTranslator(locale, ['auth', 'pages']);
  const page = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const form = page.current?.querySelector<HTMLElement>('[data-login-form]');
    return form ? driveLoginForm(form) : undefined;
  }, []);
  return (
    <div ref={page} style={{ display: 'contents' }}>
      <OnBareCard locale={locale}>
        <LoginCard
          title={t('pages:login.title')}
          note={t('pages:login.note')}
          unavailable={
            serverUnavailable
              ? {
                  message: t('auth:errors.providerUnavailable'),
                  retry: { href: '/login', label: t('auth:errors.retry') },
                }
              : undefined
          }
        >
          <LoginForm
            msal={msal}
            graphApi="https://graph.example/v1.0"
            redirectTarget="/apps/file-manager"
            notice={reason === 'timeout' ? t('auth:errors.timeout') : undefined}
            signInLabel={t('pages:login.signIn')}
            retryLabel={t('auth:errors.retry')}
            texts={{
              noCredential: t('auth:errors.noCredential'),
              providerUnavailable: t('auth:errors.providerUnavailable'),
              default: t('auth:errors.default'),
              signingIn: t('auth:signingIn'),
            }}
          />
        </LoginCard>
      </OnBareCard>
    </div>
  );
}

const meta = {
  title: 'Pages/Login',
  component: LoginPage,
  parameters: { layout: 'fullscreen' },
  args: { locale: 'en' },
  render: (args, { globals }) => <LoginPage {...args} locale={globals['locale']} />,
  beforeEach: ({ args, globals }) => {
    for (const spy of [popup.signInWithPopup, services.checkProvider, services.openSession, services.navigate]) {
      spy.mockClear();
    }
    const t = storyTranslator(globals['locale'], ['auth']);
    const failure = args.failure;
    if (failure) popup.signInWithPopup.mockRejectedValueOnce(failures[failure](t));
    $signIn.set({ status: 'init', ready: false, error: undefined });
    replaceSignInServices(services);
    return () => replaceSignInServices();
  },
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const signInButton = () => screen.findByRole('button', { name: 'Sign in with Microsoft' });
const enabled = async () => {
  const button = await signInButton();
  await waitFor(() => expect(button).toBeEnabled());
  return button;
};

/** The button waits for MSAL, then signs in through the pop-up and goes on to the page asked for. */
export const SignIn: Story = {
  play: async () => {
    await userEvent.click(await enabled());
    await waitFor(() => expect(services.navigate).toHaveBeenCalledWith('/apps/file-manager'));
    await expect(popup.signInWithPopup).toHaveBeenCalledWith(msal, { nonce: 'story-nonce' });
    await expect(services.openSession).toHaveBeenCalledWith('story-id-token');
  },
};

/** The session timed out: said before any attempt. */
export const SessionTimedOut: Story = {
  args: { reason: 'timeout' },
  play: async ({ canvasElement }) => {
    await enabled();
    // A warning, not an alert: nothing failed yet.
    await expect(within(canvasElement).getByText('Your session has timed out. Please sign in again.')).toBeVisible();
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The pop-up came back without a credential. */
export const NoCredential: Story = {
  args: { failure: 'noCredential' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await enabled());
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Error: Could not log in, please try again.',
    );
    await expect(services.navigate).not.toHaveBeenCalled();
  },
};

/** The person closed the pop-up: MSAL's own words. */
export const PopupClosed: Story = {
  args: { failure: 'popupClosed' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await enabled());
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('User cancelled the flow.');
  },
};

/** The server could not verify the sign-in. */
export const InvalidToken: Story = {
  args: { failure: 'invalidToken' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await enabled());
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Your sign-in could not be verified. Please try again.',
    );
  },
};

/** The provider's user data could not be read. */
export const UserDataError: Story = {
  args: { failure: 'userInfo' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await enabled());
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Cannot load user data.');
  },
};

/** Signed in, but without site privileges. */
export const NoSitePrivileges: Story = {
  args: { failure: 'sitePrivileges' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await enabled());
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'have not been fully set up with site privileges',
    );
  },
};

/** A failure with nothing to say: the default words. */
export const OtherFailure: Story = {
  args: { failure: 'other' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await enabled());
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error has occurred');
  },
};

/** The identity provider does not answer the browser: said at once, the button stays off, Try again asks again. */
export const ProviderUnavailable: Story = {
  beforeEach: () => {
    services.checkProvider.mockRejectedValueOnce(new ProviderUnavailableError(503));
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(await card.findByRole('alert')).toHaveTextContent('The sign-in service is unavailable right now.');
    await expect(await signInButton()).toBeDisabled();
    await userEvent.click(card.getByRole('button', { name: 'Try again' }));
    await enabled();
    await expect(card.queryByRole('alert')).not.toBeInTheDocument();
    await expect(services.checkProvider).toHaveBeenCalledTimes(2);
  },
};

/** The server could not read the provider's settings: no form, a link that asks for the page again. */
export const ProviderUnavailableOnServer: Story = {
  args: { serverUnavailable: true },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('alert')).toHaveTextContent('The sign-in service is unavailable right now.');
    await expect(card.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/login');
    await expect(card.queryByRole('button', { name: 'Sign in with Microsoft' })).not.toBeInTheDocument();
  },
};
