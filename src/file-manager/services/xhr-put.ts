/**
 * Sending bytes with upload progress, apart from the upload code: the page connects with it as the
 * file manager opens, while the upload code itself loads with the first file.
 */
import { DriveError } from './drive-client.ts';
import type { PutBytes } from './uploads.ts';

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
