import { randomBytes } from 'node:crypto';
import { rename, writeFile } from 'node:fs/promises';

/**
 * Replaces one of the portal's stored documents (a file under its data folder) the way the portal
 * writes them: the whole text to a file beside it, then renamed over it. Written in place, a
 * request of another test reading the document at that moment would find it empty or cut short,
 * and the portal removes a document that does not parse, so the change would be lost with it.
 */
export async function replaceStoredDocument(file: string, text: string): Promise<void> {
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, text, { mode: 0o600 });
  await rename(temporary, file);
}
