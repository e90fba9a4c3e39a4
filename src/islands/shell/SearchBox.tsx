import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { panelParts, searchBox } from 'styled-system/recipes';
import { type Dictionary, translatorOf } from '../../i18n/texts.ts';
import type { SearchHit, SearchKind, SearchSection } from '../../search/kinds.ts';
import { wordsContaining } from '../../search/marks.ts';
import { Marked } from '../../search/parts/Marked.tsx';
import { resultsUrl } from '../../search/results-url.ts';
import { searchLinks } from '../../shell/search.ts';
import type { ShellLink } from '../../shell/shell-state.ts';
import { closePanel } from '../../stores/panels.ts';
import {
  clearRecentSearches,
  createRecentSearchesOpening,
  forgetSearch,
  rememberSearch,
} from '../../stores/recent-searches.ts';
import { createSearchOpening } from '../../stores/search.ts';
import { shellState } from './context.ts';
import { ToolbarPopover } from './ToolbarPopover.tsx';

/** Opens a chosen page: in this tab, or in a new one when its navigation item says so. */
function openLink(link: ShellLink): void {
  if (link.newTab) window.open(link.url, '_blank', 'noopener');
  else window.location.assign(link.url);
}

// The one search's strings, one chunk per language, loaded with the search box on first use.
const searchDictionaries = import.meta.glob<Dictionary>('../../i18n/locales/*/search.json', { import: 'default' });

function useSearchDictionary(locale: string): Dictionary | undefined {
  const [dictionary, setDictionary] = useState<Dictionary>();
  useEffect(() => {
    let current = true;
    void searchDictionaries[`../../i18n/locales/${locale}/search.json`]?.().then((loaded) => {
      if (current) setDictionary(loaded);
    });
    return () => {
      current = false;
    };
  }, [locale]);
  return dictionary;
}

/** One choosable line: a screen, a found thing, "Show all results", or a recent search (its query). */
type Choice = SearchHit & { showAll?: boolean; recent?: string };

/**
 * The toolbar search (docs/behaviour.md): screens from the navigation the person may see (the
 * specification's rule, at once, in the browser), then the one search's other sections from the
 * server as the person types. Arrow keys move through every section, Enter opens the chosen line
 * (or the results page), Escape closes; the number of suggestions is announced. Opened empty, it
 * shows the person's recent searches (decision 088): Enter searches one again, Delete removes it.
 */
