import { type Locale, locales } from '../../i18n/locales.ts';

/**
 * What content editors change in the portal (issue [13/14]): FAQ entries and knowledge-base
 * articles. Each entry has texts per language (what a reader reads) and settings shared by its
 * languages (where it is listed). The Markdown files under src/content/ are every entry's first
 * revision; what editors save lives in the server's storage.
 */
export const editableKinds = ['faq', 'knowledgeBase'] as const;
export type EditableKind = (typeof editableKinds)[number];

export function isEditableKind(value: unknown): value is EditableKind {
  return typeof value === 'string' && (editableKinds as readonly string[]).includes(value);
}

/** Lengths an editor meets long before a reader would: they bound what one save stores. */
export const CONTENT_LIMITS = { line: 300, markdown: 20_000 } as const;

/** The field of each kind's texts that holds Markdown (the rest are plain lines). */
export const markdownFieldOf = { faq: 'answer', knowledgeBase: 'body' } as const satisfies Record<EditableKind, string>;

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
