import { describe, expect, it } from 'vitest';
import { searchLinks } from './search.ts';
import type { ShellLink } from './shell-state.ts';

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
    expect(searchLinks(links, 'YONETICI').map((l) => l.id)).toEqual(['files']);
    expect(searchLinks(links, 'bakis').map((l) => l.id)).toEqual(['overview']);
    expect(searchLinks(links, 'CAFE').map((l) => l.id)).toEqual(['cafe']);
    expect(searchLinks(links, 'café').map((l) => l.id)).toEqual(['cafe']);
    expect(searchLinks(links, 'GENEL BAKIŞ').map((l) => l.id)).toEqual(['overview']);
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
