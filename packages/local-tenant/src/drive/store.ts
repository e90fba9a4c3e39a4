/**
 * The drive store: each seed client's document library as real files under
 * `<dataDir>/tenant/drives/<site-key>/`, with per-item metadata that files cannot carry (who
 * uploaded, version) in `<site-key>.meta.json` beside it, and an index from item ids to paths.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, type Dirent, readFileSync, type Stats } from 'node:fs';
import { lstat, mkdir, readdir, readFile, rename, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { tenantDir } from '../keys.ts';
import type { SeedClient } from '../seed.ts';
import { OLD_REGISTER_PATH, planContracts } from './contracts.ts';
import { type Fields, fieldsPathOf, openFields, writeFieldsFile } from './fields.ts';
import { driveIdOf, fraction, itemIdOf, siteKeyOf } from './ids.ts';
import { plannedLibrary } from './plan-cache.ts';
import { createQuickXor } from './quickxor.ts';
import { type Person, peopleOf, todayUtc } from './seed-tree.ts';

export function drivesDir(dataDir: string): string {
  return path.join(tenantDir(dataDir), 'drives');
}

export function driveRootOf(dataDir: string, siteId: string): string {
  return path.join(drivesDir(dataDir), siteKeyOf(siteId));
}

/** Names SharePoint refuses: empty, `.`/`..`, reserved characters, control characters, outer spaces, over 255 bytes. */
export function isValidName(name: string): boolean {
  return (
    name.length > 0 &&
    name !== '.' &&
    name !== '..' &&
    name.trim() === name &&
    Buffer.byteLength(name) <= 255 &&
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
    !/["*:<>?/\\|\u0000-\u001f\u007f]/.test(name)
  );
}

export function joinPath(parent: string, name: string): string {
  return parent ? `${parent}/${name}` : name;
}

export function parentOf(relPath: string): string {
  const at = relPath.lastIndexOf('/');
  return at < 0 ? '' : relPath.slice(0, at);
}

export function nameOf(relPath: string): string {
  return relPath.slice(relPath.lastIndexOf('/') + 1);
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: false });

