/**
 * "Needs notice" is one definition with one count: the bell, the register's filter, the export,
 * the calendar and the Overview give the same contracts, for every demo client and every window,
 * and for thousands of generated contracts.
 */

import { seedClients } from '@client-portal/local-tenant';
import { planContracts } from '@client-portal/local-tenant/testing';
import fc from 'fast-check';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { type ContractEntry, type LibraryContract, parseContract } from '../../contracts/contract.ts';
import { addDays } from '../../contracts/deadlines.ts';
import { contractArb } from '../../contracts/generated-contracts.ts';
import { contractStatesOf } from '../../contracts/model.ts';
import { DEFAULT_VIEW, filterContracts, sortContracts } from '../../contracts/register.ts';
import { registerCalendar, rowsOfView } from '../../contracts/server/export.ts';
import { contractReminders, REMINDER_WINDOW_DAYS } from '../../contracts/server/reminders.ts';
import { noticesDueOf, noticeTasksOf } from './figures.ts';

const t = ((key: string) => key) as unknown as TFunction;
const TODAY = '2026-12-07';
const WINDOWS = [7, 30, 60, 90, 180];

const asListed = (entry: ContractEntry, index: number): LibraryContract => ({
  ...entry,
  id: `${index}-${entry.id}`,
  folder: '',
  webUrl: null,
  size: null,
  lastModified: null,
});

/** The contract ids of the calendar's events whose day falls within `days` of today. */
function calendarIds(contracts: readonly LibraryContract[], days: number): string[] {
  // Unfolded (a long line goes on after CRLF and a space), then event by event.
  const ics = registerCalendar(contracts, t, { clientName: 'C', today: TODAY, host: 'h' }).replace(/\r\n[ \t]/g, '');
  const last = addDays(TODAY, days).replaceAll('-', '');
  return ics
    .split('BEGIN:VEVENT')
    .slice(1)
    .flatMap((event) => {
      const uid = /^UID:(.+)-(?:notice|end)@h$/m.exec(event)?.[1];
      const day = /^DTSTART;VALUE=DATE:(\d{8})$/m.exec(event)?.[1];
      return uid && day && day <= last ? [uid] : [];
    });
}

function agree(contracts: readonly LibraryContract[], client: { hubspot_company_xref: number; client_name: string }) {
  const states = contractStatesOf(contracts, TODAY);
  const overview = noticesDueOf(states);
  for (const days of WINDOWS) {
    const register = filterContracts(states, { ...DEFAULT_VIEW, within: days })
      .map((state) => state.entry.id)
      .sort();
    const exported = rowsOfView(contracts, { ...DEFAULT_VIEW, within: days }, TODAY, 'en')
      .map((row) => row.entry.id)
      .sort();
    expect(exported, `export within ${days}`).toEqual(register);
    expect(calendarIds(contracts, days).sort(), `calendar within ${days}`).toEqual(register);
    const shown = overview.windows.find((window) => window.days === days);
    if (shown) expect(shown.count, `Overview within ${days}`).toBe(register.length);
    if (days === REMINDER_WINDOW_DAYS) {
      const bell = contractReminders(contracts, client, TODAY).map((reminder) => String(reminder.values['contractId']));
      expect(bell.sort(), 'the bell').toEqual(register);
    }
    if (days === 30)
      // The same contracts, each with the register's own bucket (and so its colour).
      expect(noticeTasksOf(states).map((task) => [task.contractId, task.bucket])).toEqual(
        sortContracts(filterContracts(states, { ...DEFAULT_VIEW, within: 30 }), 'deadline', 'asc', 'en')
          .slice(0, 5)
          .map((state) => [state.entry.id, state.bucket]),
      );
  }
  expect(overview.missed).toBe(filterContracts(states, { ...DEFAULT_VIEW, missed: true }).length);
}

describe('needs notice, one count', () => {
  it.each(seedClients.map((client) => [client.client_name, client] as const))(
    'is the same on every screen for %s',
    (_name, client) => {
      const contracts = planContracts(client, '2026-11-20').map((planned, index) =>
        asListed(parseContract(planned.fields, { id: planned.path }), index),
      );
      expect(contracts.length).toBeGreaterThan(0);
      agree(contracts, client);
    },
  );

  it('is the same on every screen for 10,000 generated contracts', () => {
    const contracts = fc.sample(contractArb, { numRuns: 10_000, seed: 7 }).map(asListed);
    agree(contracts, { hubspot_company_xref: 1, client_name: 'Generated' });
  });
});
