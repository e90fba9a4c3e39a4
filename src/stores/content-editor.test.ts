import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Answer, Entry } from '../content/services/content-api.ts';
import {
  $editor,
  type ContentEditorServices,
  closeEditor,
  hasChanges,
  loadRevisions,
  openEditor,
  problemsOf,
  removeEntry,
  replaceContentEditorServices,
  restoreRevision,
  saveOverTheirs,
  setShared,
  setSlug,
  setText,
  submitDraft,
  takeTheirs,
} from './content-editor.ts';

const question = { question: 'How do I sign in?', answer: 'With your **work** account.' };

function entry(revision: number, texts: Entry['texts'] = { en: question }): Entry {
  return {
    slug: 'sign-in',
    revision,
    shared: { category: 'account', order: 10 },
    texts,
    missing: [],
    savedAt: null,
    savedBy: null,
  };
}

function editor() {
  const state = $editor.get();
  if (!state) throw new Error('The editor is closed');
  return state;
}

const ok = <T>(value: T): Answer<T> => ({ ok: true, value });

function fakeServices(overrides: Partial<ContentEditorServices> = {}) {
  const services = {
    entries: vi.fn(async () => ok({ entries: [entry(3)] })),
    create: vi.fn(async (_kind, slug: string) => ok({ entry: { ...entry(1), slug } })),
    save: vi.fn(async () => ok({ entry: entry(4) })),
    remove: vi.fn(async () => ok({})),
    revisions: vi.fn(async () =>
      ok({ revision: 4, revisions: [{ revision: 4, at: '2026-11-26T10:00:00Z', by: 'Ada', action: 'save' as const }] }),
    ),
    restore: vi.fn(async () => ok({ entry: entry(5) })),
    preview: vi.fn(async () => ok({ html: '<p>x</p>' })),
    ...overrides,
  } satisfies ContentEditorServices;
  replaceContentEditorServices(services);
  return services;
}

afterEach(() => {
  closeEditor();
  replaceContentEditorServices();
});

describe('opening the editor', () => {
  it('loads an entry through the services and edits its latest revision', async () => {
    const services = fakeServices();
    const opening = openEditor('faq', 'sign-in', 'tr');
    expect($editor.get()?.status).toBe('loading');
    await opening;
    expect(services.entries).toHaveBeenCalledWith('faq');
    expect($editor.get()).toMatchObject({
      status: 'ready',
      base: 3,
      locale: 'tr',
      isNew: false,
      draft: { texts: { en: question } },
    });
    expect(hasChanges(editor())).toBe(false);
  });

  it('says it failed when the entry is not there, with nothing to save', async () => {
    fakeServices({ entries: vi.fn(async () => ok({ entries: [] })) });
    await openEditor('faq', 'gone', 'en');
    expect($editor.get()?.status).toBe('failed');
  });

  it('opens a new entry at once, without asking the server', async () => {
    const services = fakeServices();
    await openEditor('knowledgeBase', undefined, 'en');
    expect(services.entries).not.toHaveBeenCalled();
    expect($editor.get()).toMatchObject({
      status: 'ready',
      isNew: true,
      slug: '',
      draft: { shared: { category: 'gettingStarted' } },
    });
  });
});

