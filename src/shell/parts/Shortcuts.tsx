import { cx } from 'styled-system/css';
import { shortcuts as shortcutsRecipe, toolButton } from 'styled-system/recipes';
import type { Translator } from '../../i18n/texts.ts';
import type { ShellLink } from '../shell-state.ts';
import { NavIcon, ShellIcon } from './ShellIcon.tsx';

export interface ShortcutsProps {
  t: Translator;
  /** Every page the person may open (the navigation, flattened). */
  links: readonly ShellLink[];
  /** The ids of the links the person chose, in their order. */
  shortcuts: readonly string[];
}

/** The shortcuts bar (docs/behaviour.md): the person's shortcuts as links, and the star menu to change them. */
export function Shortcuts({ t, links, shortcuts }: ShortcutsProps) {
  const chosen = shortcuts.flatMap((id) => links.filter((link) => link.id === id));
  const classes = shortcutsRecipe();
  // The recipe's classes style; the plain ones are the names tests find the parts by.
  return (
    <nav className={cx(classes.root, 'shortcuts')} aria-label={t('panels:shortcuts')}>
      <ul className={cx(classes.list, 'shortcuts-list')} data-shortcuts-list="">
        {chosen.map((link) => (
          <li key={link.id}>
            <a
              className={toolButton()}
              href={link.url}
              title={link.title}
              aria-label={link.title}
              target={link.newTab ? '_blank' : undefined}
              rel={link.newTab ? 'noopener' : undefined}
            >
              <NavIcon name={link.icon} size={20} />
            </a>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={toolButton()}
        data-panel="shortcuts"
        aria-label={t('panels:shortcutsMenu')}
        title={t('panels:shortcutsMenu')}
        aria-haspopup="dialog"
        aria-expanded="false"
      >
        <ShellIcon name="star" size={20} />
      </button>
    </nav>
  );
}
