import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EntryContent } from '../editing/entries.ts';
import { contentStore } from './content-store.ts';
import type { Repository } from './repository.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'content-store-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const answer = (text: string): EntryContent => ({
  shared: { category: 'account', order: 1 },
  texts: { en: { question: 'How do I change the language?', answer: text } },
});
const repository: Repository = async (kind) =>
  new Map(kind === 'faq' ? [['language', answer('Use the language menu.')]] : []);
const ada = { name: 'Ada Admin', email: 'ada.admin@efi.test' };
const bea = { name: 'Bea Editor', email: 'bea@efi.test' };

describe('the content store', () => {
  it('serves the repository’s entries until an editor saves, then the saved one', async () => {
    const store = contentStore({ dataDir }, repository);
    expect((await store.entries('faq')).get('language')?.revision).toBe(0);
    const outcome = await store.change(
      'faq',
      'language',
      { action: 'save', base: 0, content: answer('Open the menu.') },
      ada,
    );
    expect(outcome.ok).toBe(true);
    const entry = (await contentStore({ dataDir }, repository).entries('faq')).get('language');
    expect(entry).toMatchObject({ revision: 1, texts: { en: { answer: 'Open the menu.' } } });
  });

  it('keeps every revision’s content, the repository’s included', async () => {
    const store = contentStore({ dataDir }, repository);
    await store.change('faq', 'language', { action: 'save', base: 0, content: answer('One') }, ada);
    await store.change('faq', 'language', { action: 'save', base: 1, content: answer('Two') }, bea);
    expect((await store.revisionContent('faq', 'language', 0))?.texts.en?.['answer']).toBe('Use the language menu.');
    expect((await store.revisionContent('faq', 'language', 1))?.texts.en?.['answer']).toBe('One');
    expect((await store.revisionContent('faq', 'language', 2))?.texts.en?.['answer']).toBe('Two');
    expect(await store.revisionContent('faq', 'language', 3)).toBeUndefined();
  });

  it('of two editors saving on the same revision at once, takes one and tells the other', async () => {
    const store = contentStore({ dataDir }, repository);
    const outcomes = await Promise.all([
      store.change('faq', 'language', { action: 'save', base: 0, content: answer('Ada’s') }, ada),
      store.change('faq', 'language', { action: 'save', base: 0, content: answer('Bea’s') }, bea),
    ]);
    expect(outcomes.map((outcome) => outcome.ok).sort()).toEqual([false, true]);
    const refused = outcomes.find((outcome) => !outcome.ok);
    expect(refused).toMatchObject({ reason: 'conflict', current: { revision: 1 } });
  });

  it('adds and removes entries', async () => {
    const store = contentStore({ dataDir }, repository);
    expect((await store.change('faq', 'billing', { action: 'create', content: answer('New') }, ada)).ok).toBe(true);
    expect((await store.change('faq', 'language', { action: 'remove', base: 0 }, ada)).ok).toBe(true);
    const entries = await store.entries('faq');
    expect([...entries].map(([slug, entry]) => [slug, entry.removed])).toEqual([
      ['language', true],
      ['billing', false],
    ]);
  });

  it('never takes a name of an object’s built-in property for an entry', async () => {
    const store = contentStore({ dataDir }, repository);
    // A saved entry, so the kind's document exists and is what a name is looked up in.
    expect((await store.change('faq', 'billing', { action: 'create', content: answer('New') }, ada)).ok).toBe(true);
    for (const name of Object.getOwnPropertyNames(Object.prototype)) {
      const save = await store.change('faq', name, { action: 'save', base: 0, content: answer('x') }, ada);
      expect(save, name).toEqual({ ok: false, reason: 'notFound' });
      expect(await store.change('faq', name, { action: 'remove', base: 0 }, ada), name).toEqual({
        ok: false,
        reason: 'notFound',
      });
      expect(await store.revisionContent('faq', name, 0), name).toBeUndefined();
    }
    expect([...(await store.entries('faq')).keys()]).toEqual(['language', 'billing']);
  });
});
