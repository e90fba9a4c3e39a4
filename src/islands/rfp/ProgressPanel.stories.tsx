import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { vendorProgressOf } from '../../rfp/progress.ts';
import { proposalsOf } from '../../rfp/scoring.ts';
import { saveScore } from '../../stores/rfp-evaluation.ts';
import {
  rfpFigures,
  rfpTranslator,
  sampleRows,
  storyEvaluation,
  storyFrame,
  useStoryView,
  vendors,
} from './examples.ts';
import { ProgressPanel } from './ProgressPanel.tsx';

const proposals = proposalsOf(sampleRows);

/** The progress as the page counts it from the store's view: a saved score moves the person's line. */
function LiveProgress({ locale }: { locale: unknown }) {
  const view = useStoryView();
  return (
    <div className={storyFrame}>
      <ProgressPanel
        t={rfpTranslator(locale)}
        figures={rfpFigures(locale)}
        progress={vendorProgressOf(view, proposals, vendors.length)}
        vendors={vendors}
      />
    </div>
  );
}

const meta = {
  title: 'RFP/Scoring progress',
  component: LiveProgress,
  args: { locale: 'en' },
  render: (_args, { globals }) => <LiveProgress locale={globals['locale']} />,
  beforeEach: storyEvaluation(),
} satisfies Meta<typeof LiveProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

const cells = (canvas: HTMLElement, line: string) =>
  [...canvas.querySelectorAll(`tr[data-progress="${line}"] td`)].map((cell) => cell.textContent);

/** Per evaluator and vendor, as sourcing suites show completion: the person's own line first, then the others', then the consensus. */
export const PerEvaluatorAndVendor: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Answers scored per evaluator and vendor' })).toBeVisible();
    const heads = [...canvasElement.querySelectorAll('tbody th')].map((cell) => cell.textContent);
    await expect(heads).toEqual(['Answers to score', 'You', 'Cem Client', 'Fiona Fabrikam', 'Consensus']);
    const answers = cells(canvasElement, 'answers');
    await expect(cells(canvasElement, 'cem')[1]).toMatch(new RegExp(`^1 of ${answers[1]} · \\d+%$`));
    await expect(cells(canvasElement, 'you')[1]).toMatch(/^1 of \d+ · \d+%$/);
    await expect(cells(canvasElement, 'consensus')[0]).toMatch(/^1 of \d+/);

    await step('a score the person saves counts at once', async () => {
      await saveScore({ row: 2, vendor: 0, score: 3, comment: '' });
      await waitFor(() => expect(cells(canvasElement, 'you')[0]).toMatch(/^1 of \d+/));
      await expect(cells(canvasElement, 'you')[4]).toMatch(/^2 of \d+/);
    });
  },
};
