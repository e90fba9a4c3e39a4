import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { RfpRow } from '../../content/schemas/rfp.ts';
import type { Translate } from '../../i18n/texts.ts';
import { consensusOf, type EvaluatorScore } from '../../rfp/consensus.ts';
import type { EvaluationView } from '../../rfp/evaluation.ts';
import { answerId, type Proposal, scoreChoices } from '../../rfp/scoring.ts';
import { $saves, saveScore } from '../../stores/rfp-evaluation.ts';

interface ConsensusPanelProps {
  t: Translate;
  rows: RfpRow[];
  vendors: string[];
  view: EvaluationView;
  proposals: Map<string, Proposal>;
}

/**
 * Every evaluator's score per answer (the lead sees all sheets, an evaluator their own), the
 * spread, a flag where they disagree by more than 1.5, and the consensus the lead sets.
 */
export function ConsensusPanel({ t, rows, vendors, view, proposals }: ConsensusPanelProps) {
  const saves = useStore($saves);
  const [onlyDisagreements, setOnlyDisagreements] = useState(false);
  const sheetIds = Object.keys(view.sheets);
  const lead = view.role === 'lead';
  const lines = rows.flatMap((row) =>
    row.answers.map((answer, vendor) => {
      const id = answerId(row.Row, vendor);
      const scores: EvaluatorScore[] = [];
      for (const sheet of sheetIds) {
        const entry = view.sheets[sheet]?.scores[id];
        if (entry) scores.push({ evaluator: sheet, score: entry.score });
      }
      return { row, vendor, id, answer: answer.value, consensus: consensusOf(scores), agreed: view.consensus[id] };
    }),
  );
  const shown = lines.filter(
    (line) =>
      proposals.get(line.id)?.kind !== 'excluded' &&
      (line.consensus.scores.length > 0 || line.agreed) &&
      (!onlyDisagreements || line.consensus.disagree),
  );
  return (
    <div className="rfp-consensus">
      <p className="rfp-muted">
        {t('rfpEvaluation:consensus.evaluators', { count: Object.keys(view.evaluators).length })}
        {': '}
        {Object.values(view.evaluators).map((name, index) => (
          <span key={name}>
            {index > 0 && ', '}
            <bdi>{name}</bdi>
          </span>
        ))}
      </p>
      {!lead && <p className="rfp-muted">{t('rfpEvaluation:consensus.leadOnly')}</p>}
      <label className="rfp-check">
        <input
          type="checkbox"
          checked={onlyDisagreements}
          onChange={(event) => setOnlyDisagreements(event.target.checked)}
        />
        <span>{t('rfpEvaluation:consensus.onlyDisagreements')}</span>
      </label>
      {shown.length === 0 ? (
        <p className="rfp-empty-state">{t('rfpEvaluation:consensus.noScores')}</p>
      ) : (
        <div className="rfp-scroll">
          <table className="rfp-table rfp-consensus-table">
            <caption className="visually-hidden">{t('rfpEvaluation:consensus.caption')}</caption>
            <thead>
              <tr>
                <th scope="col" className="rfp-num">
                  {t('rfp:columns.row')}
                </th>
                <th scope="col">{t('rfp:columns.question')}</th>
                <th scope="col">{t('rfpEvaluation:consensus.vendor')}</th>
                <th scope="col">{t('rfpEvaluation:consensus.answer')}</th>
                {sheetIds.map((sheet) => (
                  <th scope="col" key={sheet}>
                    <bdi>{view.sheets[sheet]?.name}</bdi>
                  </th>
                ))}
                <th scope="col">{t('rfpEvaluation:consensus.spread')}</th>
                <th scope="col">{t('rfpEvaluation:consensus.consensus')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((line) => {
                const save = saves[`consensus-${line.id}`];
                return (
                  <tr
                    key={line.id}
                    data-consensus-answer={line.id}
                    data-disagree={line.consensus.disagree ? '' : undefined}
                  >
                    <td className="rfp-num">{line.row.Row}</td>
                    <td>
                      <bdi dir="auto">{line.row.Question}</bdi>
                    </td>
                    <td>{vendors[line.vendor]}</td>
                    <td>
                      <bdi dir="auto">{line.answer ?? t('rfp:noAnswer')}</bdi>
                    </td>
                    {sheetIds.map((sheet) => (
                      <td key={sheet} className="rfp-figure" data-evaluator-score={sheet}>
                        {view.sheets[sheet]?.scores[line.id]?.score ?? '–'}
                      </td>
                    ))}
                    <td className="rfp-figure">
                      {line.consensus.spread}
                      {line.consensus.disagree && (
                        <span className="rfp-flag"> ⚑ {t('rfpEvaluation:consensus.disagree')}</span>
                      )}
                    </td>
                    <td>
                      {lead ? (
                        <select
                          aria-label={`${t('rfpEvaluation:consensus.consensus')}: ${vendors[line.vendor]}, ${t('rfp:columns.row')} ${line.row.Row}`}
                          value={line.agreed ? String(line.agreed.score) : ''}
                          data-set-consensus={line.id}
                          onChange={(event) =>
                            void saveScore(
                              {
                                row: line.row.Row,
                                vendor: line.vendor,
                                score: event.target.value === '' ? null : Number(event.target.value),
                                comment: line.agreed?.comment ?? '',
                              },
                              'consensus',
                            )
                          }
                        >
                          <option value="">–</option>
                          {scoreChoices.map((value) => (
                            <option key={value} value={value}>
                              {value}
                            </option>
                          ))}
                        </select>
                      ) : (
                        <span data-consensus-score={line.id}>{line.agreed?.score ?? '–'}</span>
                      )}
                      {save && (
                        <span
                          role={save.state === 'failed' ? 'alert' : 'status'}
                          className={`rfp-save rfp-save-${save.state}`}
                        >
                          {save.state === 'failed'
                            ? t('rfpEvaluation:save.failed', { message: save.message })
                            : t(`rfpEvaluation:save.${save.state}`)}
                        </span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
