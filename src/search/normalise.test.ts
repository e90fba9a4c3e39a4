import { describe, expect, it } from 'vitest';
import { foldedWords, foldText, keysOfWord, MAX_QUERY_WORDS, queryWords, typosAllowed } from './normalise.ts';

describe('foldText', () => {
  it('ignores case and accents (the specification)', () => {
    expect(foldText('Café Crème NAÏVE')).toBe('cafe creme naive');
    expect(foldText('Straße ﬁle')).toBe('straße file');
  });

  it('folds the four Turkish i as one letter, whatever the reader’s language', () => {
    expect(foldText('İstanbul')).toBe('istanbul');
    expect(foldText('ISTANBUL')).toBe('istanbul');
    expect(foldText('Işık')).toBe('isik');
    expect(foldText('ışık')).toBe('isik');
    expect(foldText('şirket sözleşmesi ĞÜÇ')).toBe('sirket sozlesmesi guc');
  });

  it('removes Arabic tashkeel and tatweel', () => {
    expect(foldText('يُجَدَّدُ')).toBe('يجدد');
    expect(foldText('العقـــد')).toBe('العقد');
    expect(foldText('تلقائيًا')).toBe('تلقاييا');
  });

  it('folds Arabic letter forms: hamza seats, madda, alif wasla, alif maqsura, ta marbuta', () => {
    expect(foldText('أحمد إدارة آخر ٱلله')).toBe('احمد اداره اخر الله');
    expect(foldText('مسؤول رئيس')).toBe('مسوول رييس');
    expect(foldText('على')).toBe('علي');
    expect(foldText('فاتورة')).toBe('فاتوره');
  });

  it('reads presentation forms as the letters they draw', () => {
    // ﻋﻘﺪ: the initial, medial and final forms of ع ق د, as a PDF copy gives them.
    expect(foldText('\uFECB\uFED8\uFEAA')).toBe('عقد');
  });

  it('reads Eastern Arabic and Persian digits as digits', () => {
    expect(foldText('عقد ٢٠٢٦ ۱۲')).toBe('عقد 2026 12');
  });

  it('drops directional marks and zero-width characters', () => {
    expect(foldText('\u200Fabc\u200E \u2067lease\u2069\u200B')).toBe('abc lease');
  });
});

describe('foldedWords and keysOfWord', () => {
  it('splits on anything that is not a letter or digit', () => {
    expect(foldedWords('Fleet-lease (2026): "Contoso"*')).toEqual(['fleet', 'lease', '2026', 'contoso']);
  });

  it('indexes an Arabic word with the article also without it', () => {
    expect(keysOfWord('العقد')).toEqual(['العقد', 'عقد']);
    expect(keysOfWord('والعقد')).toEqual(['والعقد', 'عقد']);
    expect(keysOfWord('للعقد')).toEqual(['للعقد', 'عقد']);
    // Too short once stripped: the word stays whole.
    expect(keysOfWord('الي')).toEqual(['الي']);
    expect(keysOfWord('alpha')).toEqual(['alpha']);
  });
});

describe('queryWords', () => {
  it('leaves nothing of punctuation, stars, quotes and marks', () => {
    expect(queryWords('*')).toEqual([]);
    expect(queryWords('"" \'\' ... !?')).toEqual([]);
    expect(queryWords('\u200F\u200E')).toEqual([]);
  });

  it('reads a bounded number of words of a bounded query', () => {
    expect(queryWords(`${'word '.repeat(10_000)}`)).toEqual(['word']);
    const many = Array.from({ length: 30 }, (_, index) => `w${index}`).join(' ');
    expect(queryWords(many)).toHaveLength(MAX_QUERY_WORDS);
  });
});

describe('typosAllowed', () => {
  it('allows one letter in words of five letters or more, counted in letters', () => {
    expect(typosAllowed('fee')).toBe(0);
    expect(typosAllowed('flet')).toBe(0);
    expect(typosAllowed('lease')).toBe(1);
    expect(typosAllowed('sozlesme')).toBe(1);
    expect(typosAllowed('عقود')).toBe(0);
    expect(typosAllowed('تجديد')).toBe(1);
  });
});
