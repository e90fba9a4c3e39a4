/**
 * driveItem JSON exactly as Graph shapes it for a SharePoint document library, with the
 * pre-authenticated download, view and thumbnail links of the tenant.
 */
import { open } from 'node:fs/promises';
import { guidOf } from './ids.ts';
import { fitInto, imageSize, PAGE_SIZE, type Size } from './images.ts';
import { DOWNLOAD_MOUNT, type Links, THUMBNAIL_MOUNT, type ThumbnailSize, VIEW_MOUNT } from './links.ts';
import type { Person } from './seed-tree.ts';
import { type Drive, type Entry, parentOf } from './store.ts';

const MIME_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  csv: 'text/csv',
  txt: 'text/plain',
  json: 'application/json',
  xml: 'application/xml',
  html: 'text/html',
  htm: 'text/html',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  zip: 'application/zip',
  msg: 'application/vnd.ms-outlook',
  eml: 'message/rfc822',
};

export function mimeTypeOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return (dot > 0 && MIME_TYPES[name.slice(dot + 1).toLowerCase()]) || 'application/octet-stream';
}

/** Types a browser may show inline without running anything (no HTML, no SVG). */
export function isSafeInline(mimeType: string): boolean {
  return ['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp', 'text/plain', 'text/csv'].includes(
    mimeType,
  );
}

/** Graph's date-time format: seconds precision, `Z`. */
export function graphDate(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

function identity(person: Person | undefined) {
  return person ? { user: { email: person.email, id: person.id, displayName: person.displayName } } : undefined;
}

const THUMBNAIL_BOXES: Record<ThumbnailSize, number> = { small: 96, medium: 176, large: 800 };

/** Size of an image file from its first bytes (PNG, JPEG), or undefined. */
export async function imageFileSize(file: string): Promise<Size | undefined> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(65_536);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return imageSize(head.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

/** What a thumbnail is made from: the image itself, or the PDF page placeholder. */
export async function thumbnailSource(
  drive: Drive,
  entry: Entry,
): Promise<{ kind: 'image' | 'pdf'; size: Size } | undefined> {
  if (entry.folder) return undefined;
  const type = mimeTypeOf(entry.name);
  if (type === 'application/pdf') return { kind: 'pdf', size: PAGE_SIZE };
  if (type === 'image/png' || type === 'image/jpeg') {
    const size = await imageFileSize(drive.absolute(entry.relPath)).catch(() => undefined);
    return size ? { kind: 'image', size } : undefined;
  }
  return undefined;
}

/** Declared (and served) size of a thumbnail: images are never enlarged, PDF pages are rendered to size. */
export function thumbnailDimensions(source: { kind: 'image' | 'pdf'; size: Size }, size: ThumbnailSize): Size {
  return fitInto(source.size, THUMBNAIL_BOXES[size], source.kind === 'pdf');
}

export interface RenderContext {
  /** Absolute origin of the tenant, e.g. `http://localhost:4400`. */
  baseUrl: string;
  links: Links;
  thumbnails: boolean;
  select?: readonly string[];
}

/** The item's eTag as SharePoint writes it: `"{GUID},version"`. */
export function eTagOf(drive: Drive, entry: Entry): string {
  return `"{${guidOf(drive.siteKey, entry.relPath).toUpperCase()}},${entry.version}"`;
}

export async function driveItemJson(
  drive: Drive,
  entry: Entry,
  context: RenderContext,
): Promise<Record<string, unknown>> {
  const { baseUrl, links } = context;
  const link = (mount: string, kind: 'd' | 'v') =>
    `${baseUrl}${mount}/${links.sign({ s: drive.siteKey, p: entry.relPath, k: kind })}`;
  const guid = guidOf(drive.siteKey, entry.relPath).toUpperCase();
  const isRoot = entry.relPath === '';
  const parentPath = parentOf(entry.relPath);
  const item: Record<string, unknown> = {};
  if (!entry.folder) item['@microsoft.graph.downloadUrl'] = link(DOWNLOAD_MOUNT, 'd');
  item['createdDateTime'] = graphDate(entry.created);
  item['eTag'] = eTagOf(drive, entry);
  item['id'] = drive.idOf(entry.relPath);
  item['lastModifiedDateTime'] = graphDate(entry.modified);
  item['name'] = entry.name;
  item['webUrl'] = link(VIEW_MOUNT, 'v');
  item['cTag'] = `"c:{${guid}},${entry.version}"`;
  item['size'] = entry.size;
  const createdBy = identity(entry.createdBy);
  if (createdBy) item['createdBy'] = createdBy;
  const lastModifiedBy = identity(entry.lastModifiedBy);
  if (lastModifiedBy) item['lastModifiedBy'] = lastModifiedBy;
  item['parentReference'] = isRoot
    ? { driveType: 'documentLibrary', driveId: drive.driveId }
    : {
        driveType: 'documentLibrary',
        driveId: drive.driveId,
        id: drive.idOf(parentPath),
        path: `/drive/root:${parentPath ? `/${parentPath}` : ''}`,
        siteId: drive.siteId,
      };
  if (entry.folder) item['folder'] = { childCount: entry.childCount };
  else item['file'] = { mimeType: mimeTypeOf(entry.name), hashes: { quickXorHash: await drive.quickXorHash(entry) } };
  item['fileSystemInfo'] = {
    createdDateTime: graphDate(entry.created),
    lastModifiedDateTime: graphDate(entry.modified),
  };
  const source = context.thumbnails || !entry.folder ? await thumbnailSource(drive, entry) : undefined;
  if (source?.kind === 'image') item['image'] = { height: source.size.height, width: source.size.width };
  if (isRoot) item['root'] = {};
  if (context.thumbnails) {
    const set: Record<string, unknown> = { id: '0' };
    for (const size of ['large', 'medium', 'small'] as const) {
      if (!source) break;
      const { width, height } = thumbnailDimensions(source, size);
      const token = links.sign({ s: drive.siteKey, p: entry.relPath, k: 't', z: size });
      set[size] = { height, width, url: `${baseUrl}${THUMBNAIL_MOUNT}/${token}` };
    }
    item['thumbnails'] = source ? [set] : [];
  }
  return context.select ? selectFields(item, context.select) : item;
}

/** `$select`: the named properties, plus the instance annotations Graph always keeps. */
export function selectFields(item: Record<string, unknown>, select: readonly string[]): Record<string, unknown> {
  const wanted = new Set(select.map((name) => name.toLowerCase()));
  return Object.fromEntries(
    Object.entries(item).filter(([key]) => key.startsWith('@') || key === 'id' || wanted.has(key.toLowerCase())),
  );
}
