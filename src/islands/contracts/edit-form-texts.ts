import { CONTRACT_STATUSES } from '../../contracts/contract.ts';
import type { EditMessageKey } from '../../contracts/editing.ts';
import type { Translator } from '../../i18n/texts.ts';
import type { EditProblem } from '../../stores/contract-edit.ts';
import type { EditFormTexts } from './edit-form-view.ts';

const messageKeys: EditMessageKey[] = [
  'contracts:edit.required',
  'contracts:edit.tooLong',
  'contracts:edit.notADate',
  'contracts:edit.endBeforeStart',
  'contracts:edit.noticeRange',
  'contracts:edit.notANumber',
  'contracts:edit.negativeValue',
  'contracts:edit.unknownCurrency',
  'contracts:edit.currencyForValue',
  'contracts:edit.unknownStatus',
];
const problems: EditProblem[] = ['denied', 'busy', 'signIn', 'notFound', 'refused', 'failed'];

/** The strings the edit form's script shows, in the page's language (rendered by the server into the element). */
export function editFormTextsOf(t: Translator, locale: string): EditFormTexts {
  return {
    lang: locale,
    messages: Object.fromEntries(messageKeys.map((key) => [key, t(key)])),
    problems: Object.fromEntries(problems.map((problem) => [problem, t(`contractEdit:${problem}`)])),
    saving: t('contractEdit:saving'),
    unchanged: t('contractEdit:unchanged'),
    invalid: t('contractEdit:invalid'),
    conflict: t('contractEdit:conflict'),
    theirs: t('contractEdit:theirs', { value: '{{value}}' }),
    empty: t('contractEdit:empty'),
    yes: t('contracts:yes'),
    no: t('contracts:no'),
    statuses: Object.fromEntries(CONTRACT_STATUSES.map((status) => [status, t(`contracts:status.${status}`)])),
  };
}
