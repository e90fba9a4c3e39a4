import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { SwitchableClient } from '../../clients/switching.ts';
import { Button } from '../../design-system/components/button/Button.tsx';
import { islandTextsOf } from '../../i18n/island-texts.ts';
import { storyLocale } from '../../i18n/story-language.ts';
import { translatorOf } from '../../i18n/texts.ts';
import { $clientSwitch, replaceClientServices } from '../../stores/clients.ts';
import { SwitchClientDialog, type SwitchClientDialogProps } from './SwitchClientDialog.tsx';

/** The local tenant's demo clients: two with projects, one without. */
const clients: SwitchableClient[] = [
  {
    id: '1001',
    client_name: 'Northwind Traders',
    projects: [{ project_name: 'Northwind Procurement 2026' }, { project_name: 'Northwind Fleet Renewal' }],
  },
  { id: '1002', client_name: 'Fabrikam', projects: [] },
  { id: '1003', client_name: 'Contoso Bank', projects: [{ project_name: 'Contoso Card Services' }] },
];

// The store's boundary to the portal API: the story answers instead of the server, and the page
// is not reloaded after a switch.
const services = {
  switchClient: fn(async (clientId: string, projects: readonly string[]) => ({
    activeClientId: clientId,
    activeProject: [...projects],
    changed: true,
    activeClient: null,
  })),
  reload: fn(),
};

/** The dialog as the account menu opens it: a button, and the dialog closing back onto it. */
function WithTrigger(props: SwitchClientDialogProps) {
  const [open, setOpen] = useState(false);
  const t = translatorOf(props.texts);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {t('clients:switchClientProject')}
      </Button>
      <SwitchClientDialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Clients/Switch client dialog',
  component: SwitchClientDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    clients,
    activeClientId: '1001',
    activeProject: ['Northwind Procurement 2026'],
    texts: islandTextsOf('en', ['clients']),
  },
  render: (args, { globals }) => (
    <SwitchClientDialog {...args} texts={islandTextsOf(storyLocale(globals['locale']), ['clients'])} />
  ),
  beforeEach: () => {
    services.switchClient.mockClear();
    services.reload.mockClear();
    $clientSwitch.set({ status: 'idle', error: undefined });
    replaceClientServices(services);
    return () => replaceClientServices();
  },
} satisfies Meta<typeof SwitchClientDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Switch Client/Project' });
const listGone = () => waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
/** Clicks an option of the open list once it takes the pointer (it does not while the list opens, on a busy machine). */
const choose = async (name: string) => {
  const option = within(await screen.findByRole('listbox')).getByRole('option', { name });
  await waitFor(() => userEvent.click(option));
};

/** Another client: its projects replace the first client's, and Switch saves the choice and shows the page again. */
export const SeveralClients: Story = {
  play: async ({ step }) => {
    const switchDialog = await dialog();
    const client = within(switchDialog).getByRole('combobox', { name: 'Client' });
    const project = within(switchDialog).getByRole('combobox', { name: 'Project' });
    await expect(client).toHaveTextContent('Northwind Traders');
    await expect(project).toHaveTextContent('Northwind Procurement 2026');

    await step('choosing another client clears the projects', async () => {
      await userEvent.click(client);
      await choose('Contoso Bank');
      await listGone();
      await expect(project).toHaveTextContent('Choose projects');
    });

    await step('choose its project, then Switch', async () => {
      await userEvent.click(project);
      await choose('Contoso Card Services');
      await userEvent.keyboard('{Escape}');
      await listGone();
      await userEvent.click(within(switchDialog).getByRole('button', { name: 'Switch' }));
      await expect(services.switchClient).toHaveBeenCalledWith('1003', ['Contoso Card Services']);
      await waitFor(() => expect(services.reload).toHaveBeenCalledOnce());
    });
  },
};

/** One client: no client picker, and the title says only the project changes. */
export const OneClient: Story = {
  args: { clients: clients.slice(0, 1) },
  play: async () => {
    const switchDialog = await screen.findByRole('dialog', { name: 'Switch Project' });
    await expect(within(switchDialog).queryByRole('combobox', { name: 'Client' })).not.toBeInTheDocument();
    await expect(within(switchDialog).getByRole('combobox', { name: 'Project' })).toBeInTheDocument();
  },
};

/** A client without projects: the project picker is disabled and says so. */
export const NoProjects: Story = {
  args: { activeClientId: '1002', activeProject: [] },
  play: async () => {
    const project = within(await dialog()).getByRole('combobox', { name: 'Project' });
    await expect(project).toBeDisabled();
    await expect(project).toHaveTextContent('No projects to select');
  },
};

/** The server did not take the switch: the dialog stays open and says so; the page is not reloaded. */
export const SwitchFailed: Story = {
  beforeEach: () => {
    services.switchClient.mockRejectedValueOnce(undefined);
  },
  play: async () => {
    const switchDialog = await dialog();
    await userEvent.click(within(switchDialog).getByRole('button', { name: 'Switch' }));
    await expect(await within(switchDialog).findByRole('alert')).toHaveTextContent(
      'The switch could not be saved. Please try again.',
    );
    await expect(services.reload).not.toHaveBeenCalled();
  },
};

/** Opened from its button; Cancel and Escape close it without switching, and focus goes back. */
export const OpenAndClose: Story = {
  args: { open: false },
  render: (args, { globals }) => (
    <WithTrigger {...args} texts={islandTextsOf(storyLocale(globals['locale']), ['clients'])} />
  ),
  play: async ({ canvasElement, args, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Switch Client/Project' });
    await step('Cancel', async () => {
      await userEvent.click(trigger);
      await userEvent.click(within(await dialog()).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
      await waitFor(() => expect(trigger).toHaveFocus());
    });
    await step('Escape', async () => {
      await userEvent.keyboard('{Enter}');
      await dialog();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(trigger).toHaveFocus());
    });
    await expect(services.switchClient).not.toHaveBeenCalled();
  },
};