describe('saving', () => {
  it('shows nothing to fix until the editor tries to save', async () => {
    fakeServices();
    await openEditor('faq', undefined, 'en');
    expect(problemsOf(editor())).toEqual([]);
  });

  it('sends nothing while something must be fixed, names the address name, and shows the language with a problem', async () => {
    const services = fakeServices();
    await openEditor('faq', undefined, 'en');
    setSlug('Not A Slug');
    setText('en', 'question', question.question);
    setText('en', 'answer', question.answer);
    setText('ar', 'question', 'كيف أسجل الدخول؟');
    await submitDraft();
    expect(services.create).not.toHaveBeenCalled();
    const state = editor();
    expect(problemsOf(state).map((problem) => problem.field)).toEqual(['slug', 'texts.ar.answer']);
    expect(state.locale).toBe('ar');
  });

  it('adds a new entry under its address name and keeps editing it as saved', async () => {
    const services = fakeServices();
    await openEditor('faq', undefined, 'en');
    setSlug('new-question');
    setText('en', 'question', ` ${question.question} `);
    setText('en', 'answer', question.answer);
    await submitDraft();
    expect(services.create).toHaveBeenCalledWith('faq', 'new-question', {
      shared: { category: 'account', order: 100 },
      texts: { en: question },
    });
    expect($editor.get()).toMatchObject({ status: 'saved', isNew: false, base: 1, changed: true });
    expect(hasChanges(editor())).toBe(false);
  });

  it('saves on the revision it was made on and names the one language changed', async () => {
    const services = fakeServices();
    await openEditor('faq', 'sign-in', 'en');
    setText('tr', 'question', 'Nasıl giriş yaparım?');
    setText('tr', 'answer', 'İş hesabınızla.');
    await submitDraft();
    expect(services.save).toHaveBeenCalledWith(
      'faq',
      'sign-in',
      3,
      expect.objectContaining({ texts: expect.objectContaining({ tr: expect.any(Object) }) }),
      'tr',
    );
    expect($editor.get()).toMatchObject({ status: 'saved', base: 4 });
  });

  it('keeps the draft after a 400 and puts each message beside its field, until that field changes', async () => {
    fakeServices({
      save: vi.fn(async () => ({
        ok: false as const,
        status: 400,
        message: 'Fix it',
        fields: { 'shared.order': 'Too big' },
      })),
    });
    await openEditor('faq', 'sign-in', 'en');
    setShared('order', 12);
    await submitDraft();
    expect($editor.get()).toMatchObject({
      status: 'failed',
      fields: { 'shared.order': 'Too big' },
      draft: { shared: { order: 12 } },
    });
    setShared('order', 13);
    expect($editor.get()?.fields).toEqual({});
  });

  it('after a 409 shows their entry beside the draft: taking theirs edits theirs, keeping mine saves on their revision', async () => {
    const theirs = entry(7, { en: { question: 'Theirs', answer: 'Their answer' } });
    const services = fakeServices({
      save: vi
        .fn<ContentEditorServices['save']>()
        .mockResolvedValueOnce({ ok: false, status: 409, message: 'Changed meanwhile', current: theirs })
        .mockResolvedValue(ok({ entry: entry(8) })),
    });
    await openEditor('faq', 'sign-in', 'en');
    setText('en', 'answer', 'Mine');
    await submitDraft();
    expect($editor.get()).toMatchObject({
      status: 'failed',
      conflict: theirs,
      draft: { texts: { en: { answer: 'Mine' } } },
    });

    await saveOverTheirs();
    expect(services.save).toHaveBeenLastCalledWith('faq', 'sign-in', 7, expect.anything(), 'en');
    expect($editor.get()).toMatchObject({ status: 'saved', base: 8, conflict: undefined });
  });

  it('taking theirs makes their entry the draft', async () => {
    const theirs = entry(7, { en: { question: 'Theirs', answer: 'Their answer' } });
    fakeServices({ save: vi.fn(async () => ({ ok: false as const, status: 409, message: 'x', current: theirs })) });
    await openEditor('faq', 'sign-in', 'en');
    setText('en', 'answer', 'Mine');
    await submitDraft();
    takeTheirs();
    expect($editor.get()).toMatchObject({
      status: 'ready',
      base: 7,
      conflict: undefined,
      draft: { texts: theirs.texts },
    });
  });

  it('says so when the server could not be reached, keeping the text', async () => {
    fakeServices({ save: vi.fn(async () => ({ ok: false as const, status: 0, message: '' })) });
    await openEditor('faq', 'sign-in', 'en');
    setText('en', 'answer', 'Kept');
    await submitDraft();
    expect($editor.get()).toMatchObject({
      status: 'failed',
      message: '',
      draft: { texts: { en: { answer: 'Kept' } } },
    });
  });
});

describe('revisions and removal', () => {
  it('lists revisions and restores one as a new revision', async () => {
    const services = fakeServices();
    await openEditor('faq', 'sign-in', 'en');
    await loadRevisions();
    expect($editor.get()?.revisions).toHaveLength(1);
    await restoreRevision(2);
    expect(services.restore).toHaveBeenCalledWith('faq', 'sign-in', 2, 3);
    expect($editor.get()).toMatchObject({ status: 'saved', base: 5, changed: true });
    expect(services.revisions).toHaveBeenCalledTimes(2);
  });

  it('removes the entry on its revision', async () => {
    const services = fakeServices();
    await openEditor('faq', 'sign-in', 'en');
    await removeEntry();
    expect(services.remove).toHaveBeenCalledWith('faq', 'sign-in', 3);
    expect($editor.get()).toMatchObject({ status: 'removed', changed: true });
  });
});
