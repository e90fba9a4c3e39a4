import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { css } from 'styled-system/css';
import type { MsalSettings } from '../../auth/msal-settings.ts';
import { Alert } from '../../design-system/components/alert/Alert.tsx';
import type { FileItem } from '../../file-manager/file-item.ts';
import { folderLabel } from '../../file-manager/listing.ts';
import { type OrganiseRight, organiserOf } from '../../file-manager/rights.ts';
import type { DriveError } from '../../file-manager/services/drive-client.ts';
import { type ClientLibrary, forClient } from '../../file-manager/state.ts';
import { type IslandTexts, translatorOf } from '../../i18n/texts.ts';
import { $notice } from '../../stores/file-changes.ts';
import { downloadFile } from '../../stores/file-library.ts';
import { $fileManager, $folder, openFolder } from '../../stores/file-listing.ts';
import { openLibrary } from '../../stores/file-manager.ts';
import { $search } from '../../stores/file-search.ts';
import { $uploadFolder, $uploads } from '../../stores/file-uploads.ts';
import { DropZone } from './DropZone.tsx';
import { FileDetails } from './FileDetails.tsx';
import { FolderView } from './FolderView.tsx';
import { move, useLibraryDialogs } from './LibraryDialogs.tsx';
import { LibraryNotice } from './LibraryNotice.tsx';
import { LibraryToolbar } from './LibraryToolbar.tsx';
import { browserPage } from './library-page.ts';
import { refusalText } from './refusal-text.ts';
import { rowActionsOf } from './row-actions.tsx';
import { statusLine } from './status-line.ts';
import { useSelection } from './useSelection.ts';
import { VersionHistory } from './VersionHistory.tsx';

// The upload list (with its progress bars and the conflict dialog) is downloaded with the first upload.
const UploadList = lazy(() => import('./UploadList.tsx'));

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

/**
 * /apps/file-manager (docs/routes.md): the client's document library, from Home down. This puts
 * the parts together: the toolbar, the notice, the status line, the list's place, the details,
 * the uploads and the dialogs; each holds one concern.
 */
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
  const uploading = useStore($uploads).length > 0;
  const uploadFolder = useStore($uploadFolder);
  const t = useMemo(() => translatorOf(texts), [texts]);
  /** What the dialogs and bars say when the library refused them, in the page's language. */
  const reasonOf = (error: DriveError | undefined) => refusalText(error, t);
  const locale = texts.tag;
  const root = useRef<HTMLDivElement>(null);
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
  // Before the library opens (and on the server) the trail is Home alone.
  const shown = state ?? (library ? forClient(library) : undefined);
  const crumbs = shown?.breadcrumbs ?? [];
  const dialogs = useLibraryDialogs({
    root,
    crumbs,
    taken: folder.items.map((item) => item.name),
    t,
    locale,
    reasonOf,
  });

  // The store closes the library itself once this island no longer listens (nanostores' onMount).
  useEffect(() => {
    if (library) void openLibrary({ library, foreignSite, msal, graphApi, page: browserPage });
  }, [library, foreignSite, msal, graphApi]);

  if (!library || !shown) return <Alert status="warning">{t('fileManager:noLibrary')}</Alert>;

  const currentName = crumbs.length > 1 ? folderLabel(crumbs.at(-1)?.name ?? '', t) : t('fileManager:home');
  const selected = folder.items.find((item) => item.id === shown.selectedItemId);
  // Enter or a double-click: a folder opens, a file opens in the viewer (which offers its download).
  const open = (item: FileItem) => (item.type === 'Folder' ? void openFolder(item) : dialogs.preview(item));
  const here =
    typeof window === 'undefined' ? new URL(pageHref, 'http://portal.invalid') : new URL(window.location.href);

  const { mayOrganise, mayChange } = organiserOf({
    right: organiseRight,
    foreignSite,
    userEmail,
    uploadFolderId: library.libraryUploadId,
  });
  const askRename = (item: FileItem) => (mayChange(item) ? dialogs.ask({ kind: 'rename', item }) : undefined);
  const askDelete = (item: FileItem) => (mayChange(item) ? dialogs.ask({ kind: 'delete', items: [item] }) : undefined);
  // Delete with items ticked deletes them all, when every one may be deleted.
  const mayChangeTicked = ticked.length > 0 && ticked.every(mayChange);
  const askDeleteTicked = () => (mayChangeTicked ? dialogs.ask({ kind: 'delete', items: ticked }) : undefined);
  const askMove = (item: FileItem) => (mayChange(item) ? dialogs.move([item]) : undefined);
  const actionsOf = (item: FileItem) =>
    rowActionsOf(item, {
      t,
      mayChange,
      openFolder: (folder) => void openFolder(folder),
      preview: dialogs.preview,
      download: (file) =>
        void downloadFile(file).catch((error: DriveError) =>
          $notice.set({
            tone: 'error',
            text: 'fileLibrary:menu.downloadFailed',
            values: { name: file.name, reason: reasonOf(error) },
          }),
        ),
      openInTab: (url) => void window.open(url, '_blank', 'noopener,noreferrer'),
      rename: askRename,
      move: askMove,
      remove: askDelete,
    });

  return (
    <DropZone takesUploads={Boolean(library.libraryUploadId)} t={t} rootRef={root}>
      <LibraryToolbar
        shown={shown}
        open={Boolean(state)}
        foreignSite={foreignSite}
        here={here}
        onNewFolder={mayOrganise ? () => dialogs.ask({ kind: 'newFolder', folder: currentName }) : undefined}
        t={t}
      />
      <LibraryNotice t={t} />
      <p
        aria-live="polite"
        className={css({ color: 'fg.muted', fontSize: 'sm', minHeight: '5' })}
        data-testid="file-status"
      >
        {/* The query is the person's own words, in any language. */}
        <bdi>{statusLine({ search, folder, ticked: ticked.length }, t)}</bdi>
      </p>
      <div
        className={css({
          display: 'grid',
          gap: '3',
          gridTemplateColumns: 'minmax(0, 1fr)',
          lg: { gridTemplateColumns: 'minmax(0, 1fr) 20rem' },
        })}
      >
        <FolderView
          currentName={currentName}
          depth={crumbs.length}
          foreignSite={foreignSite}
          takesUploads={Boolean(library.libraryUploadId)}
          libraryName={libraryName}
          selectedId={shown.selectedItemId}
          marked={marked}
          ticked={ticked}
          onMark={onMark}
          mayChangeTicked={mayChangeTicked}
          mayChange={mayChange}
          actionsOf={actionsOf}
          onOpen={open}
          onRename={askRename}
          onDelete={askDelete}
          onDeleteTicked={askDeleteTicked}
          onMoveTicked={() => (mayChangeTicked ? dialogs.move(ticked) : undefined)}
          onMoveInto={(items, into) => void move(items, into)}
          t={t}
          locale={locale}
        />
        <FileDetails
          item={selected}
          location={shown.documentLibrary.filePath}
          locale={locale}
          t={t}
          onOpenFolder={(item) => void openFolder(item)}
          onPreview={dialogs.preview}
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
      {dialogs.dialogs}
    </DropZone>
  );
}
