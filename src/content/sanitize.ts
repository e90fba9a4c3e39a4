import sanitizeHtml from 'sanitize-html';

/**
 * Article HTML comes from Markdown that content editors write, and Markdown lets raw HTML
 * through: scripts, event handlers, `javascript:` links and inline styles are removed before it
 * reaches a page or an endpoint, and a link to another site opens in a new tab that cannot reach
 * back to the portal (`rel="noopener noreferrer"`).
 */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
    allowedAttributes: {
      ...sanitizeHtml.defaults.allowedAttributes,
      '*': ['id', 'lang', 'dir'],
      a: ['href', 'name', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height'],
      th: ['scope', 'colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    // Protocol-relative addresses (//host) lead to other sites as surely as https:// ones.
    allowProtocolRelative: true,
    transformTags: { a: toOtherSitesSafely },
  });
}

const OTHER_SITE = /^(?:[a-z][a-z0-9+.-]*:)?\/\//i;

function toOtherSitesSafely(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { rel: _rel, target: _target, ...rest } = attribs;
  const href = attribs['href'] ?? '';
  if (OTHER_SITE.test(href.trim()))
    return { tagName, attribs: { ...rest, target: '_blank', rel: 'noopener noreferrer' } };
  return { tagName, attribs: rest };
}
