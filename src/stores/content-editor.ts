import { atom } from 'nanostores';
import type { EditableKind, EntryContent } from '../content/editing/entries.ts';
import { draftProblems, normaliseContent, type Problem } from '../content/editing/validation.ts';
import { contentApi, type Entry, type RevisionLine } from '../content/services/content-api.ts';
import { isLocale, type Locale } from '../i18n/locales.ts';

/**
 * The content editor's state: the entry being edited, the editor's draft, and
 * what the server last said. A refused save keeps the draft as typed: a 409 puts the newer entry
 * beside it for the editor to choose, a 400 puts each message beside its field.
 */
export type EditorStatus = 'loading' | 'ready' | 'saving' | 'saved' | 'removed' | 'failed';

export interface EditorState {
  kind: EditableKind;
  /** The entry's address name; for a new entry, what the editor types until it is added. */
  slug: string;
  isNew: boolean;
  /** The revision the draft is made on. */
  base: number;
  /** The content at `base`, to tell whether the draft has changes. */
  saved: EntryContent;
  draft: EntryContent;
  locale: Locale;
  status: EditorStatus;
  /** What the server said of the last call, already in the editor's language ('' when the server could not be reached). */
  message: string;
  /** The server's message per field (`texts.ar.answer`) after a refused save. */
  fields: Record<string, string>;
  /** Someone else's newer entry, after a 409. */
  conflict: Entry | undefined;
  revisions: RevisionLine[] | undefined;
  /** Whether anything was saved since the editor opened (the page behind shows the old text). */
  changed: boolean;
  /** Whether the editor has tried to save: from then on, what must be fixed shows beside its field. */
  checked: boolean;
}

export const $editor = atom<EditorState | undefined>(undefined);

/** The calls the editor makes (content-api.ts, through the portal's one API client); replaceable in tests. */
export type ContentEditorServices = typeof contentApi;

let services: ContentEditorServices = contentApi;

/** For tests and stories: some of the services the actions use (all the browser's again when called without). */
export function replaceContentEditorServices(replacement: Partial<ContentEditorServices> = contentApi): void {
  services = { ...contentApi, ...replacement };
}

const blank = (kind: EditableKind): EntryContent => ({
  shared: kind === 'demo' ? {} : { category: kind === 'faq' ? 'account' : 'gettingStarted', order: 100 },
  texts: { en: {} },
});

function patch(change: Partial<EditorState>): void {
  const state = $editor.get();
  if (state) $editor.set({ ...state, ...change });
}

function fromEntry(entry: Entry): Pick<EditorState, 'slug' | 'base' | 'saved' | 'draft'> {
  const content = { shared: entry.shared, texts: entry.texts };
  return { slug: entry.slug, base: entry.revision, saved: content, draft: content };
}

/** Opens the editor on an entry (slug), or on a new one (no slug), showing the reader's language. */
export async function openEditor(kind: EditableKind, slug: string | undefined, locale: Locale): Promise<void> {
  const empty = blank(kind);
  $editor.set({
    kind,
    slug: slug ?? '',
    isNew: !slug,
    base: 0,
    saved: empty,
    draft: empty,
    locale,
    status: slug ? 'loading' : 'ready',
    message: '',
    fields: {},
    conflict: undefined,
    revisions: undefined,
    changed: false,
    checked: false,
  });
  if (!slug) return;
  const answer = await services.entries(kind);
  const entry = answer.ok ? answer.value.entries.find((candidate) => candidate.slug === slug) : undefined;
  if (!answer.ok || !entry) {
    patch({ status: 'failed', message: answer.ok ? '' : answer.message });
    return;
  }
  patch({ ...fromEntry(entry), status: 'ready' });
}

export function closeEditor(): void {
  $editor.set(undefined);
}

export function chooseLocale(locale: Locale): void {
  patch({ locale });
}

export function setText(locale: Locale, field: string, value: string): void {
  const state = $editor.get();
  if (!state) return;
  const texts = { ...state.draft.texts, [locale]: { ...state.draft.texts[locale], [field]: value } };
  patch({ draft: { ...state.draft, texts }, fields: withoutField(state.fields, `texts.${locale}.${field}`) });
}

export function setShared(field: string, value: string | number): void {
  const state = $editor.get();
  if (!state) return;
  patch({
    draft: { ...state.draft, shared: { ...state.draft.shared, [field]: value } },
    fields: withoutField(state.fields, `shared.${field}`),
  });
}

export function setSlug(slug: string): void {
  patch({ slug, fields: withoutField($editor.get()?.fields ?? {}, 'slug') });
}

function withoutField(fields: Record<string, string>, field: string): Record<string, string> {
  const { [field]: _gone, ...rest } = fields;
  return rest;
}

/** Whether the draft differs from what was last saved (compared as the server would store them). */
export function hasChanges(state: EditorState): boolean {
  return (
    JSON.stringify(normaliseContent(state.kind, state.slug, state.draft)) !==
    JSON.stringify(normaliseContent(state.kind, state.slug, state.saved))
  );
}

