import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { shellIcons } from '../icons/shell-icons.ts';
import { shellTexts } from './examples.tsx';
import { Logo } from './Logo.tsx';
import { ShellIcon } from './ShellIcon.tsx';

/** The portal's mark and name, a link to the dashboard. */
const meta = {
  title: 'Shell/Logo',
  component: Logo,
  args: { label: 'Go to the dashboard', name: 'Client Portal' },
  render: (args, { globals }) => {
    const { t } = shellTexts(globals['locale']);
    return <Logo {...args} label={t('goToDashboard')} name={t('appName')} />;
  },
} satisfies Meta<typeof Logo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('href', '/apps/dashboards/project');
  },
};

/** Every icon the shell's parts draw from their sprite, by name. */
export const ShellIcons: Story = {
  render: () => (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 16, listStyle: 'none', padding: 0 }}>
      {Object.keys(shellIcons).map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 4, width: 96, fontSize: 12 }}>
          <ShellIcon name={name} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
};
