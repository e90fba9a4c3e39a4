import { z } from 'zod';
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

/** One language's texts; English is every entry's own language and the fallback for the others. */
const textsByLocale = z.partialRecord(z.enum(locales), z.record(z.string(), z.string()));

/** An entry's content at one revision. */
export const entryContentSchema = z.object({
  shared: z.record(z.string(), z.union([z.string(), z.number()])),
  texts: textsByLocale,
});
export type EntryContent = z.infer<typeof entryContentSchema>;

/** A URL-safe name of an entry, chosen once when it is added (the page address of an article). */
export const slugSchema = z
  .string()
  .min(2)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/** Languages an entry has no texts in: the editor shows them as missing translations. */
export function missingLocales(content: EntryContent): Locale[] {
  return locales.filter((locale) => !content.texts[locale]);
}
