import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { proposalsOf } from '../../rfp/scoring.ts';
import {
  rfpFigures,
  rfpTranslator,
  sampleRows,
  storyEvaluation,
  storyFrame,
  useStoryView,
  vendors,
} from './examples.ts';
import { ScoreGrid } from './ScoreGrid.tsx';

/** Three questions: enough for every state of a cell, light enough for the accessibility check on a busy machine. */
const rows = sampleRows.slice(0, 3);
const proposals = proposalsOf(rows);

/** The grid as the page holds it: the view from the store, so a saved score shows in its cell. */
function LiveGrid({ locale }: { locale: unknown }) {
  const view = useStoryView();
  return (
    <div className={storyFrame}>
      <ScoreGrid
        t={rfpTranslator(locale)}
        figures={rfpFigures(locale)}
        rows={rows}
        vendors={vendors}
        view={view}
        proposals={proposals}
        sectionNames={{}}
      />
    </div>
  );
}

const meta = {
  title: 'RFP/Score grid',
  component: LiveGrid,
  args: { locale: 'en' },
  render: (_args, { globals }) => <LiveGrid locale={globals['locale']} />,
  beforeEach: storyEvaluation(),
} satisfies Meta<typeof LiveGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

const cell = (canvas: HTMLElement, id: string) =>
  canvas.querySelector<HTMLButtonElement>(`[data-answer="${id}"]`) as HTMLButtonElement;

/** One tab stop for the grid; arrows move between answers, a digit saves, proposals are marked. */
export const Keyboard: Story = {
  play: async ({ canvasElement, step }) => {
    const grid = within(canvasElement).getByRole('table');
    await expect(grid.querySelectorAll('[data-answer][tabindex="0"]')).toHaveLength(1);
    await expect(cell(canvasElement, '1-1')).toHaveTextContent('3');
    await expect(cell(canvasElement, '1-1')).toHaveAccessibleName(/your score 3/);
    await expect(grid.querySelector('.rfp-score-proposed')).toHaveAccessibleName(/proposed \d/);

    await step('move and score from the keyboard', async () => {
      cell(canvasElement, '1-0').focus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(cell(canvasElement, '1-1')).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(cell(canvasElement, '2-1')).toHaveFocus();
      // An Arabic keyboard's digit scores as its Latin one.
      await userEvent.keyboard('٢');
      await waitFor(() => expect(cell(canvasElement, '2-1')).toHaveTextContent('2'));
      await userEvent.keyboard('4');
      await waitFor(() => expect(cell(canvasElement, '2-1')).toHaveTextContent('4'));
      await expect(cell(canvasElement, '2-1')).toHaveClass('rfp-score-scored');
      await expect(
        within(cell(canvasElement, '2-1').parentElement as HTMLElement).getByRole('status'),
      ).toHaveTextContent('Saved');
    });
  },
};

/** Enter opens the score with its comment, Escape gives the focus back; an answer left out takes no score. */
export const Editor: Story = {
  play: async ({ canvasElement, step }) => {
    const grid = within(canvasElement).getByRole('table');
    cell(canvasElement, '2-1').focus();
    await step('Enter opens the comment; Escape closes it and gives the focus back', async () => {
      await userEvent.keyboard('{Enter}');
      const editor = within(canvasElement).getByRole('form', { name: 'Score for Contoso Fintech, row 2' });
      await expect(within(editor).getByLabelText('Score')).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(cell(canvasElement, '2-1')).toHaveFocus());
    });

    await step('an answer left out takes no score', async () => {
      const excluded = grid.querySelector<HTMLButtonElement>('[data-excluded]') as HTMLButtonElement;
      const before = excluded.textContent;
      excluded.focus();
      await userEvent.keyboard('5');
      await expect(excluded).toHaveTextContent(before ?? '');
      await expect(excluded).toHaveAccessibleName(/left out/);
      // Why, beside it and read with it.
      await expect(excluded).toHaveAccessibleDescription('This vendor gave no answer: nothing to score.');
      await expect(within(excluded.parentElement as HTMLElement).getByText(/nothing to score/)).toBeVisible();
    });
  },
};
