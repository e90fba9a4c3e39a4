import { css } from 'styled-system/css';
import type { Translator } from '../../i18n/texts.ts';
import type { LockerView } from './texts.ts';

const tab = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '10',
  paddingInline: '4',
  borderRadius: 'md',
  fontWeight: '600',
  color: 'fg.muted',
  textDecoration: 'none',
  _current: { bg: 'accent.default', color: 'accent.fg' },
});

/** Links between the two views of the page (contract locker, who has what); the current one is marked. */
export function LockerViews({ current, t }: { current: LockerView; t: Translator }) {
  return (
    <nav aria-label={t('dashboards:locker.views')} className={css({ marginBlockEnd: '4' })}>
      <ul
        className={css({ display: 'flex', gap: '2', listStyle: 'none', padding: '0', margin: '0', flexWrap: 'wrap' })}
      >
        <li>
          <a
            className={tab}
            href="/apps/dashboards/contractlocker"
            aria-current={current === 'contract' ? 'page' : undefined}
          >
            {t('dashboards:locker.contractLocker')}
          </a>
        </li>
        <li>
          <a
            className={tab}
            href="/apps/dashboards/contractlocker?view=whohaswhat"
            aria-current={current === 'whohaswhat' ? 'page' : undefined}
          >
            {t('dashboards:locker.whoHasWhat')}
          </a>
        </li>
      </ul>
    </nav>
  );
}
