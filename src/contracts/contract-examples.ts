import type { ContractEntry, ContractFacts } from './contract.ts';

/**
 * Contracts the unit tests read, edit and list, written once: Initech's software licence with
 * every fact (each test changes what it is about with a spread), and a builder of a contract with
 * only some facts. Imported by tests only.
 */
export const softwareLicence: ContractFacts = {
  vendor: 'Initech Software',
  title: 'Software licence',
  category: 'Software',
  start: '2025-04-01',
  end: '2027-03-31',
  noticePeriodDays: 60,
  autoRenew: true,
  annualValue: 48000,
  currency: 'EUR',
  owner: null,
  status: 'Active',
  vendorCity: 'Austin',
  vendorCountry: 'US',
};

/** A contract with the facts given and no others (not auto-renewing), and no problems. */
export function contractWith(id: string, facts: Partial<ContractFacts>, fileName: string | null = null): ContractEntry {
  return {
    id,
    eTag: null,
    fileName,
    facts: {
      vendor: null,
      title: null,
      category: null,
      start: null,
      end: null,
      noticePeriodDays: null,
      autoRenew: false,
      annualValue: null,
      currency: null,
      owner: null,
      status: null,
      vendorCity: null,
      vendorCountry: null,
      ...facts,
    },
    problems: [],
  };
}
