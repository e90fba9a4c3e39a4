import { UploadIcon } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/design-system/components/button/Button.tsx';
import { interpolate } from '@/i18n/interpolate.ts';
import { addUploads } from '@/stores/file-uploads.ts';
import type { FileManagerTexts } from './texts.ts';

export interface UploadButtonProps {
  folderName: string;
  texts: FileManagerTexts;
  disabled?: boolean;
}

/** Opens the file chooser; the chosen files join the upload queue. */
export function UploadButton({ folderName, texts, disabled }: UploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        aria-label={interpolate(texts.upload.choose, { folder: folderName })}
        onChange={(event) => {
          const files = event.currentTarget.files;
          if (files?.length) addUploads(Array.from(files));
          event.currentTarget.value = '';
        }}
      />
      <Button disabled={disabled} onClick={() => input.current?.click()}>
        <UploadIcon aria-hidden="true" size={16} />
        {texts.upload.button}
      </Button>
    </>
  );
}