export default function SearchBox({
  navigate = openLink,
}: {
  /** Opens the chosen page (a story is told instead). */
  navigate?: (link: ShellLink) => void;
}) {
  const { links, tag, locale, guest } = shellState();
  const searchTexts = useSearchDictionary(locale);
  const t = translatorOf({ tag, dictionaries: { ...shellState().texts.dictionaries, search: searchTexts ?? {} } });
  const parts = panelParts();
  const classes = searchBox();
  // This opening's sections and recent searches: each opening starts empty and reads the list
  // again; what is under way stops once the box has gone.
  const [opening] = useState(createSearchOpening);
  const [recentOpening] = useState(() => createRecentSearchesOpening(guest));
  const sectionsLoad = useStore(opening.$sections);
  const recentLoad = useStore(recentOpening);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  // What the last removal says (announced), until the person types.
  const [removal, setRemoval] = useState<'removedRecent' | 'clearedRecent'>();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const pages = useMemo(
    () =>
      searchLinks(links, query).map(
        (link): Choice => ({
          id: link.id,
          kind: 'pages',
          title: link.title,
          url: link.url,
          excerpt: '',
          terms: wordsContaining(link.title, query),
          newTab: link.newTab,
        }),
      ),
    [links, query],
  );
  // The sections answer the query typed last; an older answer stays until the new one comes.
  const sections: SearchSection[] =
    sectionsLoad.status === 'ready' && query.trim()
      ? sectionsLoad.answer.sections.filter((section) => section.kind !== 'pages')
      : [];
  const found = sections.filter((section) => section.hits.length > 0);
  const failed = sections.filter((section) => section.failed);
  const anything = pages.length > 0 || found.length > 0;
  const showAll: Choice | undefined =
    !guest && anything
      ? {
          id: 'show-all',
          kind: 'pages',
          title: t('search:showAll'),
          url: resultsUrl({ q: query.trim(), kind: undefined, page: 1 }),
          excerpt: '',
          terms: [],
          showAll: true,
        }
      : undefined;
  // Recent searches are not suggestions (the specification's empty search still suggests none): they
  // are the person's own queries, shown only while the box is empty.
  const recent: Choice[] =
    !guest && !query.trim() && recentLoad.status === 'ready'
      ? recentLoad.queries.map((recentQuery) => ({
          id: `recent:${recentQuery}`,
          kind: 'pages',
          title: recentQuery,
          url: resultsUrl({ q: recentQuery, kind: undefined, page: 1 }),
          excerpt: '',
          terms: [],
          recent: recentQuery,
        }))
      : [];
  const choices: Choice[] = [
    ...recent,
    ...pages,
    ...found.flatMap((section) => section.hits),
    ...(showAll ? [showAll] : []),
  ];
  const indexOf = new Map(choices.map((choice, index) => [choice, index]));
  const go = (index: number) => {
    const choice = choices[index];
    if (!choice) {
      if (query.trim() && !guest) {
        // A search submitted from here is kept now: the results page keeps nothing on a GET.
        void rememberSearch(query);
        closePanel();
        navigate({
          id: 'search',
          title: '',
          url: resultsUrl({ q: query.trim(), kind: undefined, page: 1 }),
          newTab: false,
        });
      }
      return;
    }
    // A search made from here is kept now (the results page keeps nothing on a GET): the typed query,
    // or a recent search searched again, which moves first.
    if (!guest) void rememberSearch(choice.recent ?? query);
    closePanel();
    navigate({ id: choice.id, title: choice.title, url: choice.url, newTab: Boolean(choice.newTab) });
  };
  const forget = (recentQuery: string | undefined) => {
    if (recentQuery === undefined) void clearRecentSearches();
    else void forgetSearch(recentQuery);
    setRemoval(recentQuery === undefined ? 'clearedRecent' : 'removedRecent');
    setActive((current) => Math.max(0, Math.min(current, recent.length - 2)));
    input.current?.focus();
  };
  const optionId = (index: number) => `${listId}-${index}`;
  const waiting = sectionsLoad.status === 'loading';
  const option = (choice: Choice) => {
    const index = indexOf.get(choice) ?? 0;
    return (
      // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keyboard (aria-activedescendant)
      <div
        key={`${choice.kind}:${choice.id}`}
        tabIndex={-1}
        id={optionId(index)}
        role="option"
        aria-selected={index === active}
        className={[classes.option, choice.showAll && classes.showAll, choice.recent !== undefined && classes.recent]
          .filter(Boolean)
          .join(' ')}
        data-search-show-all={choice.showAll ? '' : undefined}
        data-search-recent={choice.recent !== undefined ? '' : undefined}
        aria-describedby={choice.recent !== undefined ? `${listId}-remove-hint` : undefined}
        onMouseEnter={() => setActive(index)}
        onClick={() => go(index)}
      >
        <span dir="auto" lang={choice.lang && choice.lang !== locale ? choice.lang : undefined}>
          {/* A recent query may be in another language than the page: its own direction. */}
          {choice.recent !== undefined ? (
            <bdi>{choice.recent}</bdi>
          ) : (
            <Marked text={choice.title} terms={choice.terms} />
          )}
        </span>
        {choice.recent !== undefined ? (
          // A pointer's and a finger's way to remove it: not focusable inside the option (the
          // keyboard's way is Delete, said by the option's description; "Clear" is a real button).
          <span
            className={classes.remove}
            aria-hidden="true"
            title={searchTexts ? t('search:removeRecent') : undefined}
            data-search-remove=""
            onMouseDown={(event) => event.preventDefault()}
            onClick={(event) => {
              event.stopPropagation();
              forget(choice.recent);
            }}
          >
            ×
          </span>
        ) : null}
        {choice.excerpt ? (
          <span className={classes.excerpt} dir="auto">
            <Marked text={choice.excerpt} terms={choice.terms} />
          </span>
        ) : null}
      </div>
    );
  };
  const group = (kind: SearchKind | 'recent', items: Choice[]) => (
    // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox (no form here, so no fieldset)
    <div
      key={kind}
      role="group"
      aria-labelledby={`${listId}-${kind}`}
      className={classes.group}
      data-search-section={kind}
    >
      <div id={`${listId}-${kind}`} role="presentation" className={classes.heading}>
        {searchTexts ? t(kind === 'recent' ? 'search:recent' : `search:kinds.${kind}`) : ''}
      </div>
      {items.map(option)}
    </div>
  );
  return (
    <ToolbarPopover name="search" label={t('panels:searchLabel')} width={460}>
      <input
        ref={input}
        // biome-ignore lint/a11y/noAutofocus: the person asked for the search box; typing starts at once
        autoFocus
        className={parts.input}
        type="search"
        role="combobox"
        dir="auto"
        aria-label={t('panels:searchLabel')}
        aria-expanded={choices.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={choices.length > 0 ? optionId(Math.min(active, choices.length - 1)) : undefined}
        placeholder={t('panels:searchPlaceholder')}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setRemoval(undefined);
          if (!guest) void opening.search(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            if (choices.length === 0) return;
            const step = event.key === 'ArrowDown' ? 1 : -1;
            setActive((current) => (current + step + choices.length) % choices.length);
          } else if (event.key === 'Enter') {
            event.preventDefault();
            go(Math.min(active, choices.length - 1));
          } else if (event.key === 'Delete' && !query) {
            const chosen = choices[Math.min(active, choices.length - 1)];
            if (chosen?.recent !== undefined) {
              event.preventDefault();
              forget(chosen.recent);
            }
          }
        }}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t('panels:search')}
        className={parts.list}
        hidden={choices.length === 0}
        style={{ maxHeight: 'min(70vh, 560px)', overflowY: 'auto' }}
      >
        {recent.length > 0 ? group('recent', recent) : null}
        {pages.length > 0 ? group('pages', pages) : null}
        {found.map((section) => group(section.kind, section.hits))}
        {showAll ? option(showAll) : null}
      </div>
      {recent.length > 0 ? (
        <>
          <span id={`${listId}-remove-hint`} hidden>
            {searchTexts ? t('search:removeHint') : ''}
          </span>
          <button
            type="button"
            className={classes.clear}
            aria-label={searchTexts ? t('search:clearRecentLabel') : undefined}
            onClick={() => forget(undefined)}
          >
            {searchTexts ? t('search:clearRecent') : ''}
          </button>
        </>
      ) : null}
      {failed.map((section) => (
        <p key={section.kind} className={classes.note} data-search-failed={section.kind}>
          {t(`search:kinds.${section.kind}`)}: {t(`search:failed.${section.failed ?? 'unavailable'}`)}
        </p>
      ))}
      {query.trim() && !anything && !waiting ? (
        <p className={parts.empty} role="status">
          {t('panels:noResults')}
        </p>
      ) : (
        <p className="visually-hidden" role="status">
          {!searchTexts
            ? ''
            : query.trim()
              ? waiting
                ? ''
                : t('search:suggestions', { count: choices.length - (showAll ? 1 : 0) })
              : removal
                ? t(`search:${removal}`)
                : recent.length > 0
                  ? t('search:recentCount', { count: recent.length })
                  : ''}
        </p>
      )}
    </ToolbarPopover>
  );
}
