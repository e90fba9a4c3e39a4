import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { $uploads, type Upload } from '../../stores/file-uploads.ts';
import { fileManagerTexts } from './examples.ts';
import UploadList from './UploadList.tsx';

/** A queue in every state a row can show (no upload target is set, so nothing is sent). */
const queue: Upload[] = [
  { id: 1, name: 'Signed contract.pdf', size: 2_400_000, sent: 2_400_000, status: 'done' },
  { id: 2, name: 'Spend by category.xlsx', size: 880_640, sent: 352_256, status: 'uploading' },
  { id: 3, name: 'Renewal notes.docx', size: 23_552, sent: 0, status: 'queued' },
  { id: 4, name: 'Site survey.mp4', size: 300_000_000, sent: 0, status: 'failed', errorCode: 'tooLarge' },
  { id: 5, name: 'Q3: summary.pptx', size: 120_000, sent: 0, status: 'failed', errorCode: 'invalidName' },
  {
    id: 6,
    name: 'Invoice 2025-114.pdf',
    size: 61_440,
    sent: 0,
    status: 'failed',
    errorCode: 'networkError',
    problem: 'network',
  },
  {
    id: 7,
    name: 'Board minutes.docx',
    size: 40_960,
    sent: 0,
    status: 'failed',
    errorCode: 'accessDenied',
    errorMessage: 'Access denied',
  },
  { id: 8, name: 'Old budget.xlsx', size: 10_240, sent: 0, status: 'cancelled' },
  { id: 9, name: 'Draft.txt', size: 512, sent: 0, status: 'skipped' },
];

const meta = {
  title: 'File manager/Upload list',
  component: UploadList,
  args: { folderName: 'Uploads', ...fileManagerTexts('en') },
  render: (args, { globals }) => <UploadList {...args} {...fileManagerTexts(globals['locale'])} />,
  beforeEach: () => {
    $uploads.set(queue);
    return () => $uploads.set([]);
  },
} satisfies Meta<typeof UploadList>;
export default meta;
type Story = StoryObj<typeof meta>;

// Hidden too: behind the question's dialog, the page is hidden from assistive technology.
const rowOf = (list: HTMLElement, name: string) =>
  within(list)
    .getAllByRole('listitem', { hidden: true })
    .find((row) => row.textContent?.includes(name)) as HTMLElement;

/** Each state in words; failures are alerts; a waiting file can be cancelled. */
export const Queue: Story = {
  play: async ({ canvasElement, step }) => {
    const uploads = within(canvasElement).getByRole('region', { name: 'Uploads' });
    const list = within(uploads).getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(queue.length);
    await expect(within(uploads).getAllByRole('alert')).toHaveLength(4);
    await expect(rowOf(list, 'Site survey.mp4')).toHaveTextContent('larger than 250 MB');
    await expect(rowOf(list, 'Board minutes.docx')).toHaveTextContent('was not uploaded: Access denied');
    // A refusal for good offers no retry; the connection's failure does.
    await expect(within(rowOf(list, 'Site survey.mp4')).queryByRole('button')).not.toBeInTheDocument();
    await expect(within(list).getByRole('button', { name: 'Retry upload of Invoice 2025-114.pdf' })).toBeVisible();

    await step('cancel a waiting file', async () => {
      await userEvent.click(within(list).getByRole('button', { name: 'Cancel upload of Renewal notes.docx' }));
      await expect(rowOf(list, 'Renewal notes.docx')).toHaveTextContent('Cancelled');
    });
  },
};

/** Clear finished: only the files still uploading or waiting stay. */
export const ClearFinished: Story = {
  play: async ({ canvasElement }) => {
    const uploads = within(canvasElement).getByRole('region', { name: 'Uploads' });
    await userEvent.click(within(uploads).getByRole('button', { name: 'Clear finished' }));
    const rows = within(uploads).getAllByRole('listitem');
    await expect(rows.map((row) => row.getAttribute('data-status'))).toEqual(['uploading', 'queued']);
  },
};

/** A name already taken: the question, with keep both, replace or skip; Escape skips. */
export const NameTaken: Story = {
  beforeEach: () => {
    $uploads.set([
      { id: 20, name: 'Signed contract.pdf', size: 2_400_000, sent: 0, status: 'conflict' },
      { id: 21, name: 'Renewal notes.docx', size: 23_552, sent: 0, status: 'conflict' },
    ]);
  },
  play: async ({ canvasElement, step }) => {
    const list = within(canvasElement).getByRole('list', { hidden: true });
    await step('keep both: the file waits to be sent under another name', async () => {
      const question = await screen.findByRole('alertdialog', { name: 'Signed contract.pdf already exists' });
      await expect(question).toHaveTextContent('is already in Uploads');
      await userEvent.click(within(question).getByRole('button', { name: 'Keep both' }));
      await expect(rowOf(list, 'Signed contract.pdf')).toHaveTextContent('Waiting');
    });
    await step('the next question; Escape skips that file', async () => {
      await screen.findByRole('alertdialog', { name: 'Renewal notes.docx already exists' });
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      await expect(rowOf(list, 'Renewal notes.docx')).toHaveTextContent('Skipped');
    });
  },
};

/**
 * A folder chosen with Upload folder: above its files, where it lands (Uploads › its name) and how
 * far it is; once nothing is left to send, whether all of it got there.
 */
export const FolderUpload: Story = {
  beforeEach: () => {
    $uploads.set([
      { id: 30, name: 'Board pack/Agenda.docx', size: 40_960, sent: 40_960, status: 'done', folders: ['Board pack'] },
      {
        id: 31,
        name: 'Board pack/2025/Minutes.docx',
        size: 81_920,
        sent: 20_480,
        status: 'uploading',
        folders: ['Board pack', '2025'],
      },
      { id: 32, name: 'Leases/Fleet.pdf', size: 61_440, sent: 61_440, status: 'done', folders: ['Leases'] },
      {
        id: 33,
        name: 'Leases/Depot.pdf',
        size: 61_440,
        sent: 0,
        status: 'failed',
        errorCode: 'networkError',
        problem: 'network',
        folders: ['Leases'],
      },
    ]);
  },
  play: async ({ canvasElement }) => {
    const uploads = within(canvasElement).getByRole('region', { name: 'Uploads' });
    const [sending, partly] = within(uploads).getAllByTestId('folder-upload');
    // The names are isolated in the sentence (their own direction); read without the marks.
    const plain = (element: HTMLElement | undefined) => element?.textContent?.replace(/[\u2068\u2069]/g, '');
    await expect(plain(sending)).toContain('Sending Board pack to Uploads › Board pack. Files sent: 1 of 2.');
    await expect(within(sending as HTMLElement).getByRole('progressbar', { name: 'Board pack' })).toBeVisible();
    await expect(plain(partly)).toContain('Leases is in Uploads › Leases, but not whole. Files sent: 1 of 2');
    // The files' own rows stay below, each with its state.
    await expect(within(uploads).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** Nothing queued: the list is not shown at all. */
export const Empty: Story = {
  beforeEach: () => {
    $uploads.set([]);
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument();
  },
};
