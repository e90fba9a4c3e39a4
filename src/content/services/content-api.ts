import { callPortalApi, PortalApiError } from '../../services/portal-api.ts';
import type { EditableKind, EntryContent } from '../editing/entries.ts';
import type { EntryView } from '../server/editing-api.ts';

/**
 * The editor's calls to /api/content, through the portal's one API client. A refusal here carries
 * what the editor shows beside the text being edited: the message of each field to fix (400), or
 * the entry someone else saved meanwhile (409), so it is answered as a value, not thrown.
 */
export type Entry = EntryView;

export interface RevisionLine {
  revision: number;
  at: string;
  by: string | null;
  action: 'create' | 'save' | 'remove' | 'restore';
  locale?: string;
  restoredFrom?: number;
}

export type Answer<T> =
  | { ok: true; value: T }
  | { ok: false; status: number; message: string; fields?: Record<string, string>; current?: Entry };

async function call<T>(method: string, path: string, body?: unknown): Promise<Answer<T>> {
  try {
    return { ok: true, value: ((await callPortalApi<T>(method, path, body)) ?? {}) as T };
  } catch (error) {
    // No answer at all (offline, server away): the editor says so and keeps the text.
    if (!(error instanceof PortalApiError)) return { ok: false, status: 0, message: '' };
    const answer = (error.answer ?? {}) as { error?: { fields?: Record<string, string> }; current?: Entry };
    return {
      ok: false,
      status: error.status ?? 0,
      message: error.message,
      ...(answer.error?.fields && { fields: answer.error.fields }),
      ...(answer.current ? { current: answer.current } : {}),
    };
  }
}

const entryPath = (kind: EditableKind, slug: string) => `/api/content/${kind}/${encodeURIComponent(slug)}`;

export const contentApi = {
  entries: (kind: EditableKind) => call<{ entries: Entry[] }>('GET', `/api/content/${kind}`),
  create: (kind: EditableKind, slug: string, content: EntryContent) =>
    call<{ entry: Entry }>('POST', `/api/content/${kind}`, { slug, ...content }),
  save: (kind: EditableKind, slug: string, revision: number, content: EntryContent, locale?: string) =>
    call<{ entry: Entry }>('PUT', entryPath(kind, slug), { revision, ...content, ...(locale && { locale }) }),
  remove: (kind: EditableKind, slug: string, revision: number) =>
    call<Record<string, never>>('DELETE', `${entryPath(kind, slug)}?revision=${revision}`),
  revisions: (kind: EditableKind, slug: string) =>
    call<{ revision: number; revisions: RevisionLine[] }>('GET', `${entryPath(kind, slug)}/revisions`),
  restore: (kind: EditableKind, slug: string, from: number, revision: number) =>
    call<{ entry: Entry }>('POST', `${entryPath(kind, slug)}/revisions/${from}`, { revision }),
  preview: (markdown: string, kind?: EditableKind) =>
    call<{ html: string }>('POST', '/api/content/preview', { markdown, ...(kind && { kind }) }),
};
