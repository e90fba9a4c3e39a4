import type { ReactNode } from 'react';
import { cx } from 'styled-system/css';
import type { Translate } from '../../i18n/texts.ts';
import type { SaveState } from '../../stores/rfp-evaluation.ts';
import { answersTable, parts } from './styles.ts';

/** Where a write stands, beside what it changed: a failure is an alert, the rest a status. */
export function SaveStatus({ t, save }: { t: Translate; save: SaveState | undefined }) {
  if (!save) return null;
  return (
    <span
      role={save.state === 'failed' ? 'alert' : 'status'}
      className={cx(parts.save, 'rfp-save', `rfp-save-${save.state}`)}
      data-save={save.state}
    >
      {save.state === 'failed'
        ? t('rfpEvaluation:save.failed', { message: save.message })
        : t(`rfpEvaluation:save.${save.state}`)}
    </span>
  );
}

/** A checkbox that narrows a view to the lines that matter (disagreements, differences). */
export function OnlyToggle({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className={parts.check}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{children}</span>
    </label>
  );
}

/** The first two column headings of every RFP table: the row's number and the question. */
export function RowQuestionHeads({ t }: { t: Translate }) {
  return (
    <>
      <th scope="col" className={answersTable.num}>
        {t('rfp:columns.row')}
      </th>
      <th scope="col" className={cx(answersTable.question, 'rfp-question')}>
        {t('rfp:columns.question')}
      </th>
    </>
  );
}
