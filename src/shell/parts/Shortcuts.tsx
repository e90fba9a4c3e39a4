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
  return (
    <nav className="shortcuts" aria-label={t('panels:shortcuts')}>
      <ul className="shortcuts-list" data-shortcuts-list="">
        {chosen.map((link) => (
          <li key={link.id}>
            <a
              className="tool-button"
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
        className="tool-button"
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
