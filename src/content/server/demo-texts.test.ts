import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { islandTexts } from '../../i18n/island-texts.ts';
import { translatorOf } from '../../i18n/texts.ts';
import { contentStore } from './content-store.ts';
import { demoRepositoryContent } from './demo-repository.ts';
import { demoTexts } from './readable.ts';

// The repository of the FAQ and the knowledge base (Astro's content collections) is not read here.
vi.mock('astro:content', () => ({ getCollection: async () => [] }));

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'demo-texts-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const demo = demoRepositoryContent();
const store = () => contentStore({ dataDir }, async (kind) => (kind === 'demo' ? demo : new Map()));
const dictionary = (locale: 'en' | 'ar') => translatorOf(islandTexts(locale, ['demo', 'content']));
const ada = { name: 'Ada Admin', email: 'ada.admin@efi.test' };

describe('a demo page’s texts as the page reads them', () => {
  it('are the dictionaries’ words until an editor saves', async () => {
    const { t, html, missing } = await demoTexts(store(), 'blank', 'ar', dictionary('ar'));
    expect(t('demo:blank.placeholder')).toBe(dictionary('ar')('demo:blank.placeholder'));
    expect(html['demo:blank.intro']).toBe(`<p>${dictionary('ar')('demo:blank.intro')}</p>\n`);
    expect(missing).toEqual([]);
  });

  it('are the saved words after a save, with every other key from the dictionaries', async () => {
    const before = demo.get('blank');
    if (!before?.texts.en) throw new Error('no blank page');
    const texts = {
      ...before.texts,
      en: { ...before.texts.en, 'blank.placeholder': 'Nothing yet', 'blank.usage': 'A **bold** use.' },
    };
    const saved = await store().change(
      'demo',
      'blank',
      { action: 'save', base: 0, content: { shared: {}, texts } },
      ada,
    );
    expect(saved.ok).toBe(true);
    const { t, html } = await demoTexts(store(), 'blank', 'en', dictionary('en'));
    expect(t('demo:blank.placeholder')).toBe('Nothing yet');
    expect(html['demo:blank.usage']).toBe('<p>A <strong>bold</strong> use.</p>\n');
    expect(t('demo:crumbs.ui')).toBe('User Interface');
    expect(t('content:editor.saved', { revision: 3 })).toContain('revision 3');
  });

  it('are English, and say so, where a language has no texts', async () => {
    const before = demo.get('blank');
    if (!before?.texts.en) throw new Error('no blank page');
    const content = { shared: {}, texts: { en: before.texts.en } };
    await store().change('demo', 'blank', { action: 'save', base: 0, content }, ada);
    const { t, lang, missing } = await demoTexts(store(), 'blank', 'ar', dictionary('ar'));
    expect(lang).toBe('en');
    expect(t('demo:blank.placeholder')).toBe('Your content goes here');
    expect(missing).toEqual(['tr', 'ar']);
  });
});
