import { css } from 'styled-system/css';
import { formatDay, formatSize } from '../../file-manager/format.ts';
import type { SearchResult } from '../../file-manager/search.ts';
import type { Translate } from '../../i18n/texts.ts';
import { FileIcon } from './FileIcon.tsx';

export interface SearchResultsProps {
  results: readonly SearchResult[];
  locale: string;
  t: Translate;
  onOpen(result: SearchResult): void;
}

/**
 * What a search found, best first, each with the folder it is in: a list of buttons (one tab stop
 * each, Enter opens), since a result is a way to a place rather than a row to work on.
 * Names and folders are the library's own words, in whatever language they were written:
 * each gets its own direction, so an English name keeps its punctuation in an Arabic page.
 */
export function SearchResults({ results, locale, t, onOpen }: SearchResultsProps) {
  return (
    <ul
      aria-label={t('fileLibrary:search.results')}
      data-testid="search-results"
      className={css({
        display: 'flex',
        flexDirection: 'column',
        borderWidth: '1px',
        borderColor: 'border',
        borderRadius: 'md',
        bg: 'surface',
        maxHeight: 'clamp(20rem, calc(100dvh - 20rem), 44rem)',
        overflowY: 'auto',
      })}
    >
      {results.map((result) => {
        const { item, folders } = result;
        const path = [t('fileManager:home'), ...folders];
        return (
          <li
            key={item.id}
            className={css({ borderBottomWidth: '1px', borderColor: 'border', _last: { borderBottomWidth: 0 } })}
          >
            <button
              type="button"
              data-type={item.type}
              onClick={() => onOpen(result)}
              className={css({
                display: 'grid',
                gridTemplateColumns: 'auto minmax(0, 1fr) auto',
                alignItems: 'center',
                columnGap: '3',
                width: '100%',
                paddingBlock: '2',
                paddingInline: '3',
                textAlign: 'start',
                cursor: 'pointer',
                _hover: { bg: 'surface.raised' },
                _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '-2px' },
              })}
            >
              <FileIcon item={item} />
              <span className={css({ display: 'flex', flexDirection: 'column', minWidth: 0 })}>
                <span
                  dir="auto"
                  data-testid="result-name"
                  className={css({
                    fontWeight: 'semibold',
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                  })}
                >
                  {item.name}
                </span>
                <span
                  data-testid="result-path"
                  className={css({
                    color: 'fg.muted',
                    fontSize: 'sm',
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                  })}
                >
                  <span className="visually-hidden">
                    {item.type === 'Folder' ? t('fileManager:folder') : t('fileManager:document')},{' '}
                  </span>
                  {path.map((part, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a path's parts are its places; two folders may share a name
                    <span key={index}>
                      {index > 0 ? ' › ' : ''}
                      <bdi>{part}</bdi>
                    </span>
                  ))}
                </span>
              </span>
              <span className={css({ color: 'fg.muted', fontSize: 'sm', textAlign: 'end', whiteSpace: 'nowrap' })}>
                {item.type === 'Folder' ? '' : formatSize(item.size, locale)}
                <span className={css({ display: 'none', md: { display: 'block' } })}>
                  {formatDay(item.modified, locale)}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
