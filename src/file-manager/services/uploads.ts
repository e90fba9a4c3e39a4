/**
 * Uploads into the client's upload folder (LibraryUploadID), the way Graph takes them: a simple
 * `PUT …:/name:/content` up to 4 MiB, an upload session in ranged fragments above that. A fragment
 * the connection lost is not sent again from the start: the session is asked (GET on its URL) where
 * it stands, `nextExpectedRanges`, and the upload goes on from there (decision 087). A session
 * the connection stopped is kept for Retry, which goes on from it while Graph still has it
 * (decision 092); one refused, or cancelled, is deleted, so a file is either complete in the
 * library or not there.
 */
import type { ApiClient } from '../../services/http-client.ts';
import { type DriveItem, type FileItem, toFileItem } from '../file-item.ts';
import { checkUpload } from '../upload-rules.ts';
import { DriveError, driveError, graphError } from './drive-client.ts';

export const SIMPLE_UPLOAD_LIMIT = 4 * 1024 * 1024;
/** Graph wants fragments in multiples of 320 KiB. */
export const FRAGMENT_SIZE = 320 * 1024 * 10;

/** fail: ask the user; rename: keep both; replace: overwrite. */
export type ConflictBehavior = 'fail' | 'rename' | 'replace';

export interface PutResult {
  status: number;
  body: unknown;
}

/** Sends bytes with upload progress (XMLHttpRequest in the browser). */
export type PutBytes = (
  url: string,
  body: Blob,
  headers: Record<string, string>,
  onProgress: (sentBytes: number) => void,
  signal?: AbortSignal,
) => Promise<PutResult>;

export interface UploadRequest {
  graph: ApiClient;
  /** Bearer token for the simple PUT, fresh when asked (after a 401). */
  authorization: (forceRefresh: boolean) => Promise<string>;
  put: PutBytes;
  siteId: string;
  folderId: string;
  file: Blob & { name: string };
  conflict: ConflictBehavior;
  onProgress?: (sentBytes: number) => void;
  signal?: AbortSignal;
  /** For the session's status and the DELETE of a failed session (its URL is pre-authenticated). */
  fetch?: typeof fetch;
  /** Waits before asking a session where it stands again; tests pass one that does not wait. */
  pause?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Told each time the connection dropped and the upload goes on from `resumedAt` bytes. */
  onResume?: (resumedAt: number) => void;
  /** The session of an earlier try of this file (a Retry): asked where it stands and gone on with, if still valid. */
  session?: string | undefined;
  /**
   * Told the session's URL when the upload stops on the connection (or a busy library) and the
   * session is kept for a Retry; told `undefined` when there is none to keep (deleted, or done).
   */
  onSession?: (uploadUrl: string | undefined) => void;
}

/** How many times one session may lose the connection and resume before the upload is given up. */
export const MAX_RESUMES = 6;

/** 1 s, 2 s, 4 s … up to 15 s: long enough for a network to come back, short enough to be seen going on. */
export const resumeDelay = (attempt: number) => Math.min(15_000, 1000 * 2 ** (attempt - 1));

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

/** The first byte Graph still expects, from `nextExpectedRanges` (`["26-"]`, `["26-99", "200-"]`). */
export function nextExpectedStart(body: unknown): number | undefined {
  const ranges = (body as { nextExpectedRanges?: unknown } | null)?.nextExpectedRanges;
  if (!Array.isArray(ranges) || typeof ranges[0] !== 'string') return undefined;
  const start = Number(ranges[0].split('-')[0]);
  return Number.isSafeInteger(start) && start >= 0 ? start : undefined;
}

const isConnectionLost = (error: unknown) => error instanceof DriveError && error.status === 0;

/** A stop a later Retry can go on from: the connection, or the library's server side (not a refusal of the file). */
const isPassing = (error: unknown) =>
  error instanceof DriveError &&
  (error.status === 0 || error.status === 429 || ((error.status ?? 0) >= 500 && error.code !== 'incompleteUpload'));

export async function uploadFile(request: UploadRequest): Promise<FileItem> {
  checkUpload(request.file);
  return request.file.size <= SIMPLE_UPLOAD_LIMIT ? simpleUpload(request) : sessionUpload(request);
}

const target = ({ siteId, folderId, file }: UploadRequest) =>
  `sites/${encodeURIComponent(siteId)}/drive/items/${encodeURIComponent(folderId)}:/${encodeURIComponent(file.name)}:`;

