import { useStore } from '@nanostores/react';
import { Star } from 'lucide-react';
import { useMemo, useState } from 'react';
import { cx } from 'styled-system/css';
import { panelParts, shortcutsMenu } from 'styled-system/recipes';
import { translatorOf } from '../../i18n/texts.ts';
import { searchLinks } from '../../shell/search.ts';
import { showMessage } from '../../stores/notifications.ts';
import { addShortcut, removeShortcut } from '../../stores/user-settings.ts';
import { $shortcuts } from '../../stores/user-settings-state.ts';
import { shellState } from './context.ts';
import { ToolbarPopover } from './ToolbarPopover.tsx';

/** The shortcuts bar's star menu (docs/behaviour.md): find a page and add it to, or remove it from, the shortcuts. */
export default function ShortcutsMenu() {
  const t = translatorOf(shellState().texts);
  const parts = panelParts();
  const classes = shortcutsMenu();
  const { links } = shellState();
  const shortcuts = useStore($shortcuts);
  const [query, setQuery] = useState('');
  const shown = useMemo(() => (query.trim() ? searchLinks(links, query) : links), [links, query]);
  return (
    <ToolbarPopover name="shortcuts" label={t('panels:shortcutsMenu')} width={340}>
      <input
        // biome-ignore lint/a11y/noAutofocus: the menu was opened to search in it
        autoFocus
        className={parts.input}
        type="search"
        aria-label={t('panels:shortcutsSearch')}
        placeholder={t('panels:shortcutsSearch')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {shown.length === 0 ? <p className={parts.empty}>{t('panels:noResults')}</p> : null}
      <ul className={parts.list}>
        {shown.map((link) => {
          const chosen = shortcuts.includes(link.id);
          return (
            <li key={link.id} className={classes.item}>
              <a
                className={classes.link}
                href={link.url}
                target={link.newTab ? '_blank' : undefined}
                rel={link.newTab ? 'noopener' : undefined}
              >
                {link.title}
              </a>
              <button
                type="button"
                className={cx(parts.iconButton, classes.toggle)}
                aria-pressed={chosen}
                aria-label={t(chosen ? 'panels:removeShortcut' : 'panels:addShortcut', { title: link.title })}
                title={t(chosen ? 'panels:removeShortcut' : 'panels:addShortcut', { title: link.title })}
                onClick={() => {
                  if (chosen) removeShortcut(link.id);
                  else addShortcut(link.id);
                  showMessage(
                    t(chosen ? 'panels:shortcutRemoved' : 'panels:shortcutAdded', { title: link.title }),
                    'success',
                  );
                }}
              >
                <Star size={18} aria-hidden="true" fill={chosen ? 'currentColor' : 'none'} />
              </button>
            </li>
          );
        })}
      </ul>
    </ToolbarPopover>
  );
}
