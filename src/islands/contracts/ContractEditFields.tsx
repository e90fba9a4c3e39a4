/**
 * The markup of provider staff's form for one contract's facts (decision 084), rendered on the
 * server by ContractEditForm.astro (no React reaches the browser) and by its story. Every fact has
 * its label, its control, an optional hint, the rule's message and, after a 412, what the library
 * holds now: ids `contract-edit-<fact>[-hint|-error|-theirs]`, which the control's
 * `aria-describedby` points at and edit-form-view.ts fills by `data-error-for` / `data-theirs-for`.
 */
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { CONTRACT_STATUSES, type ContractEntry, type ContractFact } from '../../contracts/contract.ts';
import { formValuesOf } from '../../contracts/edit-form.ts';
import {
  factCheck,
  factError,
  factField,
  factTheirs,
  fieldControl,
  formActions,
} from '../../contracts/parts/form-styles.ts';
import type { Translator } from '../../i18n/texts.ts';

const form = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
  gap: '3 4',
  marginBlockStart: '3',
});
const summary = css({
  cursor: 'pointer',
  fontWeight: '600',
  color: 'accent.emphasized',
  minHeight: '10',
  display: 'flex',
  alignItems: 'center',
});
const textFacts = ['vendor', 'title', 'category', 'owner'] as const;

interface FactFieldProps {
  fact: ContractFact;
  label: string;
  /** The library's value is missing or malformed: said from the first paint. */
  problem: string;
  hint?: string | undefined;
  children: ReactNode;
}

function FactField({ fact, label, problem, hint, children }: FactFieldProps) {
  const id = `contract-edit-${fact}`;
  return (
    <div className={factField}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className={css({ color: 'fg.muted' })}>
          {hint}
        </p>
      )}
      <p id={`${id}-error`} className={factError} data-error-for={fact}>
        {problem}
      </p>
      <p id={`${id}-theirs`} className={factTheirs} data-theirs-for={fact} hidden />
    </div>
  );
}

export interface ContractEditFieldsProps {
  contract: ContractEntry;
  t: Translator;
}

export function ContractEditFields({ contract, t }: ContractEditFieldsProps) {
  const values = formValuesOf(contract.facts);
  // What the library lacks or holds malformed shows beside its field from the first paint.
  const problemOf = (fact: ContractFact) => {
    const problem = contract.problems.find((each) => each.fact === fact);
    return problem ? t(`contracts:problem.${problem.reason}`, { fact: t(`contracts:columns.${fact}`) }) : '';
  };
  /** What every fact's control carries: its name, its id and where its messages are. */
  const controlOf = (fact: ContractFact, hinted = false) => {
    const id = `contract-edit-${fact}`;
    return {
      className: fieldControl,
      id,
      name: fact,
      'aria-invalid': problemOf(fact) ? ('true' as const) : undefined,
      'aria-describedby': [hinted ? `${id}-hint` : '', `${id}-error`, `${id}-theirs`].filter(Boolean).join(' '),
    };
  };
  const fieldOf = (fact: ContractFact, control: ReactNode, hint?: string) => (
    <FactField key={fact} fact={fact} label={t(`contracts:columns.${fact}`)} problem={problemOf(fact)} hint={hint}>
      {control}
    </FactField>
  );

  return (
    <details open={contract.problems.length > 0} data-contract-edit="">
      <summary className={summary}>{t('contractEdit:open')}</summary>
      <form className={form} noValidate aria-labelledby="contract-edit-heading">
        <h4 id="contract-edit-heading" className={css({ gridColumn: '1 / -1', fontWeight: '700' })}>
          {t('contractEdit:heading')}
        </h4>
        {contract.problems.length > 0 && (
          <p className={css({ gridColumn: '1 / -1' })}>{t('contractEdit:incompleteHint')}</p>
        )}
        <p
          role="alert"
          data-edit-alert=""
          className={css({ gridColumn: '1 / -1', fontWeight: '600', '&:empty': { display: 'none' } })}
        />
        {textFacts.map((fact) =>
          fieldOf(fact, <input {...controlOf(fact)} defaultValue={values[fact]} maxLength={255} dir="auto" />),
        )}
        {(['start', 'end'] as const).map((fact) =>
          fieldOf(fact, <input {...controlOf(fact)} type="date" defaultValue={values[fact]} />),
        )}
        {fieldOf(
          'noticePeriodDays',
          <input
            {...controlOf('noticePeriodDays')}
            type="number"
            inputMode="numeric"
            min="0"
            max="365"
            step="1"
            defaultValue={values.noticePeriodDays}
          />,
        )}
        <div className={factField}>
          <label className={factCheck}>
            <input
              type="checkbox"
              name="autoRenew"
              defaultChecked={values.autoRenew}
              aria-describedby="contract-edit-autoRenew-theirs"
            />
            {t('contracts:columns.autoRenew')}
          </label>
          <p id="contract-edit-autoRenew-theirs" className={factTheirs} data-theirs-for="autoRenew" hidden />
        </div>
        {fieldOf(
          'annualValue',
          <input
            {...controlOf('annualValue')}
            type="number"
            inputMode="decimal"
            min="0"
            step="0.01"
            defaultValue={values.annualValue}
          />,
        )}
        {fieldOf(
          'currency',
          <input
            {...controlOf('currency', true)}
            defaultValue={values.currency}
            maxLength={3}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            dir="ltr"
          />,
          t('contractEdit:currencyHint'),
        )}
        {fieldOf(
          'vendorCity',
          <input {...controlOf('vendorCity')} defaultValue={values.vendorCity} maxLength={255} dir="auto" />,
        )}
        {fieldOf(
          'vendorCountry',
          <input
            {...controlOf('vendorCountry', true)}
            defaultValue={values.vendorCountry}
            maxLength={2}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            dir="ltr"
          />,
          t('contractEdit:countryHint'),
        )}
        {fieldOf(
          'status',
          <select {...controlOf('status')} defaultValue={values.status}>
            <option value="" />
            {CONTRACT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`contracts:status.${status}`)}
              </option>
            ))}
          </select>,
        )}
        <div className={formActions}>
          <button className={button()} type="submit" data-edit-save="">
            {t('contractEdit:save')}
          </button>
          <p role="status" data-edit-status="" />
        </div>
      </form>
    </details>
  );
}
