import { LayoutTemplate } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import type { Translator } from '../i18n/texts.ts';
import { DemoContent } from './DemoArticle.tsx';
import { DemoSidebar } from './DemoSidebar.tsx';
import { DemoTabs } from './DemoTabs.tsx';
import type { ProseHtml } from './Prose.tsx';
import { type CardedChoice, cardedLayoutOf, type TabId } from './sample.ts';

export interface CardedLayoutDemoProps extends CardedChoice {
  /** The tab shown, for the tabbed layouts (the page reads it from `?tab=`). */
  tab?: TabId | undefined;
  t: Translator;
  /** The page's Markdown texts as HTML (its content entry); a story shows the dictionary's words. */
  html?: ProseHtml | undefined;
}

/**
 * The carded page layouts: a coloured header band with the title, the content in a raised card
 * overlapping it. A sidebar sits inside the card (version 1) or outside it, full height beside
 * band and card (version 2); without a sidebar, version 2 scrolls the content inside the card.
 * `tabbed` puts link tabs at the top of the card. No behaviour: rendered on the server only.
 */
export function CardedLayoutDemo({ tab, t, html, ...choice }: CardedLayoutDemoProps) {
  const { slug, titleKey, side, outside, innerScroll } = cardedLayoutOf(choice);
  const shownTab = choice.tabbed ? tab : undefined;
  const notes = [
    t('demo:describe.carded'),
    side && t(outside ? 'demo:describe.sidebarOutside' : 'demo:describe.sidebarInside'),
    innerScroll && t('demo:describe.innerScroll'),
    choice.tabbed && t('demo:describe.tabs'),
    side && t('demo:describe.phone'),
  ].filter(Boolean);
  return (
    <div
      className={css({
        display: 'flex',
        flexDirection: { base: 'column', md: 'row' },
        gap: '6',
        alignItems: 'stretch',
      })}
      data-demo-layout={`carded/${slug}`}
    >
      {outside && side === 'start' ? <DemoSidebar side="start" look="panel" t={t} /> : null}
      <div className={css({ flex: '1', minWidth: '0', display: 'flex', flexDirection: 'column' })}>
        <div
          className={css({
            bg: 'accent.default',
            color: 'accent.fg',
            borderRadius: 'xl',
            paddingInline: { base: '5', md: '8' },
            paddingBlockStart: { base: '6', md: '8' },
            paddingBlockEnd: '20',
          })}
        >
          <p
            aria-hidden="true"
            className={css({
              display: 'flex',
              alignItems: 'center',
              gap: '3',
              fontSize: { base: '2xl', md: '3xl' },
              fontWeight: '700',
              lineHeight: '1.2',
            })}
          >
            <LayoutTemplate size={28} aria-hidden="true" focusable="false" />
            {t(titleKey)}
          </p>
          <p className={css({ marginBlockStart: '3', maxWidth: '80ch' })}>{notes.join(' ')}</p>
        </div>
        <div
          className={cx(
            css({
              display: 'flex',
              flexDirection: 'column',
              marginBlockStart: '-14',
              marginInline: { base: '2', md: '6' },
              bg: 'surface',
              color: 'fg.default',
              border: '1px solid {colors.border}',
              borderRadius: 'xl',
              boxShadow: 'raised',
              overflow: 'hidden',
            }),
            innerScroll && css({ maxHeight: { md: 'max(420px, calc(100dvh - 320px))' } }),
          )}
        >
          {shownTab ? <DemoTabs current={shownTab} t={t} /> : null}
          <div
            className={css({
              display: 'flex',
              flexDirection: { base: 'column', md: 'row' },
              flex: '1',
              minHeight: '0',
            })}
          >
            {!outside && side === 'start' ? <DemoSidebar side="start" look="inset" t={t} /> : null}
            <DemoContent tab={shownTab} scroll={innerScroll} t={t} html={html} />
            {!outside && side === 'end' ? <DemoSidebar side="end" look="inset" t={t} /> : null}
          </div>
        </div>
      </div>
      {outside && side === 'end' ? <DemoSidebar side="end" look="panel" t={t} /> : null}
    </div>
  );
}
