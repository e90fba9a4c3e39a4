/**
 * Who may organise a library, and the operations: new folder, rename / move, delete, check-out.
 *
 * The organising rule (docs/decisions/074): on a client's library,
 * - the provider's staff (`EFI_USER` on that client) may create, rename, move and delete anything,
 *   except the library's fixed folders;
 * - a client user (`CLIENT_PROSPECT_USER`) may create folders outside the reserved folders, and
 *   rename, move or delete only what they made themselves (the tenant's record of who created it
 *   through Graph; a folder only when everything in it is theirs too), never into a reserved folder;
 * - a vendor user, or anyone without a write scope, may organise nothing;
 * - the fixed folders (the root, `Uploads`, and the reserved `General`, `CONTRACT_LOCKER`,
 *   `INVOICE_INTEL`, `PORTAL`) can never be renamed, moved or deleted, by anyone.
 * A refusal is Graph's 403 `accessDenied`, as SharePoint answers an item the user lacks the right for.
 */
import { randomBytes } from 'node:crypto';
import { lstat, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type SeedUser, serverApplication } from '../seed.ts';
import { GraphFailure } from './graph-failure.ts';
import type { Person } from './seed-tree.ts';
import { type Drive, joinPath } from './store.ts';

/**
 * The folder of vendors' RFP files (decision 141), with permissions of its own as the portal's
 * deployment sets them in SharePoint (inheritance broken): only the portal's server reads and
 * writes in it; to everyone else it is not there (404), so no vendor reads another's files and
 * nobody reads them before the event closes but through the portal.
 */
export const RFP_FILES_FOLDER = 'RFP_EVENTS';

/** Top-level folders the portal keeps for itself (src/file-manager/listing.ts hides them). */
export const RESERVED_FOLDERS: readonly string[] = [
  'General',
  'CONTRACT_LOCKER',
  'INVOICE_INTEL',
  'PORTAL',
  RFP_FILES_FOLDER,
];
/** Folders whose ids the portal knows: never renamed, moved or deleted. */
export const FIXED_FOLDERS: readonly string[] = ['', 'Uploads', ...RESERVED_FOLDERS];

export function isFixed(relPath: string): boolean {
  return FIXED_FOLDERS.includes(relPath);
}

/** Whether `relPath` is a reserved folder or inside one. */
export function inReserved(relPath: string): boolean {
  const top = relPath.split('/')[0] ?? '';
  return RESERVED_FOLDERS.includes(top);
}

/** Whether `relPath` is the RFP files' folder or inside it. */
export function inRfpFiles(relPath: string): boolean {
  return (relPath.split('/')[0] ?? '') === RFP_FILES_FOLDER;
}

/** Whether the item at `relPath` is hidden from `user`: the RFP files are the portal server's alone. */
export function hiddenFrom(user: SeedUser, relPath: string): boolean {
  return user !== serverApplication && inRfpFiles(relPath);
}

/** `portal`: the portal's server app-only, which writes in the RFP files' folder only. */
export type Role = 'staff' | 'client' | 'portal' | 'none';

/** A user's organising role on a client's library. */
export function roleOn(user: SeedUser, hubspotCompanyXref: number): Role {
  if (user === serverApplication) return 'portal';
  const roles = user.access.find((access) => access.hubspot_company_xref === hubspotCompanyXref)?.roles ?? [];
  if (roles.includes('EFI_USER')) return 'staff';
  if (roles.includes('CLIENT_PROSPECT_USER')) return 'client';
  return 'none';
}

export function personOf(user: SeedUser): Person {
  return { displayName: user.displayName, email: user.email, id: user.oid };
}

export const accessDenied = () => new GraphFailure(403, 'accessDenied', 'Access denied');
export const nameAlreadyExists = (name: string) =>
  new GraphFailure(409, 'nameAlreadyExists', `The specified item name already exists. Name: ${name}`);

/** May `user` create an item named `name` in `folder`? */
export function mayCreateIn(role: Role, folder: string, name = ''): boolean {
  if (role === 'portal') return inRfpFiles(joinPath(folder, name));
  if (role === 'staff') return true;
  return role === 'client' && !inReserved(folder);
}

/** May `user` rename, move or delete the item at `relPath` (and, for a folder, all below it)? */
export async function mayChange(drive: Drive, role: Role, user: SeedUser, relPath: string): Promise<boolean> {
  if (isFixed(relPath) || role === 'none') return false;
  if (role === 'portal') return inRfpFiles(relPath);
  if (role === 'staff') return true;
  if (inReserved(relPath)) return false;
  const pending = [relPath];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    if ((await drive.meta(item))?.createdBy?.id !== user.oid) return false;
    const stats = await lstat(drive.absolute(item)).catch(() => undefined);
    if (stats?.isDirectory()) for (const name of await drive.childNames(item)) pending.push(joinPath(item, name));
  }
  return true;
}

