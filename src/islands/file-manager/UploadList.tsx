import { useStore } from '@nanostores/react';
import { RotateCcwIcon, XIcon } from 'lucide-react';
import { css } from 'styled-system/css';
import { Button } from '@/design-system/components/button/Button.tsx';
import * as Dialog from '@/design-system/components/dialog/Dialog.tsx';
import { IconButton } from '@/design-system/components/icon-button/IconButton.tsx';
import { Progress } from '@/design-system/components/progress/Progress.tsx';
import { formatSize } from '@/file-manager/format.ts';
import { MAX_UPLOAD_SIZE } from '@/file-manager/services/uploads.ts';
import { interpolate } from '@/i18n/interpolate.ts';
import {
  $uploads,
  cancelUpload,
  clearFinished,
  resolveConflict,
  retryUpload,
  type Upload,
} from '@/stores/file-uploads.ts';
import type { FileManagerTexts } from './texts.ts';

function messageOf(upload: Upload, texts: FileManagerTexts, locale: string): string {
  const t = texts.upload;
  switch (upload.status) {
    case 'failed':
      if (upload.errorCode === 'tooLarge')
        return interpolate(t.tooLarge, { name: upload.name, limit: formatSize(MAX_UPLOAD_SIZE, locale) });
      if (upload.errorCode === 'invalidName') return interpolate(t.invalidName, { name: upload.name });
      if (upload.errorCode === 'networkError') return interpolate(t.network, { name: upload.name });
      return interpolate(t.failed, { name: upload.name, message: upload.errorMessage ?? '' });
    case 'queued':
      return t.queued;
    case 'uploading':
      return t.uploading;
    case 'done':
      return t.done;
    case 'cancelled':
      return t.cancelled;
    case 'skipped':
      return t.skipped;
    case 'conflict':
      return t.conflict;
  }
}

const refusedForGood = (upload: Upload) => upload.errorCode === 'tooLarge' || upload.errorCode === 'invalidName';

/** The queue with each file's progress and state, and the question for a name already taken. */
export default function UploadList({
  folderName,
  texts,
  locale,
}: {
  folderName: string;
  texts: FileManagerTexts;
  locale: string;
}) {
  const uploads = useStore($uploads);
  const conflict = uploads.find((upload) => upload.status === 'conflict');
  const t = texts.upload;
  if (uploads.length === 0) return null;
  return (
    <section
      aria-label={t.list}
      className={css({ borderWidth: '1px', borderColor: 'border', borderRadius: 'md', bg: 'surface', padding: '3' })}
    >
      <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' })}>
        <h2 className={css({ fontWeight: 'semibold' })}>{t.list}</h2>
        <Button variant="ghost" size="sm" onClick={clearFinished}>
          {t.clear}
        </Button>
      </div>
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2', marginBlockStart: '2' })}>
        {uploads.map((upload) => {
          const message = messageOf(upload, texts, locale);
          return (
            <li
              key={upload.id}
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
                  label={interpolate(t.cancel, { name: upload.name })}
                  variant="ghost"
                  onClick={() => cancelUpload(upload.id)}
                >
                  <XIcon />
                </IconButton>
              ) : (upload.status === 'failed' && !refusedForGood(upload)) || upload.status === 'cancelled' ? (
                <IconButton
                  label={interpolate(t.retry, { name: upload.name })}
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
          .map((upload) => `${upload.name}: ${t.done}`)
          .join(', ')}
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
                <Dialog.Title>{interpolate(t.conflictTitle, { name: conflict?.name ?? '' })}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Dialog.Description>
                  {interpolate(t.conflictBody, { name: conflict?.name ?? '', folder: folderName })}
                </Dialog.Description>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => conflict && resolveConflict(conflict.id, 'skip')}>
                  {t.skip}
                </Button>
                <Button variant="outline" onClick={() => conflict && resolveConflict(conflict.id, 'replace')}>
                  {t.replace}
                </Button>
                <Button onClick={() => conflict && resolveConflict(conflict.id, 'rename')}>{t.keepBoth}</Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  );
}
