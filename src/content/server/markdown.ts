import { createSatteriMarkdownProcessor } from '@astrojs/markdown-satteri';
import { sanitizeArticleHtml } from '../sanitize.ts';

/**
 * Editors' Markdown as a page shows it: rendered by the processor Astro itself uses for the
 * repository's Markdown (so a saved answer looks like one from a file), then sanitised. Rendered
 * texts are kept by their Markdown, so a page load renders only what changed since the last.
 */
const KEPT = 500;
const rendered = new Map<string, string>();
let processor: ReturnType<typeof createSatteriMarkdownProcessor> | undefined;

export async function markdownToSafeHtml(markdown: string): Promise<string> {
  const known = rendered.get(markdown);
  if (known !== undefined) return known;
  processor ??= createSatteriMarkdownProcessor({ syntaxHighlight: false });
  const html = sanitizeArticleHtml((await (await processor).render(markdown)).code);
  if (rendered.size >= KEPT) rendered.delete(rendered.keys().next().value as string);
  rendered.set(markdown, html);
  return html;
}
