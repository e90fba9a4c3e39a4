import { cx } from 'styled-system/css';
import { sideButtons } from 'styled-system/recipes';
import type { Translator } from '../../i18n/texts.ts';
import { ShellIcon } from './ShellIcon.tsx';

/** The two buttons at the side of the screen that open the settings and colour-scheme panels. */
export function SideButtons({ t }: { t: Translator }) {
  const classes = sideButtons();
  // The recipe's classes style; the plain ones are the names tests and scripts find the parts by.
  return (
    <div className={cx(classes.root, 'side-buttons')}>
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
