import { defaultLocale, type Locale, locales } from '../../i18n/locales.ts';
import type { Translate } from '../../i18n/texts.ts';
import { faqCategories, knowledgeBaseCategories } from '../schemas/categories.ts';
import { CONTENT_LIMITS, type EditableKind, type EntryContent, isListedKind, isSlug, textFieldsOf } from './entries.ts';

/**
 * What an editor must fix before an entry can be saved, field by field, so the editor can show
 * each message beside its field as they type and the API refuses the same things (400).
 */
export type Problem =
  | { field: string; problem: 'required' | 'invalid' }
  | { field: string; problem: 'tooLong'; max: number }
  | { field: 'texts.en'; problem: 'englishRequired' }
  | { field: 'slug'; problem: 'slug' };

export const categoriesOf = { faq: faqCategories, knowledgeBase: knowledgeBaseCategories } as const;

const MAX_ORDER = 9999;

/** What must be fixed in an entry (`slug` names a demo page's entry, whose fields are its own). */
export function contentProblems(kind: EditableKind, slug: string, content: EntryContent): Problem[] {
  const problems: Problem[] = isListedKind(kind) ? settingsProblems(kind, content) : [];
  if (!content.texts[defaultLocale]) problems.push({ field: 'texts.en', problem: 'englishRequired' });
  for (const locale of locales) {
    // English is needed whole: with none of it given, each of its fields is named too.
    const texts = content.texts[locale] ?? (locale === defaultLocale ? {} : undefined);
    if (!texts) continue;
    for (const field of textFieldsOf(kind, slug)) {
      const value = (texts[field.name] ?? '').trim();
      const max = field.markdown ? CONTENT_LIMITS.markdown : CONTENT_LIMITS.line;
      const path = `texts.${locale}.${field.name}`;
      if (!value) problems.push({ field: path, problem: 'required' });
      else if (value.length > max) problems.push({ field: path, problem: 'tooLong', max });
    }
  }
  return problems;
}

/**
 * What must be fixed before a save: the content's problems and, for an entry being added, its
 * address name (chosen once, so checked only then).
 */
export function draftProblems(kind: EditableKind, slug: string, content: EntryContent, isNew: boolean): Problem[] {
  const problems = contentProblems(kind, slug, content);
  return isNew && isListedKind(kind) && !isSlug(slug) ? [{ field: 'slug', problem: 'slug' }, ...problems] : problems;
}

function settingsProblems(kind: keyof typeof categoriesOf, content: EntryContent): Problem[] {
  const problems: Problem[] = [];
  const category = content.shared['category'];
  if (typeof category !== 'string' || !(categoriesOf[kind] as readonly string[]).includes(category))
    problems.push({ field: 'shared.category', problem: 'invalid' });
  const order = content.shared['order'];
  if (typeof order !== 'number' || !Number.isInteger(order) || order < 0 || order > MAX_ORDER)
    problems.push({ field: 'shared.order', problem: 'invalid' });
  return problems;
}

/**
 * An entry's content as it is stored: the kind's own fields only, trimmed; a language whose
 * fields are all empty is a translation not yet written, so it is left out.
 */
export function normaliseContent(kind: EditableKind, slug: string, content: EntryContent): EntryContent {
  const texts: EntryContent['texts'] = {};
  const fields = textFieldsOf(kind, slug);
  for (const locale of locales) {
    const given = content.texts[locale];
    if (!given) continue;
    const kept = Object.fromEntries(fields.map(({ name }) => [name, (given[name] ?? '').trim()]));
    if (Object.values(kept).some(Boolean)) texts[locale as Locale] = kept;
  }
  if (!isListedKind(kind)) return { shared: {}, texts };
  return { shared: { category: content.shared['category'] ?? '', order: content.shared['order'] ?? 100 }, texts };
}

/**
 * A field's label in the editor's language. A demo page's field is named after the dictionary
 * key it replaced (`sample.overview.p1`), shown as its path, which also tells where on the page it is.
 */
export function fieldLabel(kind: EditableKind, name: string, t: Translate): string {
  if (isListedKind(kind) || name === 'en') return t(`content:editor.fields.${name}`);
  return name.split('.').join(' › ');
}

/** A problem as the editor shows it beside its field, in the editor's language. */
export function problemMessage(kind: EditableKind, problem: Problem, t: Translate): string {
  const [area, , ...path] = problem.field.split('.');
  const name = area === 'texts' && path.length > 0 ? path.join('.') : (problem.field.split('.').at(-1) ?? '');
  const field = fieldLabel(kind, name, t);
  if (problem.problem === 'tooLong') return t('content:editor.errors.tooLong', { field, max: problem.max });
  if (problem.problem === 'slug') return t('content:editor.errors.slug');
  return t(`content:editor.errors.${problem.problem}`, { field });
}
