import { describe, expect, it } from 'vitest';
import { type ContractEntry, type ContractFacts, parseContract } from './contract.ts';
import { contractWith } from './contract-examples.ts';
import { type ContractState, contractStateOf } from './model.ts';
import {
  applyView,
  DEFAULT_VIEW,
  filterContracts,
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
const states = (list: readonly ContractEntry[]) => list.map((contract) => contractStateOf(contract, today));
const ids = (list: readonly ContractState[]) => list.map((state) => state.entry.id);

describe('search', () => {
  it('finds vendor and title without regard to case or accents', () => {
    expect(ids(filterContracts(states(contracts), view({ q: 'cafe muller' })))).toEqual(['b']);
    expect(ids(filterContracts(states(contracts), view({ q: 'SISECAM' })))).toEqual(['a']);
    expect(ids(filterContracts(states(contracts), view({ q: 'licence initech' })))).toEqual(['c']);
  });

  it('folds Turkish dotted and dotless i to i', () => {
    expect(ids(filterContracts(states(contracts), view({ q: 'İNİTECH' })))).toEqual(['c', 'd']);
  });

  it('finds nothing for a word no contract has', () => {
    expect(filterContracts(states(contracts), view({ q: 'zebra' }))).toEqual([]);
  });
});

describe('filters', () => {
  it('keep one status, one category and one vendor (case-insensitive)', () => {
    expect(ids(filterContracts(states(contracts), view({ status: 'Active', category: 'software' })))).toEqual(['c']);
    expect(ids(filterContracts(states(contracts), view({ vendor: 'INITECH SOFTWARE' })))).toEqual(['c', 'd']);
  });

  it('keep the contracts that need notice within N days, by the date that matters, active ones only', () => {
    // c ends 2027-03-31 but its notice is due 120 days earlier, 2026-12-01: within 30 days.
    expect(ids(filterContracts(states(contracts), view({ within: 30 })))).toEqual(['a', 'c']);
    expect(ids(filterContracts(states(contracts), view({ within: 90 })))).toEqual(['a', 'b', 'c']);
    const terminated = entry('t', { vendor: 'Hooli', title: 'Cloud', end: '2026-12-20', status: 'Terminated' });
    const draft = entry('u', { vendor: 'Hooli', title: 'Draft', end: '2026-12-20', status: 'Draft' });
    expect(ids(filterContracts(states([...contracts, terminated, draft]), view({ within: 90 })))).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('keep the contracts whose notice was missed, apart', () => {
    const missed = entry('m', {
      vendor: 'Hooli',
      title: 'Cloud',
      start: '2026-01-01',
      end: '2026-12-31',
      autoRenew: true,
      noticePeriodDays: 60,
      status: 'Active',
    });
    expect(ids(filterContracts(states([...contracts, missed]), view({ missed: true })))).toEqual(['m']);
    expect(ids(filterContracts(states([...contracts, missed]), view({ within: 365 })))).not.toContain('m');
  });
});

describe('sorting', () => {
  it('sorts text by the language, numbers in text by value', () => {
    expect(ids(sortContracts(states(contracts), 'title', 'asc', 'en'))).toEqual(['b', 'f', 'e', 'c', 'a', 'd']);
    expect(ids(sortContracts(states([contracts[5], contracts[4]] as ContractEntry[]), 'title', 'asc', 'en'))).toEqual([
      'f',
      'e',
    ]);
  });

  it('sorts by the Turkish alphabet in Turkish (Ş after S)', () => {
    const names = [entry('s', { vendor: 'Tekin' }), entry('ş', { vendor: 'Şahin' }), entry('x', { vendor: 'Sarp' })];
    expect(ids(sortContracts(states(names), 'vendor', 'asc', 'tr'))).toEqual(['x', 'ş', 's']);
  });

  it('puts empty values last in both directions', () => {
    expect(ids(sortContracts(states(contracts), 'end', 'asc', 'en')).at(-1)).toBe('e');
    expect(ids(sortContracts(states(contracts), 'end', 'desc', 'en')).at(-1)).toBe('e');
    expect(ids(sortContracts(states(contracts), 'end', 'desc', 'en'))[0]).toBe('f');
  });

  it('keeps equal rows in their order (stable), ascending and descending', () => {
    expect(ids(sortContracts(states(contracts), 'annualValue', 'asc', 'en'))).toEqual(['b', 'a', 'f', 'c', 'd', 'e']);
    expect(ids(sortContracts(states(contracts), 'annualValue', 'desc', 'en'))).toEqual(['c', 'a', 'f', 'b', 'd', 'e']);
  });

  it('sorts by the deadline, the notice day of an auto-renewing contract first, those that ended last', () => {
    // d expired: it has no date left that matters, and goes with e, which has none.
    expect(ids(sortContracts(states(contracts), 'deadline', 'asc', 'en'))).toEqual(['c', 'a', 'b', 'f', 'd', 'e']);
  });

  it('sorts incomplete contracts with the rest, by what they have', () => {
    const incomplete = parseContract({ Vendor: 'Aardvark Ltd', NoticePeriodDays: 'abc' }, { id: 'i' });
    expect(ids(sortContracts(states([...contracts, incomplete]), 'vendor', 'asc', 'en'))[0]).toBe('i');
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
    const shown = applyView(states(contracts), view({ category: 'Logistics', sort: 'title', page: 5 }), 'en', 1);
    expect(shown).toMatchObject({ page: 2, pageCount: 2, total: 2 });
    expect(ids(shown.rows)).toEqual(['e']);
  });
});

describe('the view in the address', () => {
  it('reads every part of the query', () => {
    const query = new URLSearchParams(
      'q=initech&status=active&category=Software&vendor=Initech&within=90&notice=missed&sort=end&dir=desc&page=2',
    );
    expect(viewFromQuery(query)).toEqual({
      q: 'initech',
      status: 'Active',
      category: 'Software',
      vendor: 'Initech',
      within: 90,
      missed: true,
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
      missed: true,
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
