import { useStore } from '@nanostores/react';
import { RotateCcwIcon, XIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../../design-system/components/button/Button.tsx';
import * as Dialog from '../../design-system/components/dialog/Dialog.tsx';
import { IconButton } from '../../design-system/components/icon-button/IconButton.tsx';
import { Progress } from '../../design-system/components/progress/Progress.tsx';
import { formatSize } from '../../file-manager/format.ts';
import { MAX_UPLOAD_SIZE } from '../../file-manager/upload-rules.ts';
import type { Translate } from '../../i18n/texts.ts';
import {
  $uploads,
  cancelUpload,
  clearFinished,
  type FolderUpload,
  folderUploadsOf,
  resolveConflict,
  retryUpload,
  type Upload,
  watchUploadRows,
} from '../../stores/file-uploads.ts';

function messageOf(upload: Upload, t: Translate, locale: string): string {
  const { name } = upload;
  // A dropped connection the upload came back from is said, so a pause in the bar is explained.
  if (upload.status === 'uploading' && upload.resumes)
    return t('fileTransfer:upload.resumed', { count: upload.resumes });
  // Every other state has a word of its own: upload.queued, upload.uploading, upload.done…
  if (upload.status !== 'failed') return t(`fileManager:upload.${upload.status}`);
  if (upload.errorCode === 'tooLarge')
    return t('fileManager:upload.tooLarge', { name, limit: formatSize(MAX_UPLOAD_SIZE, locale) });
  if (upload.errorCode === 'invalidName') return t('fileManager:upload.invalidName', { name });
  const { problem } = upload;
  // The library's passing troubles have a text of their own; a refusal for good shows Graph's words.
  if (problem === 'network' || problem === 'busy' || problem === 'serverError' || problem === 'tokenRefused')
    return t(`fileManager:upload.${problem}`, { name });
  return t('fileManager:upload.failed', { name, message: upload.errorMessage ?? '' });
}

/** A name in any language inside a sentence of the page's: its own direction (first-strong isolate). */
const isolated = (name: string) => `\u2068${name}\u2069`;

/**
 * A folder's upload as a whole, above its files' rows: where it lands (the upload folder, under
 * its own name), how far it is, and once nothing is left to send, whether all of it got there.
 */
function folderResult(upload: FolderUpload, uploadFolder: string, t: Translate): string {
  const values = {
    folder: isolated(upload.folder),
    // Each name isolated, the separator the sentence's: in Arabic the path reads right to left.
    place: `${isolated(uploadFolder)} › ${isolated(upload.folder)}`,
    done: upload.done,
    count: upload.files,
  };
  if (!upload.settled) return t('fileTransfer:folderUpload.sending', values);
  return t(upload.missing > 0 ? 'fileTransfer:folderUpload.partly' : 'fileTransfer:folderUpload.done', values);
}

function FolderProgress({ upload, uploadFolder, t }: { upload: FolderUpload; uploadFolder: string; t: Translate }) {
  const text = folderResult(upload, uploadFolder, t);
  return (
    <div data-testid="folder-upload" data-settled={upload.settled} className={css({ minWidth: 0 })}>
      <Progress
        label={upload.folder}
        value={upload.size ? Math.round((upload.sent / upload.size) * 100) : upload.settled ? 100 : 0}
      />
      <p
        className={css({
          fontSize: 'sm',
          color: upload.settled && upload.missing > 0 ? 'danger.default' : 'fg.muted',
        })}
      >
        {text}
      </p>
    </div>
  );
}

const refusedForGood = (upload: Upload) => upload.errorCode === 'tooLarge' || upload.errorCode === 'invalidName';

/** Whether any of the element lies within the window now. */
function onScreen(element: Element | undefined): boolean {
  if (!element) return false;
  const box = element.getBoundingClientRect();
  return box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
}

/** The queue with each file's progress and state, and the question for a name already taken. */
export default function UploadList({ folderName, t, locale }: { folderName: string; t: Translate; locale: string }) {
  const uploads = useStore($uploads);
  // Each row by its upload, so that the store can tell whether a failure is in sight already.
  const rows = useRef(new Map<number, HTMLLIElement>());
  useEffect(() => watchUploadRows((id) => onScreen(rows.current.get(id))), []);
  const conflict = uploads.find((upload) => upload.status === 'conflict');
  const folders = folderUploadsOf(uploads);
  if (uploads.length === 0) return null;
  return (
    <section
      aria-label={t('fileManager:upload.list')}
      className={css({ borderWidth: '1px', borderColor: 'border', borderRadius: 'md', bg: 'surface', padding: '3' })}
    >
      <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' })}>
        <h2 className={css({ fontWeight: 'semibold' })}>{t('fileManager:upload.list')}</h2>
        <Button variant="ghost" size="sm" onClick={clearFinished}>
          {t('fileManager:upload.clear')}
        </Button>
      </div>
      {folders.length > 0 ? (
        <div
          className={css({
            display: 'flex',
            flexDirection: 'column',
            gap: '2',
            marginBlockStart: '2',
            paddingBlockEnd: '2',
            borderBottomWidth: '1px',
            borderColor: 'border',
          })}
        >
          {folders.map((upload) => (
            <FolderProgress key={upload.folder} upload={upload} uploadFolder={folderName} t={t} />
          ))}
        </div>
      ) : null}
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2', marginBlockStart: '2' })}>
        {uploads.map((upload) => {
          const message = messageOf(upload, t, locale);
          return (
            <li
              key={upload.id}
              ref={(row) => {
                if (!row) return;
                rows.current.set(upload.id, row);
                return () => {
                  rows.current.delete(upload.id);
                };
              }}
              data-status={upload.status}
              className={css({
                display: 'grid',
                gridTemplateColumns: 'minmax(0, 1fr) auto',
                gap: '2',
                alignItems: 'center',
              })}
            >
              <div className={css({ minWidth: 0 })}>
                <Progress
                  label={upload.name}
                  value={
                    upload.size ? Math.round((upload.sent / upload.size) * 100) : upload.status === 'done' ? 100 : 0
                  }
                />
                <p
                  role={upload.status === 'failed' ? 'alert' : undefined}
                  className={css({
                    fontSize: 'sm',
                    color: upload.status === 'failed' ? 'danger.default' : 'fg.muted',
                  })}
                >
                  {message}
                </p>
              </div>
              {upload.status === 'uploading' || upload.status === 'queued' ? (
                <IconButton
                  label={t('fileManager:upload.cancel', { name: upload.name })}
                  variant="ghost"
                  onClick={() => cancelUpload(upload.id)}
                >
                  <XIcon />
                </IconButton>
              ) : (upload.status === 'failed' && !refusedForGood(upload)) || upload.status === 'cancelled' ? (
                <IconButton
                  label={t('fileManager:upload.retry', { name: upload.name })}
                  variant="ghost"
                  onClick={() => retryUpload(upload.id)}
                >
                  <RotateCcwIcon />
                </IconButton>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p aria-live="polite" className="visually-hidden">
        {uploads
          .filter((upload) => upload.status === 'done')
          .map((upload) => `${upload.name}: ${t('fileManager:upload.done')}`)
          .join(', ')}
        {/* A folder's result is said once it is whole (its progress would be said at every file). */}
        {folders
          .filter((upload) => upload.settled)
          .map((upload) => ` ${folderResult(upload, folderName, t)}`)
          .join('')}
      </p>
      <Dialog.Root
        open={conflict !== undefined}
        role="alertdialog"
        onOpenChange={(details) => {
          if (!details.open && conflict) resolveConflict(conflict.id, 'skip');
        }}
      >
        <Dialog.Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{t('fileManager:upload.conflictTitle', { name: conflict?.name ?? '' })}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Dialog.Description>
                  {t('fileManager:upload.conflictBody', { name: conflict?.name ?? '', folder: folderName })}
                </Dialog.Description>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => conflict && resolveConflict(conflict.id, 'skip')}>
                  {t('fileManager:upload.skip')}
                </Button>
                <Button variant="outline" onClick={() => conflict && resolveConflict(conflict.id, 'replace')}>
                  {t('fileManager:upload.replace')}
                </Button>
                <Button onClick={() => conflict && resolveConflict(conflict.id, 'rename')}>
                  {t('fileManager:upload.keepBoth')}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  );
}
