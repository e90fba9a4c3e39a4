/**
 * The register's current view (search, filters and sort; every page) as CSV and as an Excel
 * workbook with real dates and numbers, and the client's deadlines as an iCalendar file. Names
 * of the files: the client and the day (`northwind-traders-contracts-2026-11-26.xlsx`).
 */
import type { TFunction } from 'i18next';
import ical, { ICalAlarmRelatesTo, ICalAlarmType, ICalCalendarMethod } from 'ical-generator';
import { type Cell, type TableColumn, tableCsv, tableXlsx } from '../../server/table-export.ts';
import type { LibraryContract } from '../contract.ts';
import { addDays, type CalendarDay } from '../deadlines.ts';
import { type ContractState, contractStatesOf, dateOfDay } from '../model.ts';
import { filterContracts, type RegisterView, sortContracts } from '../register.ts';

type RegisterRow = ContractState<LibraryContract>;

/** Every row of a view, its page ignored. */
export function rowsOfView(
  contracts: readonly LibraryContract[],
  view: RegisterView,
  today: CalendarDay,
  tag: string,
): RegisterRow[] {
  return sortContracts(filterContracts(contractStatesOf(contracts, today), view), view.sort, view.dir, tag);
}

/** A file name part from a client's name: letters and digits of any script, words joined by `-`. */
export function fileNamePart(name: string): string {
  return (
    name
      .normalize('NFKC')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase() || 'client'
  );
}

export function exportFileName(clientName: string, today: CalendarDay, extension: string): string {
  return `${fileNamePart(clientName)}-contracts-${today}.${extension}`;
}

const COLUMNS = [
  'vendor',
  'title',
  'category',
  'status',
  'start',
  'end',
  'noticePeriodDays',
  'autoRenew',
  'deadline',
  'daysLeft',
  'annualValue',
  'currency',
  'owner',
  'folder',
  'document',
  'problems',
] as const;
type Column = (typeof COLUMNS)[number];

function cellsOf(row: RegisterRow, t: TFunction): Record<Column, Cell> {
  const { facts } = row.entry;
  const day = (value: string | null) => (value === null ? null : dateOfDay(value));
  return {
    vendor: facts.vendor,
    title: facts.title,
    category: facts.category,
    status: row.status ? t(`contracts:status.${row.status}`) : null,
    start: day(facts.start),
    end: day(row.termEnd),
    noticePeriodDays: facts.noticePeriodDays,
    autoRenew: facts.autoRenew ? t('contracts:yes') : t('contracts:no'),
    deadline: day(row.deadline?.day ?? null),
    daysLeft: row.daysLeft,
    annualValue: facts.annualValue,
    currency: facts.currency,
    owner: facts.owner,
    folder: row.entry.folder,
    document: row.entry.fileName,
    problems: row.entry.problems
      .map((problem) => t(`contracts:problem.${problem.reason}`, { fact: t(`contracts:columns.${problem.fact}`) }))
      .join('; '),
  };
}

/** The register's columns, their headers in the person's language. */
function columnsOf(t: TFunction): TableColumn<Column>[] {
  return COLUMNS.map((column) => ({
    key: column,
    header: t(`contracts:columns.${column}`),
    width: column === 'title' || column === 'problems' ? 40 : 16,
    ...(column === 'start' || column === 'end' || column === 'deadline' ? { numFmt: 'yyyy-mm-dd' } : {}),
    ...(column === 'annualValue' ? { numFmt: '#,##0.00' } : {}),
  }));
}

/** RFC 4180 CSV with a byte order mark (Excel reads it as UTF-8), dates as `YYYY-MM-DD`. */
export function registerCsv(rows: readonly RegisterRow[], t: TFunction): string {
  return tableCsv(
    columnsOf(t),
    rows.map((row) => cellsOf(row, t)),
  );
}

/** An .xlsx workbook: one sheet, dates as dates, days and values as numbers, a frozen header (table-export.ts). */
export function registerXlsx(
  rows: readonly RegisterRow[],
  t: TFunction,
  options: { sheetName: string; rightToLeft: boolean },
): Promise<Uint8Array<ArrayBuffer>> {
  return tableXlsx(
    columnsOf(t),
    rows.map((row) => cellsOf(row, t)),
    options,
  );
}

/** Days before a deadline at which a calendar reminds: a week to prepare, and the day before. */
const CALENDAR_ALARM_DAYS = [7, 1] as const;

/**
 * The client's deadlines as all-day events, one per contract that can still be noticed (the
 * model's `open`: active, its deadline today or ahead), each with alarms a week and a day before:
 * the notice day of an auto-renewing contract, else its end. Each event keeps its UID across
 * downloads, so a calendar that imports the file again updates rather than duplicates; a
 * contract whose deadline passed, or that ended, drops out.
 */
export function registerCalendar(
  contracts: readonly LibraryContract[],
  t: TFunction,
  { clientName, today, host }: { clientName: string; today: CalendarDay; host: string },
): string {
  const calendar = ical({
    name: `${clientName} · ${t('contracts:register.heading')}`,
    prodId: { company: 'Client portal', product: 'Contract register', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  });
  for (const state of contractStatesOf(contracts, today)) {
    if (!state.open || state.deadline === null) continue;
    const contract = state.entry;
    const title = contract.facts.title ?? contract.fileName ?? '';
    const summary = `${t(`contracts:deadline.${state.deadline.kind}`)}: ${title}${contract.facts.vendor ? ` (${contract.facts.vendor})` : ''}`;
    const event = calendar.createEvent({
      id: `${contract.id}-${state.deadline.kind}@${host}`,
      start: dateOfDay(state.deadline.day),
      allDay: true,
      summary,
      description: [
        contract.facts.vendor,
        state.termEnd ? `${t('contracts:columns.end')}: ${state.termEnd}` : null,
        contract.facts.noticePeriodDays !== null
          ? `${t('contracts:columns.noticePeriodDays')}: ${contract.facts.noticePeriodDays}`
          : null,
      ]
        .filter(Boolean)
        .join('\n'),
    });
    // An alarm at 09:00 of its day (an all-day event starts at midnight): a number of seconds before.
    // Those already past are left out; an event whose alarms have all passed (its deadline today)
    // still gets one, at 09:00 of the deadline itself: no event goes without an alarm.
    const ahead = CALENDAR_ALARM_DAYS.filter((days) => addDays(state.deadline?.day ?? today, -days) >= today);
    for (const days of ahead.length > 0 ? ahead : [0]) {
      const alarm = event.createAlarm({
        type: ICalAlarmType.display,
        trigger: days * 86_400 - 9 * 3_600,
        description: summary,
      });
      // Counted from the event's start (the day's midnight) also when it falls after it.
      if (days === 0) alarm.relatesTo(ICalAlarmRelatesTo.start);
    }
  }
  return calendar.toString();
}
