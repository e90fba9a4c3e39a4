import { z } from 'zod';
import { type Locale, locales } from '../../i18n/locales.ts';
import { type EntryContent, SLUG_LENGTH, SLUG_PATTERN } from './entries.ts';

/** What storage keeps of an entry's content (src/content/editing/entries.ts). */
export const entryContentSchema = z.object({
  shared: z.record(z.string(), z.union([z.string(), z.number()])),
  texts: z.partialRecord(z.enum(locales), z.record(z.string(), z.string())),
}) satisfies z.ZodType<EntryContent>;

/** A URL-safe name of an entry, chosen once when it is added (the page address of an article). */
export const slugSchema = z.string().min(SLUG_LENGTH.min).max(SLUG_LENGTH.max).regex(SLUG_PATTERN);

/**
 * An entry's history: every save is a revision (who, when, what), numbered from the repository's
 * own content (revision 0). A change names the revision it was made on; if the entry moved on
 * since, the change is refused and the editor is shown the newer one (409), keeping their text.
 */

/** Revisions listed per entry; older ones drop off the list (the content itself is kept by value). */
export const KEPT_REVISIONS = 100;

export const revisionActions = ['create', 'save', 'remove', 'restore'] as const;

export const revisionSchema = z.object({
  revision: z.number().int().min(0),
  /** Where the revision's content is stored; '' for the repository's (revision 0). */
  body: z.string(),
  /** ISO time of the save; '' for the repository's. */
  at: z.string(),
  /** Who saved it (display name and email); null for the repository's. */
  by: z.object({ name: z.string(), email: z.string() }).nullable(),
  action: z.enum(revisionActions),
  /** The language whose texts the save changed, when it was one language. */
  locale: z.enum(locales).optional(),
  /** For a restore: the revision brought back. */
  restoredFrom: z.number().int().min(0).optional(),
});
export type Revision = z.infer<typeof revisionSchema>;

export const storedEntrySchema = entryContentSchema.extend({
  revision: z.number().int().min(0),
  removed: z.boolean(),
  revisions: z.array(revisionSchema),
});
export type StoredEntry = z.infer<typeof storedEntrySchema>;

/** Everything editors changed of one kind (FAQ, knowledge base), by slug. */
export const kindDocumentSchema = z.object({ entries: z.record(slugSchema, storedEntrySchema) });

/** An entry as the repository's Markdown files give it. */
export function repositoryEntry(content: EntryContent): StoredEntry {
  return {
    ...content,
    revision: 0,
    removed: false,
    revisions: [{ revision: 0, body: '', at: '', by: null, action: 'create' }],
  };
}

export type EntryChange =
  | { action: 'create'; content: EntryContent }
  | { action: 'save'; base: number; content: EntryContent; locale?: Locale }
  | { action: 'restore'; base: number; content: EntryContent; from: number }
  | { action: 'remove'; base: number };

export type ChangeOutcome =
  | { ok: true; entry: StoredEntry }
  | { ok: false; reason: 'notFound' | 'exists' }
  | { ok: false; reason: 'conflict'; current: StoredEntry };

/** Who saved, when, and where the new content is stored. */
export interface Saving {
  body: string;
  at: string;
  by: { name: string; email: string };
}

/** The entry after a change, or why the change is refused. Pure: storage runs it again on a lost race. */
export function applyChange(current: StoredEntry | undefined, change: EntryChange, saving: Saving): ChangeOutcome {
  const live = current && !current.removed ? current : undefined;
  if (change.action === 'create') {
    // A removed entry's slug may be used again; its history goes on.
    if (live) return { ok: false, reason: 'exists' };
    return { ok: true, entry: next(current, change.content, false, { action: 'create' }, saving) };
  }
  if (!live) return { ok: false, reason: 'notFound' };
  if (live.revision !== change.base) return { ok: false, reason: 'conflict', current: live };
  switch (change.action) {
    case 'save':
      return { ok: true, entry: next(live, change.content, false, { action: 'save', locale: change.locale }, saving) };
    case 'restore':
      return {
        ok: true,
        entry: next(live, change.content, false, { action: 'restore', restoredFrom: change.from }, saving),
      };
    case 'remove':
      // The content stays as it was (its last revision's), so the removal can be undone by a restore.
      return {
        ok: true,
        entry: next(live, live, true, { action: 'remove' }, { ...saving, body: live.revisions.at(-1)?.body ?? '' }),
      };
  }
}

function next(
  current: StoredEntry | undefined,
  content: EntryContent,
  removed: boolean,
  what: Pick<Revision, 'action' | 'locale' | 'restoredFrom'>,
  { body, at, by }: Saving,
): StoredEntry {
  const revision = (current?.revision ?? 0) + 1;
  const entry: Revision = { revision, body, at, by, action: what.action };
  if (what.locale) entry.locale = what.locale;
  if (what.restoredFrom !== undefined) entry.restoredFrom = what.restoredFrom;
  return {
    shared: content.shared,
    texts: content.texts,
    revision,
    removed,
    revisions: [...(current?.revisions ?? []), entry].slice(-KEPT_REVISIONS),
  };
}
