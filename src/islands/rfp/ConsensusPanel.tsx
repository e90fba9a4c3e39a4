import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { cx } from 'styled-system/css';
import type { RfpRow } from '../../content/schemas/rfp.ts';
import type { Translate } from '../../i18n/texts.ts';
import { consensusOf, type EvaluatorScore } from '../../rfp/consensus.ts';
import type { EvaluationView } from '../../rfp/evaluation.ts';
import { answerId, type Proposal } from '../../rfp/scoring.ts';
import { $saves, saveScore } from '../../stores/rfp-evaluation.ts';
import type { Figures } from './figures.ts';
import { OnlyToggle, SaveStatus } from './parts.tsx';
import { ScoreEditor } from './ScoreGrid.tsx';
import { consensusTable, parts, scoreControl } from './styles.ts';

interface ConsensusPanelProps {
  t: Translate;
  figures: Figures;
  rows: RfpRow[];
  vendors: string[];
  view: EvaluationView;
  proposals: Map<string, Proposal>;
}

/**
 * Every evaluator's score per answer (the lead sees all sheets, an evaluator their own), the
 * spread, a flag where they disagree by more than 1.5 (counted, and a filter), and the consensus
 * the lead sets with its reason.
 */
export function ConsensusPanel({ t, figures, rows, vendors, view, proposals }: ConsensusPanelProps) {
  const saves = useStore($saves);
  const [onlyDisagreements, setOnlyDisagreements] = useState(false);
  const [editing, setEditing] = useState<string | undefined>(undefined);
  const closeEditor = (id: string) => {
    setEditing(undefined);
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-set-consensus="${id}"]`)?.focus());
  };
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
  const scored = lines.filter(
    (line) => proposals.get(line.id)?.kind !== 'excluded' && (line.consensus.scores.length > 0 || line.agreed),
  );
  const disagreements = scored.filter((line) => line.consensus.disagree).length;
  const shown = onlyDisagreements ? scored.filter((line) => line.consensus.disagree) : scored;
  return (
    <div>
      <p className={parts.muted}>
        {t('rfpEvaluation:consensus.evaluators', { count: Object.keys(view.evaluators).length })}
        {': '}
        {Object.values(view.evaluators).map((name, index) => (
          <span key={name}>
            {index > 0 && ', '}
            <bdi>{name}</bdi>
          </span>
        ))}
      </p>
      {!lead && <p className={parts.muted}>{t('rfpEvaluation:consensus.leadOnly')}</p>}
      <p className={parts.flag} data-disagreements={disagreements}>
        ⚑ {t('rfpEvaluation:consensus.disagreements', { count: disagreements })}
      </p>
      <OnlyToggle checked={onlyDisagreements} onChange={setOnlyDisagreements}>
        {t('rfpEvaluation:consensus.onlyDisagreements')}
      </OnlyToggle>
      {shown.length === 0 ? (
        <p className={parts.emptyState}>{t('rfpEvaluation:consensus.noScores')}</p>
      ) : (
        <div className={cx(consensusTable.scroll, 'rfp-scroll')}>
          <table className={cx(consensusTable.table, 'rfp-table')}>
            <caption className="visually-hidden">{t('rfpEvaluation:consensus.caption')}</caption>
            <thead>
              <tr>
                <th scope="col" className={consensusTable.num}>
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
                return (
                  <tr
                    key={line.id}
                    data-v={line.vendor}
                    data-consensus-answer={line.id}
                    data-disagree={line.consensus.disagree ? '' : undefined}
                  >
                    <td className={consensusTable.num}>{line.row.Row}</td>
                    <td>
                      <bdi dir="auto">{line.row.Question}</bdi>
                    </td>
                    <td>
                      <bdi>{vendors[line.vendor]}</bdi>
                    </td>
                    <td>
                      <bdi dir="auto">{line.answer ?? t('rfp:noAnswer')}</bdi>
                    </td>
                    {sheetIds.map((sheet) => (
                      <td key={sheet} className={parts.figure} data-evaluator-score={sheet}>
                        {figures.score(view.sheets[sheet]?.scores[line.id]?.score)}
                      </td>
                    ))}
                    <td className={parts.figure}>
                      {figures.score(line.consensus.spread)}
                      {line.consensus.disagree && (
                        <span
                          className={parts.flag}
                          title={t('rfpEvaluation:consensus.disagreeLabel', { spread: line.consensus.spread })}
                        >
                          {' '}
                          ⚑ {t('rfpEvaluation:consensus.disagree')}
                        </span>
                      )}
                    </td>
                    <td>
                      {lead ? (
                        <button
                          type="button"
                          className={scoreControl}
                          aria-label={`${t('rfpEvaluation:consensus.setFor', {
                            vendor: vendors[line.vendor] ?? '',
                            row: line.row.Row,
                          })}: ${figures.score(line.agreed?.score)}`}
                          aria-expanded={editing === line.id}
                          data-set-consensus={line.id}
                          onClick={() => setEditing(editing === line.id ? undefined : line.id)}
                        >
                          {figures.score(line.agreed?.score)}
                        </button>
                      ) : (
                        <span data-consensus-score={line.id}>{figures.score(line.agreed?.score)}</span>
                      )}
                      {line.agreed?.comment && (
                        <span className={cx(parts.comment, 'rfp-comment')} dir="auto" data-consensus-comment={line.id}>
                          {line.agreed.comment}
                        </span>
                      )}
                      <SaveStatus t={t} save={saves[`consensus-${line.id}`]} />
                      {lead && editing === line.id && (
                        <ScoreEditor
                          t={t}
                          figures={figures}
                          title={t('rfpEvaluation:consensus.setFor', {
                            vendor: vendors[line.vendor] ?? '',
                            row: line.row.Row,
                          })}
                          entry={line.agreed}
                          onSave={async (score, comment) => {
                            const input = { row: line.row.Row, vendor: line.vendor, score, comment };
                            if (await saveScore(input, 'consensus')) closeEditor(line.id);
                          }}
                          onCancel={() => closeEditor(line.id)}
                        />
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
