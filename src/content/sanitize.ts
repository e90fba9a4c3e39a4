import sanitizeHtml from 'sanitize-html';

/**
 * Article HTML comes from Markdown that content editors write, and Markdown lets raw HTML
 * through: scripts, event handlers and `javascript:` links are removed before it reaches a page
 * or the knowledge-base endpoint.
 */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
    allowedAttributes: {
      ...sanitizeHtml.defaults.allowedAttributes,
      '*': ['id', 'lang', 'dir'],
      img: ['src', 'alt', 'width', 'height'],
      th: ['scope', 'colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  });
}