/** Graph's order of children: by name, ignoring case (ties broken by code units, so the order is total). */
export function compareNames(a: string, b: string): number {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

export interface ItemMeta {
  createdBy?: Person;
  /** null: nobody recorded (the portal shows 'No one!'). */
  lastModifiedBy?: Person | null;
  /** ISO date-time of creation. */
  created?: string;
  /** Content version, for eTag and cTag. */
  version?: number;
  /** Earlier versions kept when the content was replaced (versions.ts), oldest first. */
  versions?: KeptVersion[];
  /** Who has the file checked out (organise.ts): others get 423 on writes. */
  checkedOutBy?: Person;
}

export interface KeptVersion {
  version: number;
  modified: string;
  lastModifiedBy: Person | null;
  size: number;
}

export interface Entry {
  /** Path relative to the drive root; '' for the root. */
  relPath: string;
  name: string;
  folder: boolean;
  size: number;
  modified: Date;
  created: Date;
  /** Folders: number of children. */
  childCount: number;
  createdBy: Person | undefined;
  lastModifiedBy: Person | undefined;
  version: number;
}

export interface Drive {
  siteId: string;
  siteKey: string;
  driveId: string;
  client: SeedClient;
  /** Absolute folder of the library. */
  root: string;
  absolute(relPath: string): string;
  idOf(relPath: string): string;
  /** The path of the item with this id, or undefined. */
  resolveId(id: string): Promise<string | undefined>;
  entry(relPath: string): Promise<Entry | undefined>;
  /** Names of a folder's children in Graph's order (files and folders only). */
  childNames(relPath: string): Promise<string[]>;
  quickXorHash(entry: Entry): Promise<string>;
  /** Records what this process wrote: index, caches, metadata. */
  recordWrite(relPath: string, meta: ItemMeta, hash?: string): Promise<void>;
  meta(relPath: string): Promise<ItemMeta | undefined>;
  /** The list-item fields of the library's items (the contract columns among them). */
  fields: Fields;
  /**
   * After a rename or move on disk: the item and everything below it keep their ids and metadata
   * at the new path (Graph ids do not change on a move); the old path's id is retired.
   */
  relocate(from: string, to: string): Promise<void>;
  /** After a delete on disk: drops the metadata below `relPath` and retires its ids. */
  forget(relPath: string): Promise<void>;
}

async function exists(file: string): Promise<boolean> {
  try {
    await lstat(file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/**
 * Seeds a client's library if its folder does not exist yet: written to a temporary folder first
 * and renamed into place, so a library is either complete or absent. Its list-item fields (the
 * contracts' facts, dates spread around `today`) are written before the rename. Returns whether it seeded.
 */
export async function ensureSeeded(dataDir: string, client: SeedClient, today: string = todayUtc()): Promise<boolean> {
  const root = driveRootOf(dataDir, client.siteID);
  if (await exists(root)) return false;
  await mkdir(drivesDir(dataDir), { recursive: true });
  const temp = path.join(drivesDir(dataDir), `.${path.basename(root)}.seeding-${randomBytes(6).toString('hex')}`);
  try {
    const plan = await plannedLibrary(client, today);
    await writeFieldsFile(fieldsPathOf(drivesDir(dataDir), siteKeyOf(client.siteID)), {
      seededOn: today,
      items: {
        [OLD_REGISTER_PATH]: { version: 1, fields: { ContentType: 'Document', Title: 'Contract register' } },
        ...Object.fromEntries(
          planContracts(client, today).map((contract) => [contract.path, { version: 1, fields: contract.fields }]),
        ),
      },
    });
    await mkdir(temp);
    for (const item of plan) if (!item.data) await mkdir(path.join(temp, ...item.path.split('/')), { recursive: true });
    await Promise.all(
      plan.flatMap((item) => (item.data ? [writeFile(path.join(temp, ...item.path.split('/')), item.data)] : [])),
    );
    // Deepest first, so writing a child does not move its folder's date again.
    const byDepth = [...plan].sort((a, b) => b.path.split('/').length - a.path.split('/').length);
    for (const item of byDepth) await utimes(path.join(temp, ...item.path.split('/')), item.modified, item.modified);
    const latest = new Date(Math.max(...plan.map((item) => item.modified.getTime())));
    await utimes(temp, latest, latest);
    await rename(temp, root);
    return true;
  } catch (error) {
    await rm(temp, { recursive: true, force: true });
    const code = (error as NodeJS.ErrnoException).code;
    if ((code === 'ENOTEMPTY' || code === 'EEXIST') && (await exists(root))) return false;
    throw error;
  }
}

function readJsonObject(file: string): Record<string, string> {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

function toDate(ms: number): Date {
  return new Date(Math.floor(ms / 1000) * 1000);
}

interface MetaFile {
  items: Record<string, ItemMeta>;
}

async function saveAtomically(file: string, value: unknown): Promise<void> {
  const temp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temp, `${JSON.stringify(value, null, 1)}\n`);
  await rename(temp, file);
}

export function openDrive(dataDir: string, client: SeedClient): Drive {
  const siteId = client.siteID;
  const siteKey = siteKeyOf(siteId);
  const root = driveRootOf(dataDir, siteId);
  const metaPath = path.join(drivesDir(dataDir), `${siteKey}.meta.json`);
  const people = peopleOf(client);
  const overrides = new Map<string, string>();
  if (!client.parentID.includes('-')) overrides.set('', client.parentID);
  overrides.set('Uploads', client.LibraryUploadID);

  // Ids that do not follow from the path: kept by items that were renamed or moved, and fresh ones
  // for paths whose default id an item took with it (so a new item there gets a new id, like Graph's).
  const idsPath = path.join(drivesDir(dataDir), `${siteKey}.ids.json`);
  const carried = new Map<string, string>(Object.entries(readJsonObject(idsPath)));
  const idOf = (relPath: string) => overrides.get(relPath) ?? carried.get(relPath) ?? itemIdOf(siteKey, relPath);
  const absolute = (relPath: string) => (relPath ? path.join(root, ...relPath.split('/')) : root);

  let index: Map<string, string> | undefined;
  let indexedAt = 0;
  let indexing: Promise<Map<string, string>> | undefined;
  const buildIndex = async (): Promise<Map<string, string>> => {
    const map = new Map<string, string>([[idOf(''), '']]);
    const pending = [''];
    for (let folder = pending.pop(); folder !== undefined; folder = pending.pop()) {
      let children: Dirent[];
      try {
        children = await readdir(absolute(folder), { withFileTypes: true });
      } catch {
        continue;
      }
      for (const child of children) {
        if (!child.isFile() && !child.isDirectory()) continue;
        const relPath = joinPath(folder, child.name);
        map.set(idOf(relPath), relPath);
        if (child.isDirectory()) pending.push(relPath);
      }
    }
    index = map;
    indexedAt = Date.now();
    return map;
  };
  const currentIndex = () => {
    if (index) return Promise.resolve(index);
    indexing ??= buildIndex().finally(() => {
      indexing = undefined;
    });
    return indexing;
  };

  let metaCache: MetaFile | undefined;
  let metaWrites: Promise<unknown> = Promise.resolve();
  const loadMeta = async (): Promise<MetaFile> => {
    if (metaCache) return metaCache;
    try {
      const parsed = JSON.parse(await readFile(metaPath, 'utf8')) as MetaFile;
      metaCache = parsed && typeof parsed.items === 'object' ? parsed : { items: {} };
    } catch {
      metaCache = { items: {} };
    }
    return metaCache;
  };

  const hashes = new Map<string, string>();
  const folderSizes = new Map<string, { size: number; at: number }>();

  // Sorted child names per folder, reused while the folder's mtime is unchanged (a large folder
  // is read and sorted once, not once per page).
  const listings = new Map<string, { mtimeMs: number; names: string[] }>();
  const childNames = async (relPath: string): Promise<string[]> => {
    const { mtimeMs } = await lstat(absolute(relPath));
    const cached = listings.get(relPath);
    if (cached?.mtimeMs === mtimeMs) return cached.names;
    const children = await readdir(absolute(relPath), { withFileTypes: true });
    const names = children
      .filter((child) => child.isFile() || child.isDirectory())
      .map((child) => child.name)
      .sort(compareNames);
    if (listings.size > 1000) listings.clear();
    listings.set(relPath, { mtimeMs, names });
    return names;
  };

  const folderSize = async (relPath: string): Promise<number> => {
    const cached = folderSizes.get(relPath);
    if (cached && Date.now() - cached.at < 5000) return cached.size;
    let size = 0;
    const pending = [absolute(relPath)];
    for (let folder = pending.pop(); folder !== undefined; folder = pending.pop()) {
      const children = await readdir(folder, { withFileTypes: true }).catch(() => []);
      for (const child of children) {
        const full = path.join(folder, child.name);
        if (child.isDirectory()) pending.push(full);
        else if (child.isFile()) size += (await lstat(full).catch(() => undefined))?.size ?? 0;
      }
    }
    folderSizes.set(relPath, { size, at: Date.now() });
    return size;
  };

  const drive: Drive = {
    siteId,
    siteKey,
    driveId: driveIdOf(siteId),
    client,
    root,
    absolute,
    idOf,
    async resolveId(id) {
      const found = (await currentIndex()).get(id);
      if (found !== undefined) return found;
      // Files may have been added behind the tenant's back (a seeding script): look again, at most once a second.
      if (Date.now() - indexedAt < 1000) return undefined;
      index = undefined;
      return (await currentIndex()).get(id);
    },
    async entry(relPath) {
      let stats: Stats;
      try {
        stats = await lstat(absolute(relPath));
      } catch {
        return undefined;
      }
      const folder = stats.isDirectory();
      if (!folder && !stats.isFile()) return undefined;
      const meta = (await loadMeta()).items[relPath];
      const modified = toDate(stats.mtimeMs);
      const seedAge = Math.floor(fraction(siteKey, relPath, 'age') * (folder ? 30 : 90)) * 86_400_000;
      const created = meta?.created ? new Date(meta.created) : new Date(modified.getTime() - seedAge);
      const person = (salt: string) => people[Math.floor(fraction(siteKey, relPath, salt) * people.length)];
      const createdBy = meta?.createdBy ?? person('createdBy');
      let lastModifiedBy: Person | undefined;
      if (meta && meta.lastModifiedBy !== undefined) lastModifiedBy = meta.lastModifiedBy ?? undefined;
      else if (folder || fraction(siteKey, relPath, 'nobody') >= 0.2)
        lastModifiedBy = fraction(siteKey, relPath, 'same') < 0.5 ? createdBy : person('lastModifiedBy');
      return {
        relPath,
        name: relPath ? nameOf(relPath) : 'root',
        folder,
        size: folder ? await folderSize(relPath) : stats.size,
        modified,
        created,
        childCount: folder ? (await childNames(relPath).catch(() => [])).length : 0,
        createdBy,
        lastModifiedBy,
        version: meta?.version ?? 1,
      };
    },
    childNames,
    async quickXorHash(entry) {
      const key = `${entry.relPath}\u0000${entry.size}\u0000${entry.modified.getTime()}\u0000${entry.version}`;
      const known = hashes.get(key);
      if (known) return known;
      const hash = createQuickXor();
      if (entry.size <= 1024 * 1024) hash.update(await readFile(absolute(entry.relPath)));
      else for await (const chunk of createReadStream(absolute(entry.relPath))) hash.update(chunk as Buffer);
      const value = hash.digest();
      if (hashes.size > 50_000) hashes.clear();
      hashes.set(key, value);
      return value;
    },
    async recordWrite(relPath, meta, hash) {
      folderSizes.clear();
      if (index) {
        const parts = relPath.split('/');
        for (let i = 1; i <= parts.length; i++) {
          const prefix = parts.slice(0, i).join('/');
          index.set(idOf(prefix), prefix);
        }
      }
      const write = metaWrites.then(async () => {
        const file = await loadMeta();
        file.items[relPath] = meta;
        const temp = `${metaPath}.${randomBytes(4).toString('hex')}.tmp`;
        await writeFile(temp, `${JSON.stringify(file, null, 1)}\n`);
        await rename(temp, metaPath);
      });
      metaWrites = write.catch(() => undefined);
      await write;
      if (hash) {
        const entry = await drive.entry(relPath);
        if (entry)
          hashes.set(`${relPath}\u0000${entry.size}\u0000${entry.modified.getTime()}\u0000${entry.version}`, hash);
      }
    },
    async meta(relPath) {
      return (await loadMeta()).items[relPath];
    },
    fields: openFields(fieldsPathOf(drivesDir(dataDir), siteKey)),
    async relocate(from, to) {
      const under = (relPath: string) => relPath === from || relPath.startsWith(`${from}/`);
      const moved = (relPath: string) => to + relPath.slice(from.length);
      const paths = new Set<string>([from]);
      for (const known of carried.keys()) if (under(known)) paths.add(known);
      const file = await loadMeta();
      for (const known of Object.keys(file.items)) if (under(known)) paths.add(known);
      // Every item below the moved one, as found on disk at its new place.
      const pending = [to];
      for (let folder = pending.pop(); folder !== undefined; folder = pending.pop()) {
        paths.add(from + folder.slice(to.length));
        const children = await readdir(absolute(folder), { withFileTypes: true }).catch(() => []);
        for (const child of children)
          if (child.isDirectory() || child.isFile()) {
            const relPath = joinPath(folder, child.name);
            if (child.isDirectory()) pending.push(relPath);
            else paths.add(from + relPath.slice(to.length));
          }
      }
      const ids = [...paths].map((old) => [old, idOf(old)] as const);
      for (const [old] of ids) carried.delete(old);
      for (const [old, id] of ids) {
        carried.set(moved(old), id);
        carried.set(old, itemIdOf(siteKey, `${old}\u0000${randomBytes(8).toString('hex')}`));
      }
      await rewrite((items) => {
        for (const key of Object.keys(items))
          if (under(key)) {
            const meta = items[key];
            delete items[key];
            if (meta) items[moved(key)] = meta;
          }
      });
    },
    async forget(relPath) {
      const under = (known: string) => known === relPath || known.startsWith(`${relPath}/`);
      for (const known of carried.keys()) if (under(known)) carried.delete(known);
      carried.set(relPath, itemIdOf(siteKey, `${relPath}\u0000${randomBytes(8).toString('hex')}`));
      await rewrite((items) => {
        for (const key of Object.keys(items)) if (under(key)) delete items[key];
      });
    },
  };

  /** Saves the id map and the metadata after `change`, and drops what the caches knew. */
  async function rewrite(change: (items: Record<string, ItemMeta>) => void): Promise<void> {
    index = undefined;
    listings.clear();
    folderSizes.clear();
    const write = metaWrites.then(async () => {
      const file = await loadMeta();
      change(file.items);
      await saveAtomically(metaPath, file);
      await saveAtomically(idsPath, Object.fromEntries(carried));
    });
    metaWrites = write.catch(() => undefined);
    await write;
  }
  return drive;
}

/** The drives of the seed clients, seeded on first use (or by `prepareAll`) and then opened. */
export interface Drives {
  /** The drive of a site, or undefined for an unknown site. */
  bySite(siteId: string): Promise<Drive | undefined>;
  byDriveId(driveId: string): Promise<Drive | undefined>;
  bySiteKey(siteKey: string): Promise<Drive | undefined>;
  /** Seeds every library that is missing (in the background of a start). */
  prepareAll(): Promise<void>;
  /** Resolves once no seeding is under way (before the data folder may go away). */
  settled(): Promise<void>;
}

export function createDrives(
  dataDir: string,
  clients: readonly SeedClient[],
  options: {
    /** Extra seeding after a client's library exists (the benchmark folder). */
    afterSeed?: (client: SeedClient) => Promise<void>;
    /** The day new libraries' contracts are seeded around (`YYYY-MM-DD`), default today in UTC. */
    today?: string;
  } = {},
): Drives {
  const open = new Map<string, Promise<Drive>>();
  const get = (client: SeedClient) => {
    let drive = open.get(client.siteID);
    if (!drive) {
      drive = ensureSeeded(dataDir, client, options.today)
        .then(() => options.afterSeed?.(client))
        .then(() => openDrive(dataDir, client));
      open.set(client.siteID, drive);
      drive.catch(() => open.delete(client.siteID));
    }
    return drive;
  };
  return {
    async bySite(siteId) {
      const client = clients.find((c) => c.siteID === siteId);
      return client ? get(client) : undefined;
    },
    async byDriveId(driveId) {
      const client = clients.find((c) => driveIdOf(c.siteID) === driveId);
      return client ? get(client) : undefined;
    },
    async bySiteKey(siteKey) {
      const client = clients.find((c) => siteKeyOf(c.siteID) === siteKey);
      return client ? get(client) : undefined;
    },
    async prepareAll() {
      await Promise.all(clients.map(get));
    },
    async settled() {
      await Promise.allSettled(open.values());
    },
  };
}
