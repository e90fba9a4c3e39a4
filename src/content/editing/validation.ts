import { defaultLocale, type Locale, locales } from '../../i18n/locales.ts';
import type { Translate } from '../../i18n/texts.ts';
import { faqCategories, knowledgeBaseCategories } from '../schemas/categories.ts';
import { CONTENT_LIMITS, type EditableKind, type EntryContent, markdownFieldOf } from './entries.ts';

/**
 * What an editor must fix before an entry can be saved, field by field, so the editor can show
 * each message beside its field as they type and the API refuses the same things (400).
 */
export type Problem =
  | { field: string; problem: 'required' | 'invalid' }
  | { field: string; problem: 'tooLong'; max: number }
  | { field: 'texts.en'; problem: 'englishRequired' };

/** Each kind's fields, in the order the editor shows them. */
export const textFieldsOf = {
  faq: ['question', 'answer'],
  knowledgeBase: ['title', 'summary', 'body'],
} as const satisfies Record<EditableKind, readonly string[]>;

export const categoriesOf = { faq: faqCategories, knowledgeBase: knowledgeBaseCategories } as const;

const MAX_ORDER = 9999;

export function contentProblems(kind: EditableKind, content: EntryContent): Problem[] {
  const problems: Problem[] = [];
  const category = content.shared['category'];
  if (typeof category !== 'string' || !(categoriesOf[kind] as readonly string[]).includes(category))
    problems.push({ field: 'shared.category', problem: 'invalid' });
  const order = content.shared['order'];
  if (typeof order !== 'number' || !Number.isInteger(order) || order < 0 || order > MAX_ORDER)
    problems.push({ field: 'shared.order', problem: 'invalid' });
  if (!content.texts[defaultLocale]) problems.push({ field: 'texts.en', problem: 'englishRequired' });
  for (const locale of locales) {
    // English is needed whole: with none of it given, each of its fields is named too.
    const texts = content.texts[locale] ?? (locale === defaultLocale ? {} : undefined);
    if (!texts) continue;
    for (const field of textFieldsOf[kind]) {
      const value = (texts[field] ?? '').trim();
      const max = field === markdownFieldOf[kind] ? CONTENT_LIMITS.markdown : CONTENT_LIMITS.line;
      const path = `texts.${locale}.${field}`;
      if (!value) problems.push({ field: path, problem: 'required' });
      else if (value.length > max) problems.push({ field: path, problem: 'tooLong', max });
    }
  }
  return problems;
}

/**
 * An entry's content as it is stored: the kind's own fields only, trimmed; a language whose
 * fields are all empty is a translation not yet written, so it is left out.
 */
export function normaliseContent(kind: EditableKind, content: EntryContent): EntryContent {
  const texts: EntryContent['texts'] = {};
  for (const locale of locales) {
    const given = content.texts[locale];
    if (!given) continue;
    const kept = Object.fromEntries(textFieldsOf[kind].map((field) => [field, (given[field] ?? '').trim()]));
    if (Object.values(kept).some(Boolean)) texts[locale as Locale] = kept;
  }
  return { shared: { category: content.shared['category'] ?? '', order: content.shared['order'] ?? 100 }, texts };
}

/** A problem as the editor shows it beside its field, in the editor's language. */
export function problemMessage(problem: Problem, t: Translate): string {
  const field = t(`content:editor.fields.${problem.field.split('.').at(-1)}`);
  if (problem.problem === 'tooLong') return t('content:editor.errors.tooLong', { field, max: problem.max });
  return t(`content:editor.errors.${problem.problem}`, { field });
}
