import { describe, expect, it } from 'vitest';
import { isComplete, isContractItem, parseContract } from './contract.ts';
import { softwareLicence } from './contract-examples.ts';

const item = { id: '01ABC', eTag: '"{5F0A},2"', fileName: 'Initech - Software licence.pdf' };
const complete = {
  '@odata.etag': '"{5F0A},2"',
  id: '7',
  FileLeafRef: 'Initech - Software licence.pdf',
  Vendor: 'Initech Software',
  Title: 'Software licence',
  Category: 'Software',
  StartDate: '2025-04-01T00:00:00Z',
  EndDate: '2027-03-31T00:00:00Z',
  NoticePeriodDays: 60,
  AutoRenew: true,
  AnnualValue: 48000,
  Currency: 'eur',
  Owner: 'Priya Natarajan',
  Status: 'Active',
  VendorCity: 'Austin',
  VendorCountry: 'us',
};

describe('a contract read from its list-item fields', () => {
  it('is complete with every fact, dates as calendar days and the currency in upper case', () => {
    const entry = parseContract(complete, item);
    expect(isComplete(entry)).toBe(true);
    expect(entry).toEqual({
      ...item,
      facts: { ...softwareLicence, owner: 'Priya Natarajan' },
      problems: [],
    });
  });

  it('is complete without the optional facts, and does not auto-renew when the column is empty', () => {
    const entry = parseContract({ Vendor: 'Globex', Title: 'NDA', EndDate: '2027-01-01', Status: 'Draft' }, item);
    expect(entry.problems).toEqual([]);
    expect(entry.facts).toMatchObject({ autoRenew: false, noticePeriodDays: null, annualValue: null, currency: null });
  });

  it('is incomplete without an end date, naming it, and keeps the other facts', () => {
    const { EndDate: _, ...withoutEnd } = complete;
    const entry = parseContract(withoutEnd, item);
    expect(isComplete(entry)).toBe(false);
    expect(entry.problems).toEqual([{ fact: 'end', reason: 'missing' }]);
    expect(entry.facts.vendor).toBe('Initech Software');
  });

  it('calls a notice period of "abc" malformed, and an auto-renewing contract then lacks its notice', () => {
    const entry = parseContract({ ...complete, NoticePeriodDays: 'abc' }, item);
    expect(entry.problems).toEqual([{ fact: 'noticePeriodDays', reason: 'malformed' }]);
    expect(entry.facts.noticePeriodDays).toBeNull();
  });

  it('takes a notice period given as text of digits, as a text column or an import brings it', () => {
    expect(parseContract({ ...complete, NoticePeriodDays: ' 30 ' }, item).facts.noticePeriodDays).toBe(30);
  });

  it('refuses a negative value, a notice period over 365 days and an end before the start', () => {
    const entry = parseContract(
      { ...complete, AnnualValue: -5, NoticePeriodDays: 400, StartDate: '2027-04-01T00:00:00Z' },
      item,
    );
    expect(entry.problems).toEqual(
      expect.arrayContaining([
        { fact: 'end', reason: 'endBeforeStart' },
        { fact: 'noticePeriodDays', reason: 'outOfRange' },
        { fact: 'annualValue', reason: 'negative' },
      ]),
    );
    expect(entry.facts.annualValue).toBeNull();
  });

  it('refuses an end on the day it starts', () => {
    const entry = parseContract({ ...complete, StartDate: complete.EndDate }, item);
    expect(entry.problems).toEqual([{ fact: 'end', reason: 'endBeforeStart' }]);
  });

  it('refuses a currency that is not an ISO code, and a day that does not exist', () => {
    const entry = parseContract({ ...complete, Currency: 'Euro', EndDate: '2027-02-29T00:00:00Z' }, item);
    expect(entry.problems).toEqual(
      expect.arrayContaining([
        { fact: 'currency', reason: 'malformed' },
        { fact: 'end', reason: 'malformed' },
      ]),
    );
  });

  it('asks for the currency of a value', () => {
    const { Currency: _, ...withoutCurrency } = complete;
    expect(parseContract(withoutCurrency, item).problems).toEqual([{ fact: 'currency', reason: 'missing' }]);
  });

  it('refuses a status outside the column choices', () => {
    expect(parseContract({ ...complete, Status: 'Signed' }, item).problems).toEqual([
      { fact: 'status', reason: 'malformed' },
    ]);
  });

  it('never throws, whatever it is given', () => {
    for (const junk of [null, undefined, 42, 'text', [], { Vendor: { nested: true }, EndDate: 5 }]) {
      const entry = parseContract(junk, { id: 'x' });
      expect(isComplete(entry)).toBe(false);
      expect(entry.problems.map((problem) => problem.fact)).toEqual(
        expect.arrayContaining(['vendor', 'title', 'end', 'status']),
      );
    }
  });
});

describe('which items of the folder are contracts', () => {
  it('are those of the Contract content type, not other documents or folders', () => {
    expect(isContractItem({ ContentType: 'Contract', FileLeafRef: 'a.pdf' })).toBe(true);
    expect(isContractItem({ ContentType: 'Document', FileLeafRef: 'Contract register.xlsx' })).toBe(false);
    expect(isContractItem({ ContentType: 'Folder' })).toBe(false);
    expect(isContractItem(null)).toBe(false);
  });

  it('reads each column as SharePoint and imports bring it, and calls anything else malformed', () => {
    const facts = (fields: Record<string, unknown>) => parseContract({ ...complete, ...fields }, item);
    expect(facts({ NoticePeriodDays: ' 30 ', AnnualValue: '1250.50', AutoRenew: 'Yes' }).facts).toMatchObject({
      noticePeriodDays: 30,
      annualValue: 1250.5,
      autoRenew: true,
    });
    expect(facts({ AutoRenew: '0', EndDate: '2027-03-31', Currency: ' try ' }).facts).toMatchObject({
      autoRenew: false,
      end: '2027-03-31',
      currency: 'TRY',
    });
    const malformed = (fields: Record<string, unknown>) => facts(fields).problems.map((problem) => problem.fact);
    expect(malformed({ AnnualValue: '1e3' })).toEqual(['annualValue']);
    expect(malformed({ AnnualValue: '9'.repeat(400) })).toEqual(['annualValue']);
    expect(malformed({ AutoRenew: 'yes' })).toContain('autoRenew');
    expect(malformed({ EndDate: '2027-02-29T00:00:00Z' })).toEqual(['end']);
    expect(malformed({ EndDate: '31/03/2027' })).toEqual(['end']);
    expect(malformed({ Vendor: 42 })).toEqual(['vendor']);
    expect(malformed({ Title: 'x'.repeat(256) })).toEqual(['title']);
    expect(malformed({ Status: 'active' })).toEqual(['status']);
    expect(malformed({ Currency: 'ABC' })).toEqual(['currency']);
  });
});
