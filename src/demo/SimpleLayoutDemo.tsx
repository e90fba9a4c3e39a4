import { css, cx } from 'styled-system/css';
import type { Translator } from '../i18n/texts.ts';
import { DemoContent } from './DemoArticle.tsx';
import { DemoSidebar } from './DemoSidebar.tsx';
import { DemoTabs } from './DemoTabs.tsx';
import type { ProseHtml } from './Prose.tsx';
import { type SimpleChoice, simpleLayoutOf, type TabId } from './sample.ts';

export interface SimpleLayoutDemoProps extends SimpleChoice {
  /** The tab shown, for the tabbed layout (the page reads it from `?tab=`). */
  tab?: TabId | undefined;
  t: Translator;
  /** The page's Markdown texts as HTML (its content entry); a story shows the dictionary's words. */
  html?: ProseHtml | undefined;
}

const row = css({ display: 'flex', flexDirection: { base: 'column', md: 'row' }, flex: '1', minHeight: '0' });

/**
 * The simple page layouts: a plain header, then the content, on one surface. The sidebar runs the
 * full height beside header and content (version 1), starts under the full-width header (2), or
 * sits under the header with sidebar and content scrolling separately on wide screens (3).
 * `variant="tabbed"` puts link tabs between header and content. No behaviour: rendered on the server only.
 */
export function SimpleLayoutDemo({ tab, t, html, ...choice }: SimpleLayoutDemoProps) {
  const { slug, titleKey, side, version, fullHeight, innerScroll } = simpleLayoutOf(choice);
  const shownTab = choice.variant === 'tabbed' ? tab : undefined;
  const notes = [
    t('demo:describe.simple'),
    side && t(`demo:describe.simpleSidebar${version}`),
    shownTab && t('demo:describe.tabs'),
    side && t('demo:describe.phone'),
  ].filter(Boolean);
  return (
    <div
      className={cx(
        row,
        css({
          bg: 'surface',
          color: 'fg.default',
          border: '1px solid {colors.border}',
          borderRadius: 'xl',
          overflow: 'hidden',
        }),
      )}
      data-demo-layout={`simple/${slug}`}
    >
      {fullHeight && side === 'start' ? <DemoSidebar side="start" look="inset" t={t} /> : null}
      <div className={css({ flex: '1', minWidth: '0', display: 'flex', flexDirection: 'column' })}>
        <div
          className={cx(
            css({ paddingInline: { base: '5', md: '8' }, paddingBlock: '6' }),
            !shownTab && css({ borderBlockEnd: '1px solid {colors.border}' }),
          )}
        >
          <p aria-hidden="true" className={css({ textStyle: 'pageTitle', fontSize: { md: '3xl' } })}>
            {t(titleKey)}
          </p>
          <p className={css({ marginBlockStart: '2', maxWidth: '80ch', color: 'fg.muted' })}>{notes.join(' ')}</p>
        </div>
        {shownTab ? <DemoTabs current={shownTab} t={t} /> : null}
        <div
          className={cx(
            row,
            innerScroll && css({ flex: { md: 'none' }, height: { md: 'max(420px, calc(100dvh - 340px))' } }),
          )}
        >
          {!fullHeight && side === 'start' ? (
            <DemoSidebar side="start" look="inset" scroll={innerScroll} t={t} />
          ) : null}
          <DemoContent tab={shownTab} scroll={innerScroll} t={t} html={html} />
          {!fullHeight && side === 'end' ? <DemoSidebar side="end" look="inset" scroll={innerScroll} t={t} /> : null}
        </div>
      </div>
      {fullHeight && side === 'end' ? <DemoSidebar side="end" look="inset" t={t} /> : null}
    </div>
  );
}
