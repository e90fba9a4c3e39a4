import { useId, useMemo, useRef, useState } from 'react';
import { panelParts, searchBox } from 'styled-system/recipes';
import { translatorOf } from '../../i18n/texts.ts';
import { searchLinks } from '../../shell/search.ts';
import type { ShellLink } from '../../shell/shell-state.ts';
import { closePanel } from '../../stores/panels.ts';
import { shellState } from './context.ts';
import { ToolbarPopover } from './ToolbarPopover.tsx';

/** Opens a chosen page: in this tab, or in a new one when its navigation item says so. */
function openLink(link: ShellLink): void {
  if (link.newTab) window.open(link.url, '_blank', 'noopener');
  else window.location.assign(link.url);
}

/**
 * The toolbar search (docs/behaviour.md): suggestions from the navigation the person may see. Arrow
 * keys move through them, Enter opens the chosen page, Escape closes.
 */
export default function SearchBox({
  navigate = openLink,
}: {
  /** Opens the chosen page (a story is told instead). */
  navigate?: (link: ShellLink) => void;
}) {
  const t = translatorOf(shellState().texts);
  const parts = panelParts();
  const { links, tag } = shellState();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const results = useMemo(() => searchLinks(links, query, tag), [links, query, tag]);
  const go = (index: number) => {
    const link = results[index];
    if (!link) return;
    closePanel();
    navigate(link);
  };
  const optionId = (index: number) => `${listId}-${index}`;
  return (
    <ToolbarPopover name="search" label={t('panels:searchLabel')} width={420}>
      <input
        ref={input}
        // biome-ignore lint/a11y/noAutofocus: the person asked for the search box; typing starts at once
        autoFocus
        className={parts.input}
        type="search"
        role="combobox"
        aria-label={t('panels:searchLabel')}
        aria-expanded={results.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={results.length > 0 ? optionId(active) : undefined}
        placeholder={t('panels:searchPlaceholder')}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            if (results.length === 0) return;
            const step = event.key === 'ArrowDown' ? 1 : -1;
            setActive((current) => (current + step + results.length) % results.length);
          } else if (event.key === 'Enter') {
            event.preventDefault();
            go(active);
          }
        }}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t('panels:search')}
        className={parts.list}
        hidden={results.length === 0}
      >
        {results.map((link, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keyboard (aria-activedescendant)
          <div
            key={link.id}
            tabIndex={-1}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={searchBox().option}
            onMouseEnter={() => setActive(index)}
            onClick={() => go(index)}
          >
            {link.title}
          </div>
        ))}
      </div>
      {query.trim() && results.length === 0 ? (
        <p className={parts.empty} role="status">
          {t('panels:noResults')}
        </p>
      ) : null}
    </ToolbarPopover>
  );
}
