/**
 * A contract's facts in its library, read and written with the person's delegated Graph token
 * (decision 075): `…/drive/items/{id}/listItem/fields`. The write sends `If-Match` with the eTag
 * the form was opened with, so a change by someone else meanwhile is Graph's 412, not lost.
 * Failures are the file manager's DriveError, read by the same `problemOf`.
 */
import { driveError } from '../../file-manager/services/drive-client.ts';
import type { ApiClient } from '../../services/http-client.ts';

/** A fieldValueSet as Graph answers it, and the eTag to send with the next write. */
export interface StoredFields {
  fieldValueSet: Record<string, unknown>;
  eTag: string | null;
}

export function fieldsPath(siteId: string, itemId: string): string {
  return `sites/${encodeURIComponent(siteId)}/drive/items/${encodeURIComponent(itemId)}/listItem/fields`;
}

async function storedFields(response: Response): Promise<StoredFields> {
  const fieldValueSet = (await response.json()) as Record<string, unknown>;
  const eTag = fieldValueSet['@odata.etag'];
  return { fieldValueSet, eTag: typeof eTag === 'string' ? eTag : response.headers.get('etag') };
}

export async function readContractFields(graph: ApiClient, siteId: string, itemId: string): Promise<StoredFields> {
  const response = await graph.get(fieldsPath(siteId, itemId));
  if (!response.ok) throw await driveError(response);
  return storedFields(response);
}

/** PATCHes a partial fieldValueSet; answers the whole one Graph returns, with its new eTag. */
export async function writeContractFields(
  graph: ApiClient,
  siteId: string,
  itemId: string,
  fields: Record<string, unknown>,
  eTag: string | null,
): Promise<StoredFields> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (eTag) headers['If-Match'] = eTag;
  const response = await graph.request('PATCH', fieldsPath(siteId, itemId), { headers, body: JSON.stringify(fields) });
  if (!response.ok) throw await driveError(response);
  return storedFields(response);
}

/** Tells the portal a contract of the active client was edited, so its kept listings are dropped. */
export async function announceContractEdit(itemId: string, doFetch: typeof fetch = fetch): Promise<void> {
  const response = await doFetch('/api/contract-edits', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ contract: itemId }),
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`The portal answered ${response.status}`);
}
