/**
 * Graph's conversion to PDF (`content?format=pdf`) for the stand-in: Word, Excel, PowerPoint, CSV
 * and text files become a one-page PDF of their text (pdf-lib, through documents.ts, which the
 * tenant already uses to seed its PDFs); a PDF is served as it is. Anything else Graph would not
 * convert either: 406 `notSupported`.
 */
import { readFile } from 'node:fs/promises';
import { pdfDocument } from './documents.ts';
import type { Drive, Entry } from './store.ts';
import { extractText } from './text.ts';

const CONVERTIBLE = new Set(['docx', 'xlsx', 'pptx', 'csv', 'txt']);

export function canConvertToPdf(name: string): boolean {
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  return extension === 'pdf' || CONVERTIBLE.has(extension);
}

/** The PDF rendition of a file, or undefined when Graph could not convert its type. */
export async function pdfRendition(drive: Drive, entry: Entry): Promise<Buffer | undefined> {
  if (entry.folder || !canConvertToPdf(entry.name)) return undefined;
  const bytes = await readFile(drive.absolute(entry.relPath));
  if (entry.name.toLowerCase().endsWith('.pdf')) return bytes;
  const lines = extractText(entry.name, bytes);
  return pdfDocument({
    title: entry.name,
    author: entry.lastModifiedBy?.displayName ?? entry.createdBy?.displayName ?? 'Local tenant',
    created: entry.modified,
    lines: lines.length > 0 ? lines : [''],
  });
}
