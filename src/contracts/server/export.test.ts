import ExcelJS from 'exceljs';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { type LibraryContract, parseContract } from '../contract.ts';
import { DEFAULT_VIEW } from '../register.ts';
import { exportFileName, registerCalendar, registerCsv, registerXlsx, rowsOfView } from './export.ts';

const t = ((key: string) => key.replace(/^contracts:/, '')) as unknown as TFunction;
const TODAY = '2026-11-26';

function contract(id: string, fields: Record<string, unknown>): LibraryContract {
  return {
    ...parseContract({ Status: 'Active', ...fields }, { id, eTag: `"${id},1"`, fileName: `${id}.pdf` }),
    folder: 'Software',
    webUrl: null,
    size: null,
    lastModified: null,
  };
}

const contracts = [
  contract('a', {
    Vendor: 'Acme, Inc.',
    Title: 'Support "Gold"',
    EndDate: '2027-03-31',
    AnnualValue: 12500.5,
    Currency: 'EUR',
  }),
  contract('b', {
    Vendor: '=HYPERLINK("x")',
    Title: 'Leases',
    EndDate: '2026-12-10',
    AutoRenew: true,
    NoticePeriodDays: 30,
  }),
  contract('c', { Vendor: 'Globex', Title: 'Broken', EndDate: 'soon' }),
];

describe('export of the register view', () => {
  it('names the file after the client and the day', () => {
    expect(exportFileName('Northwind Traders', TODAY, 'csv')).toBe('northwind-traders-contracts-2026-11-26.csv');
    expect(exportFileName('Şirket A.Ş.', TODAY, 'xlsx')).toBe('şirket-a-ş-contracts-2026-11-26.xlsx');
  });

  it('keeps the view’s filters and sort, every page', () => {
    const rows = rowsOfView(contracts, { ...DEFAULT_VIEW, q: 'acme', page: 3 }, TODAY, 'en-US');
    expect(rows.map((row) => row.entry.id)).toEqual(['a']);
  });

  it('writes CSV with quotes where needed, days as YYYY-MM-DD, and no formula from a vendor name', () => {
    const csv = registerCsv(rowsOfView(contracts, DEFAULT_VIEW, TODAY, 'en-US'), t);
    expect(csv.startsWith('\uFEFFcolumns.vendor,columns.title')).toBe(true);
    const lines = csv.trim().split('\r\n');
    expect(lines).toHaveLength(4);
    // Sorted by deadline: b's notice day (2026-11-10) first, then a, then c without one.
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")",Leases`);
    expect(lines[1]).toContain('2026-11-10,-16');
    expect(lines[2]).toContain('"Acme, Inc.","Support ""Gold"""');
    expect(lines[2]).toContain('2027-03-31');
    expect(lines[2]).toContain('12500.5,EUR');
    expect(lines[3]).toContain('problem.malformed');
  });

  it('writes an .xlsx with real dates and numbers', async () => {
    const bytes = await registerXlsx(rowsOfView(contracts, DEFAULT_VIEW, TODAY, 'en-US'), t, {
      sheetName: 'Register',
      rightToLeft: false,
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.buffer as ArrayBuffer);
    const sheet = workbook.getWorksheet('Register');
    expect(sheet?.rowCount).toBe(4);
    // Loaded back, columns go by number: 1 vendor, 6 end, 11 annual value.
    const acme = sheet?.getRow(3);
    expect(acme?.getCell(1).value).toBe('Acme, Inc.');
    expect(acme?.getCell(6).value).toEqual(new Date('2027-03-31T00:00:00Z'));
    expect(acme?.getCell(11).value).toBe(12500.5);
    expect(sheet?.getRow(2).getCell(1).value).toBe(`'=HYPERLINK("x")`);
  });

  it('writes each deadline that can still be met as an all-day event with a stable UID and two alarms', () => {
    const ics = registerCalendar(contracts, t, { clientName: 'Northwind', today: TODAY, host: 'portal.example' });
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).toContain('UID:a-end@portal.example');
    expect(ics).toContain('DTSTART;VALUE=DATE:20270331');
    // A week before and the day before, at 09:00 of that day.
    expect(ics.match(/BEGIN:VALARM/g)).toHaveLength(2);
    expect(ics).toContain('TRIGGER:-P6DT15H');
    expect(ics).toContain('TRIGGER:-PT15H');
  });

  it('leaves out a contract whose notice day passed, and one that ended or was terminated', () => {
    const leases = contract('n', { Vendor: 'Hooli', Title: 'Leases', EndDate: '2027-01-31', Status: 'Terminated' });
    const ics = registerCalendar([...contracts, leases], t, { clientName: 'N', today: TODAY, host: 'p.example' });
    expect(ics).not.toContain('UID:b-notice@');
    expect(ics).not.toContain('UID:n-end@');
  });

  it('keeps the alarms that are still ahead', () => {
    const soon = contract('s', { Vendor: 'Hooli', Title: 'Soon', EndDate: '2026-11-29' });
    const ics = registerCalendar([soon], t, { clientName: 'N', today: TODAY, host: 'p.example' });
    expect(ics.match(/BEGIN:VALARM/g)).toHaveLength(1);
  });

  it('gives an event due today an alarm at 09:00 of the day itself', () => {
    const today = contract('d', { Vendor: 'Hooli', Title: 'Today', EndDate: TODAY });
    const ics = registerCalendar([today], t, { clientName: 'N', today: TODAY, host: 'p.example' });
    expect(ics.match(/BEGIN:VALARM/g)).toHaveLength(1);
    expect(ics).toContain('TRIGGER;RELATED=START:PT9H');
  });
});
