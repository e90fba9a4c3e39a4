import { dateFormatOf } from '../../i18n/intl-cache.ts';
import type { Translator } from '../../i18n/texts.ts';
import type { ContractEntry } from '../contract.ts';
import { type ContractState, dateOfDay } from '../model.ts';

/** What the register writes for a contract's facts, the same in its table and its phone cards. */
export interface RegisterTexts {
  /** A day as the language writes it (medium), nothing for no day. */
  day: (value: string | null) => string;
  /** The kind of deadline and its day ("Notice by 12 Jan 2027"), nothing without one. */
  deadline: (state: ContractState) => string;
  /** The days left; a missed notice names the day the contract renews, never "overdue". */
  daysLeft: (state: ContractState) => string;
  status: (state: ContractState) => string;
  /** Why a contract's facts are incomplete, one reason after another. */
  problems: (contract: Pick<ContractEntry, 'problems'>) => string;
}

export function registerTextsOf(t: Translator, tag: string): RegisterTexts {
  const dayFormat = dateFormatOf(tag, { dateStyle: 'medium', timeZone: 'UTC' });
  const day = (value: string | null) => (value ? dayFormat.format(dateOfDay(value)) : '');
  return {
    day,
    deadline: ({ deadline }) => (deadline ? `${t(`contracts:deadline.${deadline.kind}`)} ${day(deadline.day)}` : ''),
    daysLeft: ({ daysLeft: left, ended, noticeMissed, termEnd }) =>
      left === null
        ? ''
        : noticeMissed
          ? t('contracts:days.missed', { day: day(termEnd) })
          : left === 0
            ? t('contracts:days.today')
            : left > 0
              ? t('contracts:days.left', { count: left })
              : t(ended ? 'contracts:days.ended' : 'contracts:days.passed', { count: -left }),
    status: (state) => (state.status ? t(`contracts:status.${state.status}`) : ''),
    problems: (contract) =>
      contract.problems
        .map((problem) => t(`contracts:problem.${problem.reason}`, { fact: t(`contracts:columns.${problem.fact}`) }))
        .join(' · '),
  };
}
