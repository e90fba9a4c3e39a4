/**
 * listItem and fieldValueSet JSON as Graph shapes them for an item of a document library: the
 * listItem's `id` (a small number), `eTag` (`"{guid},version"`), `contentType`, `fields` (the
 * library's columns, empty ones left out as SharePoint does, with the system fields and
 * `@odata.etag`). The eTag's version counts edits of the fields.
 */
import { defaultContentType, type ListItemRecord, listItemIdOf } from './fields.ts';
import { guidOf } from './ids.ts';
import { graphDate } from './items.ts';
import type { Drive, Entry } from './store.ts';

/** SharePoint's content type ids: Document and Folder are built in, Contract derives from Document. */
const CONTENT_TYPE_IDS: Record<string, string> = {
  Document: '0x0101',
  Folder: '0x0120',
  Contract: '0x0101009D1CB255DA76424F860D91F20E6C4118',
};

export function listItemETag(drive: Drive, relPath: string, version: number): string {
  return `"${guidOf(drive.siteKey, relPath)},${version}"`;
}

export async function listItemRecord(drive: Drive, relPath: string): Promise<ListItemRecord> {
  return (await drive.fields.get(relPath)) ?? { version: 1, fields: {} };
}

function contentTypeOf(entry: Entry, record: ListItemRecord): string {
  const stored = record.fields['ContentType'];
  return typeof stored === 'string' ? stored : defaultContentType(entry.relPath, entry.folder);
}

export function fieldValueSetJson(drive: Drive, entry: Entry, record: ListItemRecord): Record<string, unknown> {
  const eTag = listItemETag(drive, entry.relPath, record.version);
  const columns = Object.fromEntries(
    Object.entries(record.fields).filter(([name, value]) => value !== null && name !== 'ContentType'),
  );
  const dot = entry.name.lastIndexOf('.');
  return {
    '@odata.etag': eTag,
    FileLeafRef: entry.name,
    ...columns,
    id: listItemIdOf(drive.siteKey, entry.relPath),
    ContentType: contentTypeOf(entry, record),
    Created: graphDate(entry.created),
    Modified: graphDate(record.modified ? new Date(record.modified) : entry.modified),
    LinkFilename: entry.name,
    DocIcon: entry.folder || dot < 0 ? undefined : entry.name.slice(dot + 1),
    FileSizeDisplay: entry.folder ? undefined : String(entry.size),
    ItemChildCount: entry.folder ? String(entry.childCount) : '0',
    FolderChildCount: '0',
    _UIVersionString: `${record.version}.0`,
  };
}

export function listItemJson(
  drive: Drive,
  entry: Entry,
  record: ListItemRecord,
  options: { withFields: boolean; fieldsContext?: string },
): Record<string, unknown> {
  const eTag = listItemETag(drive, entry.relPath, record.version);
  const contentType = contentTypeOf(entry, record);
  const modifiedBy = record.modifiedBy ?? entry.lastModifiedBy;
  const identity = (person: typeof modifiedBy) =>
    person ? { user: { email: person.email, id: person.id, displayName: person.displayName } } : undefined;
  const item: Record<string, unknown> = {
    '@odata.etag': eTag,
    createdDateTime: graphDate(entry.created),
    eTag,
    id: listItemIdOf(drive.siteKey, entry.relPath),
    lastModifiedDateTime: graphDate(record.modified ? new Date(record.modified) : entry.modified),
    createdBy: identity(entry.createdBy),
    lastModifiedBy: identity(modifiedBy),
    parentReference: { id: guidOf(drive.siteKey, 'list'), siteId: drive.siteId },
    contentType: { id: CONTENT_TYPE_IDS[contentType] ?? '0x0101', name: contentType },
  };
  if (options.withFields) {
    if (options.fieldsContext) item['fields@odata.context'] = options.fieldsContext;
    item['fields'] = fieldValueSetJson(drive, entry, record);
  }
  return item;
}
