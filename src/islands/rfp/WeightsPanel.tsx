import { useStore } from '@nanostores/react';
import { cx } from 'styled-system/css';
import type { Translate } from '../../i18n/texts.ts';
import { type Section, type Weights, weightChangeOf, weightProblems } from '../../rfp/weights.ts';
import { $saves, saveWeights } from '../../stores/rfp-evaluation.ts';
import { SaveStatus } from './parts.tsx';
import { control, parts, primaryControl } from './styles.ts';

interface WeightsPanelProps {
  t: Translate;
  outline: Section[];
  weights: Weights;
  saved: Weights;
  sectionNames: Record<string, string>;
  lead: boolean;
  onChange: (weights: Weights) => void;
  onSaved: () => void;
  onReset: () => void;
}

const total = (values: number[]) => Math.round(values.reduce((sum, value) => sum + value, 0) * 100) / 100;

/** Section and subsection weights: every change moves the ranking at once; only the lead saves. */
export function WeightsPanel({
  t,
  outline,
  weights,
  saved,
  sectionNames,
  lead,
  onChange,
  onSaved,
  onReset,
}: WeightsPanelProps) {
  const saves = useStore($saves);
  const problems = weightProblems(outline, weights);
  const changed = JSON.stringify(weights) !== JSON.stringify(saved);
  const set = (level: keyof Weights, key: string, text: string) => {
    const value = text.trim() === '' ? Number.NaN : Number(text);
    onChange({ ...weights, [level]: { ...weights[level], [key]: value } });
  };
  const problemText = (problem: (typeof problems)[number]) =>
    problem.kind !== 'sum'
      ? t('rfpEvaluation:weights.range')
      : problem.section === undefined
        ? t('rfpEvaluation:weights.sectionsOff', { total: problem.total })
        : t('rfpEvaluation:weights.subsectionsOff', {
            section: sectionNames[problem.section] ?? problem.section,
            total: problem.total,
          });
  const input = (level: keyof Weights, key: string, label: string) => (
    <input
      className={control}
      type="number"
      inputMode="decimal"
      min={0}
      max={100}
      step="any"
      aria-label={label}
      data-weight={key}
      value={Number.isNaN(weights[level][key]) ? '' : (weights[level][key] ?? '')}
      onChange={(event) => set(level, key, event.target.value)}
    />
  );
  return (
    <div className={cx(parts.weights, 'rfp-weights')}>
      <p className={parts.muted}>{t('rfpEvaluation:weights.intro')}</p>
      <p className={parts.muted}>{t(lead ? 'rfpEvaluation:weights.leadIntro' : 'rfpEvaluation:weights.whatIfIntro')}</p>
      <div role="alert" className={cx(parts.problems, 'rfp-weight-problems')}>
        {problems.map((problem) => (
          <p key={`${problem.kind}-${problem.section ?? ''}`}>{problemText(problem)}</p>
        ))}
      </div>
      <fieldset>
        <legend>{t('rfpEvaluation:weights.sections')}</legend>
        {outline.map((section) => (
          <div key={section.name} className={parts.weight}>
            <bdi dir="auto">{sectionNames[section.name] ?? section.name}</bdi>
            {input(
              'sections',
              section.name,
              t('rfpEvaluation:weights.section', { name: sectionNames[section.name] ?? section.name }),
            )}
          </div>
        ))}
        <p className={cx(parts.muted, parts.small)}>
          {t('rfpEvaluation:weights.sum', {
            total: total(outline.map((section) => weights.sections[section.name] ?? 0)),
          })}
        </p>
      </fieldset>
      {outline.map((section) => (
        <fieldset key={section.name}>
          <legend>
            <bdi dir="auto">{sectionNames[section.name] ?? section.name}</bdi>
          </legend>
          {section.subsections.map((subsection) => (
            <div key={subsection.id} className={parts.weight}>
              <bdi dir="ltr">
                {subsection.id} {subsection.name}
              </bdi>
              {input(
                'subsections',
                subsection.id,
                t('rfpEvaluation:weights.subsection', { name: `${subsection.id} ${subsection.name}` }),
              )}
            </div>
          ))}
          <p className={cx(parts.muted, parts.small)}>
            {t('rfpEvaluation:weights.sum', {
              total: total(section.subsections.map((subsection) => weights.subsections[subsection.id] ?? 0)),
            })}
          </p>
        </fieldset>
      ))}
      <p className={parts.actions}>
        {lead && (
          <button
            type="button"
            className={primaryControl}
            disabled={problems.length > 0 || !changed}
            onClick={async () => {
              if (await saveWeights(weightChangeOf(outline, weights, saved))) onSaved();
            }}
          >
            {t('rfpEvaluation:weights.save')}
          </button>
        )}
        <button type="button" className={control} disabled={!changed} onClick={onReset}>
          {t('rfpEvaluation:weights.reset')}
        </button>
        <SaveStatus t={t} save={saves['weights']} />
      </p>
    </div>
  );
}
