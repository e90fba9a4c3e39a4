import { useStore } from '@nanostores/react';
import {
  DownloadIcon,
  ExternalLinkIcon,
  EyeIcon,
  FolderInputIcon,
  FolderOpenIcon,
  FolderPlusIcon,
  PencilIcon,
  RefreshCwIcon,
  Trash2Icon,
} from 'lucide-react';
import { type DragEvent, lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import type { MsalSettings } from '../../auth/msal-settings.ts';
import { Alert } from '../../design-system/components/alert/Alert.tsx';
import { Breadcrumbs } from '../../design-system/components/breadcrumbs/Breadcrumbs.tsx';
import { Button } from '../../design-system/components/button/Button.tsx';
import { HintIconButton } from '../../design-system/components/hint-icon-button/HintIconButton.tsx';
import { type FileItem, isViewable } from '../../file-manager/file-item.ts';
import { folderLabel } from '../../file-manager/listing.ts';
import { problemOf } from '../../file-manager/problem.ts';
import type { DriveError } from '../../file-manager/services/drive-client.ts';
import { type ClientLibrary, goBack as crumbState, forClient } from '../../file-manager/state.ts';
import { placeOf, placeUrl } from '../../file-manager/url.ts';
import { type IslandTexts, type Translate, translatorOf } from '../../i18n/texts.ts';
import {
  $fileManager,
  $folder,
  $notice,
  $search,
  $sort,
  closeLibrary,
  deleteItems,
  dismissNotice,
  downloadFile,
  goBack,
  goHome,
  newFolder,
  type OrganiseRight,
  openFolder,
  openLibrary,
  openResult,
  reload,
  renameItem,
  resetParent,
  searchFor,
  selectItem,
  sortBy,
  undoDelete,
} from '../../stores/file-manager.ts';
import type { MoveTarget } from '../../stores/file-organise.ts';
import { unselect } from '../../stores/file-selection.ts';
import { $uploadFolder, $uploads, addDropped } from '../../stores/file-uploads.ts';
import { FileDetails } from './FileDetails.tsx';
import { FileList } from './FileList.tsx';
import { UploadButton } from './FileUploads.tsx';
import { LibrarySearch, SortChoice } from './LibraryTools.tsx';
import { barClass, EmptyList, RefusedList, WaitingList } from './ListPlaceholders.tsx';
import type { OrganiseAsk } from './OrganiseDialogs.tsx';
import type { RowAction } from './RowMenu.tsx';
import { SearchResults } from './SearchResults.tsx';
import { useSelection } from './useSelection.ts';
import { VersionHistory } from './VersionHistory.tsx';

// The upload list (with its progress bars and the conflict dialog) is downloaded with the first upload.
const UploadList = lazy(() => import('./UploadList.tsx'));
// The viewer and pdf.js are downloaded when a preview first opens: the page's first download stays as it was.
const FilePreview = lazy(() => import('./FilePreview.tsx'));
const OrganiseDialog = lazy(() => import('./OrganiseDialogs.tsx'));
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
const MoveDialog = lazy(() => import('./MoveDialog.tsx'));
// Moving is downloaded when first used (the picker, or a drop onto a folder), not with the page.
const move = (items: readonly FileItem[], target: MoveTarget, folderName?: string) =>
  import('../../stores/file-organise.ts').then(({ moveItems }) => moveItems(items, target, folderName, unselect));

export interface FileManagerProps {
  /** The active client's library (or the one a link names); null when the user has none. */
  library: ClientLibrary | null;
  /** True when the library is not the active client's (a link to another site). */
  foreignSite: boolean;
  graphApi: string;
  msal: MsalSettings;
  /** The `fileManager` dictionary; its tag formats numbers, sizes and dates (ar-SA: Arabic-Indic digits). */
  texts: IslandTexts;
  /** The page's path and query, for the trail's links when rendered on the server. */
  pageHref: string;
  /** Who may organise (decision 074): staff anything, a client what they added, others nothing. */
  organiseRight?: OrganiseRight;
  /** The person's e-mail, lower case: a client organises the items Graph says they created. */
  userEmail?: string;
  /** The library's name as people know it (its client's name): a zip of several items carries it. */
  libraryName?: string;
}

function errorText(error: DriveError | undefined, t: Translate): string {
  const problem = problemOf(error);
  // Every problem has a text of its own (fileManager:errors.busy, …); 'other' shows Graph's words.
  if (problem === 'other') return t('fileManager:errors.other', { message: error?.message ?? '' });
  return t(`fileManager:errors.${problem}`);
}

/** /apps/file-manager (docs/routes.md): the client's document library, from Home down. */
export default function FileManager({
  library,
  foreignSite,
  graphApi,
  msal,
  texts,
  pageHref,
  organiseRight = 'none',
  userEmail = '',
  libraryName = '',
}: FileManagerProps) {
  const state = useStore($fileManager);
  const folder = useStore($folder);
  const search = useStore($search);
  const sort = useStore($sort);
  const searching = search.status !== 'idle';
  const uploading = useStore($uploads).length > 0;
  const uploadFolder = useStore($uploadFolder);
  const [dragging, setDragging] = useState(false);
  const [previewing, setPreviewing] = useState<FileItem>();
  const [asking, setAsking] = useState<OrganiseAsk>();
  const [moving, setMoving] = useState<readonly FileItem[]>();
  const notice = useStore($notice);
  const t = useMemo(() => translatorOf(texts), [texts]);
  /** What the dialogs and bars say when the library refused them, in the page's language. */
  const reasonOf = (error: DriveError | undefined) => errorText(error, t);
  const locale = texts.tag;
  const {
    marked,
    onMark,
    selected: ticked,
  } = useSelection(
    folder.items,
    state?.documentLibrary.currentParentId ?? '',
    folder.status === 'complete',
    state?.selectedItemId ?? '',
  );

  useEffect(() => {
    if (!library) return;
    void openLibrary({ library, foreignSite, msal, graphApi });
    return closeLibrary;
  }, [library, foreignSite, msal, graphApi]);

  // Once a move or a delete is chosen, the dialog gives the keyboard back to the list, not to the
  // button that opened it: that button (the selection bar's) goes with the items it moved or deleted.
  const root = useRef<HTMLDivElement>(null);
  const chosen = useRef(false);
  const listTabStop = () =>
    root.current?.querySelector<HTMLElement>('[role="grid"] [tabindex="0"], [role="grid"][tabindex="0"]') ?? null;
  const backToList = () => (chosen.current ? listTabStop() : null);
  // The row that had the keyboard may be one that moved or went: once the list is drawn again, a
  // keyboard left on nothing comes back to the list.
  const keyboardStaysInList = () =>
    requestAnimationFrame(() => {
      if (chosen.current && (document.activeElement === null || document.activeElement === document.body))
        listTabStop()?.focus();
    });
  useEffect(() => {
    if (moving || asking) chosen.current = false;
  }, [moving, asking]);

  if (!library) return <Alert status="warning">{t('fileManager:noLibrary')}</Alert>;

  // Before the library opens (and on the server) the trail is Home alone.
  const shown = state ?? forClient(library);
  const crumbs = shown.breadcrumbs;
  const currentName = crumbs.length > 1 ? folderLabel(crumbs.at(-1)?.name ?? '', t) : t('fileManager:home');
  const selectedItemId = shown.selectedItemId;
  const selected = folder.items.find((item) => item.id === selectedItemId);
  const loading = folder.status === 'loading';
  // Enter or a double-click: a folder opens, a file opens in the viewer (which offers its download).
  const open = (item: FileItem) => (item.type === 'Folder' ? void openFolder(item) : setPreviewing(item));
  const here =
    typeof window === 'undefined' ? new URL(pageHref, 'http://portal.invalid') : new URL(window.location.href);
  const trailHref = (index: number) => placeUrl(here, placeOf(crumbState(shown, index), foreignSite));

  const status = searching
    ? search.status === 'searching'
      ? t('fileLibrary:search.searching', { query: search.query })
      : search.status === 'complete'
        ? t('fileLibrary:search.found', { count: search.results.length, query: search.query })
        : ''
    : loading
      ? folder.items.length === 0
        ? t('fileManager:loading')
        : folder.expected
          ? t('fileManager:loadingMore', { loaded: folder.items.length, expected: folder.expected })
          : t('fileManager:loadingSome', { loaded: folder.items.length })
      : ticked.length > 0
        ? t('fileTransfer:selection.count', { count: ticked.length })
        : folder.status === 'complete'
          ? t('fileManager:items', { count: folder.items.length })
          : '';

  // The rule of decision 074, so nobody is offered what the library would refuse (it still decides, with 403).
  const mayOrganise = !foreignSite && organiseRight !== 'none';
  const fixed = (item: FileItem) => item.id === library.libraryUploadId;
  const mayChange = (item: FileItem) =>
    mayOrganise && !fixed(item) && (organiseRight === 'staff' || (userEmail !== '' && item.createdById === userEmail));
  const askRename = (item: FileItem) => (mayChange(item) ? setAsking({ kind: 'rename', item }) : undefined);
  const askDelete = (item: FileItem) => (mayChange(item) ? setAsking({ kind: 'delete', items: [item] }) : undefined);
  // Delete with items ticked deletes them all, when every one may be deleted.
  const mayDeleteTicked = ticked.length > 0 && ticked.every(mayChange);
  const askDeleteTicked = () => (mayDeleteTicked ? setAsking({ kind: 'delete', items: ticked }) : undefined);
  const askMove = (item: FileItem) => (mayChange(item) ? setMoving([item]) : undefined);

  /** A row's menu: what applies to that item, for this person (decision 074's rule, as the details pane). */
  const actionsOf = (item: FileItem): RowAction[] => {
    const icon = { 'aria-hidden': true, size: 16 } as const;
    const actions: RowAction[] = [];
    if (item.type === 'Folder')
      actions.push({
        value: 'open',
        label: t('fileLibrary:menu.open'),
        icon: <FolderOpenIcon {...icon} />,
        run: () => void openFolder(item),
      });
    else {
      actions.push(
        {
          value: 'preview',
          label: t('fileLibrary:preview.button'),
          icon: <EyeIcon {...icon} />,
          run: () => setPreviewing(item),
        },
        {
          value: 'download',
          label: t('fileManager:details.download'),
          icon: <DownloadIcon {...icon} />,
          run: () =>
            void downloadFile(item).catch((error: DriveError) =>
              $notice.set({
                tone: 'error',
                text: 'fileLibrary:menu.downloadFailed',
                values: { name: item.name, reason: reasonOf(error) },
              }),
            ),
        },
      );
      if (isViewable(item) && item.url)
        actions.push({
          value: 'tab',
          label: t('fileManager:details.open'),
          icon: <ExternalLinkIcon {...icon} />,
          run: () => void window.open(item.url, '_blank', 'noopener,noreferrer'),
        });
    }
    if (mayChange(item))
      actions.push(
        {
          value: 'rename',
          label: t('fileLibrary:organise.rename'),
          icon: <PencilIcon {...icon} />,
          run: () => askRename(item),
        },
        {
          value: 'move',
          label: t('fileOrganise:move.action'),
          icon: <FolderInputIcon {...icon} />,
          run: () => askMove(item),
        },
        {
          value: 'delete',
          label: t('fileLibrary:organise.delete'),
          icon: <Trash2Icon {...icon} />,
          apart: true,
          run: () => askDelete(item),
        },
      );
    return actions;
  };

  const acceptsDrop = (event: DragEvent) =>
    Boolean(library.libraryUploadId) && event.dataTransfer.types.includes('Files');

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a shortcut; the Upload button does the same
    <div
      ref={root}
      data-testid="file-manager"
      className={css({ position: 'relative', display: 'flex', flexDirection: 'column', gap: '3' })}
      onDragOver={(event) => {
        if (!acceptsDrop(event)) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(event) => {
        if (!acceptsDrop(event)) return;
        event.preventDefault();
        setDragging(false);
        addDropped(event.dataTransfer);
      }}
    >
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
        <Breadcrumbs
          label={t('fileManager:trail')}
          className={css({ flex: '1 1 16rem', minWidth: 0 })}
          items={crumbs.map((crumb, index) => ({
            label: index === 0 ? t('fileManager:home') : folderLabel(crumb.name, t),
            href: trailHref(index),
          }))}
          onNavigate={(index) => (index === 0 ? void resetParent() : void goBack(index))}
        />
        {/* A CSS hint, not Ark's tooltip: the page's first download stays within its budget (decision 060). */}
        <HintIconButton label={t('fileManager:refresh')} variant="outline" onClick={() => void reload()}>
          <RefreshCwIcon />
        </HintIconButton>
        {mayOrganise ? (
          <Button
            variant="outline"
            disabled={!state || folder.status !== 'complete'}
            onClick={() => setAsking({ kind: 'newFolder', folder: currentName })}
          >
            <FolderPlusIcon aria-hidden="true" size={16} />
            {t('fileLibrary:organise.newFolder')}
          </Button>
        ) : null}
        <UploadButton folderName={uploadFolder.name} t={t} disabled={!uploadFolder.ready} />
      </div>
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
        {/* Both wait for the library: on the server, and while it connects, nothing would hear them. */}
        <LibrarySearch query={search.query} t={t} onSearch={(query) => void searchFor(query)} disabled={!state} />
        {searching ? null : <SortChoice sort={sort} t={t} onSort={sortBy} disabled={!state} />}
      </div>
      {notice ? (
        <div
          role={notice.tone === 'error' ? 'alert' : 'status'}
          data-testid="library-notice"
          data-tone={notice.tone}
          className={barClass(notice.tone)}
        >
          <p className={css({ flex: '1 1 12rem' })}>
            {t(notice.text.includes(':') ? notice.text : `fileLibrary:${notice.text}`, notice.values)}
          </p>
          {notice.undoable ? (
            <Button size="sm" variant="outline" onClick={() => void undoDelete()}>
              {t('fileLibrary:organise.undo')}
            </Button>
          ) : null}
          <Button size="sm" variant="ghost" onClick={dismissNotice}>
            {t('fileLibrary:organise.dismiss')}
          </Button>
        </div>
      ) : null}
      <p
        aria-live="polite"
        className={css({ color: 'fg.muted', fontSize: 'sm', minHeight: '5' })}
        data-testid="file-status"
      >
        {/* The query is the person's own words, in any language. */}
        <bdi>{status}</bdi>
      </p>
      <div
        className={css({
          display: 'grid',
          gap: '3',
          gridTemplateColumns: 'minmax(0, 1fr)',
          lg: { gridTemplateColumns: 'minmax(0, 1fr) 20rem' },
        })}
      >
        <div className={css({ minWidth: 0 })}>
          {searching ? (
            search.status === 'failed' ? (
              <RefusedList reason={t('fileLibrary:search.failed', { reason: errorText(search.error, t) })}>
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
              <SearchResults
                results={search.results}
                locale={locale}
                t={t}
                onOpen={(result) => void openResult(result)}
              />
            )
          ) : folder.status === 'waiting' ? (
            // Graph asked to wait (429 Retry-After): the store asks again by itself when the time is up.
            <Alert status="warning">
              <p>{t('fileManager:busyRetrying', { count: folder.retryIn ?? 0 })}</p>
            </Alert>
          ) : folder.status === 'failed' ? (
            <RefusedList reason={errorText(folder.error, t)}>
              <Button variant="outline" size="sm" onClick={() => void reload()}>
                {t('fileManager:retry')}
              </Button>
              {crumbs.length > 1 || foreignSite ? (
                <Button variant="outline" size="sm" onClick={() => void goHome()}>
                  {t('fileManager:goHome')}
                </Button>
              ) : null}
            </RefusedList>
          ) : folder.status === 'complete' && folder.items.length === 0 ? (
            <EmptyList
              title={t('fileManager:empty')}
              hint={library.libraryUploadId ? t('fileManager:emptyHint', { folder: uploadFolder.name }) : undefined}
            />
          ) : loading && folder.items.length === 0 ? (
            <WaitingList label={t('fileManager:loading')} />
          ) : (
            <FileList
              items={folder.items}
              selectedId={selectedItemId}
              label={t('fileManager:filesIn', { folder: currentName })}
              busy={loading || folder.refreshing === true}
              locale={locale}
              t={t}
              onSelect={(item) => selectItem(item)}
              onOpen={open}
              onUp={() => {
                if (crumbs.length > 1) void goBack(crumbs.length - 2);
              }}
              sort={sort}
              onSort={sortBy}
              onRename={askRename}
              onDelete={(item) => (marked.size > 0 ? askDeleteTicked() : askDelete(item))}
              marked={marked}
              onMark={onMark}
              canMove={mayChange}
              actionsOf={actionsOf}
              onMoveInto={(item, into) =>
                void move(
                  // A ticked row dragged onto a folder takes every ticked item with it, as in SharePoint.
                  marked.has(item.id) && mayDeleteTicked ? ticked : [item],
                  into,
                )
              }
            />
          )}
          {ticked.length > 0 && !searching ? (
            // After the list, held at the bottom of the screen while the list scrolls under it: shown
            // at the first tick (a moment later: its code loads then), it moves no row. Above the
            // list it pushed every row down just as the person went for the next checkbox.
            <div className={selectionDock}>
              <Suspense fallback={null}>
                <SelectionBar
                  items={ticked}
                  libraryName={libraryName || t('fileManager:home')}
                  t={t}
                  reasonOf={reasonOf}
                  onDelete={mayDeleteTicked ? askDeleteTicked : undefined}
                  onMove={mayDeleteTicked ? () => setMoving(ticked) : undefined}
                  onClear={() => onMark(undefined, 'none')}
                />
              </Suspense>
            </div>
          ) : null}
        </div>
        <FileDetails
          item={selected}
          location={shown.documentLibrary.filePath}
          locale={locale}
          t={t}
          onOpenFolder={(item) => void openFolder(item)}
          onPreview={setPreviewing}
          {...(selected && mayChange(selected) ? { onRename: askRename, onDelete: askDelete, onMove: askMove } : {})}
        >
          {selected && selected.type !== 'Folder' ? (
            <VersionHistory
              key={selected.id}
              item={selected}
              t={t}
              locale={locale}
              mayRestore={mayOrganise}
              reasonOf={reasonOf}
            />
          ) : null}
        </FileDetails>
      </div>
      {uploading ? (
        <Suspense fallback={null}>
          <UploadList folderName={uploadFolder.name} t={t} locale={locale} />
        </Suspense>
      ) : null}
      {previewing ? (
        <Suspense fallback={null}>
          <FilePreview
            item={previewing}
            t={t}
            locale={locale}
            reasonOf={reasonOf}
            onClose={() => setPreviewing(undefined)}
          />
        </Suspense>
      ) : null}
      {asking ? (
        <Suspense fallback={null}>
          <OrganiseDialog
            ask={asking}
            taken={folder.items.map((item) => item.name)}
            t={t}
            locale={locale}
            onClose={() => setAsking(undefined)}
            onName={(name) => {
              const ask = asking;
              setAsking(undefined);
              if (ask.kind === 'rename') void renameItem(ask.item, name);
              else void newFolder(name);
            }}
            finalFocus={backToList}
            onDelete={() => {
              const ask = asking;
              chosen.current = true;
              setAsking(undefined);
              if (ask.kind === 'delete') void deleteItems(ask.items).then(keyboardStaysInList);
            }}
          />
        </Suspense>
      ) : null}
      {moving ? (
        <Suspense fallback={null}>
          <MoveDialog
            items={moving}
            start={crumbs.map((crumb, index) => ({
              id: crumb.parentId,
              name: folderLabel(crumb.name, t),
              ...(index === 0 ? { home: true } : {}),
            }))}
            t={t}
            locale={locale}
            reasonOf={reasonOf}
            onClose={() => setMoving(undefined)}
            finalFocus={backToList}
            onMove={(target, folderName) => {
              const items = moving;
              chosen.current = true;
              setMoving(undefined);
              void move(items, target, folderName).then(keyboardStaysInList);
            }}
          />
        </Suspense>
      ) : null}
      {dragging ? (
        <div
          aria-hidden="true"
          className={css({
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            bg: 'color-mix(in srgb, token(colors.surface) 85%, transparent)',
            borderWidth: '2px',
            borderStyle: 'dashed',
            borderColor: 'accent.default',
            borderRadius: 'md',
            fontSize: 'lg',
            fontWeight: 'semibold',
            pointerEvents: 'none',
          })}
        >
          {t('fileManager:upload.drop', { folder: uploadFolder.name })}
        </div>
      ) : null}
    </div>
  );
}
