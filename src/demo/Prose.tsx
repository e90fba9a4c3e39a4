import { css, cx } from 'styled-system/css';
import type { Translator } from '../i18n/texts.ts';

/** A demo page's Markdown texts as HTML, by dictionary key (`demo:sample.intro`); sanitised on the server. */
export type ProseHtml = Readonly<Record<string, string>>;

const blocks = css({
  '& > * + *': { marginBlockStart: '2' },
  '& a': { color: 'accent.default', textDecoration: 'underline' },
});

/**
 * One paragraph of a demo page. Its text is Markdown that editors change: the page
 * gives its HTML, rendered and sanitised on the server. One paragraph keeps the page's own `<p>`;
 * more than one become blocks of their own. Without HTML (a story) it is the dictionary's text.
 */
export function Prose({
  name,
  t,
  html,
  className,
}: {
  name: string;
  t: Translator;
  html?: ProseHtml | undefined;
  className?: string | undefined;
}) {
  const rendered = html?.[name];
  if (rendered === undefined) return <p className={className}>{t(name)}</p>;
  const inner = /^<p>([\s\S]*?)<\/p>\s*$/.exec(rendered)?.[1];
  return inner !== undefined && !inner.includes('<p') ? (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (src/content/sanitize.ts)
    <p className={className} dangerouslySetInnerHTML={{ __html: inner }} />
  ) : (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (src/content/sanitize.ts)
    <div className={cx(className, blocks)} dangerouslySetInnerHTML={{ __html: rendered }} />
  );
}
