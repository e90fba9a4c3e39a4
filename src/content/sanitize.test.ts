import { describe, expect, it } from 'vitest';
import { linkDestination, sanitizeArticleHtml } from './sanitize.ts';

describe('sanitizeArticleHtml', () => {
  it('keeps the structure of an article', () => {
    const html =
      '<h2 lang="tr">Title</h2><p>Some <strong>bold</strong> text</p><table><tr><th scope="col">A</th></tr></table>';
    expect(sanitizeArticleHtml(html)).toBe(html);
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

describe('links that leave the portal, as a browser resolves them', () => {
  it.each([
    '/\\evil.test/p',
    '\\\\evil.test/p',
    '\\/evil.test/p',
    'https:evil.test/p',
    'http:evil.test/p',
    ' //evil.test/p',
    '/\t/evil.test/p',
    'HTTPS://evil.test',
  ])('%j opens in a new tab that cannot reach back', (href) => {
    expect(linkDestination(href)).toBe('other site');
    expect(sanitizeArticleHtml(`<a href="${href}" target="_self">x</a>`)).toBe(
      `<a href="${href}" target="_blank" rel="noopener noreferrer">x</a>`,
    );
  });

  it.each(['/pages/faq', 'faq#top', './x', '../../x', '/%5Cevil.test', '?q=1'])('%j stays in the portal', (href) => {
    expect(linkDestination(href)).toBe('portal');
    expect(sanitizeArticleHtml(`<a href="${href}" target="_blank">x</a>`)).toBe(`<a href="${href}">x</a>`);
  });

  it('keeps e-mail and phone links in place, and drops an address no browser can follow', () => {
    expect(sanitizeArticleHtml('<a href="mailto:help@efi.test">mail</a>')).toBe(
      '<a href="mailto:help@efi.test">mail</a>',
    );
    expect(sanitizeArticleHtml('<a href="http://[bad">x</a>')).toBe('<a>x</a>');
  });
});

describe('ids in user content', () => {
  it('are prefixed, so they never name one of the page’s own elements', () => {
    const html = sanitizeArticleHtml('<p id="shell-panels">a</p><h2 id="setup">Setup</h2><a name="top">b</a>');
    expect(html).toBe(
      '<p id="user-content-shell-panels">a</p><h2 id="user-content-setup">Setup</h2><a name="user-content-top">b</a>',
    );
  });

  it('keep in-page links working: a fragment link points at the prefixed id', () => {
    expect(sanitizeArticleHtml('<a href="#setup">Setup</a><a href="#">Top</a>')).toBe(
      '<a href="#user-content-setup">Setup</a><a href="#">Top</a>',
    );
  });
});
