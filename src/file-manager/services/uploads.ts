/**
 * Uploads into the client's upload folder (LibraryUploadID), the way Graph takes them: a simple
 * `PUT …:/name:/content` up to 4 MiB, an upload session in ranged fragments above that. A failed
 * or cancelled session is deleted, so a file is either complete in the library or not there.
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
  /** For the DELETE of a failed session (its URL is pre-authenticated). */
  fetch?: typeof fetch;
}

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

async function sessionUpload(request: UploadRequest): Promise<FileItem> {
  const { graph, put, file, conflict, signal, onProgress = () => {} } = request;
  const created = await graph.request('POST', `${target(request)}/createUploadSession`, {
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ item: { '@microsoft.graph.conflictBehavior': conflict, name: file.name } }),
    ...(signal ? { signal } : {}),
  });
  if (!created.ok) throw await driveError(created);
  const { uploadUrl } = (await created.json()) as { uploadUrl: string };
  try {
    for (let start = 0; ; start += FRAGMENT_SIZE) {
      signal?.throwIfAborted();
      const end = Math.min(start + FRAGMENT_SIZE, file.size);
      const result = await put(
        uploadUrl,
        file.slice(start, end),
        { 'Content-Range': `bytes ${start}-${end - 1}/${file.size}` },
        (sent) => onProgress(start + sent),
        signal,
      );
      if (result.status === 200 || result.status === 201) return toFileItem(result.body as DriveItem);
      if (result.status !== 202) throw graphError(result.status, result.body);
      if (end >= file.size) throw new DriveError(502, 'incompleteUpload', 'The library did not complete the upload.');
    }
  } catch (error) {
    // Drop the half-sent file: it never appears in the library.
    await (request.fetch ?? fetch)(uploadUrl, { method: 'DELETE' }).catch(() => undefined);
    throw error;
  }
}

/** PutBytes over XMLHttpRequest: fetch cannot report upload progress. */
export const xhrPut: PutBytes = (url, body, headers, onProgress, signal) =>
  new Promise((resolve, reject) => {
    // Cancelled while the token was fetched: an abort listener added now would never fire.
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () => {
      let parsed: unknown = null;
      try {
        parsed = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        parsed = null;
      }
      resolve({ status: xhr.status, body: parsed });
    };
    xhr.onerror = () => reject(new DriveError(0, 'networkError', 'Network error'));
    const abort = () => xhr.abort();
    xhr.onabort = () => reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', abort, { once: true });
    xhr.send(body);
  });
