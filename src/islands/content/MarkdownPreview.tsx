import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import type { Translate } from '../../i18n/texts.ts';
import { previewOf } from '../../stores/content-editor.ts';

/** How long typing pauses before the preview is asked for: one call per pause, not per key. */
const PREVIEW_PAUSE_MS = 300;

/**
 * The Markdown as readers will see it: rendered and sanitised by the server exactly as the page
 * does, so the preview never shows what the page would remove. `label` names it where an entry
 * has several Markdown texts (a demo page's paragraphs), each with its own preview.
 */
export function MarkdownPreview({
  markdown,
  t,
  label,
}: {
  markdown: string;
  t: Translate;
  label?: string | undefined;
}) {
  const settled = useSettled(markdown, PREVIEW_PAUSE_MS);
  const [html, setHtml] = useState<string | undefined>('');
  useEffect(() => {
    let current = true;
    void previewOf(settled).then((rendered) => {
      if (current) setHtml(rendered);
    });
    return () => {
      current = false;
    };
  }, [settled]);
  return (
    <section
      aria-label={label ?? t('content:editor.preview')}
      data-content-preview
      className={css({ display: 'grid', alignContent: 'start', gap: '1.5' })}
    >
      <p aria-hidden="true" className={css({ fontWeight: '500', fontSize: 'sm' })}>
        {t('content:editor.preview')}
      </p>
      <div
        className={css({
          border: '1px solid {colors.border}',
          borderRadius: 'md',
          padding: '3',
          minHeight: '20',
          bg: 'surface',
          overflowWrap: 'anywhere',
          '& p + p, & ul, & ol, & table': { marginBlockStart: '2' },
          '& ul': { listStyle: 'disc', paddingInlineStart: '5' },
          '& ol': { listStyle: 'decimal', paddingInlineStart: '5' },
          '& a': { color: 'accent.default', textDecoration: 'underline' },
          '& th, & td': { border: '1px solid {colors.border}', paddingInline: '2' },
        })}
      >
        {html === undefined ? (
          <p className={css({ color: 'danger.text' })}>{t('content:editor.previewFailed')}</p>
        ) : html ? (
          // Sanitised on the server (src/content/sanitize.ts), the same HTML the page will show.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side, see above
          <div dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <p className={css({ color: 'fg.muted' })}>{t('content:editor.previewEmpty')}</p>
        )}
      </div>
    </section>
  );
}

/** A value that follows another once it has stopped changing for `delay` ms. */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
