import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyLocale } from '../../i18n/story-language.ts';
import { $newNotifications, $notifications, $unread, type PortalNotification } from '../../stores/notifications.ts';
import { PanelStage, panelTranslator, startShell } from './examples.tsx';
import NotificationsPanel from './NotificationsPanel.tsx';
import { fakeNotificationsApi } from './notifications-api-fake.ts';

const at = (hours: number, minutes: number) => new Date(2025, 10, 5, hours, minutes).getTime();

/** What the server keeps for a person: one of each kind, worded in English. */
const notifications: PortalNotification[] = [
  {
    id: 'n1',
    kind: 'uploadFinished',
    message: 'Signed contract.pdf was uploaded to Uploads.',
    variant: 'success',
    link: { href: '/apps/file-manager?folder=uploads', label: 'Open Uploads' },
    createdAt: at(10, 12),
    read: false,
  },
  {
    id: 'n2',
    kind: 'contractEnding',
    message: 'Northwind Traders: Fleet Leasing Agreement with Proseware Motors ends on Dec 3, 2025.',
    variant: 'warning',
    link: { href: '/apps/dashboards/contractlocker', label: 'Open the contract locker' },
    createdAt: at(9, 45),
    read: false,
  },
  {
    id: 'n3',
    kind: 'uploadFailed',
    message: 'Budget.xlsx could not be uploaded to Uploads.',
    variant: 'error',
    link: { href: '/apps/file-manager?folder=uploads', label: 'Open Uploads' },
    createdAt: at(9, 30),
    read: true,
  },
  {
    id: 'n4',
    kind: 'sessionLockSoon',
    message: 'Your session will lock in two minutes. You can sign in again to unlock it.',
    variant: 'warning',
    createdAt: at(9, 5),
    read: true,
  },
];

const meta = {
  title: 'Shell/Notifications panel',
  component: NotificationsPanel,
  beforeEach: ({ globals }) => {
    startShell(storyLocale(globals['locale']));
    $notifications.set([]);
    $newNotifications.set([]);
    const restoreFetch = fakeNotificationsApi(notifications);
    return () => {
      restoreFetch();
      $notifications.set([]);
    };
  },
  render: (_args, { globals }) => (
    <PanelStage
      name="notifications"
      label={panelTranslator(storyLocale(globals['locale']))('panels:openNotifications')}
    >
      <NotificationsPanel />
    </PanelStage>
  ),
} satisfies Meta<typeof NotificationsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  const trigger = within(canvasElement).getByRole('button', { name: 'Notifications' });
  await userEvent.click(trigger);
  return { trigger, panel: await screen.findByRole('dialog', { name: 'Notifications' }) };
};

/** Each notification with its link and time, read once shown; the close button gives focus back; dismiss one. */
export const Notifications: Story = {
  play: async ({ canvasElement, step }) => {
    const { trigger } = await open(canvasElement);
    await step('the close button closes it and focus goes back; Enter opens it again', async () => {
      await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(trigger).toHaveFocus());
      await userEvent.keyboard('{Enter}');
    });
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(4));
    await expect(within(panel).getAllByRole('link', { name: 'Open Uploads' })[0]).toHaveAttribute(
      'href',
      '/apps/file-manager?folder=uploads',
    );
    await waitFor(() => expect($unread.get()).toBe(0));
    await userEvent.click(
      within(panel).getByRole('button', { name: 'Dismiss: Budget.xlsx could not be uploaded to Uploads.' }),
    );
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
    await expect($notifications.get().map(({ id }) => id)).toEqual(['n1', 'n2', 'n4']);
  },
};

/** Dismiss all: the panel says there is nothing, and offers no Dismiss all. */
export const DismissAll: Story = {
  play: async ({ canvasElement }) => {
    const { panel } = await open(canvasElement);
    await within(panel).findAllByRole('listitem');
    await userEvent.click(within(panel).getByRole('button', { name: 'dismiss all' }));
    await expect(within(panel).getByText('There are no notifications for now.')).toBeVisible();
    await expect(within(panel).queryByRole('button', { name: 'dismiss all' })).not.toBeInTheDocument();
    await expect($notifications.get()).toEqual([]);
  },
};

/** Nothing kept yet: the panel says so. */
export const Empty: Story = {
  beforeEach: () => fakeNotificationsApi([]),
  play: async ({ canvasElement }) => {
    const { panel } = await open(canvasElement);
    await expect(await within(panel).findByText('There are no notifications for now.')).toBeVisible();
  },
};
