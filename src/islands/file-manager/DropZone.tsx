import { useStore } from '@nanostores/react';
import { type DragEvent, type ReactNode, type Ref, useState } from 'react';
import { css } from 'styled-system/css';
import type { Translate } from '../../i18n/texts.ts';
import { $uploadFolder, addDropped } from '../../stores/file-uploads.ts';

/** Files dragged from the computer (not a row of the list: that is a move), where the library takes uploads. */
export const carriesFiles = (types: readonly string[], takesUploads: boolean) =>
  takesUploads && types.includes('Files');

/**
 * The file manager's frame, where files dropped from the computer are uploaded (a shortcut: the
 * Upload button does the same): while they are dragged over it, it says where they will go.
 */
export function DropZone({
  takesUploads,
  t,
  rootRef,
  children,
}: {
  takesUploads: boolean;
  t: Translate;
  rootRef: Ref<HTMLDivElement>;
  children: ReactNode;
}) {
  const [dragging, setDragging] = useState(false);
  const uploadFolder = useStore($uploadFolder);
  const accepts = (event: DragEvent) => carriesFiles([...event.dataTransfer.types], takesUploads);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a shortcut; the Upload button does the same
    <div
      ref={rootRef}
      data-testid="file-manager"
      className={css({ position: 'relative', display: 'flex', flexDirection: 'column', gap: '3' })}
      onDragOver={(event) => {
        if (!accepts(event)) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(event) => {
        if (!accepts(event)) return;
        event.preventDefault();
        setDragging(false);
        addDropped(event.dataTransfer);
      }}
    >
      {children}
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
