import { type Locale, locales } from '../../i18n/locales.ts';
import { demoPages, isDemoPage, type TextFieldSpec } from './demo-pages.ts';

export type { TextFieldSpec } from './demo-pages.ts';

/**
 * What content editors change in the portal: FAQ entries, knowledge-base
 * articles and the demo pages' texts. Each entry has texts per language (what a reader reads)
 * and, for the FAQ and the knowledge base, settings shared by its languages (where it is listed).
 * The Markdown files under src/content/ (and, for the demo pages, the dictionaries) are every
 * entry's first revision; what editors save lives in the server's storage.
 */
export const editableKinds = ['faq', 'knowledgeBase', 'demo'] as const;
export type EditableKind = (typeof editableKinds)[number];

export function isEditableKind(value: unknown): value is EditableKind {
  return typeof value === 'string' && (editableKinds as readonly string[]).includes(value);
}

/**
 * An entry's address name (an article's page address), chosen once when it is added: 2 to 80
 * lower-case letters and digits in words joined by single hyphens. The editor, the API's schema
 * (revisions.ts) and the address's check all use this one rule.
 */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_LENGTH = { min: 2, max: 80 } as const;

export function isSlug(value: string): boolean {
  return value.length >= SLUG_LENGTH.min && value.length <= SLUG_LENGTH.max && SLUG_PATTERN.test(value);
}

/** Lengths an editor meets long before a reader would: they bound what one save stores. */
export const CONTENT_LIMITS = { line: 300, markdown: 20_000 } as const;

const fixedFields = {
  faq: [
    { name: 'question', markdown: false },
    { name: 'answer', markdown: true },
  ],
  knowledgeBase: [
    { name: 'title', markdown: false },
    { name: 'summary', markdown: false },
    { name: 'body', markdown: true },
  ],
} as const satisfies Record<Exclude<EditableKind, 'demo'>, readonly TextFieldSpec[]>;

/**
 * An entry's text fields, in the order the editor shows them: the same for every FAQ entry and
 * every article; each demo page's own (src/content/editing/demo-pages.ts), none for an unknown page.
 */
export function textFieldsOf(kind: EditableKind, slug: string): readonly TextFieldSpec[] {
  if (kind !== 'demo') return fixedFields[kind];
  return isDemoPage(slug) ? demoPages[slug].fields : [];
}

/**
 * Whether a kind's entries have settings (category, position) and can be added and removed:
 * the FAQ's and the knowledge base's; a demo page's entry is its page's, fixed.
 */
export function isListedKind(kind: EditableKind): kind is Exclude<EditableKind, 'demo'> {
  return kind !== 'demo';
}

export type EntryTexts = Record<string, string>;
export type EntryShared = Record<string, string | number>;

/** An entry's content at one revision: its texts per language (English is every entry's own
 * language and the fallback for the others) and its settings. */
export interface EntryContent {
  shared: EntryShared;
  texts: Partial<Record<Locale, EntryTexts>>;
}

/** Languages an entry has no texts in: the editor shows them as missing translations. */
export function missingLocales(content: EntryContent): Locale[] {
  return locales.filter((locale) => !content.texts[locale]);
}
