import { cx } from 'styled-system/css';
import { shellTools, toolButton } from 'styled-system/recipes';
import { numberFormatOf } from '../../i18n/intl-cache.ts';
import type { Language } from '../../i18n/locales.ts';
import type { Translator } from '../../i18n/texts.ts';
import { ShellIcon } from './ShellIcon.tsx';

export interface ShellToolsProps {
  t: Translator;
  /** The page's language: its flag and code on the language button. */
  language: Language;
  /** Whether the person may search (searchRoles). */
  search: boolean;
  /** The person's unread notifications: in the button's name and on its badge (decision 065). */
  unread?: number;
}

/**
 * The toolbar's tools (docs/behaviour.md): search, language picker, font size, fullscreen, quick panel and
 * notifications. They are rendered here as plain buttons; the code behind each one is loaded on
 * its first use (src/islands/panels), so no page pays for a panel nobody opens.
 */
export function ShellTools({ t, language, search, unread = 0 }: ShellToolsProps) {
  const code = language.id.toUpperCase();
  const classes = shellTools();
  // The recipe's classes style; the plain ones are the names tests and scripts find the parts by.
  return (
    <div className={cx(classes.root, 'shell-tools')}>
      {search && (
        <div className={cx(classes.search, 'toolbar-search')} data-search-root="">
          <button
            type="button"
            className={toolButton()}
            data-panel="search"
            aria-label={t('panels:search')}
            title={t('panels:search')}
            aria-haspopup="dialog"
            aria-expanded="false"
          >
            <ShellIcon name="search" size={20} />
          </button>
        </div>
      )}
      <button
        type="button"
        className={cx(toolButton(), classes.language, 'tool-language')}
        data-panel="language"
        aria-label={t('panels:languageMenu', { language: language.title, code })}
        title={t('panels:language')}
        aria-haspopup="dialog"
        aria-expanded="false"
      >
        <img src={`/flags/${language.flag}.svg`} alt="" width="24" height="16" />
        <span className={cx(classes.languageCode, 'tool-language-code')}>{code}</span>
      </button>
      <button
        type="button"
        className={toolButton({ phone: 'hidden' })}
        data-panel="font-size"
        aria-label={t('panels:fontSize')}
        title={t('panels:fontSize')}
        aria-haspopup="dialog"
        aria-expanded="false"
      >
        <ShellIcon name="type" size={20} />
      </button>
      <button
        type="button"
        className={toolButton({ phone: 'hidden' })}
        data-panel="fullscreen"
        aria-label={t('panels:fullscreen')}
        title={t('panels:fullscreen')}
        aria-pressed="false"
      >
        <ShellIcon name="expand" size={20} />
      </button>
      <button
        type="button"
        className={toolButton()}
        data-panel="quick"
        aria-label={t('panels:openQuickPanel')}
        title={t('panels:quickPanel')}
        aria-haspopup="dialog"
        aria-expanded="false"
      >
        <ShellIcon name="panelRight" size={20} />
      </button>
      <button
        type="button"
        className={toolButton()}
        data-panel="notifications"
        aria-label={unread > 0 ? t('panels:openNotificationsUnread', { count: unread }) : t('panels:openNotifications')}
        title={t('panels:notifications')}
        aria-haspopup="dialog"
        aria-expanded="false"
      >
        <ShellIcon name="bell" size={20} />
        <span
          className={cx(classes.badge, 'tool-badge')}
          data-notification-count={unread}
          aria-hidden="true"
          hidden={unread === 0}
        >
          {unread > 0 ? numberFormatOf(language.tag).format(unread) : ''}
        </span>
      </button>
    </div>
  );
}
