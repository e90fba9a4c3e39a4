import { css } from 'styled-system/css';
import type { Translator } from '../i18n/texts.ts';
import { type TabId, tabIds } from './sample.ts';

/**
 * Tabs without a script: each tab is a link to the same page with `?tab=<id>`, and the server
 * renders the selected panel. A navigation list with aria-current, not an ARIA tablist (a tablist
 * promises arrow-key handling that would need JavaScript).
 */
export function DemoTabs({ current, t }: { current: TabId; t: Translator }) {
  return (
    <nav
      aria-label={t('demo:tabs.label')}
      className={css({ borderBlockEnd: '1px solid {colors.border}', overflowX: 'auto' })}
    >
      <ul className={css({ display: 'flex', gap: '1', listStyle: 'none', margin: '0', paddingInline: '4' })}>
        {tabIds.map((id) => (
          <li key={id}>
            <a
              href={`?tab=${id}`}
              aria-current={id === current ? 'page' : undefined}
              className={css({
                display: 'inline-flex',
                alignItems: 'center',
                minHeight: '12',
                paddingInline: '4',
                color: 'fg.muted',
                fontWeight: '500',
                textDecoration: 'none',
                whiteSpace: 'nowrap',
                borderBlockEnd: '2px solid transparent',
                marginBlockEnd: '-1px',
                _hover: { color: 'fg.default', borderBlockEndColor: 'border' },
                _current: { color: 'accent.default', fontWeight: '600', borderBlockEndColor: 'accent.default' },
                _focusVisible: { outlineOffset: '-2px' },
              })}
            >
              {t(`demo:sample.${id}.title`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
