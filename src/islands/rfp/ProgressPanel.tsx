import type { CSSProperties } from 'react';
import { cx } from 'styled-system/css';
import type { Translate } from '../../i18n/texts.ts';
import { type ProgressLine, shareOf, type VendorProgress } from '../../rfp/progress.ts';
import type { Figures } from './figures.ts';
import { parts } from './styles.ts';

interface ProgressPanelProps {
  t: Translate;
  figures: Figures;
  progress: VendorProgress;
  vendors: string[];
}

/**
 * How far the scoring has come, per evaluator and vendor, as sourcing suites show each grader's
 * completion: the answers scored of those there are to score, with the share, for each vendor and
 * for all of them; the consensus on its own line.
 */
export function ProgressPanel({ t, figures, progress, vendors }: ProgressPanelProps) {
  const { answers } = progress;
  const cell = (scored: number, count: number, key: string) => {
    const share = shareOf(scored, count);
    return (
      <td
        key={key}
        className={cx(parts.figure, parts.progressCell)}
        style={{ '--done': `${(share ?? 0) * 100}%` } as CSSProperties}
      >
        {share === undefined ? (
          <span className={parts.muted}>{t('rfpEvaluation:progress.nothing')}</span>
        ) : (
          <>
            {t('rfpEvaluation:progress.cell', { scored, count })}
            <span className={parts.muted}> · {figures.percent(share)}</span>
          </>
        )}
      </td>
    );
  };
  const line = (label: string, counts: ProgressLine, key: string) => (
    <tr key={key} data-progress={key}>
      <th scope="row">
        <bdi>{label}</bdi>
      </th>
      {vendors.map((vendor, index) => cell(counts.scored[index] ?? 0, answers.scored[index] ?? 0, vendor))}
      {cell(counts.total, answers.total, 'all')}
    </tr>
  );
  return (
    <section className={parts.panel} aria-labelledby="rfp-progress-title">
      <h3 id="rfp-progress-title">{t('rfpEvaluation:progress.title')}</h3>
      <p className={cx(parts.muted, parts.small)} id="rfp-progress-intro">
        {t('rfpEvaluation:progress.intro')}
      </p>
      <div className={parts.tableScroll}>
        <table className={parts.figuresTable} aria-describedby="rfp-progress-intro">
          <caption className="visually-hidden">{t('rfpEvaluation:progress.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('rfpEvaluation:progress.who')}</th>
              {vendors.map((vendor, index) => (
                <th scope="col" key={vendor} data-v={index}>
                  <bdi>{vendor}</bdi>
                </th>
              ))}
              <th scope="col">{t('rfpEvaluation:progress.all')}</th>
            </tr>
          </thead>
          <tbody>
            <tr data-progress="answers">
              <th scope="row">{t('rfpEvaluation:progress.answers')}</th>
              {answers.scored.map((count, index) => (
                <td key={vendors[index]} className={parts.figure}>
                  {figures.score(count)}
                </td>
              ))}
              <td className={parts.figure}>{figures.score(answers.total)}</td>
            </tr>
            {progress.evaluators.map((evaluator) =>
              line(
                evaluator.you
                  ? evaluator.name
                    ? t('rfpEvaluation:progress.you', { name: evaluator.name })
                    : t('rfpEvaluation:progress.youAlone')
                  : evaluator.name,
                evaluator,
                evaluator.you ? 'you' : evaluator.uid,
              ),
            )}
            {line(t('rfpEvaluation:progress.consensus'), progress.consensus, 'consensus')}
          </tbody>
        </table>
      </div>
    </section>
  );
}
