import { cx } from 'styled-system/css';
import { sideButtons } from 'styled-system/recipes';
import type { Translator } from '../../i18n/texts.ts';
import { ShellIcon } from './ShellIcon.tsx';

/**
 * The two buttons at the side of the screen that open the settings and colour-scheme panels.
 * Shown to the provider's staff; for everyone else they stay in the page, hidden, so the account
 * menu's Settings opens the same drawer (they float over a phone form's buttons otherwise).
 */
export function SideButtons({ t, shown = true }: { t: Translator; shown?: boolean }) {
  const classes = sideButtons();
  // The recipe's classes style; the plain ones are the names tests and scripts find the parts by.
  return (
    <div className={cx(classes.root, 'side-buttons')} hidden={!shown}>
      <button
        type="button"
        className={cx(classes.button, 'side-button')}
        data-panel="settings"
        aria-label={t('panels:openSettings')}
        title={t('panels:settings')}
        aria-haspopup="dialog"
        aria-expanded="false"
      >
        <ShellIcon name="settings" size={20} />
      </button>
      <button
        type="button"
        className={cx(classes.button, 'side-button')}
        data-panel="schemes"
        aria-label={t('panels:openSchemes')}
        title={t('panels:schemes')}
        aria-haspopup="dialog"
        aria-expanded="false"
      >
        <ShellIcon name="palette" size={20} />
      </button>
    </div>
  );
}
