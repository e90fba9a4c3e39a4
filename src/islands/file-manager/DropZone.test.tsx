import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { carriesFiles, DropZone } from './DropZone.tsx';
import { fileManagerTexts } from './examples.ts';

const { t } = fileManagerTexts('en');

describe('the drop zone', () => {
  it('takes files from the computer where the library takes uploads, and never a dragged row', () => {
    expect(carriesFiles(['Files'], true)).toBe(true);
    expect(carriesFiles(['Files'], false)).toBe(false);
    expect(carriesFiles(['application/x-portal-item'], true)).toBe(false);
  });

  it('holds the file manager, and says nothing until files are dragged over it', () => {
    const html = renderToStaticMarkup(
      <DropZone takesUploads t={t} rootRef={null}>
        <p>rows</p>
      </DropZone>,
    );
    expect(html).toContain('data-testid="file-manager"');
    expect(html).toContain('<p>rows</p>');
    expect(html).not.toContain(t('fileManager:upload.drop', { folder: 'Uploads' }));
  });
});
