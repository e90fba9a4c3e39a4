import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyLocale } from '@/i18n/story-language.ts';
import { $newNotifications, $notifications, type PortalNotification } from '@/stores/notifications.ts';
import { PanelStage, panelTranslator, startShell } from './examples.tsx';
import NotificationsPanel from './NotificationsPanel.tsx';

const at = (hours: number, minutes: number) => new Date(2025, 10, 5, hours, minutes).getTime();

/** What product code adds with `addNotification`: one of each kind. */
const notifications: PortalNotification[] = [
  {
    id: 'n1',
    message: 'Signed contract.pdf uploaded.',
    options: { variant: 'success', createdAt: at(10, 12) },
    dismissed: false,
  },
  {
    id: 'n2',
    message: 'The invoice report is being refreshed.',
    options: { variant: 'info', createdAt: at(9, 45) },
    dismissed: false,
  },
  {
    id: 'n3',
    message: 'Two files were not uploaded.',
    options: { variant: 'error', createdAt: at(9, 30) },
    dismissed: false,
  },
  {
    id: 'n4',
    message: 'Your session locks in 10 minutes.',
    options: { variant: 'warning', createdAt: at(9, 5) },
    dismissed: false,
  },
];

const meta = {
  title: 'Shell/Notifications panel',
  component: NotificationsPanel,
  beforeEach: ({ globals }) => {
    startShell(storyLocale(globals['locale']));
    $notifications.set(notifications);
    $newNotifications.set([]);
    return () => $notifications.set([]);
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

/** Each notification with its time; the close button gives focus back; dismiss one. */
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
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(within(panel).getByRole('button', { name: 'Dismiss: Two files were not uploaded.' }));
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
    await expect($notifications.get().map(({ id }) => id)).toEqual(['n1', 'n2', 'n4']);
  },
};

/** Dismiss all: the panel says there is nothing, and offers no Dismiss all. */
export const DismissAll: Story = {
  play: async ({ canvasElement }) => {
    const { panel } = await open(canvasElement);
    await userEvent.click(within(panel).getByRole('button', { name: 'dismiss all' }));
    await expect(within(panel).getByText('There are no notifications for now.')).toBeVisible();
    await expect(within(panel).queryByRole('button', { name: 'dismiss all' })).not.toBeInTheDocument();
    await expect($notifications.get()).toEqual([]);
  },
};
