/**
 * Uploads like Graph's: a simple `PUT …:/name:/content` (at most 4 MiB) and resumable upload
 * sessions (`createUploadSession`, then ranged `PUT uploadUrl` fragments in order). Bytes go to a
 * temporary file under `<dataDir>/tenant/upload-sessions/` and are moved into the library only when
 * complete: a link (no clobbering) or a rename (replace), so nothing half-written ever appears.
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { constants, copyFile, link, lstat, mkdir, rename, rm, truncate, unlink } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { tenantDir } from '../keys.ts';
import { GraphFailure } from './graph-failure.ts';
import { createQuickXor, type QuickXor } from './quickxor.ts';
import type { Person } from './seed-tree.ts';
import { type Drive, type ItemMeta, isValidName, joinPath } from './store.ts';
import { keepVersion } from './versions.ts';

export const SIMPLE_UPLOAD_LIMIT = 4 * 1024 * 1024;
export const MAX_FILE_SIZE = 250 * 1024 * 1024;
/** Graph refuses fragments over 60 MiB. */
export const MAX_FRAGMENT_SIZE = 60 * 1024 * 1024;
export const SESSION_TTL_MS = 60 * 60 * 1000;

export type ConflictBehavior = 'fail' | 'replace' | 'rename';

export function parseConflictBehavior(value: unknown): ConflictBehavior | undefined {
  return value === 'fail' || value === 'replace' || value === 'rename' ? value : undefined;
}

/** An upload error as Graph reports it: HTTP status, error code, message. */
export class UploadError extends GraphFailure {}

const nameTaken = (name: string) =>
  new UploadError(409, 'nameAlreadyExists', `The specified item name already exists. Name: ${name}`);

export interface Committed {
  relPath: string;
  /** False when an existing file was replaced. */
  created: boolean;
}

interface Session {
  id: string;
  drive: Drive;
  parent: string;
  name: string;
  conflict: ConflictBehavior;
  user: Person;
  temp: string;
  received: number;
  total: number | undefined;
  expires: number;
  hash: QuickXor;
  busy: boolean;
}

export interface SessionStatus {
  expirationDateTime: string;
  nextExpectedRanges: string[];
}

/** `Content-Range: bytes a-b/total` → numbers, or undefined. */
export function parseContentRange(
  header: string | undefined,
): { start: number; end: number; total: number } | undefined {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const [start, end, total] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!(start <= end && end < total)) return undefined;
  return { start, end, total };
}

