/**
 * What the library accepts, checked when a file is chosen, before a byte is sent: its size and
 * the characters of its name (SharePoint's rules).
 */
import { PortalError } from '../errors.ts';

/** Our limit (Graph's own is far higher); larger files belong in a transfer service. */
export const MAX_UPLOAD_SIZE = 250 * 1024 * 1024;

/** A file refused before any byte is sent. */
export class UploadRefused extends PortalError<'tooLarge' | 'invalidName'> {}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what Graph refuses
const INVALID_NAME = /["*:<>?/\\|\u0000-\u001f\u007f]/;

export function checkUpload(file: { name: string; size: number }): void {
  if (file.size > MAX_UPLOAD_SIZE) throw new UploadRefused('tooLarge');
  if (!file.name || file.name.trim() !== file.name || INVALID_NAME.test(file.name))
    throw new UploadRefused('invalidName');
}
