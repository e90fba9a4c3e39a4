/**
 * What the portal's viewer can show of a file: a PDF or an image as it is, an Office document as
 * the PDF Graph makes of it (`content?format=pdf`), anything else not at all (the viewer says so
 * and offers the download). Decided from the name and type Graph gives, before any byte is fetched.
 */
import { extensionOf, type FileItem } from './file-item.ts';

export type PreviewKind = 'pdf' | 'image' | 'converted' | 'none';

/** Images every browser draws (no SVG: it could run script in the portal's name). */
const IMAGES = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp', 'avif']);

/** The formats Graph converts to PDF (`format=pdf` in the driveItem content docs). */
const CONVERTED = new Set([
  'doc',
  'docx',
  'dot',
  'dotx',
  'odt',
  'rtf',
  'xls',
  'xlsx',
  'xlsm',
  'ods',
  'csv',
  'ppt',
  'pptx',
  'pps',
  'ppsx',
  'pot',
  'potx',
  'odp',
]);

export function previewKindOf(item: Pick<FileItem, 'type' | 'name' | 'mimeType'>): PreviewKind {
  if (item.type === 'Folder') return 'none';
  const extension = extensionOf(item.name);
  if (item.mimeType === 'application/pdf' || extension === 'pdf') return 'pdf';
  if (IMAGES.has(extension) || /^image\/(png|jpeg|gif|webp|bmp|avif)$/.test(item.mimeType)) return 'image';
  if (CONVERTED.has(extension)) return 'converted';
  return 'none';
}

/** Zoom steps of the viewer, as fractions of the page fitted to the viewer's width. */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;

export function zoomedIn(zoom: number): number {
  return ZOOM_STEPS.find((step) => step > zoom + 1e-9) ?? ZOOM_STEPS[ZOOM_STEPS.length - 1] ?? zoom;
}

export function zoomedOut(zoom: number): number {
  return [...ZOOM_STEPS].reverse().find((step) => step < zoom - 1e-9) ?? ZOOM_STEPS[0] ?? zoom;
}

/** What a key does in the viewer; the arrows follow the reading direction (in Arabic → goes back). */
export type ViewerAction = 'next' | 'previous' | 'first' | 'last' | 'zoomIn' | 'zoomOut' | 'fit';

export function viewerActionOf(key: string, rtl: boolean): ViewerAction | undefined {
  switch (key) {
    case 'PageDown':
      return 'next';
    case 'PageUp':
      return 'previous';
    case 'ArrowRight':
      return rtl ? 'previous' : 'next';
    case 'ArrowLeft':
      return rtl ? 'next' : 'previous';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    case '+':
    case '=':
      return 'zoomIn';
    case '-':
      return 'zoomOut';
    case '0':
      return 'fit';
    default:
      return undefined;
  }
}
