import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { RtlFrame } from '../../testing/RtlFrame.tsx';
import { ToastDemo } from './examples.tsx';

const meta = {
  title: 'Design system/Toast',
  component: ToastDemo,
  args: { max: 3, placement: 'bottom-end' },
} satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const toasts = () => screen.queryAllByRole('status').filter((el) => el.getAttribute('data-part') === 'root');
const settled = (element: HTMLElement) => waitFor(() => expect(getComputedStyle(element).opacity).toBe('1'));

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);

    await step('a toast appears in the named notifications region', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Approve invoice' }));
      const region = screen.getByRole('region', { name: 'Notifications' });
      const toast = await within(region).findByRole('status');
      await expect(toast).toHaveAccessibleName('Invoice 1 approved');
      await settled(toast);
    });

    await step('its close button dismisses it', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
      await waitFor(() => expect(toasts()).toHaveLength(0));
    });
  },
};

export const MaxCount: Story = {
  args: { max: 2 },
  play: async ({ canvasElement }) => {
    const approve = within(canvasElement).getByRole('button', { name: 'Approve invoice' });
    await userEvent.click(approve);
    await userEvent.click(approve);
    await userEvent.click(approve);
    // Only `max` toasts show; the third waits in the queue until one closes.
    await waitFor(() => expect(toasts()).toHaveLength(2));
    await expect(screen.queryByText('Invoice 3 approved')).not.toBeInTheDocument();
    const [first] = screen.getAllByRole('button', { name: 'Dismiss' });
    await userEvent.click(first as HTMLElement);
    await waitFor(() => expect(screen.getByText('Invoice 3 approved')).toBeInTheDocument());
    for (const toast of toasts()) await settled(toast);
  },
};

export const ErrorToast: Story = {
  name: 'Error',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Fail upload' }));
    const toast = await screen.findByText('The file is larger than 20 MB.');
    const root = toast.closest('[data-part="root"]') as HTMLElement;
    await expect(root).toHaveAttribute('data-type', 'error');
    await settled(root);
  },
};

export const TopStart: Story = {
  args: { placement: 'top-start' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Approve invoice' }));
    const region = screen.getByRole('region', { name: 'Notifications' });
    await expect(region).toHaveAttribute('data-placement', 'top-start');
    const [toast] = await within(region).findAllByRole('status');
    await settled(toast as HTMLElement);
    await expect((toast as HTMLElement).getBoundingClientRect().left).toBeLessThan(100);
  },
};

/** `-end` follows the reading direction: bottom-end is the bottom left in Arabic. */
export const RightToLeft: Story = {
  render: (args) => (
    <RtlFrame>
      <ToastDemo {...args} />
    </RtlFrame>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Approve invoice' }));
    const region = screen.getByRole('region', { name: 'Notifications' });
    const [toast] = await within(region).findAllByRole('status');
    await expect(toast).toHaveAttribute('dir', 'rtl');
    await settled(toast as HTMLElement);
    await expect((toast as HTMLElement).getBoundingClientRect().left).toBeLessThan(100);
  },
};
