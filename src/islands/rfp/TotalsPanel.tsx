import type { Translate } from '../../i18n/texts.ts';
import type { EvaluationRole } from '../../rfp/evaluation.ts';
import { ranking, type VendorTotal } from '../../rfp/totals.ts';
import type { ScoreBasis } from '../../rfp/views.ts';
import type { Section } from '../../rfp/weights.ts';
import type { Figures } from './figures.ts';

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
  role: EvaluationRole;
}

/** The weighted totals per vendor and section, in ranking order; the what-if's moves beside them. */
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
}: TotalsPanelProps) {
  const figure = (value: number | undefined) => (value === undefined ? undefined : figures.total(value));
  return (
    <section className="rfp-totals" aria-labelledby="rfp-totals-title">
      <div className="rfp-totals-head">
        <h3 id="rfp-totals-title">{t('rfpEvaluation:totals.title')}</h3>
        <label>
          <span>{t('rfpEvaluation:totals.basis')}</span>
          <select value={basis} onChange={(event) => onBasis(event.target.value as ScoreBasis)} data-basis="">
            <option value="mine">{t('rfpEvaluation:totals.mine')}</option>
            <option value="team">{t('rfpEvaluation:totals.team')}</option>
          </select>
        </label>
      </div>
      {whatIf && (
        <p className="rfp-what-if" role="status">
          {t('rfpEvaluation:totals.whatIf')}
        </p>
      )}
      <div className="rfp-totals-scroll">
        <table className="rfp-totals-table">
          <caption className="visually-hidden">{t('rfpEvaluation:totals.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('rfpEvaluation:totals.rank')}</th>
              <th scope="col">{t('rfpEvaluation:totals.vendor')}</th>
              <th scope="col">{t('rfpEvaluation:totals.overall')}</th>
              {outline.map((section) => (
                <th scope="col" key={section.name} className="rfp-totals-section">
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
                      <span className={`rfp-move ${move > 0 ? 'rfp-up' : 'rfp-down'}`} data-move={move}>
                        {' '}
                        {move > 0 ? '▲' : '▼'}{' '}
                        {t(`rfpEvaluation:totals.${move > 0 ? 'up' : 'down'}`, { count: Math.abs(move) })}
                      </span>
                    )}
                  </td>
                  <th scope="row">
                    <bdi>{vendors[total.vendor]}</bdi>
                    <span className="rfp-muted rfp-small">
                      {' '}
                      {t('rfpEvaluation:totals.scored', { count: total.scored })}
                    </span>
                  </th>
                  <td className="rfp-figure" data-overall="">
                    {figure(total.overall) ?? t('rfpEvaluation:totals.none')}
                  </td>
                  {outline.map((section) => (
                    <td key={section.name} className="rfp-figure rfp-totals-section">
                      {figure(total.sections[section.name]) ?? t('rfpEvaluation:totals.none')}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="rfp-muted rfp-small">{t('rfpEvaluation:totals.excludedNote')}</p>
    </section>
  );
}
