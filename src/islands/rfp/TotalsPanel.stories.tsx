import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { proposalsOf } from '../../rfp/scoring.ts';
import { vendorTotals } from '../../rfp/totals.ts';
import { type ScoreBasis, scoreOfView } from '../../rfp/views.ts';
import { defaultWeights, outlineOf } from '../../rfp/weights.ts';
import {
  rfpFigures,
  rfpTranslator,
  sampleRows,
  storyEvaluation,
  storyFrame,
  useStoryView,
  vendors,
} from './examples.ts';
import { TotalsPanel } from './TotalsPanel.tsx';

const proposals = proposalsOf(sampleRows);
const outline = outlineOf(sampleRows);
const weights = defaultWeights(outline);

/** The totals as the page computes them, over the lead's view: two evaluators' sheets, one consensus. */
function LiveTotals({ locale }: { locale: unknown }) {
  const view = useStoryView();
  const [basis, setBasis] = useState<ScoreBasis>('team');
  const [withProposals, setWithProposals] = useState(true);
  const totals = vendorTotals(
    outline,
    weights,
    view.importance,
    vendors.length,
    scoreOfView(view, proposals, basis, withProposals),
  );
  return (
    <div className={storyFrame}>
      <TotalsPanel
        t={rfpTranslator(locale)}
        figures={rfpFigures(locale)}
        totals={totals}
        moves={new Map()}
        whatIf={false}
        vendors={vendors}
        outline={outline}
        sectionNames={{}}
        basis={basis}
        onBasis={setBasis}
        withProposals={withProposals}
        onWithProposals={setWithProposals}
        role={view.role}
      />
    </div>
  );
}

const meta = {
  title: 'RFP/Totals',
  component: LiveTotals,
  args: { locale: 'en' },
  render: (_args, { globals }) => <LiveTotals locale={globals['locale']} />,
  beforeEach: storyEvaluation(),
} satisfies Meta<typeof LiveTotals>;
export default meta;
type Story = StoryObj<typeof meta>;

const counted = (canvas: HTMLElement, vendor: number) =>
  canvas.querySelector(`tr[data-total-vendor="${vendor}"] [data-counted]`);

/** The totals say what they count; a ranking of the portal's proposals alone is named a proposed one. */
export const WhatTheyCount: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const counts = canvasElement.querySelector('#rfp-totals-counts') as HTMLElement;
    await expect(counts).toHaveAttribute('data-counts', 'mixed');
    await expect(counts).toHaveTextContent(/the portal's proposal counts in their place/);
    await expect(counted(canvasElement, 1)).toHaveTextContent(/1 evaluator mean/);
    await expect(counted(canvasElement, 0)).toHaveTextContent(/1 consensus score/);
    await expect(canvas.getByRole('table')).toHaveAccessibleDescription(/proposal/);

    await step('the proposals alone make a proposed ranking', async () => {
      await userEvent.selectOptions(canvas.getByLabelText('Scores counted'), 'proposals');
      await expect(counts).toHaveAttribute('data-counts', 'proposalsOnly');
      await expect(canvas.getByRole('columnheader', { name: 'Proposed rank' })).toBeVisible();
      await expect(counted(canvasElement, 0)).toHaveTextContent(/^\d+ proposals?$/);
    });

    await step('people’s scores alone: a vendor nobody scored has no total', async () => {
      await userEvent.selectOptions(canvas.getByLabelText('Scores counted'), 'team');
      await userEvent.click(canvas.getByLabelText("Where no one has scored, count the portal's proposal"));
      await expect(counts).toHaveAttribute('data-counts', 'peopleOnly');
      await expect(canvas.getByRole('columnheader', { name: 'Rank' })).toBeVisible();
      await expect(counted(canvasElement, 3)).toHaveTextContent('nothing counted');
      await expect(canvasElement.querySelector('tr[data-total-vendor="3"] [data-overall]')).toHaveTextContent('—');
    });
  },
};
