/**
 * Contracts generated for property tests: month ends, 29 February, long and short terms, several
 * renewals, every status, notice periods from none to a year. Tests only.
 */
import fc from 'fast-check';
import { parseContract } from './contract.ts';
import { addDays, addMonths } from './deadlines.ts';

const DAY_0 = '2024-01-01';
export const dayArb = fc.integer({ min: 0, max: 3650 }).map((n) => addDays(DAY_0, n));
const monthEndArb = fc.integer({ min: 0, max: 119 }).map((n) => addDays(addMonths(DAY_0, n + 1), -1));
export const contractArb = fc
  .record({
    start: fc.boolean(),
    end: fc.oneof(dayArb, monthEndArb, fc.constantFrom('2024-02-29', '2028-02-29', '2032-02-29')),
    termDays: fc.integer({ min: 1, max: 1200 }),
    autoRenew: fc.boolean(),
    notice: fc.integer({ min: 0, max: 365 }),
    status: fc.constantFrom('Draft', 'Active', 'Active', 'Active', 'Expired', 'Terminated'),
  })
  .map(({ start, end, termDays, autoRenew, notice, status }) =>
    parseContract(
      {
        ContentType: 'Contract',
        Vendor: 'Acme',
        Title: 'MSA',
        Status: status,
        StartDate: start ? addDays(end, -termDays) : null,
        EndDate: end,
        AutoRenew: autoRenew,
        NoticePeriodDays: notice,
      },
      { id: `${end}-${termDays}-${notice}-${status}-${autoRenew}` },
    ),
  );
export const todayArb = fc.integer({ min: 0, max: 4000 }).map((n) => addDays('2023-06-01', n));
