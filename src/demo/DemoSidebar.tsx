import { UserRound } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import type { Translator } from '../i18n/texts.ts';
import { currentQueue, queues, type SidebarSide } from './sample.ts';

const base = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  padding: '5',
  width: { base: '100%', md: 'panel' },
  flexShrink: '0',
  color: 'fg.default',
});
const inset = css({ bg: 'surface.raised' });
const insetStart = css({
  borderBlockEnd: { base: '1px solid {colors.border}', md: 'none' },
  borderInlineEnd: { md: '1px solid {colors.border}' },
});
const insetEnd = css({
  borderBlockStart: { base: '1px solid {colors.border}', md: 'none' },
  borderInlineStart: { md: '1px solid {colors.border}' },
});
const panel = css({
  bg: 'surface',
  border: '1px solid {colors.border}',
  borderRadius: 'xl',
  boxShadow: 'raised',
  alignSelf: { md: 'stretch' },
});
const scrolling = css({ overflowY: { md: 'auto' }, minHeight: '0' });
const heading = css({
  fontSize: 'xs',
  fontWeight: '700',
  // Letter spacing and capitals only where the script has them (not Arabic).
  _ltr: { letterSpacing: '0.06em', textTransform: 'uppercase' },
  color: 'fg.muted',
});

export interface DemoSidebarProps {
  side: SidebarSide;
  /** `inset` sits inside a card or frame (divider on the content side); `panel` stands on the page as its own surface. */
  look: 'inset' | 'panel';
  /** Scrolls on its own on wide screens (the inner-scroll layouts). */
  scroll?: boolean | undefined;
  t: Translator;
}

/**
 * The sample sidebar of the layout demos: the sourcing-event queues and the category manager. On
 * phones it stacks above (start) or below (end) the content.
 */
export function DemoSidebar({ side, look, scroll = false, t }: DemoSidebarProps) {
  return (
    <aside
      aria-label={t('demo:sidebar.label')}
      // A scrolling sidebar takes focus, so keyboard users can scroll it too.
      tabIndex={scroll ? 0 : undefined}
      className={cx(
        base,
        look === 'panel' ? panel : cx(inset, side === 'start' ? insetStart : insetEnd),
        scroll && scrolling,
      )}
    >
      <div>
        <h2 className={heading}>{t('demo:sidebar.heading')}</h2>
        <ul className={css({ listStyle: 'none', margin: '0', padding: '0', marginBlockStart: '2' })}>
          {queues.map((queue) => (
            <li
              key={queue.id}
              aria-current={queue.id === currentQueue ? 'true' : undefined}
              className={css({
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: '2',
                minHeight: '10',
                paddingInline: '3',
                borderRadius: 'md',
                _current: { bg: 'accent.default', color: 'accent.fg', fontWeight: '600' },
              })}
            >
              <span>{t(`demo:sidebar.queues.${queue.id}`)}</span>
              <span className={css({ fontSize: 'sm', fontVariantNumeric: 'tabular-nums' })}>{queue.count}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className={css({ borderBlockStart: '1px solid {colors.border}', paddingBlockStart: '4' })}>
        <h2 className={heading}>{t('demo:sidebar.ownerHeading')}</h2>
        <p className={css({ display: 'flex', alignItems: 'center', gap: '2', marginBlock: '2', fontWeight: '600' })}>
          <UserRound size={18} aria-hidden="true" focusable="false" />
          {t('demo:sidebar.ownerName')}
        </p>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t('demo:sidebar.ownerText')}</p>
      </div>
    </aside>
  );
}
