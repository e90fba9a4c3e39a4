import sanitizeHtml from 'sanitize-html';

/**
 * Article HTML comes from Markdown that content editors write, and Markdown lets raw HTML
 * through: scripts, event handlers, `javascript:` links and inline styles are removed before it
 * reaches a page or an endpoint, and a link to another site opens in a new tab that cannot reach
 * back to the portal (`rel="noopener noreferrer"`). Whether a link leaves the portal is decided as
 * a browser decides it, and the content's ids cannot take the name of one of the page's own
 * elements (decision 070).
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
    transformTags: { a: toOtherSitesSafely, '*': withOwnIds },
  });
}

/**
 * What every id and anchor name of user content starts with, as on GitHub: `<p id="shell-panels">`
 * in an answer would otherwise be found instead of the shell's own element, for every reader.
 */
export const USER_CONTENT_ID_PREFIX = 'user-content-';

const prefixed = (name: string) => `${USER_CONTENT_ID_PREFIX}${name}`;

function withOwnIds(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { id, ...rest } = attribs;
  return { tagName, attribs: id ? { ...rest, id: prefixed(id) } : rest };
}

/**
 * Two origins no page of the portal has: a link is resolved against both, as a browser resolves it
 * on the page (backslashes, tabs and `https:host` without slashes included). `https:evil.test/p`
 * stays on the page's site over https and leaves it over http, so a link that leaves at either
 * scheme leaves.
 */
const PAGE_ORIGINS = ['http://portal.invalid', 'https://portal.invalid'];

/**
 * Where a link leads: the portal, another site, an app (`mailto:`, `tel:`; sanitize-html removes
 * any other scheme), or nowhere a browser can go.
 */
export function linkDestination(href: string): 'portal' | 'other site' | 'app' | 'invalid' {
  let leaves = false;
  for (const origin of PAGE_ORIGINS) {
    let url: URL;
    try {
      url = new URL(href, `${origin}/pages/faq`);
    } catch {
      return 'invalid';
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'app';
    if (url.origin !== origin) leaves = true;
  }
  return leaves ? 'other site' : 'portal';
}

function toOtherSitesSafely(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { rel: _rel, target: _target, href, name, ...rest } = attribs;
  const own = { ...rest, ...(name ? { name: prefixed(name) } : {}) };
  if (href === undefined) return { tagName, attribs: own };
  const destination = linkDestination(href);
  // An address no browser can follow is dropped; the text stays.
  if (destination === 'invalid') return { tagName, attribs: own };
  if (destination === 'other site')
    return { tagName, attribs: { ...own, href, target: '_blank', rel: 'noopener noreferrer' } };
  // An in-page link points at the prefixed id of its heading or anchor.
  const fragment = /^#(.+)$/s.exec(href.trim());
  return { tagName, attribs: { ...own, href: fragment ? `#${prefixed(fragment[1] ?? '')}` : href } };
}
