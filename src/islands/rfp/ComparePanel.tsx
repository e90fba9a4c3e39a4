import { useState } from 'react';
import { cx } from 'styled-system/css';
import type { RfpRow } from '../../content/schemas/rfp.ts';
import type { Translate } from '../../i18n/texts.ts';
import { compareVendors } from '../../rfp/compare.ts';
import type { ScoreOf } from '../../rfp/totals.ts';
import type { Figures } from './figures.ts';
import { OnlyToggle, RowQuestionHeads } from './parts.tsx';
import { compareTable, parts } from './styles.ts';

interface ComparePanelProps {
  t: Translate;
  figures: Figures;
  rows: RfpRow[];
  vendors: string[];
  chosen: number[];
  onChoose: (chosen: number[]) => void;
  /** The valid choice (2–4 vendors), empty when fewer are chosen. */
  shownVendors: number[];
  scoreOf: ScoreOf;
}

/** Two to four vendors' answers and scores side by side, rows that differ and the best score marked. */
export function ComparePanel({
  t,
  figures,
  rows,
  vendors,
  chosen,
  onChoose,
  shownVendors,
  scoreOf,
}: ComparePanelProps) {
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const compared = compareVendors(rows, shownVendors, scoreOf).filter(
    (line) => !onlyDifferences || line.answersDiffer || line.scoresDiffer,
  );
  return (
    <div>
      <fieldset>
        <legend>{t('rfpEvaluation:compare.choose')}</legend>
        {vendors.map((vendor, index) => (
          <label key={vendor} className={parts.check}>
            <input
              type="checkbox"
              checked={chosen.includes(index)}
              data-compare-vendor={index}
              onChange={(event) =>
                onChoose(event.target.checked ? [...chosen, index] : chosen.filter((candidate) => candidate !== index))
              }
            />
            <bdi>{vendor}</bdi>
          </label>
        ))}
      </fieldset>
      <OnlyToggle checked={onlyDifferences} onChange={setOnlyDifferences}>
        {t('rfpEvaluation:compare.onlyDifferences')}
      </OnlyToggle>
      {shownVendors.length === 0 ? (
        <p role="alert">{t('rfpEvaluation:compare.tooFew')}</p>
      ) : (
        <div className={cx(compareTable.scroll, 'rfp-scroll')}>
          <table
            className={cx(compareTable.table, 'rfp-table', 'rfp-compare-table')}
            data-compared={shownVendors.join(',')}
          >
            <caption className="visually-hidden">{t('rfpEvaluation:compare.caption')}</caption>
            <thead>
              <tr>
                <RowQuestionHeads t={t} />
                {shownVendors.map((vendor) => (
                  <th scope="col" key={vendor} data-v={vendor}>
                    <bdi>{vendors[vendor]}</bdi>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {compared.map((line) => (
                <tr
                  key={line.row.Row}
                  data-row={line.row.Row}
                  data-differs={line.answersDiffer || line.scoresDiffer ? '' : undefined}
                >
                  <td className={compareTable.num}>
                    {line.row.Row}
                    {(line.answersDiffer || line.scoresDiffer) && (
                      <span className={parts.flag}> ≠ {t('rfpEvaluation:compare.differs')}</span>
                    )}
                  </td>
                  <th scope="row" className={cx(compareTable.question, 'rfp-question')}>
                    <bdi dir="auto">{line.row.Question}</bdi>
                  </th>
                  {shownVendors.map((vendor) => {
                    const counted = scoreOf(line.row.Row, vendor);
                    const best = line.best.includes(vendor);
                    return (
                      <td key={vendor} data-v={vendor} data-vendor={vendors[vendor]} data-best={best ? '' : undefined}>
                        <bdi dir="auto">{line.row.answers[vendor]?.value ?? t('rfp:noAnswer')}</bdi>
                        <span className={parts.scoreLine}>
                          <span className={parts.figure}>{figures.score(counted?.score)}</span>
                          {counted?.source === 'proposal' && (
                            <span className={cx(parts.muted, parts.small)}>
                              {' '}
                              {t('rfpEvaluation:grid.proposedMark')}
                            </span>
                          )}
                          {best && <span className={parts.flag}> ★ {t('rfpEvaluation:compare.best')}</span>}
                        </span>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
