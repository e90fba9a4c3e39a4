import { DownloadIcon, ExternalLinkIcon, FolderOpenIcon } from 'lucide-react';
import { css } from 'styled-system/css';
import { Button } from '@/design-system/components/button/Button.tsx';
import { type FileItem, isViewable } from '@/file-manager/file-item.ts';
import { formatDate, formatSize } from '@/file-manager/format.ts';
import { interpolate } from '@/i18n/interpolate.ts';
import { FileIcon } from './FileIcon.tsx';
import { type FileManagerTexts, plural } from './texts.ts';

export interface FileDetailsProps {
  item: FileItem | undefined;
  /** Path of the folder the item is in, e.g. `/Contracts/2024`. */
  location: string;
  locale: string;
  texts: FileManagerTexts;
  onOpenFolder(item: FileItem): void;
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
export function FileDetails({ item, location, locale, texts, onOpenFolder }: FileDetailsProps) {
  const t = texts.details;
  return (
    <aside
      aria-label={t.title}
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
      <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>{t.title}</h2>
      {item ? (
        <>
          {item.preview ? (
            <img
              src={item.preview}
              alt={interpolate(t.preview, { name: item.name })}
              className={css({ maxWidth: '100%', maxHeight: '16rem', objectFit: 'contain', alignSelf: 'center' })}
            />
          ) : (
            <div className={css({ alignSelf: 'center', color: 'fg.muted' })}>
              <FileIcon item={item} size={64} />
            </div>
          )}
          <dl
            className={css({
              '& dt': { color: 'fg.muted', fontSize: 'sm' },
              '& dd': { overflowWrap: 'anywhere', marginBlockEnd: '2' },
            })}
          >
            <dt>{t.name}</dt>
            <dd dir="auto">{item.name}</dd>
            <dt>{t.type}</dt>
            <dd>
              {item.type === 'Folder'
                ? texts.folder
                : item.icon
                  ? interpolate(texts.fileType, { extension: item.icon.toUpperCase() })
                  : texts.document}
            </dd>
            {item.type === 'Folder' ? (
              <>
                <dt>{t.contains}</dt>
                <dd>{plural(texts.items, item.childCount, locale)}</dd>
              </>
            ) : (
              <>
                <dt>{t.size}</dt>
                <dd>{formatSize(item.size, locale)}</dd>
              </>
            )}
            <dt>{t.location}</dt>
            <dd>{`${texts.home}${location}`}</dd>
            <dt>{t.created}</dt>
            <dd>{formatDate(item.created, locale)}</dd>
            <dt>{t.owner}</dt>
            <dd>{item.owner || texts.noOne}</dd>
            <dt>{t.modified}</dt>
            <dd>{formatDate(item.modified, locale)}</dd>
            <dt>{t.modifiedBy}</dt>
            <dd>{item.modifiedBy ?? texts.noOne}</dd>
            <dt>{t.classified}</dt>
            <dd>{t.no}</dd>
            <dt>{t.id}</dt>
            <dd className={css({ fontFamily: 'mono', fontSize: 'sm' })}>{item.id}</dd>
            <dt>{t.entityId}</dt>
            <dd className={css({ fontFamily: 'mono', fontSize: 'sm' })}>{item.entityId}</dd>
            <dt>{t.parentId}</dt>
            <dd className={css({ fontFamily: 'mono', fontSize: 'sm' })}>{item.parentId}</dd>
          </dl>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
            {item.type === 'Folder' ? (
              <Button variant="outline" onClick={() => onOpenFolder(item)}>
                <FolderOpenIcon aria-hidden="true" size={16} />
                {t.openFolder}
              </Button>
            ) : (
              <>
                {item.downloadUrl ? (
                  <a className={action} href={item.downloadUrl} download={item.name}>
                    <DownloadIcon aria-hidden="true" size={16} />
                    {t.download}
                  </a>
                ) : null}
                {isViewable(item) && item.url ? (
                  <a className={action} href={item.url} target="_blank" rel="noopener noreferrer">
                    <ExternalLinkIcon aria-hidden="true" size={16} />
                    {t.open}
                  </a>
                ) : null}
              </>
            )}
          </div>
        </>
      ) : (
        <p className={css({ color: 'fg.muted' })}>{t.none}</p>
      )}
    </aside>
  );
}
