import { cx } from 'styled-system/css';
import type { Translate } from '../../i18n/texts.ts';
import type { EvaluationRole } from '../../rfp/evaluation.ts';
import { ranking, scoreSources, totalsBasisOf, type VendorTotal } from '../../rfp/totals.ts';
import { type ScoreBasis, scoreBases } from '../../rfp/views.ts';
import type { Section } from '../../rfp/weights.ts';
import type { Figures } from './figures.ts';
import { OnlyToggle } from './parts.tsx';
import { control, parts } from './styles.ts';

interface TotalsPanelProps {
  t: Translate;
  figures: Figures;
  totals: VendorTotal[];
  /** Rank moves of the what-if (positive: up). */
  moves: Map<number, number>;
  whatIf: boolean;
  vendors: string[];
  outline: Section[];
  sectionNames: Record<string, string>;
  basis: ScoreBasis;
  onBasis: (basis: ScoreBasis) => void;
  /** Whether the portal's proposal counts where no person has scored. */
  withProposals: boolean;
  onWithProposals: (withProposals: boolean) => void;
  role: EvaluationRole;
}

/**
 * The weighted totals per vendor and section, in ranking order; the what-if's moves beside them.
 * They say what they count: how many answers from the consensus, the evaluators, the person's own
 * sheet and the portal's proposals, and a ranking of proposals alone is named a proposed one.
 */
export function TotalsPanel({
  t,
  figures,
  totals,
  moves,
  whatIf,
  vendors,
  outline,
  sectionNames,
  basis,
  onBasis,
  withProposals,
  onWithProposals,
}: TotalsPanelProps) {
  const figure = (value: number | undefined) => (value === undefined ? undefined : figures.total(value));
  const counts = totalsBasisOf(totals);
  const proposed = counts.kind === 'proposalsOnly';
  const countedOf = (total: VendorTotal) =>
    scoreSources
      .filter((source) => total.counted[source] > 0)
      .map((source) => t(`rfpEvaluation:totals.source.${source}`, { count: total.counted[source] }))
      .join(' · ') || t('rfpEvaluation:totals.nothingCounted');
  return (
    <section className={parts.panel} aria-labelledby="rfp-totals-title">
      <div className={parts.totalsHead}>
        <h3 id="rfp-totals-title">{t('rfpEvaluation:totals.title')}</h3>
        <div className={parts.totalsBasis}>
          <label>
            <span>{t('rfpEvaluation:totals.basis')}</span>
            <select
              className={control}
              value={basis}
              onChange={(event) => onBasis(event.target.value as ScoreBasis)}
              data-basis=""
            >
              {scoreBases.map((name) => (
                <option key={name} value={name}>
                  {t(`rfpEvaluation:totals.${name}`)}
                </option>
              ))}
            </select>
          </label>
          {basis !== 'proposals' && (
            <OnlyToggle checked={withProposals} onChange={onWithProposals}>
              {t('rfpEvaluation:totals.withProposals')}
            </OnlyToggle>
          )}
        </div>
      </div>
      <p id="rfp-totals-counts" className={parts.counts} data-counts={counts.kind}>
        {t(`rfpEvaluation:totals.counts.${counts.kind}`, {
          proposals: counts.proposals,
          count: counts.people + counts.proposals,
        })}
      </p>
      {whatIf && (
        <p className={parts.whatIf} role="status">
          {t('rfpEvaluation:totals.whatIf')}
        </p>
      )}
      <div className={parts.tableScroll}>
        <table
          className={cx(parts.figuresTable, 'rfp-totals-table')}
          aria-describedby="rfp-totals-counts"
          data-counts={counts.kind}
        >
          <caption className="visually-hidden">{t('rfpEvaluation:totals.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t(`rfpEvaluation:totals.${proposed ? 'rankProposed' : 'rank'}`)}</th>
              <th scope="col">{t('rfpEvaluation:totals.vendor')}</th>
              <th scope="col">{t('rfpEvaluation:totals.overall')}</th>
              {outline.map((section) => (
                <th scope="col" key={section.name} className={parts.totalsSection}>
                  <bdi dir="auto">{sectionNames[section.name] ?? section.name}</bdi>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ranking(totals).map((total) => {
              const move = moves.get(total.vendor) ?? 0;
              return (
                <tr key={total.vendor} data-total-vendor={total.vendor} data-rank={total.rank ?? ''}>
                  <td>
                    {total.rank === undefined ? t('rfpEvaluation:totals.none') : figures.score(total.rank)}
                    {move !== 0 && (
                      <span className={cx('rfp-move', move > 0 ? parts.up : parts.down)} data-move={move}>
                        {' '}
                        {move > 0 ? '▲' : '▼'}{' '}
                        {t(`rfpEvaluation:totals.${move > 0 ? 'up' : 'down'}`, { count: Math.abs(move) })}
                      </span>
                    )}
                  </td>
                  <th scope="row">
                    <bdi>{vendors[total.vendor]}</bdi>
                    <span className={cx(parts.muted, parts.small, parts.counted)} data-counted="">
                      {countedOf(total)}
                    </span>
                  </th>
                  <td className={parts.figure} data-overall="">
                    {figure(total.overall) ?? t('rfpEvaluation:totals.none')}
                  </td>
                  {outline.map((section) => (
                    <td key={section.name} className={cx(parts.figure, parts.totalsSection)}>
                      {figure(total.sections[section.name]) ?? t('rfpEvaluation:totals.none')}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className={cx(parts.muted, parts.small)}>{t('rfpEvaluation:totals.excludedNote')}</p>
    </section>
  );
}
