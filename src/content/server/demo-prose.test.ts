import { describe, expect, it } from 'vitest';
import { locales } from '../../i18n/locales.ts';
import { demoPages } from '../editing/demo-pages.ts';
import { demoRepositoryContent } from './demo-repository.ts';
import { markdownToSafeHtml, typographicKind } from './markdown.ts';

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => entities[name] ?? '')
    .trim();

describe('a demo page’s Markdown as the page shows it', () => {
  it('reads, before anyone edits it, word for word as the dictionary’s text, in one paragraph', async () => {
    const typographic = typographicKind('demo');
    expect(typographic).toBe(false);
    for (const [page, content] of demoRepositoryContent()) {
      const prose = demoPages[page as keyof typeof demoPages].fields.filter((field) => field.markdown);
      for (const locale of locales) {
        for (const { name } of prose) {
          const markdown = content.texts[locale]?.[name] ?? '';
          const html = await markdownToSafeHtml(markdown, { typographic });
          expect(html.trim(), `${locale} ${page}: ${name}`).toMatch(/^<p>(?:(?!<p[ >]).)*<\/p>$/s);
          expect(textOf(html), `${locale} ${page}: ${name}`).toBe(markdown);
        }
      }
    }
  });

  it('renders what an editor adds, sanitised', async () => {
    const html = await markdownToSafeHtml('A **bold** word and <script>alert(1)</script>', { typographic: false });
    expect(html).toContain('<strong>bold</strong>');
    expect(html).not.toContain('<script');
  });
});