/** A file checked out by someone else cannot be changed: 423, as SharePoint answers. */
export async function checkNotLocked(drive: Drive, relPath: string, user: SeedUser): Promise<void> {
  const holder = (await drive.meta(relPath))?.checkedOutBy;
  if (holder && holder.id !== user.oid)
    throw new GraphFailure(423, 'resourceLocked', `The file is checked out by ${holder.displayName}.`);
}

/** `If-Match`: `*` or one of the listed eTags must be the item's current one, else 412. */
export function checkIfMatch(header: string | undefined, eTag: string): void {
  if (header === undefined || header.trim() === '*') return;
  const listed = header.match(/(?:W\/)?"(?:[^"\\]|\\.)*"/g) ?? [];
  if (!listed.some((tag) => tag.replace(/^W\//, '') === eTag))
    throw new GraphFailure(412, 'resourceModified', 'The resource has changed since the caller last read it.');
}

/** The sibling in `folder` that has `name`, ignoring case as SharePoint does, or undefined. */
async function sibling(drive: Drive, folder: string, name: string): Promise<string | undefined> {
  const wanted = name.toLowerCase();
  return (await drive.childNames(folder)).find((child) => child.toLowerCase() === wanted);
}

/** `name`, or `name 1`, `name 2`… (before the extension) until one is free in `folder`. */
async function freeName(drive: Drive, folder: string, name: string): Promise<string> {
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let n = 0; n < 10_000; n++) {
    const candidate = n === 0 ? name : `${stem} ${n}${extension}`;
    if ((await sibling(drive, folder, candidate)) === undefined) return candidate;
  }
  throw nameAlreadyExists(name);
}

export type Conflict = 'fail' | 'rename' | 'replace';

/** Makes a folder; returns its path. */
export async function createFolder(
  drive: Drive,
  parent: string,
  name: string,
  conflict: Conflict,
  user: SeedUser,
): Promise<string> {
  let target = joinPath(parent, name);
  const existing = await sibling(drive, parent, name);
  if (existing !== undefined) {
    if (conflict === 'fail') throw nameAlreadyExists(name);
    if (conflict === 'rename') target = joinPath(parent, await freeName(drive, parent, name));
    else await removeItem(drive, joinPath(parent, existing));
  }
  try {
    await mkdir(drive.absolute(target));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw nameAlreadyExists(name);
    throw error;
  }
  const now = new Date().toISOString();
  await drive.recordWrite(target, {
    createdBy: personOf(user),
    created: now,
    lastModifiedBy: personOf(user),
    version: 1,
  });
  return target;
}

/** Renames and/or moves an item; returns its new path. */
export async function moveItem(drive: Drive, from: string, toParent: string, toName: string, conflict: Conflict) {
  const to = joinPath(toParent, toName);
  if (to === from) return from;
  if (toParent === from || toParent.startsWith(`${from}/`))
    throw new GraphFailure(400, 'invalidRequest', 'An item cannot be moved into itself or one of its own folders.');
  let target = to;
  // Names clash ignoring case, as in SharePoint; a rename that only changes case clashes with nothing.
  const existing = await sibling(drive, toParent, toName);
  if (existing !== undefined && joinPath(toParent, existing) !== from) {
    if (conflict === 'fail') throw nameAlreadyExists(toName);
    if (conflict === 'rename') target = joinPath(toParent, await freeName(drive, toParent, toName));
    else await removeItem(drive, joinPath(toParent, existing));
  }
  await rename(drive.absolute(from), drive.absolute(target));
  await drive.relocate(from, target);
  return target;
}

/**
 * Deletes an item: it goes to the library's recycle bin (`<site-key>.recycle/` beside the library,
 * kept like SharePoint's second stage; Graph offers no way back for a document library).
 */
export async function removeItem(drive: Drive, relPath: string): Promise<void> {
  const bin = path.join(path.dirname(drive.root), `${drive.siteKey}.recycle`, randomBytes(8).toString('hex'));
  await mkdir(bin, { recursive: true });
  await writeFile(
    path.join(bin, 'item.json'),
    `${JSON.stringify({ path: relPath, id: drive.idOf(relPath), deleted: new Date().toISOString(), meta: await drive.meta(relPath) })}\n`,
  );
  await rename(drive.absolute(relPath), path.join(bin, 'content'));
  await drive.forget(relPath);
}
