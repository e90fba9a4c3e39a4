import { beforeEach, describe, expect, it } from 'vitest';
import type { SearchDocument } from '../word-index.ts';
import { type SearchScope, type SearchSources, searchEverything } from './engine.ts';
import { forgetIndexes, type IndexedSource } from './index-cache.ts';

const source = (key: string, documents: SearchDocument[]): IndexedSource => ({
  key,
  version: async () => 'v1',
  documents: async () => documents,
});

const sources: SearchSources = {
  faq: source('faq:en', [{ id: 'f', kind: 'faq', title: 'How do I renew a fleet lease?', text: '', url: '/f' }]),
  articles: source('articles:en', [
    { id: 'a', kind: 'articles', title: 'Contract renewals', text: 'fleet', url: '/a' },
  ]),
  rfp: source('rfp', [{ id: 'r', kind: 'rfp', title: 'Describe your fleet tracking', text: '', url: '/r' }]),
  contracts: source('contracts:northwind', [
    { id: 'c', kind: 'contracts', title: 'Fleet lease', text: 'Contoso Leasing', url: '/c' },
  ]),
  documents: async (query) => [
    { id: 'd', kind: 'documents', title: `Fleet lease.pdf (${query})`, url: '/d', excerpt: '', terms: [] },
  ],
};

const person: SearchScope = {
  links: [{ id: 'fm', title: 'File Manager', url: '/apps/file-manager', newTab: false }],
  signedIn: true,
  contracts: true,
  documents: true,
};

const kindsFound = async (scope: SearchScope, query: string, wanted = sources) =>
  (await searchEverything(scope, wanted, { query, limit: 5 })).sections.map(
    (section) => `${section.kind}:${section.total}${section.failed ? `:${section.failed}` : ''}`,
  );

describe('searchEverything', () => {
  beforeEach(forgetIndexes);

  it('answers every section the person may search, in order', async () => {
    expect(await kindsFound(person, 'fleet')).toEqual([
      'pages:0',
      'contracts:1',
      'documents:1',
      'faq:1',
      'articles:1',
      'rfp:1',
    ]);
    expect(await kindsFound(person, 'file')).toEqual([
      'pages:1',
      'contracts:0',
      'documents:1',
      'faq:0',
      'articles:0',
      'rfp:0',
    ]);
  });

  it('leaves out the library when the client lacks the feature, and everything but pages for a guest', async () => {
    expect(await kindsFound({ ...person, contracts: false }, 'fleet')).not.toContain('contracts:1');
    expect(await kindsFound({ ...person, documents: false }, 'fleet')).not.toContain('documents:1');
    expect(await kindsFound({ ...person, signedIn: false }, 'fleet')).toEqual(['pages:0']);
  });

  it('keeps answering when one source fails or is late', async () => {
    const failing: SearchSources = {
      ...sources,
      documents: (_query, _top, signal) =>
        new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')))),
      rfp: { ...sources.rfp, key: 'rfp-broken', documents: async () => Promise.reject(new Error('down')) },
    };
    const answer = await searchEverything(person, failing, { query: 'fleet', limit: 5 }, 50);
    const byKind = Object.fromEntries(answer.sections.map((section) => [section.kind, section]));
    expect(byKind['documents']?.failed).toBe('timeout');
    expect(byKind['rfp']?.failed).toBe('unavailable');
    expect(byKind['faq']?.total).toBe(1);
  });

  it('answers nothing, quickly, for a query of no words', async () => {
    expect(await kindsFound(person, '*')).toEqual([
      'pages:0',
      'contracts:0',
      'documents:0',
      'faq:0',
      'articles:0',
      'rfp:0',
    ]);
    expect(await kindsFound(person, '   ')).toEqual([
      'pages:0',
      'contracts:0',
      'documents:0',
      'faq:0',
      'articles:0',
      'rfp:0',
    ]);
  });

  it('filters by kind and pages within a kind', async () => {
    const many: SearchSources = {
      ...sources,
      faq: source(
        'faq:many',
        Array.from({ length: 7 }, (_, index) => ({
          id: `f${index}`,
          kind: 'faq' as const,
          title: `Lease ${index}`,
          text: '',
          url: '/',
        })),
      ),
    };
    const second = await searchEverything(person, many, {
      query: 'lease',
      kinds: ['faq'],
      limit: 5,
      focus: { kind: 'faq', offset: 5 },
    });
    expect(second.sections.map((section) => [section.kind, section.total, section.hits.length])).toEqual([
      ['faq', 7, 2],
    ]);
  });
});
