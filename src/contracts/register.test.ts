import { describe, expect, it } from 'vitest';
import { type ContractEntry, type ContractFacts, parseContract } from './contract.ts';
import { contractWith } from './contract-examples.ts';
import {
  applyView,
  DEFAULT_VIEW,
  filterContracts,
  foldText,
  pageOf,
  queryOfView,
  type RegisterView,
  sortContracts,
  viewFromQuery,
} from './register.ts';

const today = '2026-11-26';

const entry = (id: string, facts: Partial<ContractFacts>) => contractWith(id, facts);

const contracts = [
  entry('a', {
    vendor: 'Şişecam Ambalaj',
    title: 'Supply agreement',
    category: 'Facilities',
    end: '2026-12-10',
    status: 'Active',
    annualValue: 1000,
  }),
  entry('b', {
    vendor: 'Café Müller',
    title: 'Catering',
    category: 'Facilities',
    end: '2027-01-20',
    status: 'Active',
    annualValue: 250,
  }),
  entry('c', {
    vendor: 'Initech Software',
    title: 'Software licence',
    category: 'Software',
    end: '2027-03-31',
    autoRenew: true,
    noticePeriodDays: 120,
    status: 'Active',
    annualValue: 48000,
  }),
  entry('d', {
    vendor: 'initech software',
    title: 'Support',
    category: 'Software',
    end: '2026-11-01',
    status: 'Expired',
  }),
  entry('e', {
    vendor: 'Globex Logistics',
    title: 'Lot 10 freight',
    category: 'Logistics',
    end: null,
    status: 'Draft',
  }),
  entry('f', {
    vendor: 'Globex Logistics',
    title: 'Lot 9 freight',
    category: 'Logistics',
    end: '2028-06-30',
    status: 'Active',
    annualValue: 1000,
  }),
];
const view = (changes: Partial<RegisterView>): RegisterView => ({ ...DEFAULT_VIEW, ...changes });
const ids = (list: readonly ContractEntry[]) => list.map((contract) => contract.id);

describe('search', () => {
  it('finds vendor and title without regard to case or accents', () => {
    expect(ids(filterContracts(contracts, view({ q: 'cafe muller' }), today))).toEqual(['b']);
    expect(ids(filterContracts(contracts, view({ q: 'SISECAM' }), today))).toEqual(['a']);
    expect(ids(filterContracts(contracts, view({ q: 'licence initech' }), today))).toEqual(['c']);
  });

  it('folds Turkish dotted and dotless i to i', () => {
    expect(foldText('İNİTECH ılık')).toBe('initech ilik');
  });

  it('finds nothing for a word no contract has', () => {
    expect(filterContracts(contracts, view({ q: 'zebra' }), today)).toEqual([]);
  });
});

describe('filters', () => {
  it('keep one status, one category and one vendor (case-insensitive)', () => {
    expect(ids(filterContracts(contracts, view({ status: 'Active', category: 'software' }), today))).toEqual(['c']);
    expect(ids(filterContracts(contracts, view({ vendor: 'INITECH SOFTWARE' }), today))).toEqual(['c', 'd']);
  });

  it('keep deadlines within N days, by the date that matters, leaving out passed ones and those without an end', () => {
    // c ends 2027-03-31 but its notice is due 120 days earlier, 2026-12-01: within 30 days.
    expect(ids(filterContracts(contracts, view({ within: 30 }), today))).toEqual(['a', 'c']);
    expect(ids(filterContracts(contracts, view({ within: 90 }), today))).toEqual(['a', 'b', 'c']);
  });
});

