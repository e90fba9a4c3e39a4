import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import { css } from 'styled-system/css';
import { Alert } from '../../design-system/components/alert/Alert.tsx';
import { Button } from '../../design-system/components/button/Button.tsx';
import type { FileItem } from '../../file-manager/file-item.ts';
import type { DriveError } from '../../file-manager/services/drive-client.ts';
import type { Translate } from '../../i18n/texts.ts';
import { $folder, $sort, goBack, goHome, reload, selectItem, sortBy } from '../../stores/file-listing.ts';
import { $search, openResult, searchFor } from '../../stores/file-search.ts';
import { $uploadFolder } from '../../stores/file-uploads.ts';
import { FileList, type MarkHow } from './FileList.tsx';
import { EmptyList, RefusedList, WaitingList } from './ListPlaceholders.tsx';
import type { RowAction } from './RowMenu.tsx';
import { refusalText } from './refusal-text.ts';
import { SearchResults } from './SearchResults.tsx';

// The selection bar and the zip it makes are downloaded when a first item is ticked.
const SelectionBar = lazy(() => import('./SelectionBar.tsx'));
/** Where the selection bar sits: stuck to the bottom of the screen, above a fixed footer. */
const selectionDock = css({
  position: 'sticky',
  insetBlockEnd: '3',
  zIndex: 2,
  marginBlockStart: '3',
  borderRadius: 'md',
  boxShadow: 'overlay',
  '.shell[data-footer-style="fixed"] &': { insetBlockEnd: 'calc(token(sizes.footer) + token(spacing.3))' },
});

export interface FolderViewProps {
  /** The current folder's name as the trail shows it. */
  currentName: string;
  /** How deep the trail is (1: Home), for Up and for Home after a refusal. */
  depth: number;
  foreignSite: boolean;
  /** The library takes uploads (its empty folder says where they go). */
  takesUploads: boolean;
  /** The library's name as people know it: a zip of several items carries it. */
  libraryName: string;
  selectedId: string;
  /** The items ticked, in the folder's order, and what a click or key does to them. */
  marked: ReadonlySet<string>;
  ticked: readonly FileItem[];
  onMark(item: FileItem | undefined, how: MarkHow): void;
  /** Every ticked item may be changed: the bar offers Delete and Move, and a drag takes them all. */
  mayChangeTicked: boolean;
  mayChange(item: FileItem): boolean;
  actionsOf(item: FileItem): RowAction[];
  onOpen(item: FileItem): void;
  onRename(item: FileItem): void;
  onDelete(item: FileItem): void;
  onDeleteTicked(): void;
  onMoveTicked(): void;
  onMoveInto(items: readonly FileItem[], into: FileItem): void;
  t: Translate;
  locale: string;
}

/**
 * The list's place: the search's results while there is a search, else the folder's rows, or what
 * stands in for them (a wait Graph asked for, a refusal with its remedies, an empty folder, a
 * first page on its way); under the rows, the bar of what is ticked.
 */
export function FolderView(props: FolderViewProps) {
  const { t, locale, ticked, marked, onMark } = props;
  const folder = useStore($folder);
  const search = useStore($search);
  const sort = useStore($sort);
  const uploadFolder = useStore($uploadFolder);
  const searching = search.status !== 'idle';
  const loading = folder.status === 'loading';
  const reasonOf = (error: DriveError | undefined) => refusalText(error, t);

  const content = searching ? (
    search.status === 'failed' ? (
      <RefusedList reason={t('fileLibrary:search.failed', { reason: reasonOf(search.error) })}>
        <Button variant="outline" size="sm" onClick={() => void searchFor(search.query)}>
          {t('fileManager:retry')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => void searchFor('')}>
          {t('fileLibrary:search.back')}
        </Button>
      </RefusedList>
    ) : search.status === 'complete' && search.results.length === 0 ? (
      <EmptyList
        title={<bdi>{t('fileLibrary:search.none', { query: search.query })}</bdi>}
        hint={t('fileLibrary:search.noneHint')}
      />
    ) : search.results.length === 0 ? (
      <WaitingList label={t('fileLibrary:search.searching', { query: search.query })} />
    ) : (
      <SearchResults results={search.results} locale={locale} t={t} onOpen={(result) => void openResult(result)} />
    )
  ) : folder.status === 'waiting' ? (
    // Graph asked to wait (429 Retry-After): the store asks again by itself when the time is up.
    <Alert status="warning">
      <p>{t('fileManager:busyRetrying', { count: folder.retryIn ?? 0 })}</p>
    </Alert>
  ) : folder.status === 'failed' ? (
    <RefusedList reason={reasonOf(folder.error)}>
      <Button variant="outline" size="sm" onClick={() => void reload()}>
        {t('fileManager:retry')}
      </Button>
      {props.depth > 1 || props.foreignSite ? (
        <Button variant="outline" size="sm" onClick={() => void goHome()}>
          {t('fileManager:goHome')}
        </Button>
      ) : null}
    </RefusedList>
  ) : folder.status === 'complete' && folder.items.length === 0 ? (
    <EmptyList
      title={t('fileManager:empty')}
      hint={props.takesUploads ? t('fileManager:emptyHint', { folder: uploadFolder.name }) : undefined}
    />
  ) : loading && folder.items.length === 0 ? (
    <WaitingList label={t('fileManager:loading')} />
  ) : (
    <FileList
      items={folder.items}
      selectedId={props.selectedId}
      label={t('fileManager:filesIn', { folder: props.currentName })}
      busy={loading || folder.refreshing === true}
      locale={locale}
      t={t}
      onSelect={(item) => selectItem(item)}
      onOpen={props.onOpen}
      onUp={() => {
        if (props.depth > 1) void goBack(props.depth - 2);
      }}
      sort={sort}
      onSort={sortBy}
      onRename={props.onRename}
      onDelete={(item) => (marked.size > 0 ? props.onDeleteTicked() : props.onDelete(item))}
      marked={marked}
      onMark={onMark}
      canMove={props.mayChange}
      actionsOf={props.actionsOf}
      onMoveInto={(item, into) =>
        props.onMoveInto(
          // A ticked row dragged onto a folder takes every ticked item with it, as in SharePoint.
          marked.has(item.id) && props.mayChangeTicked ? ticked : [item],
          into,
        )
      }
    />
  );

  return (
    <div className={css({ minWidth: 0 })}>
      {content}
      {ticked.length > 0 && !searching ? (
        // After the list, held at the bottom of the screen while the list scrolls under it: shown
        // at the first tick (a moment later: its code loads then), it moves no row. Above the
        // list it pushed every row down just as the person went for the next checkbox.
        <div className={selectionDock}>
          <Suspense fallback={null}>
            <SelectionBar
              items={ticked}
              libraryName={props.libraryName || t('fileManager:home')}
              t={t}
              reasonOf={reasonOf}
              onDelete={props.mayChangeTicked ? props.onDeleteTicked : undefined}
              onMove={props.mayChangeTicked ? props.onMoveTicked : undefined}
              onClear={() => onMark(undefined, 'none')}
            />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
