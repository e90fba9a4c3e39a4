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

/** Opens the file chooser; the chosen files join the upload queue. */
export function UploadButton({ folderName, t, disabled }: UploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
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
      <Button disabled={disabled} onClick={() => input.current?.click()}>
        <UploadIcon aria-hidden="true" size={16} />
        {t('fileManager:upload.button')}
      </Button>
    </>
  );
}
