import { useStore } from '@nanostores/react';
import { FolderPlusIcon, RefreshCwIcon } from 'lucide-react';
import { css } from 'styled-system/css';
import { Breadcrumbs } from '../../design-system/components/breadcrumbs/Breadcrumbs.tsx';
import { Button } from '../../design-system/components/button/Button.tsx';
import { HintIconButton } from '../../design-system/components/hint-icon-button/HintIconButton.tsx';
import { folderLabel } from '../../file-manager/listing.ts';
import { goBack as crumbState, type FileManagerState } from '../../file-manager/state.ts';
import { placeOf, placeUrl } from '../../file-manager/url.ts';
import type { Translate } from '../../i18n/texts.ts';
import { $folder, $sort, goBack, reload, resetParent, sortBy } from '../../stores/file-listing.ts';
import { $search, searchFor } from '../../stores/file-search.ts';
import { $uploadFolder } from '../../stores/file-uploads.ts';
import { UploadButton } from './FileUploads.tsx';
import { LibrarySearch, SortChoice } from './LibraryTools.tsx';

const row = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' });

export interface LibraryToolbarProps {
  /** Where the person is (Home alone before the library opens, and on the server). */
  shown: FileManagerState;
  /** The library has opened: until then nothing would hear the search, the sort or a new folder. */
  open: boolean;
  foreignSite: boolean;
  /** The page's address, for the trail's links (the server's, until the page runs). */
  here: URL;
  /** Offered only to whoever may organise (decision 074). */
  onNewFolder?: (() => void) | undefined;
  t: Translate;
}

/** Above the list: the trail, Refresh, New folder, Upload; then the search and the order. */
export function LibraryToolbar({ shown, open, foreignSite, here, onNewFolder, t }: LibraryToolbarProps) {
  const folder = useStore($folder);
  const search = useStore($search);
  const sort = useStore($sort);
  const uploadFolder = useStore($uploadFolder);
  const trailHref = (index: number) => placeUrl(here, placeOf(crumbState(shown, index), foreignSite));
  return (
    <>
      <div className={row}>
        <Breadcrumbs
          label={t('fileManager:trail')}
          className={css({ flex: '1 1 16rem', minWidth: 0 })}
          items={shown.breadcrumbs.map((crumb, index) => ({
            label: index === 0 ? t('fileManager:home') : folderLabel(crumb.name, t),
            href: trailHref(index),
          }))}
          onNavigate={(index) => (index === 0 ? void resetParent() : void goBack(index))}
        />
        {/* A CSS hint, not Ark's tooltip: the page's first download stays within its budget (decision 060). */}
        <HintIconButton label={t('fileManager:refresh')} variant="outline" onClick={() => void reload()}>
          <RefreshCwIcon />
        </HintIconButton>
        {onNewFolder ? (
          <Button variant="outline" disabled={!open || folder.status !== 'complete'} onClick={onNewFolder}>
            <FolderPlusIcon aria-hidden="true" size={16} />
            {t('fileLibrary:organise.newFolder')}
          </Button>
        ) : null}
        <UploadButton folderName={uploadFolder.name} t={t} disabled={!uploadFolder.ready} />
      </div>
      <div className={row}>
        {/* Both wait for the library: on the server, and while it connects, nothing would hear them. */}
        <LibrarySearch query={search.query} t={t} onSearch={(query) => void searchFor(query)} disabled={!open} />
        {search.status !== 'idle' ? null : <SortChoice sort={sort} t={t} onSort={sortBy} disabled={!open} />}
      </div>
    </>
  );
}