/** Streams the request body to `file` (appending at `offset`), at most `limit` bytes; returns the count. */
async function receive(req: IncomingMessage, file: string, offset: number, limit: number, hash: QuickXor) {
  const out = createWriteStream(file, { flags: offset === 0 ? 'w' : 'r+', start: offset });
  let count = 0;
  try {
    for await (const part of req) {
      const chunk = part as Buffer;
      count += chunk.length;
      if (count > limit) throw new UploadError(413, 'requestTooLarge', 'The request body is larger than allowed.');
      hash.update(chunk);
      if (!out.write(chunk)) await once(out, 'drain');
    }
  } finally {
    await new Promise<void>((resolve, reject) =>
      out.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
  }
  return count;
}

export interface Uploads {
  /** Simple upload of the request body as `name` in the folder `parent`. */
  simple(
    drive: Drive,
    parent: string,
    name: string,
    conflict: ConflictBehavior,
    user: Person,
    req: IncomingMessage,
  ): Promise<Committed>;
  createSession(
    drive: Drive,
    parent: string,
    name: string,
    conflict: ConflictBehavior,
    user: Person,
    fileSize: number | undefined,
  ): Promise<{ id: string } & SessionStatus>;
  /** One fragment: either the session's status after it, or the committed file. */
  fragment(
    id: string,
    req: IncomingMessage,
  ): Promise<{ status: SessionStatus } | { committed: Committed; drive: Drive }>;
  status(id: string): SessionStatus | undefined;
  cancel(id: string): Promise<boolean>;
}

export async function createUploads(dataDir: string): Promise<Uploads> {
  const tempDir = path.join(tenantDir(dataDir), 'upload-sessions');
  // Sessions live in memory: parts left by an earlier run can never complete.
  await rm(tempDir, { recursive: true, force: true });
  await mkdir(tempDir, { recursive: true });
  const sessions = new Map<string, Session>();

  const tempFile = () => path.join(tempDir, `${randomBytes(16).toString('hex')}.part`);

  const sweep = async () => {
    const now = Date.now();
    for (const session of sessions.values())
      if (session.expires <= now && !session.busy) {
        sessions.delete(session.id);
        await rm(session.temp, { force: true });
      }
  };

  const checkParent = async (drive: Drive, parent: string, name: string) => {
    if (!isValidName(name))
      throw new UploadError(400, 'invalidRequest', 'The provided name contains characters that are not allowed.');
    const stats = await lstat(drive.absolute(parent)).catch(() => undefined);
    if (!stats?.isDirectory()) throw new UploadError(404, 'itemNotFound', 'The resource could not be found.');
  };

  /** Moves a complete temporary file into the library. */
  const commit = async (
    drive: Drive,
    temp: string,
    parent: string,
    name: string,
    conflict: ConflictBehavior,
    user: Person,
    hash: string,
  ): Promise<Committed> => {
    await checkParent(drive, parent, name);
    let relPath = joinPath(parent, name);
    let created = true;
    let kept: ItemMeta | undefined;
    const placeWithoutClobbering = async (target: string): Promise<boolean> => {
      try {
        await link(temp, drive.absolute(target));
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'EEXIST') return false;
        if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EXDEV') throw error;
        try {
          await copyFile(temp, drive.absolute(target), constants.COPYFILE_EXCL);
        } catch (copyError) {
          if ((copyError as NodeJS.ErrnoException).code === 'EEXIST') return false;
          throw copyError;
        }
      }
      await unlink(temp);
      return true;
    };
    if (conflict === 'fail') {
      if (!(await placeWithoutClobbering(relPath))) throw nameTaken(name);
    } else if (conflict === 'rename') {
      const dot = name.lastIndexOf('.');
      const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
      let placed = false;
      for (let n = 0; n < 10_000 && !placed; n++) {
        relPath = joinPath(parent, n === 0 ? name : `${stem} ${n}${extension}`);
        placed = await placeWithoutClobbering(relPath);
      }
      if (!placed) throw nameTaken(name);
    } else {
      const existing = await lstat(drive.absolute(relPath)).catch(() => undefined);
      if (existing && !existing.isFile()) throw nameTaken(name);
      created = !existing;
      // SharePoint keeps the replaced content as a version (versions.ts).
      kept = existing ? await keepVersion(drive, relPath) : undefined;
      await rename(temp, drive.absolute(relPath));
    }
    const old = created ? undefined : (kept ?? (await drive.meta(relPath)));
    const now = new Date().toISOString();
    await drive.recordWrite(
      relPath,
      created
        ? { createdBy: user, created: now, lastModifiedBy: user, version: 1 }
        : { ...old, lastModifiedBy: user, version: (old?.version ?? 1) + 1 },
      hash,
    );
    return { relPath, created };
  };

  const statusOf = (session: Session): SessionStatus => ({
    expirationDateTime: `${new Date(session.expires).toISOString().slice(0, 19)}Z`,
    nextExpectedRanges: [`${session.received}-${session.total === undefined ? '' : session.total - 1}`],
  });

  return {
    async simple(drive, parent, name, conflict, user, req) {
      await checkParent(drive, parent, name);
      const declared = Number(req.headers['content-length'] ?? Number.NaN);
      if (declared > SIMPLE_UPLOAD_LIMIT)
        throw new UploadError(413, 'requestTooLarge', 'A simple upload is limited to 4 MiB; use an upload session.');
      const temp = tempFile();
      const hash = createQuickXor();
      try {
        await receive(req, temp, 0, SIMPLE_UPLOAD_LIMIT, hash);
        return await commit(drive, temp, parent, name, conflict, user, hash.digest());
      } finally {
        await rm(temp, { force: true });
      }
    },

    async createSession(drive, parent, name, conflict, user, fileSize) {
      await sweep();
      await checkParent(drive, parent, name);
      if (fileSize !== undefined && fileSize > MAX_FILE_SIZE)
        throw new UploadError(413, 'maxFileSizeExceeded', 'The file is larger than the maximum of 250 MiB.');
      if (conflict === 'fail' && (await lstat(drive.absolute(joinPath(parent, name))).catch(() => undefined)))
        throw nameTaken(name);
      const session: Session = {
        id: randomBytes(32).toString('base64url'),
        drive,
        parent,
        name,
        conflict,
        user,
        temp: tempFile(),
        received: 0,
        total: fileSize,
        expires: Date.now() + SESSION_TTL_MS,
        hash: createQuickXor(),
        busy: false,
      };
      sessions.set(session.id, session);
      return { id: session.id, ...statusOf(session) };
    },

    async fragment(id, req) {
      await sweep();
      const session = sessions.get(id);
      if (!session) throw new UploadError(404, 'itemNotFound', 'The upload session was not found or has expired.');
      const range = parseContentRange(req.headers['content-range']);
      if (!range) throw new UploadError(400, 'invalidRange', 'The Content-Range header is missing or malformed.');
      if (range.total > MAX_FILE_SIZE)
        throw new UploadError(413, 'maxFileSizeExceeded', 'The file is larger than the maximum of 250 MiB.');
      if (session.total !== undefined && range.total !== session.total)
        throw new UploadError(400, 'invalidRange', 'The total size differs from the one declared before.');
      const length = range.end - range.start + 1;
      if (length > MAX_FRAGMENT_SIZE) throw new UploadError(413, 'requestTooLarge', 'A fragment is limited to 60 MiB.');
      const declared = req.headers['content-length'];
      if (declared !== undefined && Number(declared) !== length)
        throw new UploadError(400, 'invalidRange', 'Content-Length does not match Content-Range.');
      if (session.busy)
        throw new UploadError(409, 'invalidRange', 'Another fragment of this session is being received.');
      if (range.start !== session.received)
        throw new UploadError(
          416,
          'invalidRange',
          `The fragment does not start where expected: the next expected range is ${session.received}-.`,
        );
      session.busy = true;
      try {
        // The hash runs over the whole file in order; keep its state to roll back a failed fragment.
        const before = session.hash.clone();
        let count: number;
        try {
          count = await receive(req, session.temp, session.received, length, session.hash);
        } catch (error) {
          session.hash = before;
          await truncate(session.temp, session.received).catch(() => undefined);
          if (error instanceof UploadError)
            throw new UploadError(400, 'invalidRange', 'The fragment is longer than its Content-Range.');
          throw error;
        }
        if (count !== length) {
          session.hash = before;
          await truncate(session.temp, session.received).catch(() => undefined);
          throw new UploadError(400, 'invalidRange', 'The fragment is shorter than its Content-Range.');
        }
        session.received += count;
        session.total = range.total;
        session.expires = Date.now() + SESSION_TTL_MS;
        if (session.received < range.total) return { status: statusOf(session) };
        sessions.delete(id);
        try {
          const committed = await commit(
            session.drive,
            session.temp,
            session.parent,
            session.name,
            session.conflict,
            session.user,
            session.hash.digest(),
          );
          return { committed, drive: session.drive };
        } finally {
          await rm(session.temp, { force: true });
        }
      } finally {
        session.busy = false;
      }
    },

    status(id) {
      const session = sessions.get(id);
      return session && session.expires > Date.now() ? statusOf(session) : undefined;
    },

    async cancel(id) {
      const session = sessions.get(id);
      if (!session) return false;
      sessions.delete(id);
      await rm(session.temp, { force: true });
      return true;
    },
  };
}
