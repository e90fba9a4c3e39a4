import { describe, expect, it } from 'vitest';
import type { ShellLink } from '@/shell/shell-state.ts';
import { pluralOf, textOf } from '../islands/shell/texts.ts';
import { searchLinks } from './search.ts';

const link = (id: string, title: string): ShellLink => ({ id, title, url: `/${id}`, newTab: false });
const links = [
  link('faq', 'FAQs'),
  link('files', 'Dosya Yöneticisi'),
  link('overview', 'Genel Bakış'),
  link('cafe', 'Café'),
];

describe('search suggestions', () => {
  it('match title text ignoring case and accents', () => {
    expect(searchLinks(links, 'faq').map((l) => l.id)).toEqual(['faq']);
    expect(searchLinks(links, 'YONETICI', 'tr-TR').map((l) => l.id)).toEqual(['files']);
    expect(searchLinks(links, 'bakis', 'tr-TR').map((l) => l.id)).toEqual(['overview']);
    expect(searchLinks(links, 'CAFE').map((l) => l.id)).toEqual(['cafe']);
    expect(searchLinks(links, 'café').map((l) => l.id)).toEqual(['cafe']);
  });

  it('show none for an empty search and none when nothing matches', () => {
    expect(searchLinks(links, '')).toEqual([]);
    expect(searchLinks(links, '   ')).toEqual([]);
    expect(searchLinks(links, 'zzz')).toEqual([]);
  });

  it('are capped at 10', () => {
    const many = Array.from({ length: 25 }, (_, i) => link(`page-${i}`, `Page ${i}`));
    expect(searchLinks(many, 'page')).toHaveLength(10);
    expect(searchLinks(many, 'page')[0]?.id).toBe('page-0');
  });
});

describe('panel texts', () => {
  const texts = {
    addShortcut: 'Add {{title}}',
    nested: { a: 'A' },
    count_one: '{{count}} item',
    count_other: '{{count}} items',
  };
  it('fill placeholders, nested keys and plurals', () => {
    expect(textOf(texts, 'addShortcut', { title: 'FAQs' })).toBe('Add FAQs');
    expect(textOf(texts, 'nested.a')).toBe('A');
    expect(pluralOf(texts, 'count', 1, 'en-US')).toBe('1 item');
    expect(pluralOf(texts, 'count', 3, 'en-US')).toBe('3 items');
  });
});
