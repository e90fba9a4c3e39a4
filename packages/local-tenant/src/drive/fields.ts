/**
 * The library's list-item fields (its columns, the contract facts among them), kept per item in
 * `<site-key>.fields.json` beside the library: written whole at seeding (before the library is
 * renamed into place) and on each edit (to a temporary file, then renamed), one edit at a time.
 * An item without a record has the system fields only; a file under CONTRACT_LOCKER has the
 * folder's default content type, Contract.
 */
import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  CONTRACT_COLUMNS,
  CONTRACT_CONTENT_TYPE,
  CONTRACT_FOLDER,
  type ContractColumn,
  type FieldValue,
  type FieldValues,
  STATUS_CHOICES,
} from './contracts.ts';
import { GraphFailure } from './graph-failure.ts';
import { fraction } from './ids.ts';
import type { Person } from './seed-tree.ts';

export interface ListItemRecord {
  /** Version of the list item: its eTag's number, raised by every edit. */
  version: number;
  fields: FieldValues;
  /** ISO date-time of the last edit of the fields. */
  modified?: string;
  modifiedBy?: Person;
}

export interface FieldsFile {
  /** The day the library was seeded: the "today" its contracts' dates were spread around. */
  seededOn: string;
  items: Record<string, ListItemRecord>;
}

export function fieldsPathOf(drivesDir: string, siteKey: string): string {
  return path.join(drivesDir, `${siteKey}.fields.json`);
}

export async function writeFieldsFile(file: string, content: FieldsFile): Promise<void> {
  const temp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temp, `${JSON.stringify(content)}\n`);
  await rename(temp, file);
}

/** The list item's id: SharePoint's are small whole numbers, stable for an item. */
export function listItemIdOf(siteKey: string, relPath: string): string {
  return String(1 + Math.floor(fraction(siteKey, relPath, 'listItem') * 999_999));
}

export function defaultContentType(relPath: string, folder: boolean): string {
  if (folder) return 'Folder';
  return relPath.startsWith(`${CONTRACT_FOLDER}/`) ? CONTRACT_CONTENT_TYPE : 'Document';
}

/** Fields the library keeps itself: a PATCH naming one is refused as read-only. */
const SYSTEM_FIELDS = new Set(
  [
    'id',
    'ContentType',
    'FileLeafRef',
    'Created',
    'Modified',
    'AuthorLookupId',
    'EditorLookupId',
    'LinkFilename',
    'LinkFilenameNoMenu',
    'DocIcon',
    'FileSizeDisplay',
    'ItemChildCount',
    'FolderChildCount',
    '_UIVersionString',
    'Edit',
  ].map((name) => name.toLowerCase()),
);

export class FieldsError extends GraphFailure {}

function validValue(column: ContractColumn, value: unknown): value is FieldValue {
  if (value === null) return true;
  switch (CONTRACT_COLUMNS[column]) {
    case 'text':
      return typeof value === 'string' && value.length <= 255;
    case 'dateTime':
      return (
        typeof value === 'string' && /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/.test(value) && !Number.isNaN(Date.parse(value))
      );
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'choice':
      return STATUS_CHOICES.includes(value as (typeof STATUS_CHOICES)[number]);
  }
}

/**
 * A PATCH body as the library takes it: a partial fieldValueSet of known, writable columns with
 * values of their kind (names case-insensitive, as SharePoint's); dates kept as Graph writes them.
 */
export function parseFieldsPatch(body: unknown): FieldValues {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new FieldsError(400, 'invalidRequest', 'The request body must be a fieldValueSet object.');
  const values: FieldValues = {};
  const columns = Object.keys(CONTRACT_COLUMNS) as ContractColumn[];
  for (const [name, value] of Object.entries(body)) {
    if (name.startsWith('@')) continue;
    const column = columns.find((known) => known.toLowerCase() === name.toLowerCase());
    if (!column) {
      if (SYSTEM_FIELDS.has(name.toLowerCase()))
        throw new FieldsError(400, 'invalidRequest', `Field '${name}' is read-only`);
      throw new FieldsError(400, 'invalidRequest', `Field '${name}' is not recognized`);
    }
    if (!validValue(column, value)) throw new FieldsError(400, 'invalidRequest', `Invalid value for field '${column}'`);
    values[column] =
      CONTRACT_COLUMNS[column] === 'dateTime' && typeof value === 'string'
        ? `${new Date(value).toISOString().slice(0, 19)}Z`
        : value;
  }
  return values;
}

/** `"…"`, `W/"…"` or `*`: the eTag an If-Match names, unquoted. */
function unquote(tag: string): string {
  return tag
    .trim()
    .replace(/^W\//, '')
    .replace(/^"(.*)"$/, '$1');
}

export interface Fields {
  /** The seeding day, or undefined for a library seeded before contracts existed. */
  seededOn(): Promise<string | undefined>;
  get(relPath: string): Promise<ListItemRecord | undefined>;
  /**
   * Applies a partial fieldValueSet, if `ifMatch` (when given) names the current eTag (made by
   * `eTagOf` from the version); answers the new record.
   */
  update(
    relPath: string,
    values: FieldValues,
    options: { ifMatch: string | undefined; eTagOf: (version: number) => string; person: Person },
  ): Promise<ListItemRecord>;
  /** Adds records (the benchmark's contracts) in one write. */
  addMany(records: Record<string, ListItemRecord>): Promise<void>;
}

export function openFields(file: string): Fields {
  let cache: FieldsFile | undefined;
  let writes: Promise<unknown> = Promise.resolve();
  const load = async (): Promise<FieldsFile> => {
    if (cache) return cache;
    try {
      const parsed = JSON.parse(await readFile(file, 'utf8')) as FieldsFile;
      cache = parsed && typeof parsed.items === 'object' ? parsed : { seededOn: '', items: {} };
    } catch {
      cache = { seededOn: '', items: {} };
    }
    return cache;
  };
  // One change at a time: the check of the eTag and the write belong together.
  const serially = <T>(change: (content: FieldsFile) => Promise<T>): Promise<T> => {
    const run = writes.then(async () => change(await load()));
    writes = run.catch(() => undefined);
    return run;
  };
  return {
    async seededOn() {
      return (await load()).seededOn || undefined;
    },
    async get(relPath) {
      return (await load()).items[relPath];
    },
    update(relPath, values, { ifMatch, eTagOf, person }) {
      return serially(async (content) => {
        const current = content.items[relPath] ?? { version: 1, fields: {} };
        if (ifMatch !== undefined && unquote(ifMatch) !== '*' && unquote(ifMatch) !== unquote(eTagOf(current.version)))
          throw new FieldsError(
            412,
            'resourceModified',
            'The resource has changed since the caller last read it; usually an eTag mismatch',
          );
        const next: ListItemRecord = {
          version: current.version + 1,
          fields: { ...current.fields, ...values },
          modified: new Date().toISOString(),
          modifiedBy: person,
        };
        const written: FieldsFile = { ...content, items: { ...content.items, [relPath]: next } };
        await writeFieldsFile(file, written);
        cache = written;
        return next;
      });
    },
    addMany(records) {
      return serially(async (content) => {
        const written: FieldsFile = { ...content, items: { ...content.items, ...records } };
        await writeFieldsFile(file, written);
        cache = written;
      });
    },
  };
}
