/**
 * The file item of docs/data.md, made from a Graph driveItem. `modifiedBy` is null when Graph names nobody;
 * the list and the details then show no name at all (a placeholder read like a person's name).
 */

/** The part of Graph's driveItem the file manager reads. */
export interface DriveItem {
  id: string;
  name: string;
  size?: number;
  eTag?: string;
  webUrl?: string;
  createdDateTime?: string;
  lastModifiedDateTime?: string;
  createdBy?: IdentitySet;
  lastModifiedBy?: IdentitySet;
  parentReference?: { id?: string; path?: string; driveId?: string };
  file?: { mimeType?: string };
  folder?: { childCount?: number };
  root?: object;
  '@microsoft.graph.downloadUrl'?: string;
  thumbnails?: ThumbnailSet[];
}

interface IdentitySet {
  user?: { displayName?: string; email?: string; id?: string };
  application?: { displayName?: string };
}

interface Thumbnail {
  url?: string;
  width?: number;
  height?: number;
}

interface ThumbnailSet {
  small?: Thumbnail;
  medium?: Thumbnail;
  large?: Thumbnail;
}

export type FileType = 'Folder' | 'Document';

export interface FileItem {
  id: string;
  name: string;
  type: FileType;
  /** 'folder', or the file's extension in lower case ('' when it has none). */
  icon: string;
  /** Where the library shows the item (Graph webUrl). */
  url: string;
  /** Short-lived pre-authenticated download link; '' for folders. */
  downloadUrl: string;
  /** The SharePoint list item's unique id (the GUID of the eTag), else the drive item id. */
  entityId: string;
  parentId: string;
  classified: false;
  created: string;
  owner: string;
  modified: string;
  modifiedBy: string | null;
  size: number;
  /** Small thumbnail for the list, '' when the library has none. */
  thumbnail: string;
  /** Large thumbnail for the details panel, '' when none. */
  preview: string;
  mimeType: string;
  /** Number of children of a folder. */
  childCount: number;
  /** Graph's version tag of the item, sent back as If-Match when it is changed. */
  eTag?: string;
  /** Who added the item (e-mail, else Graph's user id): a client organises only what they added. */
  createdById?: string;
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

const nameOf = (identity: IdentitySet | undefined) =>
  identity?.user?.displayName || identity?.user?.email || identity?.application?.displayName || null;

/** `"{GUID},3"` → `GUID` */
function entityIdOf(item: DriveItem): string {
  const match = /\{([0-9a-f-]{36})\}/i.exec(item.eTag ?? '');
  return match?.[1] ?? item.id;
}

export function toFileItem(item: DriveItem): FileItem {
  const folder = item.folder !== undefined;
  const createdById = (item.createdBy?.user?.email ?? item.createdBy?.user?.id ?? '').toLowerCase();
  const thumbnails = item.thumbnails?.[0];
  return {
    id: item.id,
    name: item.name,
    type: folder ? 'Folder' : 'Document',
    icon: folder ? 'folder' : extensionOf(item.name),
    url: item.webUrl ?? '',
    downloadUrl: item['@microsoft.graph.downloadUrl'] ?? '',
    entityId: entityIdOf(item),
    parentId: item.parentReference?.id ?? '',
    classified: false,
    created: item.createdDateTime ?? '',
    owner: nameOf(item.createdBy) ?? '',
    modified: item.lastModifiedDateTime ?? '',
    modifiedBy: nameOf(item.lastModifiedBy),
    size: item.size ?? 0,
    thumbnail: thumbnails?.small?.url ?? thumbnails?.medium?.url ?? '',
    preview: thumbnails?.large?.url ?? thumbnails?.medium?.url ?? '',
    mimeType: item.file?.mimeType ?? '',
    childCount: item.folder?.childCount ?? 0,
    ...(item.eTag ? { eTag: item.eTag } : {}),
    ...(createdById ? { createdById } : {}),
  };
}

/** What the browser can show in a tab by itself (no HTML or SVG: they would run in our name). */
const VIEWABLE = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'text/plain',
  'text/csv',
]);

export function isViewable(item: Pick<FileItem, 'type' | 'mimeType'>): boolean {
  return item.type === 'Document' && VIEWABLE.has(item.mimeType);
}
