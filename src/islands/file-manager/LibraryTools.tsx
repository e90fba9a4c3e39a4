import { SearchIcon, XIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { type FileSort, SORT_KEYS, type SortOrder } from '../../file-manager/sort.ts';
import type { Translate } from '../../i18n/texts.ts';

const control = css({
  minHeight: '10',
  paddingInline: '3',
  borderRadius: 'md',
  border: '1px solid {colors.border}',
  bg: 'surface',
  color: 'fg.default',
  fontSize: 'md',
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '1px' },
  // Until the library is open: seen as not yet usable, as the buttons beside it are.
  _disabled: { opacity: 0.55, cursor: 'not-allowed' },
});

export interface LibrarySearchProps {
  /** The query the page searches for (from the URL); the field follows it on back and forward. */
  query: string;
  t: Translate;
  onSearch(query: string): void;
  /**
   * Set until the library is open (on the server, and while it connects): words typed then would
   * be searched by nothing, and the address the library opens from would reset the field.
   */
  disabled?: boolean;
}

/** How long typing may pause before the words are looked up: a search per word, not per key. */
const TYPING_PAUSE_MS = 300;

/**
 * The library's search field: results come as the person pauses typing, or at once on Enter;
 * Escape or the clear button goes back to the folder.
 */
export function LibrarySearch({ query, t, onSearch, disabled = false }: LibrarySearchProps) {
  const [text, setText] = useState(query);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => setText(query), [query]);
  useEffect(() => () => clearTimeout(pending.current), []);

  const searchNow = (value: string) => {
    clearTimeout(pending.current);
    if (value.trim() !== query) onSearch(value);
  };

  return (
    <search className={css({ flex: '1 1 16rem', minWidth: 0, display: 'flex' })}>
      <form
        className={css({ position: 'relative', display: 'flex', flex: 1, minWidth: 0 })}
        onSubmit={(event) => {
          event.preventDefault();
          searchNow(text);
        }}
      >
        <label htmlFor="library-search" className="visually-hidden">
          {t('fileLibrary:search.label')}
        </label>
        <SearchIcon
          aria-hidden="true"
          className={css({
            position: 'absolute',
            insetInlineStart: '3',
            top: '50%',
            transform: 'translateY(-50%)',
            width: '4',
            height: '4',
            color: 'fg.muted',
            pointerEvents: 'none',
          })}
        />
        <input
          id="library-search"
          type="search"
          name="q"
          dir="auto"
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t('fileLibrary:search.placeholder')}
          value={text}
          disabled={disabled}
          className={cx(control, css({ flex: 1, minWidth: 0, paddingInlineStart: '9', paddingInlineEnd: '9' }))}
          onChange={(event) => {
            const value = event.target.value;
            setText(value);
            clearTimeout(pending.current);
            pending.current = setTimeout(() => searchNow(value), TYPING_PAUSE_MS);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && text) {
              event.preventDefault();
              setText('');
              searchNow('');
            }
          }}
        />
        {text ? (
          <button
            type="button"
            aria-label={t('fileLibrary:search.clear')}
            className={css({
              position: 'absolute',
              insetInlineEnd: '1',
              top: '50%',
              transform: 'translateY(-50%)',
              display: 'grid',
              placeItems: 'center',
              width: '8',
              height: '8',
              borderRadius: 'md',
              color: 'fg.muted',
              cursor: 'pointer',
              _hover: { bg: 'surface.raised' },
              _focusVisible: { outline: '2px solid', outlineColor: 'accent.default' },
            })}
            onClick={() => {
              setText('');
              searchNow('');
            }}
          >
            <XIcon aria-hidden="true" className={css({ width: '4', height: '4' })} />
          </button>
        ) : null}
      </form>
    </search>
  );
}

export interface SortChoiceProps {
  sort: FileSort;
  t: Translate;
  onSort(sort: FileSort): void;
  /** Set until the library is open (on the server, and while it connects): a choice then would be heard by nothing. */
  disabled?: boolean;
}

const ORDERS: readonly SortOrder[] = ['asc', 'desc'];

/** The order of the list as one choice, for phone widths (where the columns are hidden) and for type. */
export function SortChoice({ sort, t, onSort, disabled = false }: SortChoiceProps) {
  return (
    <label
      className={css({
        display: 'flex',
        alignItems: 'center',
        gap: '2',
        minWidth: '0',
        fontSize: 'sm',
        fontWeight: '600',
      })}
    >
      {t('fileLibrary:sort.label')}
      <select
        value={`${sort.key}_${sort.order}`}
        disabled={disabled}
        // On a 320 px phone the longest choice is wider than the row: the box shrinks to the row,
        // its chosen text cut at the end, rather than push the page sideways.
        className={cx(control, css({ minWidth: '0', fontWeight: 'normal', fontSize: 'sm' }))}
        onChange={(event) => {
          const [key, order] = event.target.value.split('_') as [FileSort['key'], SortOrder];
          onSort({ key, order });
        }}
      >
        {SORT_KEYS.flatMap((key) =>
          (key === 'modified' || key === 'size' ? [...ORDERS].reverse() : ORDERS).map((order) => (
            <option key={`${key}_${order}`} value={`${key}_${order}`}>
              {t(`fileLibrary:sort.${key}_${order}`)}
            </option>
          )),
        )}
      </select>
    </label>
  );
}
