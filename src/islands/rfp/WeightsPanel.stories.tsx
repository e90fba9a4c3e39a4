import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { outlineOf, type Weights, weightsFor } from '../../rfp/weights.ts';
import { rfpTranslator, sampleRows, storyEvaluation, storyFrame, useStoryView } from './examples.ts';
import { WeightsPanel } from './WeightsPanel.tsx';

const outline = outlineOf(sampleRows);
/** What the panel sent to the server, per save. */
const sent: { weights: Weights[] } = { weights: [] };

/** The panel with the page's what-if: a draft over the saved weights until saved or reset. */
function LiveWeights({ locale, lead }: { locale: unknown; lead: boolean }) {
  const view = useStoryView();
  const saved = weightsFor(outline, view.weights);
  const [draft, setDraft] = useState<Weights | undefined>(undefined);
  return (
    <div className={storyFrame}>
      <WeightsPanel
        t={rfpTranslator(locale)}
        outline={outline}
        weights={draft ?? saved}
        saved={saved}
        sectionNames={{}}
        lead={lead}
        onChange={setDraft}
        onSaved={() => setDraft(undefined)}
        onReset={() => setDraft(undefined)}
      />
    </div>
  );
}

const meta = {
  title: 'RFP/Weights',
  component: LiveWeights,
  args: { locale: 'en', lead: true },
  render: (args, { globals }) => <LiveWeights lead={args.lead} locale={globals['locale']} />,
  beforeEach: storyEvaluation(sent),
} satisfies Meta<typeof LiveWeights>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page says when a level does not add up; the lead saves only the level they changed. */
export const Lead: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save weights' });
    await expect(save).toBeDisabled();
    await step('a level that does not add up is said and cannot be saved', async () => {
      const compliance = canvas.getByLabelText('Weight of Compliance (%)');
      await userEvent.clear(compliance);
      await userEvent.type(compliance, '50');
      await expect(canvas.getByRole('alert')).toHaveTextContent('The sections add up to 116%, not 100%.');
      await expect(save).toBeDisabled();
    });
    await step('once it adds up, the save sends that level alone', async () => {
      for (const [label, value] of [
        ['Weight of Research & Development (%)', '25'],
        ['Weight of Integration (%)', '25'],
      ] as const) {
        const input = canvas.getByLabelText(label);
        await userEvent.clear(input);
        await userEvent.type(input, value);
      }
      await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
      await userEvent.click(save);
      await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Saved'));
      await expect(sent.weights).toEqual([
        { sections: { Compliance: 50, 'Research & Development': 25, Integration: 25 }, subsections: {} },
      ]);
      await expect(save).toBeDisabled();
    });
  },
};

/** An evaluator tries weights for the what-if: nothing to save, only the way back. */
export const Evaluator: Story = {
  args: { lead: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Save weights' })).not.toBeInTheDocument();
    const back = canvas.getByRole('button', { name: 'Back to the saved weights' });
    await expect(back).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Weight of Integration (%)'), '1');
    await expect(back).toBeEnabled();
    await userEvent.click(back);
    await expect(canvas.getByLabelText('Weight of Integration (%)')).toHaveValue(33);
  },
};
