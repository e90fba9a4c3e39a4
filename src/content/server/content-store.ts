import { randomUUID } from 'node:crypto';
import { collectionOf, type StorageConfig } from '../../server/storage/storage.ts';
import type { EditableKind, EntryContent } from '../editing/entries.ts';
import {
  applyChange,
  type ChangeOutcome,
  type EntryChange,
  entryContentSchema,
  kindDocumentSchema,
  repositoryEntry,
  type StoredEntry,
} from '../editing/revisions.ts';
import type { Repository } from './repository.ts';

/**
 * Content editors' saves, in the server's storage (files or Redis, so every instance reads the
 * same): one document per kind holds every entry's current content and its list of revisions;
 * each revision's content is stored once under its own key, so a page load reads one small
 * document however long the history grows.
 */
function kinds(config: StorageConfig) {
  return collectionOf(config, { prefix: 'content', schema: kindDocumentSchema });
}
function revisionBodies(config: StorageConfig) {
  return collectionOf(config, { prefix: 'content-revisions', schema: entryContentSchema });
}

export interface ContentStore {
  /** Every entry of a kind: the repository's, with what editors saved over them (removed ones included). */
  entries(kind: EditableKind): Promise<Map<string, StoredEntry>>;
  change(
    kind: EditableKind,
    slug: string,
    change: EntryChange,
    by: { name: string; email: string },
  ): Promise<ChangeOutcome>;
  /** An entry's content at one of its revisions; undefined when it has no such revision. */
  revisionContent(kind: EditableKind, slug: string, revision: number): Promise<EntryContent | undefined>;
}

export function contentStore(config: StorageConfig, repository: Repository): ContentStore {
  async function entries(kind: EditableKind): Promise<Map<string, StoredEntry>> {
    const [files, saved] = await Promise.all([repository(kind), kinds(config).get(kind)]);
    const all = new Map<string, StoredEntry>();
    for (const [slug, content] of files) all.set(slug, repositoryEntry(content));
    for (const [slug, entry] of Object.entries(saved?.entries ?? {})) all.set(slug, entry);
    return all;
  }

  async function change(
    kind: EditableKind,
    slug: string,
    change: EntryChange,
    by: { name: string; email: string },
  ): Promise<ChangeOutcome> {
    const files = await repository(kind);
    const bodies = revisionBodies(config);
    // The new content is stored before the entry points at it: a save cut short leaves an unused
    // body behind, never an entry whose revision has no content.
    const body = change.action === 'remove' ? '' : `${kind}:${slug}:${randomUUID()}`;
    if (change.action !== 'remove') await bodies.set(body, change.content);
    let outcome: ChangeOutcome = { ok: false, reason: 'notFound' };
    await kinds(config).update(kind, (document) => {
      // Own entries only: `constructor` is a valid name, and no entry until an editor adds it.
      const saved = document && Object.hasOwn(document.entries, slug) ? document.entries[slug] : undefined;
      const repositoryContent = files.get(slug);
      const current = saved ?? (repositoryContent ? repositoryEntry(repositoryContent) : undefined);
      outcome = applyChange(current, change, { body, at: new Date().toISOString(), by });
      return outcome.ok ? { entries: { ...document?.entries, [slug]: outcome.entry } } : undefined;
    });
    if (!outcome.ok && body) await bodies.remove(body);
    return outcome;
  }

  async function revisionContent(
    kind: EditableKind,
    slug: string,
    revision: number,
  ): Promise<EntryContent | undefined> {
    const entry = (await entries(kind)).get(slug);
    const found = entry?.revisions.find((candidate) => candidate.revision === revision);
    if (!found) return undefined;
    if (!found.body) return (await repository(kind)).get(slug);
    return await revisionBodies(config).get(found.body);
  }

  return { entries, change, revisionContent };
}
