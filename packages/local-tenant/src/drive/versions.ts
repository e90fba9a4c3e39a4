/**
 * Versions of a file, as SharePoint keeps them: replacing the content (an upload with `replace`,
 * or `restoreVersion`) first keeps the current content as version N, and the file becomes N+1.
 * Kept versions are hard links (or copies) under `<site-key>.versions/<item-id>/<N>` beside the
 * library, their facts in the item's metadata; they follow the item through renames and moves
 * because item ids do. Version ids are SharePoint's `N.0`; the current version is listed first.
 */
import { copyFile, link, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { graphDate } from './items.ts';
import type { Person } from './seed-tree.ts';
import type { Drive, Entry, ItemMeta, KeptVersion } from './store.ts';

export function versionsFolder(drive: Drive, relPath: string): string {
  return path.join(path.dirname(drive.root), `${drive.siteKey}.versions`, drive.idOf(relPath));
}

/** Keeps the current content of the file at `relPath` as a version, before it is replaced. */
export async function keepVersion(drive: Drive, relPath: string): Promise<ItemMeta> {
  const entry = await drive.entry(relPath);
  const meta = (await drive.meta(relPath)) ?? {};
  if (!entry || entry.folder) return meta;
  const folder = versionsFolder(drive, relPath);
  await mkdir(folder, { recursive: true });
  const kept = path.join(folder, String(entry.version));
  await rm(kept, { force: true });
  try {
    await link(drive.absolute(relPath), kept);
  } catch {
    await copyFile(drive.absolute(relPath), kept);
  }
  const version: KeptVersion = {
    version: entry.version,
    modified: entry.modified.toISOString(),
    lastModifiedBy: entry.lastModifiedBy ?? null,
    size: entry.size,
  };
  const versions = [...(meta.versions ?? []).filter((v) => v.version !== entry.version), version];
  return { ...meta, versions };
}

function identity(person: Person | null | undefined) {
  return person ? { user: { email: person.email, id: person.id, displayName: person.displayName } } : undefined;
}

/** `driveItemVersion` resources, current first. */
export function versionList(entry: Entry, meta: ItemMeta | undefined): Record<string, unknown>[] {
  const current = {
    id: `${entry.version}.0`,
    lastModifiedDateTime: graphDate(entry.modified),
    size: entry.size,
    ...(entry.lastModifiedBy ? { lastModifiedBy: identity(entry.lastModifiedBy) } : {}),
  };
  const kept = [...(meta?.versions ?? [])]
    .sort((a, b) => b.version - a.version)
    .map((v) => ({
      id: `${v.version}.0`,
      lastModifiedDateTime: graphDate(new Date(v.modified)),
      size: v.size,
      ...(v.lastModifiedBy ? { lastModifiedBy: identity(v.lastModifiedBy) } : {}),
    }));
  return [current, ...kept];
}

/** The kept version `id` (`N.0` or `N`) of a file, or undefined. */
export function findVersion(meta: ItemMeta | undefined, id: string): KeptVersion | undefined {
  const match = /^(\d+)(?:\.0)?$/.exec(id);
  return match ? meta?.versions?.find((v) => v.version === Number(match[1])) : undefined;
}

/** Makes kept version `version` the current content, as a new version; the replaced one is kept too. */
export async function restoreVersion(drive: Drive, relPath: string, version: KeptVersion, by: Person): Promise<void> {
  const source = path.join(versionsFolder(drive, relPath), String(version.version));
  const temp = `${drive.absolute(relPath)}.restoring-${process.pid}`;
  await copyFile(source, temp);
  const meta = await keepVersion(drive, relPath);
  try {
    await rename(temp, drive.absolute(relPath));
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  const entryVersion = Math.max(meta.version ?? 1, ...(meta.versions ?? []).map((v) => v.version));
  await drive.recordWrite(relPath, { ...meta, lastModifiedBy: by, version: entryVersion + 1 });
}