describe('sorting', () => {
  it('sorts text by the language, numbers in text by value', () => {
    expect(ids(sortContracts(contracts, 'title', 'asc', 'en'))).toEqual(['b', 'f', 'e', 'c', 'a', 'd']);
    expect(ids(sortContracts([contracts[5], contracts[4]] as ContractEntry[], 'title', 'asc', 'en'))).toEqual([
      'f',
      'e',
    ]);
  });

  it('sorts by the Turkish alphabet in Turkish (Ş after S)', () => {
    const names = [entry('s', { vendor: 'Tekin' }), entry('ş', { vendor: 'Şahin' }), entry('x', { vendor: 'Sarp' })];
    expect(ids(sortContracts(names, 'vendor', 'asc', 'tr'))).toEqual(['x', 'ş', 's']);
  });

  it('puts empty values last in both directions', () => {
    expect(ids(sortContracts(contracts, 'end', 'asc', 'en')).at(-1)).toBe('e');
    expect(ids(sortContracts(contracts, 'end', 'desc', 'en')).at(-1)).toBe('e');
    expect(ids(sortContracts(contracts, 'end', 'desc', 'en'))[0]).toBe('f');
  });

  it('keeps equal rows in their order (stable), ascending and descending', () => {
    expect(ids(sortContracts(contracts, 'annualValue', 'asc', 'en'))).toEqual(['b', 'a', 'f', 'c', 'd', 'e']);
    expect(ids(sortContracts(contracts, 'annualValue', 'desc', 'en'))).toEqual(['c', 'a', 'f', 'b', 'd', 'e']);
  });

  it('sorts by the deadline, the notice day of an auto-renewing contract first', () => {
    expect(ids(sortContracts(contracts, 'deadline', 'asc', 'en'))).toEqual(['d', 'c', 'a', 'b', 'f', 'e']);
  });

  it('sorts incomplete contracts with the rest, by what they have', () => {
    const incomplete = parseContract({ Vendor: 'Aardvark Ltd', NoticePeriodDays: 'abc' }, { id: 'i' });
    expect(ids(sortContracts([...contracts, incomplete], 'vendor', 'asc', 'en'))[0]).toBe('i');
  });
});

describe('paging', () => {
  const many = Array.from({ length: 53 }, (_, index) => index);

  it('cuts pages of the size asked', () => {
    expect(pageOf(many, 3, 25)).toEqual({ rows: [50, 51, 52], page: 3, pageCount: 3, total: 53 });
  });

  it('clamps a page past the end to the last, and below one to the first', () => {
    expect(pageOf(many, 99, 25).page).toBe(3);
    expect(pageOf(many, 0, 25).page).toBe(1);
    expect(pageOf([], 4, 25)).toEqual({ rows: [], page: 1, pageCount: 1, total: 0 });
  });

  it('filters, sorts, then pages', () => {
    const shown = applyView(contracts, view({ category: 'Logistics', sort: 'title', page: 5 }), today, 'en', 1);
    expect(shown).toMatchObject({ page: 2, pageCount: 2, total: 2 });
    expect(ids(shown.rows)).toEqual(['e']);
  });
});

describe('the view in the address', () => {
  it('reads every part of the query', () => {
    const query = new URLSearchParams(
      'q=initech&status=active&category=Software&vendor=Initech&within=90&sort=end&dir=desc&page=2',
    );
    expect(viewFromQuery(query)).toEqual({
      q: 'initech',
      status: 'Active',
      category: 'Software',
      vendor: 'Initech',
      within: 90,
      sort: 'end',
      dir: 'desc',
      page: 2,
    });
  });

  it('goes round: view → query → the same view', () => {
    const shared = view({
      q: 'café',
      status: 'Expired',
      vendor: 'A & B',
      within: 30,
      sort: 'annualValue',
      dir: 'desc',
      page: 3,
    });
    expect(viewFromQuery(new URLSearchParams(queryOfView(shared).toString()))).toEqual(shared);
  });

  it('leaves defaults out of the address', () => {
    expect(queryOfView(DEFAULT_VIEW).toString()).toBe('');
    expect(queryOfView(view({ page: 2 })).toString()).toBe('page=2');
  });

  it('ignores what it cannot mean', () => {
    const query = new URLSearchParams(
      `status=Signed&within=-5&sort=price&dir=up&page=abc&category=&vendor=${'x'.repeat(300)}`,
    );
    expect(viewFromQuery(query)).toEqual(DEFAULT_VIEW);
    expect(viewFromQuery(new URLSearchParams('within=99999&page=0'))).toEqual(DEFAULT_VIEW);
  });
});
