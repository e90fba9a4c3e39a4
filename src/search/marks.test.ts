import { describe, expect, it } from 'vitest';
import { excerptOf, markWords, wordsContaining } from './marks.ts';

const marked = (text: string, terms: string[]) =>
  markWords(text, terms)
    .map((segment) => (segment.mark ? `[${segment.text}]` : segment.text))
    .join('');

describe('markWords', () => {
  it('marks the written words whose folded form matched, leaving the rest as text', () => {
    expect(marked('Fleet lease: Contoso', ['lease'])).toBe('Fleet [lease]: Contoso');
    expect(marked('İstanbul ofisi', ['istanbul'])).toBe('[İstanbul] ofisi');
    expect(marked('<b>lease</b>', ['lease'])).toBe('<b>[lease]</b>');
  });

  it('marks an Arabic word whole, with its marks, tatweel and article', () => {
    expect(marked('تجديد العقـــد تلقائيًا', ['عقد'])).toBe('تجديد [العقـــد] تلقائيًا');
  });

  it('gives the text back unmarked when nothing matched', () => {
    expect(markWords('nothing here', ['lease'])).toEqual([{ text: 'nothing here', mark: false }]);
  });
});

describe('excerptOf', () => {
  it('keeps a short text whole', () => {
    expect(excerptOf('A short answer.', ['answer'])).toBe('A short answer.');
  });

  it('cuts a long text around its first match, at word boundaries', () => {
    const text = `${'before '.repeat(60)}the fleet lease ends ${'after '.repeat(60)}`;
    const excerpt = excerptOf(text, ['fleet'], 80);
    expect(excerpt).toContain('fleet lease');
    expect(excerpt.startsWith('… before')).toBe(true);
    expect(excerpt.endsWith(' …')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(84);
  });
});

describe('wordsContaining', () => {
  it('gives the words of a title that contain the query or one of its words', () => {
    expect(wordsContaining('File Manager', 'FÍLE')).toEqual(['file']);
    expect(wordsContaining('Invoice Intelligence', 'e')).toEqual(['invoice', 'intelligence']);
    expect(wordsContaining('Dosya Yöneticisi', 'yön')).toEqual(['yoneticisi']);
  });
});
