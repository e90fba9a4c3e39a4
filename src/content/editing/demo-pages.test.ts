import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/demo.json' with { type: 'json' };
import { type Locale, locales } from '../../i18n/locales.ts';
import { translatorOf } from '../../i18n/texts.ts';
import { demoRepositoryContent } from '../server/demo-repository.ts';
import { demoPageNames, demoPages, isDemoPage } from './demo-pages.ts';
import { isListedKind, textFieldsOf } from './entries.ts';
import { contentProblems, fieldLabel, normaliseContent, problemMessage } from './validation.ts';

type Tree = { [key: string]: string | Tree };
const dictionaries = Object.fromEntries(
  await Promise.all(
    locales.map(async (locale) => [locale, (await import(`../../i18n/locales/${locale}/demo.json`)).default as Tree]),
  ),
) as Record<Locale, Tree>;
const wordsAt = (tree: Tree, path: string) =>
  path
    .split('.')
    .reduce<string | Tree | undefined>((found, part) => (typeof found === 'object' ? found[part] : undefined), tree);

describe('the demo pages’ schemas', () => {
  it('name each field once, after a text of the demo dictionary', () => {
    for (const page of demoPageNames) {
      const names = demoPages[page].fields.map((field) => field.name);
      expect(new Set(names).size, page).toBe(names.length);
      for (const name of names) expect(typeof wordsAt(en as Tree, name), `${page}: ${name}`).toBe('string');
    }
  });

  it('leave out the messages with placeholders, which are not page texts', () => {
    const fields = demoPageNames.flatMap((page) => demoPages[page].fields.map((field) => field.name));
    for (const name of fields) expect(String(wordsAt(en as Tree, name)), name).not.toContain('{{');
  });

  it('mark the prose as Markdown and the labels as plain lines', () => {
    const markdown = (page: keyof typeof demoPages) =>
      demoPages[page].fields.filter((field) => field.markdown).map((field) => field.name);
    expect(markdown('blank')).toEqual(['blank.intro', 'blank.usage']);
    expect(markdown('typography')).toEqual([
      'typography.intro',
      'typography.body.p1',
      'typography.body.p2',
      'typography.quote.text',
    ]);
    expect(textFieldsOf('demo', 'typography').find((field) => field.name === 'typography.scale.title')).toEqual({
      name: 'typography.scale.title',
      markdown: false,
    });
  });

  it('know only the demo pages', () => {
    expect(isDemoPage('typography')).toBe(true);
    expect(isDemoPage('toString')).toBe(false);
    expect(textFieldsOf('demo', 'nope')).toEqual([]);
    expect(isListedKind('demo')).toBe(false);
  });
});

describe('a demo page’s entry from the repository', () => {
  const entries = demoRepositoryContent();

  it('is the dictionaries’ words, word for word, in every language', () => {
    expect([...entries.keys()]).toEqual(demoPageNames);
    for (const [page, content] of entries) {
      expect(content.shared).toEqual({});
      for (const locale of locales) {
        const texts = content.texts[locale] ?? {};
        for (const { name } of textFieldsOf('demo', page))
          expect(texts[name], `${locale} ${page}: ${name}`).toBe(wordsAt(dictionaries[locale], name));
      }
    }
  });

  it('passes its own validation, so a save of it unchanged is never refused', () => {
    for (const [page, content] of entries) {
      expect(normaliseContent('demo', page, content), page).toEqual(content);
      expect(contentProblems('demo', page, content), page).toEqual([]);
    }
  });
});

describe('validating a demo page’s texts', () => {
  const blank = (texts: Record<string, Record<string, string>>) => ({ shared: {}, texts });
  const english = { 'titles.blank': 'Blank', 'blank.intro': 'I', 'blank.usage': 'U', 'blank.placeholder': 'P' };

  it('names each field to fix by its place on the page, and keeps only the page’s fields', () => {
    const content = normaliseContent(
      'demo',
      'blank',
      blank({ en: { ...english, 'blank.usage': ' ', other: 'x' }, ar: { 'titles.blank': 'صفحة' } }),
    );
    expect(content.shared).toEqual({});
    expect(Object.keys(content.texts.en ?? {})).toEqual(Object.keys(english));
    expect(contentProblems('demo', 'blank', content)).toEqual([
      { field: 'texts.en.blank.usage', problem: 'required' },
      { field: 'texts.ar.blank.intro', problem: 'required' },
      { field: 'texts.ar.blank.usage', problem: 'required' },
      { field: 'texts.ar.blank.placeholder', problem: 'required' },
    ]);
  });

  it('says what to fix in the editor’s language', () => {
    const t = translatorOf({
      tag: 'tr',
      dictionaries: { content: { editor: { errors: { required: '{{field}} gerekli.' } } } },
    });
    expect(fieldLabel('demo', 'sample.overview.p1', t)).toBe('sample › overview › p1');
    expect(problemMessage('demo', { field: 'texts.tr.blank.usage', problem: 'required' }, t)).toBe(
      'blank › usage gerekli.',
    );
  });

  it('bounds a label to a line and prose to the Markdown limit', () => {
    const long = 'x'.repeat(301);
    const problems = contentProblems(
      'demo',
      'blank',
      blank({ en: { ...english, 'titles.blank': long, 'blank.intro': long } }),
    );
    expect(problems).toEqual([{ field: 'texts.en.titles.blank', problem: 'tooLong', max: 300 }]);
  });
});
