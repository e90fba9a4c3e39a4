import {
  DownloadIcon,
  ExternalLinkIcon,
  EyeIcon,
  FolderInputIcon,
  FolderOpenIcon,
  PencilIcon,
  Trash2Icon,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../../design-system/components/button/Button.tsx';
import { type FileItem, isViewable } from '../../file-manager/file-item.ts';
import { formatDate, formatSize } from '../../file-manager/format.ts';
import { pathLabel } from '../../file-manager/listing.ts';
import type { Translate } from '../../i18n/texts.ts';
import { FileIcon } from './FileIcon.tsx';

export interface FileDetailsProps {
  item: FileItem | undefined;
  /** Path of the folder the item is in, e.g. `/Contracts/2024`. */
  location: string;
  locale: string;
  t: Translate;
  onOpenFolder(item: FileItem): void;
  /** Opens the file in the portal's viewer (which says so when it has no preview). */
  onPreview?(item: FileItem): void;
  /** Set when the person may rename / delete this item. */
  onRename?(item: FileItem): void;
  onDelete?(item: FileItem): void;
  /** Set when the person may move this item ("Move to…"). */
  onMove?(item: FileItem): void;
  /** More about a file, under its actions (its version history). */
  children?: ReactNode;
}

const action = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  paddingInline: '3',
  paddingBlock: '2',
  borderRadius: 'md',
  borderWidth: '1px',
  borderColor: 'border',
  textDecoration: 'none',
  color: 'fg.default',
  _hover: { bg: 'surface.raised' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
});

/** Every field of the selected file item, its large thumbnail, and what can be done with it. */
export function FileDetails({
  item,
  location,
  locale,
  t,
  onOpenFolder,
  onPreview,
  onRename,
  onDelete,
  onMove,
  children,
}: FileDetailsProps) {
  // Graph's thumbnail links expire (about an hour): a page left open then shows the icon, and says why.
  const [expired, setExpired] = useState('');
  return (
    <aside
      aria-label={t('fileManager:details.title')}
      data-testid="file-details"
      className={css({
        borderWidth: '1px',
        borderColor: 'border',
        borderRadius: 'md',
        bg: 'surface',
        padding: '4',
        display: 'flex',
        flexDirection: 'column',
        gap: '3',
        minWidth: 0,
      })}
    >
      <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>{t('fileManager:details.title')}</h2>
      {item ? (
        <>
          {item.preview && item.preview !== expired ? (
            <img
              src={item.preview}
              onError={() => setExpired(item.preview)}
              alt={t('fileManager:details.preview', { name: item.name })}
              className={css({ maxWidth: '100%', maxHeight: '16rem', objectFit: 'contain', alignSelf: 'center' })}
            />
          ) : (
            <div className={css({ alignSelf: 'center', color: 'fg.muted' })}>
              <FileIcon item={item} size={64} />
            </div>
          )}
          {item.preview && item.preview === expired ? (
            <p className={css({ fontSize: 'sm', color: 'fg.muted', textAlign: 'center' })}>
              {t('fileOrganise:preview.expired')}
            </p>
          ) : null}
          <dl
            className={css({
              '& dt': { color: 'fg.muted', fontSize: 'sm' },
              '& dd': { overflowWrap: 'anywhere', marginBlockEnd: '2' },
            })}
          >
            <dt>{t('fileManager:details.name')}</dt>
            <dd dir="auto">{item.name}</dd>
            <dt>{t('fileManager:details.type')}</dt>
            <dd>
              {item.type === 'Folder'
                ? t('fileManager:folder')
                : item.icon
                  ? t('fileManager:fileType', { extension: item.icon.toUpperCase() })
                  : t('fileManager:document')}
            </dd>
            {item.type === 'Folder' ? (
              <>
                <dt>{t('fileManager:details.contains')}</dt>
                <dd>{t('fileManager:items', { count: item.childCount })}</dd>
              </>
            ) : (
              <>
                <dt>{t('fileManager:details.size')}</dt>
                <dd>{formatSize(item.size, locale)}</dd>
              </>
            )}
            <dt>{t('fileManager:details.location')}</dt>
            <dd dir="auto">{pathLabel([t('fileManager:home'), ...location.split('/').filter(Boolean)], t)}</dd>
            <dt>{t('fileManager:details.created')}</dt>
            <dd>{formatDate(item.created, locale)}</dd>
            {/* Graph names nobody (an app, a migration): the field is left out rather than filled with a placeholder. */}
            {item.owner ? (
              <>
                <dt>{t('fileManager:details.owner')}</dt>
                <dd dir="auto">{item.owner}</dd>
              </>
            ) : null}
            <dt>{t('fileManager:details.modified')}</dt>
            <dd>{formatDate(item.modified, locale)}</dd>
            {item.modifiedBy ? (
              <>
                <dt>{t('fileManager:details.modifiedBy')}</dt>
                <dd dir="auto">{item.modifiedBy}</dd>
              </>
            ) : null}
            <dt>{t('fileManager:details.classified')}</dt>
            <dd>{t('fileManager:details.no')}</dd>
          </dl>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
            {item.type === 'Folder' ? (
              <Button variant="outline" onClick={() => onOpenFolder(item)}>
                <FolderOpenIcon aria-hidden="true" size={16} />
                {t('fileManager:details.openFolder')}
              </Button>
            ) : (
              <>
                {onPreview ? (
                  <Button variant="outline" onClick={() => onPreview(item)}>
                    <EyeIcon aria-hidden="true" size={16} />
                    {t('fileLibrary:preview.button')}
                  </Button>
                ) : null}
                {item.downloadUrl ? (
                  <a className={action} href={item.downloadUrl} download={item.name}>
                    <DownloadIcon aria-hidden="true" size={16} />
                    {t('fileManager:details.download')}
                  </a>
                ) : null}
                {isViewable(item) && item.url ? (
                  <a className={action} href={item.url} target="_blank" rel="noopener noreferrer">
                    <ExternalLinkIcon aria-hidden="true" size={16} />
                    {t('fileManager:details.open')}
                  </a>
                ) : null}
              </>
            )}
            {onRename ? (
              <Button variant="outline" onClick={() => onRename(item)}>
                <PencilIcon aria-hidden="true" size={16} />
                {t('fileLibrary:organise.rename')}
              </Button>
            ) : null}
            {onMove ? (
              <Button variant="outline" onClick={() => onMove(item)}>
                <FolderInputIcon aria-hidden="true" size={16} />
                {t('fileOrganise:move.action')}
              </Button>
            ) : null}
            {onDelete ? (
              <Button variant="outline" onClick={() => onDelete(item)}>
                <Trash2Icon aria-hidden="true" size={16} />
                {t('fileLibrary:organise.delete')}
              </Button>
            ) : null}
          </div>
          {children}
        </>
      ) : (
        <p className={css({ color: 'fg.muted' })}>{t('fileManager:details.none')}</p>
      )}
    </aside>
  );
}
