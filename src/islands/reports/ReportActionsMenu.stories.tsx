import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  BookmarkPlusIcon,
  FileDownIcon,
  LinkIcon,
  MaximizeIcon,
  PencilIcon,
  PrinterIcon,
  RotateCwIcon,
  Trash2Icon,
} from 'lucide-react';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { languageOf } from '../../i18n/locales.ts';
import { storyLocale, storyTranslator } from '../../i18n/story-language.ts';
import { type ReportAction, ReportActionsMenu } from './ReportActionsMenu.tsx';

/** The actions of a report as ReportView and ReportViewsBar give them, in the story's language. */
function actionsIn(global: unknown, chose: (id: string) => void): ReportAction[] {
  const t = storyTranslator(global, ['reports', 'reportViews']);
  const action = (id: string, label: string, Icon: ReportAction['Icon'], more: Partial<ReportAction> = {}) => ({
    id,
    label: t(label),
    Icon,
    disabled: false,
    run: () => chose(id),
    ...more,
  });
  return [
    action('save', 'reportViews:save', BookmarkPlusIcon),
    // No view chosen: nothing to rename or delete.
    action('rename', 'reportViews:rename', PencilIcon, { disabled: true }),
    action('delete', 'reportViews:delete', Trash2Icon, { disabled: true }),
    action('copyLink', 'reportViews:copyLink', LinkIcon, { apart: true }),
    action('exportPDF', 'reportViews:exportPdf', FileDownIcon),
    action('fullscreen', 'reports:fullscreen', MaximizeIcon, { apart: true }),
    action('print', 'reports:print', PrinterIcon),
    action('reload', 'reports:reload', RotateCwIcon),
  ];
}

function Story({ locale }: { locale: unknown }) {
  const [chosen, setChosen] = useState('');
  const t = storyTranslator(locale, ['reportViews']);
  return (
    <div>
      <ReportActionsMenu
        label={t('reportViews:actions')}
        language={languageOf(storyLocale(locale)).tag}
        actions={actionsIn(locale, setChosen)}
      />
      {/* What was chosen, for the play function: not part of the picture. */}
      <output className="visually-hidden" data-chosen={chosen}>
        {chosen}
      </output>
    </div>
  );
}

/**
 * A report's actions at phone width: one button, one menu (views, link and exports, then the
 * report's own), what does not apply disabled. The menu is the design system's.
 */
const meta = {
  title: 'Reports/Report actions menu',
  component: Story,
  args: { locale: 'en' },
  globals: { viewport: { value: 'phone' } },
  render: (_args, { globals }) => <Story locale={globals['locale']} />,
} satisfies Meta<typeof Story>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the keyboard; Print chosen, and run once the menu has closed; opened again for its picture. */
export const Phone: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Report actions' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Report actions' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Save view',
      'Rename view',
      'Delete view',
      'Copy link',
      'Export to PDF',
      'Show the report in full screen',
      'Print the report',
      'Reload the report',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Rename view' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Print the report' }));
    await waitFor(() => expect(canvasElement.querySelector('output')).toHaveAttribute('data-chosen', 'print'));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await userEvent.click(trigger);
    await screen.findByRole('menu', { name: 'Report actions' });
  },
};

/** Arabic, right to left: the menu opens under its button's end, in Arabic. */
export const PhoneArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'إجراءات التقرير' }));
    const menu = await screen.findByRole('menu', { name: 'إجراءات التقرير' });
    expect(within(menu).getByRole('menuitem', { name: 'طباعة التقرير' })).toBeVisible();
  },
};