async function simpleUpload(request: UploadRequest): Promise<FileItem> {
  const { graph, put, file, conflict, signal, onProgress = () => {} } = request;
  const url = graph.url(`${target(request)}/content?@microsoft.graph.conflictBehavior=${conflict}`);
  const send = async (forceRefresh: boolean) =>
    put(
      url,
      file,
      {
        Authorization: `Bearer ${await request.authorization(forceRefresh)}`,
        'Content-Type': file.type || 'application/octet-stream',
      },
      onProgress,
      signal,
    );
  let result = await send(false);
  if (result.status === 401) result = await send(true);
  if (result.status !== 200 && result.status !== 201) throw graphError(result.status, result.body);
  return toFileItem(result.body as DriveItem);
}

/**
 * Where a Retry goes on from: the earlier session's first expected byte when Graph still has it
 * (`GET uploadUrl`), else (404: expired, or finished elsewhere) nothing, and a new session starts.
 */
async function earlierSession(request: UploadRequest, send: typeof fetch): Promise<number | undefined> {
  const { session, signal } = request;
  if (!session) return undefined;
  const status = await send(session, { method: 'GET', ...(signal ? { signal } : {}) }).catch((error: unknown) => {
    if (signal?.aborted) throw error;
    throw new DriveError(0, 'networkError', 'The library could not be reached.');
  });
  if (status.status === 404 || status.status === 410) return undefined;
  if (!status.ok) throw await driveError(status);
  return nextExpectedStart(await status.json());
}

async function sessionUpload(request: UploadRequest): Promise<FileItem> {
  const { graph, put, file, conflict, signal, onProgress = () => {} } = request;
  const send = request.fetch ?? fetch;
  const pause = request.pause ?? sleep;
  let uploadUrl: string;
  let first = 0;
  const resumedAt = await earlierSession(request, send).catch((error: unknown) => {
    // The connection is still down: the session stays for the next Retry.
    if (request.session && isPassing(error)) request.onSession?.(request.session);
    throw error;
  });
  if (request.session && resumedAt !== undefined) {
    uploadUrl = request.session;
    first = resumedAt;
    request.onResume?.(resumedAt);
    onProgress(resumedAt);
  } else {
    request.onSession?.(undefined);
    const created = await graph.request('POST', `${target(request)}/createUploadSession`, {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ item: { '@microsoft.graph.conflictBehavior': conflict, name: file.name } }),
      ...(signal ? { signal } : {}),
    });
    if (!created.ok) throw await driveError(created);
    uploadUrl = ((await created.json()) as { uploadUrl: string }).uploadUrl;
  }
  let drops = 0;
  /** Asks the session where it stands, waiting longer each time, until it answers or the tries run out. */
  const resync = async (cause: unknown): Promise<number> => {
    for (;;) {
      if (drops >= MAX_RESUMES) throw cause;
      drops++;
      await pause(resumeDelay(drops), signal);
      const status = await send(uploadUrl, { method: 'GET', ...(signal ? { signal } : {}) }).catch((error: unknown) => {
        if (signal?.aborted) throw error;
        return undefined;
      });
      if (!status) continue;
      if (!status.ok) throw await driveError(status);
      const start = nextExpectedStart(await status.json());
      if (start === undefined) throw new DriveError(502, 'incompleteUpload', 'The library did not say where to go on.');
      request.onResume?.(start);
      onProgress(start);
      return start;
    }
  };
  try {
    for (let start = first; ; ) {
      signal?.throwIfAborted();
      const end = Math.min(start + FRAGMENT_SIZE, file.size);
      let result: PutResult;
      try {
        result = await put(
          uploadUrl,
          file.slice(start, end),
          { 'Content-Range': `bytes ${start}-${end - 1}/${file.size}` },
          (sent) => onProgress(start + sent),
          signal,
        );
      } catch (error) {
        if (signal?.aborted || !isConnectionLost(error)) throw error;
        start = await resync(error);
        continue;
      }
      if (result.status === 200 || result.status === 201) {
        request.onSession?.(undefined);
        return toFileItem(result.body as DriveItem);
      }
      // The fragment does not start where the session is (a lost answer to one that did arrive): ask it.
      if (result.status === 416) {
        start = await resync(graphError(result.status, result.body));
        continue;
      }
      if (result.status !== 202) throw graphError(result.status, result.body);
      if (end >= file.size) throw new DriveError(502, 'incompleteUpload', 'The library did not complete the upload.');
      start = nextExpectedStart(result.body) ?? end;
    }
  } catch (error) {
    // Stopped by the connection (or a busy library), not by a refusal or the person: the session
    // is kept, so Retry goes on from where it stopped while Graph still has it.
    if (!signal?.aborted && isPassing(error)) {
      request.onSession?.(uploadUrl);
      throw error;
    }
    // Drop the half-sent file: it never appears in the library.
    request.onSession?.(undefined);
    await send(uploadUrl, { method: 'DELETE' }).catch(() => undefined);
    throw error;
  }
}
