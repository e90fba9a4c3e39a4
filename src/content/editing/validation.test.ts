import { describe, expect, it } from 'vitest';
import { CONTENT_LIMITS } from './entries.ts';
import { contentProblems, normaliseContent } from './validation.ts';

const faq = (
  texts: Record<string, Record<string, string>>,
  shared: Record<string, string | number> = { category: 'account', order: 1 },
) => ({
  shared,
  texts,
});

describe('contentProblems', () => {
  it('accepts an entry with its English texts', () => {
    expect(contentProblems('faq', 'language', faq({ en: { question: 'Q?', answer: 'A.' } }))).toEqual([]);
  });

  it('names each field to fix, in every language given', () => {
    const problems = contentProblems(
      'faq',
      'language',
      faq(
        { en: { question: ' ', answer: 'x'.repeat(CONTENT_LIMITS.markdown + 1) }, ar: { question: 'س؟', answer: '' } },
        { category: 'nope', order: -1 },
      ),
    );
    expect(problems).toEqual([
      { field: 'shared.category', problem: 'invalid' },
      { field: 'shared.order', problem: 'invalid' },
      { field: 'texts.en.question', problem: 'required' },
      { field: 'texts.en.answer', problem: 'tooLong', max: CONTENT_LIMITS.markdown },
      { field: 'texts.ar.answer', problem: 'required' },
    ]);
  });

  it('needs English, the language shown where a translation is missing', () => {
    expect(
      contentProblems(
        'knowledgeBase',
        'getting-started',
        faq({ tr: { title: 'T', summary: 'S', body: 'B' } }, { category: 'contracts', order: 1 }),
      ),
    ).toEqual([
      { field: 'texts.en', problem: 'englishRequired' },
      { field: 'texts.en.title', problem: 'required' },
      { field: 'texts.en.summary', problem: 'required' },
      { field: 'texts.en.body', problem: 'required' },
    ]);
  });
});

describe('normaliseContent', () => {
  it('keeps the kind’s fields, trimmed, and drops a translation left empty', () => {
    const content = normaliseContent(
      'faq',
      'language',
      faq({ en: { question: ' Q? ', answer: 'A', extra: 'x' }, tr: { question: '', answer: ' ' } }),
    );
    expect(content).toEqual({
      shared: { category: 'account', order: 1 },
      texts: { en: { question: 'Q?', answer: 'A' } },
    });
  });
});
