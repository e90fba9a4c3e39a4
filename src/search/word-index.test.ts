import { describe, expect, it } from 'vitest';
import { type SearchDocument, WordIndex } from './word-index.ts';

const documents: SearchDocument[] = [
  { id: 'c1', kind: 'contracts', title: 'Fleet lease agreement', text: 'Contoso Leasing Vehicles', url: '/c/1' },
  { id: 'c2', kind: 'contracts', title: 'Office cleaning', text: 'Northwind Facilities', url: '/c/2' },
  { id: 'f1', kind: 'faq', title: 'İstanbul ofisinde ışık', text: 'Sözleşme yenileme', url: '/f/1', lang: 'tr' },
  { id: 'a1', kind: 'articles', title: 'تجديد العقود', text: 'يُجَدَّدُ العقـــد تلقائيًا', url: '/a/1', lang: 'ar' },
];
const index = new WordIndex(documents);
const ids = (query: string) => index.search(query).hits.map((hit) => hit.id);

describe('WordIndex', () => {
  it('finds by prefix while the last word is typed', () => {
    expect(ids('fle')).toEqual(['c1']);
    expect(ids('fleet lea')).toEqual(['c1']);
  });

  it('requires every word of the query', () => {
    expect(ids('lease northwind')).toEqual([]);
    expect(ids('lease contoso')).toEqual(['c1']);
  });

  it('finds a word of five letters or more with one typo, never a shorter one', () => {
    expect(ids('leasr')).toEqual(['c1']);
    expect(ids('fleat')).toEqual(['c1']);
    expect(ids('ofice')).toEqual(['c2']);
    expect(ids('clen')).toEqual([]);
    expect(ids('clening')).toEqual(['c2']);
  });

  it('matches Turkish i and Arabic forms both ways', () => {
    expect(ids('ISIK')).toEqual(['f1']);
    expect(ids('istanbul sozlesme')).toEqual(['f1']);
    expect(ids('عقد')).toEqual(['a1']);
    expect(ids('العقد')).toEqual(['a1']);
    expect(ids('تَجْدِيد')).toEqual(['a1']);
  });

  it('finds a help entry by the words of its other languages, showing its own', () => {
    const help = new WordIndex([
      {
        id: 'faq:upload',
        kind: 'faq',
        title: 'Where are my company’s documents?',
        text: 'In the File Manager under Tools.',
        url: '/pages/faq?open=upload',
        lang: 'en',
        other: 'أين مستندات شركتي؟ في مدير الملفات ضمن الأدوات. Şirketimin belgeleri nerede?',
      },
    ]);
    for (const query of ['مستندات', 'şirketimin', 'documents'])
      expect(help.search(query).hits.map((hit) => hit.id)).toEqual(['faq:upload']);
    // What is shown is the entry in the page's language, never the other languages' words.
    const [hit] = help.search('مستندات').hits;
    expect(hit).toMatchObject({ title: 'Where are my company’s documents?', lang: 'en' });
    expect(hit?.excerpt).not.toMatch(/[\u0600-\u06ff]/);
  });

  it('answers nothing for a query of no words', () => {
    expect(index.search('*').total).toBe(0);
    expect(index.search('"  "').total).toBe(0);
  });

  it('ranks a match in the title above one in the text, and limits without losing the count', () => {
    const both = new WordIndex([
      { id: 'text', kind: 'faq', title: 'Other', text: 'renewal', url: '/1' },
      { id: 'title', kind: 'faq', title: 'Renewal', text: 'other', url: '/2' },
    ]);
    const found = both.search('renewal', 1);
    expect(found.total).toBe(2);
    expect(found.hits.map((hit) => hit.id)).toEqual(['title']);
    expect(found.hits[0]?.terms).toEqual(['renewal']);
  });
});