/** What must be fixed before the draft can be saved, once the editor has tried to save. */
export function problemsOf(state: EditorState): Problem[] {
  return state.checked
    ? draftProblems(state.kind, state.slug, normaliseContent(state.kind, state.slug, state.draft), state.isNew)
    : [];
}

/**
 * The editor's Save: with something to fix, nothing is sent, the problems show beside their fields
 * and, when the language shown has none, the first language that has one is shown; otherwise the
 * draft is saved.
 */
export async function submitDraft(): Promise<void> {
  const state = $editor.get();
  if (!state) return;
  const checked = { ...state, checked: true };
  const problems = problemsOf(checked);
  if (problems.length === 0) {
    patch({ checked: true });
    await saveDraft();
    return;
  }
  const localeOf = (problem: Problem) => problem.field.split('.')[1];
  const shown = problems.some((problem) => problem.field.startsWith(`texts.${state.locale}`));
  const other = problems.map(localeOf).find((locale) => isLocale(locale));
  patch({ checked: true, ...(!shown && other && isLocale(other) ? { locale: other } : {}) });
}

/** Saves the draft on `base` (or adds the entry); on a 409 the draft stays and the newer entry is shown beside it. */
export async function saveDraft(): Promise<void> {
  const state = $editor.get();
  if (!state || state.status === 'saving') return;
  patch({ status: 'saving', message: '' });
  const content = normaliseContent(state.kind, state.slug, state.draft);
  const answer = state.isNew
    ? await services.create(state.kind, state.slug, content)
    : await services.save(state.kind, state.slug, state.base, content, savedLocale(state));
  if (answer.ok) {
    const entry = answer.value.entry;
    patch({
      ...fromEntry(entry),
      draft: state.draft,
      saved: content,
      isNew: false,
      status: 'saved',
      fields: {},
      conflict: undefined,
      revisions: undefined,
      changed: true,
    });
    return;
  }
  patch({
    status: 'failed',
    message: answer.message,
    fields: answer.fields ?? {},
    conflict: answer.status === 409 ? answer.current : undefined,
  });
}

/** The one language a save changed, when it changed only one (the revision says so). */
function savedLocale(state: EditorState): Locale | undefined {
  const changed = Object.keys({ ...state.draft.texts, ...state.saved.texts }).filter(
    (locale) =>
      JSON.stringify(state.draft.texts[locale as Locale] ?? {}) !==
      JSON.stringify(state.saved.texts[locale as Locale] ?? {}),
  );
  return changed.length === 1 ? (changed[0] as Locale) : undefined;
}

/** After a 409: the draft becomes the newer entry (the editor chose theirs). */
export function takeTheirs(): void {
  const state = $editor.get();
  if (!state?.conflict) return;
  patch({ ...fromEntry(state.conflict), conflict: undefined, status: 'ready', message: '', fields: {} });
}

/** After a 409: the draft is saved over the newer entry (the editor read theirs and keeps theirs out). */
export async function saveOverTheirs(): Promise<void> {
  const state = $editor.get();
  if (!state?.conflict) return;
  patch({
    base: state.conflict.revision,
    saved: { shared: state.conflict.shared, texts: state.conflict.texts },
    conflict: undefined,
  });
  await saveDraft();
}

export async function loadRevisions(): Promise<void> {
  const state = $editor.get();
  if (!state || state.isNew) return;
  const answer = await services.revisions(state.kind, state.slug);
  if (answer.ok) patch({ revisions: answer.value.revisions });
  else patch({ status: 'failed', message: answer.message });
}

/** Brings an earlier revision back as a new one; the draft becomes its content. */
export async function restoreRevision(from: number): Promise<void> {
  const state = $editor.get();
  if (!state) return;
  patch({ status: 'saving', message: '' });
  const answer = await services.restore(state.kind, state.slug, from, state.base);
  if (!answer.ok) {
    patch({ status: 'failed', message: answer.message, conflict: answer.status === 409 ? answer.current : undefined });
    return;
  }
  patch({ ...fromEntry(answer.value.entry), status: 'saved', revisions: undefined, changed: true, fields: {} });
  await loadRevisions();
}

export async function removeEntry(): Promise<void> {
  const state = $editor.get();
  if (!state || state.isNew) return;
  patch({ status: 'saving', message: '' });
  const answer = await services.remove(state.kind, state.slug, state.base);
  if (answer.ok) patch({ status: 'removed', changed: true });
  else
    patch({ status: 'failed', message: answer.message, conflict: answer.status === 409 ? answer.current : undefined });
}

/** The rendered preview of one Markdown text, as readers will see it; undefined when it could not be made. */
export async function previewOf(markdown: string): Promise<string | undefined> {
  if (!markdown.trim()) return '';
  const answer = await services.preview(markdown, $editor.get()?.kind);
  return answer.ok ? answer.value.html : undefined;
}
