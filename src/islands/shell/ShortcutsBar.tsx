import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { navigationIcons } from '../../shell/navigation/icons.ts';
import { $shortcuts } from '../../stores/user-settings-state.ts';
import { shellState } from './context.ts';

/** Keeps the shortcuts bar (rendered by the server) in step once the person changes the shortcuts. */
export function ShortcutsBar() {
  const shortcuts = useStore($shortcuts);
  const [list, setList] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (list || shortcuts === shellState().shortcuts) return;
    const element = document.querySelector<HTMLElement>('[data-shortcuts-list]');
    if (element) element.replaceChildren();
    setList(element);
  }, [shortcuts, list]);
  if (!list) return null;
  const links = shortcuts.flatMap((id) => shellState().links.filter((link) => link.id === id));
  return createPortal(
    links.map((link) => {
      const Icon = link.icon ? navigationIcons[link.icon] : undefined;
      return (
        <li key={link.id}>
          <a
            className="tool-button"
            href={link.url}
            title={link.title}
            aria-label={link.title}
            target={link.newTab ? '_blank' : undefined}
            rel={link.newTab ? 'noopener' : undefined}
          >
            {Icon ? <Icon size={20} aria-hidden="true" focusable="false" strokeWidth={1.75} /> : null}
          </a>
        </li>
      );
    }),
    list,
  );
}
