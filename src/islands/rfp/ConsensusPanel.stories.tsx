import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { proposalsOf } from '../../rfp/scoring.ts';
import { ConsensusPanel } from './ConsensusPanel.tsx';
import {
  rfpFigures,
  rfpTranslator,
  sampleRows,
  storyEvaluation,
  storyFrame,
  useStoryView,
  vendors,
} from './examples.ts';

const proposals = proposalsOf(sampleRows);

function LiveConsensus({ locale }: { locale: unknown }) {
  const view = useStoryView();
  return (
    <div className={storyFrame}>
      <ConsensusPanel
        t={rfpTranslator(locale)}
        figures={rfpFigures(locale)}
        rows={sampleRows}
        vendors={vendors}
        view={view}
        proposals={proposals}
      />
    </div>
  );
}

const meta = {
  title: 'RFP/Consensus',
  component: LiveConsensus,
  args: { locale: 'en' },
  render: (_args, { globals }) => <LiveConsensus locale={globals['locale']} />,
  beforeEach: storyEvaluation(),
} satisfies Meta<typeof LiveConsensus>;
export default meta;
type Story = StoryObj<typeof meta>;

const line = (canvas: HTMLElement, id: string) =>
  canvas.querySelector<HTMLElement>(`tr[data-consensus-answer="${id}"]`);

/** The disagreement (> 1.5) flagged, counted and filtered; the lead sets the consensus with its reason. */
export const Lead: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/1 answer where evaluators disagree by more than 1.5/)).toBeVisible();
    await expect(line(canvasElement, '61-1')).toHaveAttribute('data-disagree');
    await expect(line(canvasElement, '62-0')).not.toHaveAttribute('data-disagree');
    await expect(line(canvasElement, '62-0')).toHaveTextContent('Agreed in the review call.');

    await step('only the disagreements', async () => {
      await userEvent.click(canvas.getByLabelText('Only answers where evaluators disagree'));
      await expect(line(canvasElement, '62-0')).toBeNull();
      await expect(line(canvasElement, '61-1')).not.toBeNull();
    });

    await step('the lead sets the consensus with a comment', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /^Consensus for Contoso Fintech, row 61/ }));
      const editor = canvas.getByRole('form', { name: 'Consensus for Contoso Fintech, row 61' });
      await userEvent.selectOptions(within(editor).getByLabelText('Score'), '3');
      await userEvent.type(within(editor).getByLabelText('Comment (optional)'), 'Roadmap confirmed in writing.');
      await userEvent.click(within(editor).getByRole('button', { name: 'Save' }));
      const row = line(canvasElement, '61-1') as HTMLElement;
      await waitFor(() => expect(within(row).getByRole('status')).toHaveTextContent('Saved'));
      await expect(row).toHaveTextContent('Roadmap confirmed in writing.');
      await expect(
        within(row).getByRole('button', { name: /^Consensus for Contoso Fintech, row 61/ }),
      ).toHaveTextContent('3');
      await waitFor(() =>
        expect(within(row).getByRole('button', { name: /^Consensus for Contoso Fintech, row 61/ })).toHaveFocus(),
      );
    });
  },
};
