import { describe, expect, it } from 'vitest';
import { checkUpload, MAX_UPLOAD_SIZE, UploadRefused } from './upload-rules.ts';

describe('what the library accepts', () => {
  it('takes a file up to the limit with an ordinary name', () => {
    expect(() => checkUpload({ name: 'Signed order (v2).pdf', size: MAX_UPLOAD_SIZE })).not.toThrow();
  });

  it('refuses a file over the limit', () => {
    expect(() => checkUpload({ name: 'huge.zip', size: MAX_UPLOAD_SIZE + 1 })).toThrow(new UploadRefused('tooLarge'));
  });

  it('refuses names with a character SharePoint does not accept, or with spaces around them', () => {
    for (const name of ['Q3: plan?.txt', 'a/b.pdf', 'tab\there.txt', ' leading.txt', 'trailing.txt ', ''])
      expect(() => checkUpload({ name, size: 1 }), name).toThrow(new UploadRefused('invalidName'));
  });
});
