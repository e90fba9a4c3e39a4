import { createSatteriMarkdownProcessor } from '@astrojs/markdown-satteri';
import { sanitizeArticleHtml } from '../sanitize.ts';

/**
 * Editors' Markdown as a page shows it: rendered by the processor Astro itself uses for the
 * repository's Markdown (so a saved answer looks like one from a file), then sanitised. Rendered
 * texts are kept by their Markdown, so a page load renders only what changed since the last.
 *
 * `typographic: false` keeps quotes, dashes and ellipses as typed instead of curling them: the demo
 * pages' texts come from the dictionaries, and read word for word as they did before they were entries.
 */
const KEPT = 500;
const rendered = new Map<string, string>();
const processors = new Map<boolean, ReturnType<typeof createSatteriMarkdownProcessor>>();

export async function markdownToSafeHtml(markdown: string, { typographic = true } = {}): Promise<string> {
  const cacheKey = `${typographic ? 't' : 'p'}:${markdown}`;
  const known = rendered.get(cacheKey);
  if (known !== undefined) return known;
  let processor = processors.get(typographic);
  if (!processor) {
    processor = createSatteriMarkdownProcessor({ syntaxHighlight: false, smartypants: typographic });
    processors.set(typographic, processor);
  }
  const html = sanitizeArticleHtml((await (await processor).render(markdown)).code);
  if (rendered.size >= KEPT) rendered.delete(rendered.keys().next().value as string);
  rendered.set(cacheKey, html);
  return html;
}

/** Whether a kind's Markdown is rendered with typographic quotes and dashes (not the demo pages'). */
export const typographicKind = (kind: string | undefined): boolean => kind !== 'demo';
