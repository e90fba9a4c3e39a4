import { UploadIcon } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../design-system/components/button/Button.tsx';
import type { Translate } from '../../i18n/texts.ts';
import { addUploads } from '../../stores/file-uploads.ts';

export interface UploadButtonProps {
  folderName: string;
  t: Translate;
  disabled?: boolean;
}

/** The folder chooser: not in React's attribute list, so it is passed as it is. */
const chooseFolder = { webkitdirectory: '' };

/**
 * Opens the file chooser, or the folder chooser; the chosen files join the upload queue, those of
 * a folder with the folders they sit in (their `webkitRelativePath`), so the structure is kept.
 */
export function UploadButton({ folderName, t, disabled }: UploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        aria-label={t('fileManager:upload.choose', { folder: folderName })}
        onChange={(event) => {
          const files = event.currentTarget.files;
          if (files?.length) addUploads(Array.from(files));
          event.currentTarget.value = '';
        }}
      />
      <input
        ref={folderInput}
        type="file"
        hidden
        {...chooseFolder}
        aria-label={t('fileTransfer:upload.chooseFolder', { folder: folderName })}
        onChange={(event) => {
          const files = event.currentTarget.files;
          if (files?.length)
            addUploads(
              Array.from(files, (file) => ({ file, folders: file.webkitRelativePath.split('/').slice(0, -1) })),
            );
          event.currentTarget.value = '';
        }}
      />
      <Button variant="outline" disabled={disabled} onClick={() => folderInput.current?.click()}>
        {t('fileTransfer:upload.folderButton')}
      </Button>
      <Button disabled={disabled} onClick={() => input.current?.click()}>
        <UploadIcon aria-hidden="true" size={16} />
        {t('fileManager:upload.button')}
      </Button>
    </>
  );
}
