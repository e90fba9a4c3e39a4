import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from './sanitize.ts';

describe('sanitizeArticleHtml', () => {
  it('keeps the structure of an article', () => {
    const html =
      '<h2 id="a">Title</h2><p>Some <strong>bold</strong> text</p><table><tr><th scope="col">A</th></tr></table>';
    expect(sanitizeArticleHtml(html)).toBe(html.replace('<tr>', '<tr>'));
  });

  it('removes scripts, event handlers and javascript: links', () => {
    const html = sanitizeArticleHtml(
      '<script>alert(1)</script><a href="javascript:alert(1)" onclick="x()">link</a><img src="x.png" onerror="y()" alt="">',
    );
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(html).toContain('>link</a>');
  });
});

describe('links and styles in editors’ HTML', () => {
  it('opens links to other sites in a tab that cannot reach back', () => {
    const html = sanitizeArticleHtml('<a href="https://example.com" rel="opener" target="_self">site</a>');
    expect(html).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a>');
    expect(sanitizeArticleHtml('<a href="//example.com">x</a>')).toContain('rel="noopener noreferrer"');
  });

  it('leaves the portal’s own links in the same tab', () => {
    expect(sanitizeArticleHtml('<a href="/pages/faq" target="_blank">faq</a>')).toBe('<a href="/pages/faq">faq</a>');
  });

  it('drops inline styles and style elements', () => {
    const html = sanitizeArticleHtml('<style>body{display:none}</style><p style="color:red">text</p>');
    expect(html).toBe('<p>text</p>');
  });
});
